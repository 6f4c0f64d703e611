import { describe, expect, it } from 'vitest';
import { seedPeople } from '../../ministry/db/seed';
import { drivers, ministryForSuite } from '../support/ministry';
import { readPdf } from '../support/pdf';
import { abdullayevaNotaryId, addRealEstate, clientOf } from './acts-support';

// Issue 28's type fields on the print form (docs/decisions/081-type-specific-act-fields.md): each
// stored as the registry parsed it, printed by its kind with the registry's words.

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;

describe.each(drivers)('the type fields of issue 28 on the print form on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  it('writes a pledge’s loan, bill, penalty, debt, fees, blank and the property’s form (oz)', async () => {
    const applicant = await clientOf(ministry(), 'drahimova', 'oz');
    const cadastreNumber = await addRealEstate(ministry(), [person('drahimova').pin]);
    const bsaidov = person('bsaidov');
    const created = await applicant.post('/notarial_act', {
      type: 9,
      notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
      fields: {
        sum: 300_000_000,
        creditNumber: 'KR-2025/17',
        creditDate: '15.05.2025',
        creditSum: 200_000_000,
        loanSum: 10_000_000,
        totalSum: 260_000_000.5,
        billType: 'promissoryNote',
        penaltySum: 1_500_000,
        debtSum: 2_000_000,
        collectFees: true,
        officialBlankCount: 2,
        blankPrefix: '14',
        blankSeries: 'AB',
        blankNumber: '0001234',
      },
      realEstate: { cadastreNumber, cadastreType: 'residential', ownershipForm: 'commonJoint' },
      parties: [
        {
          role: 'pledgee',
          class: 'legal',
          inn: '201234567',
          manager: { pin: bsaidov.pin, passserial: bsaidov.passserial, passnum: bsaidov.passnum },
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = (await applicant.get(`/notarial_act/${created.body.uuid}`)).body;
    // The ministry keeps the sums in tiyin and the real estate's form in its own column.
    expect(detail.fields).toMatchObject({
      loanSum: 1_000_000_000,
      totalSum: 26_000_000_050,
      billType: 'promissoryNote',
      collectFees: true,
      blankNumber: '0001234',
    });
    expect(detail.subjects.realEstates[0].ownershipForm).toBe('commonJoint');

    const { token } = await ministry().auth.sessions.create(ministry().db, applicant.userId);
    const file = await fetch(`${ministry().url}/api/files/${detail.printForm.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { text } = await readPdf(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain('Qarz summasi (so‘m) 10 000 000,00 so‘m (o‘n million so‘m 00 tiyin)');
    expect(text).toContain('Jami ta’minlanadigan summa (so‘m) 260 000 000,50 so‘m');
    expect(text).toContain('Veksel turi Oddiy veksel');
    expect(text).toContain('Penya summasi (so‘m) 1 500 000,00 so‘m');
    expect(text).toContain('Qarz qoldig‘i (so‘m) 2 000 000,00 so‘m');
    expect(text).toContain('Undirish xarajatlari garov hisobidan qoplanadi Ha');
    expect(text).toContain(
      'Notarial blankalar soni 2 Blanka prefiksi 14 Blanka seriyasi AB Blanka raqami 0001234',
    );
    expect(text).toContain('Mulkchilik shakli Umumiy birgalikdagi');
    expect(text).not.toContain('promissoryNote');
    expect(text).not.toContain('commonJoint');
  });

  it('refuses a bad blank number with its key, in the user’s language', async () => {
    const applicant = await clientOf(ministry(), 'drahimova', 'ru');
    const cadastreNumber = await addRealEstate(ministry(), [person('drahimova').pin]);
    const created = await applicant.post('/notarial_act', {
      type: 105,
      notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
      fields: {
        termFrom: '01.06.2030',
        termTo: '31.05.2031',
        proxyClass: 'forever',
        blankPrefix: '14',
        blankSeries: 'AB',
        blankNumber: '12',
        officialBlankCount: 1,
      },
      realEstate: { cadastreNumber, cadastreType: 'residential', ownershipForm: 'rented' },
      parties: [
        {
          role: 'attorney',
          pin: person('stursunov').pin,
          passserial: person('stursunov').passserial,
          passnum: person('stursunov').passnum,
          grantedRights: { rights: ['realEstateManage'], delegation: false },
        },
      ],
    });
    expect(created.status).toBe(400);
    expect(created.body.fields).toMatchObject({
      'fields.blankNumber': 'Номер бланка: 7 цифр',
      'fields.proxyClass': 'Выберите вид доверенности из списка',
      'realEstate.ownershipForm': 'Выберите форму собственности из списка',
    });
  });
});
