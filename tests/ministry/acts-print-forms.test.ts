import { describe, expect, it } from 'vitest';
import { locales } from '../../machines/text/locales';
import { seedActTypes, seedPeople } from '../../ministry/db/seed';
import { type Language, translate, translateLabel } from '../../ministry/i18n';
import { nameIn as nameInLanguage } from '../../ministry/text/citizen-name';
import { drivers, ministryForSuite } from '../support/ministry';
import { flat, qrMatrices, readPdf } from '../support/pdf';
import {
  abdullayevaNotaryId,
  addRealEstate,
  addVehicle,
  type Client,
  cleanSale,
  clientOf,
} from './acts-support';

// The act's print form and the notary's refusal resolution are PDF files in the act's language.

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const nameIn = (language: Language, userid: string) => {
  const p = person(userid);
  const full = (script: 'latin' | 'cyrillic') =>
    `${p.surname[script]} ${p.name[script]} ${p.lastname[script]}`;
  return nameInLanguage(language, full('latin'), full('cyrillic'));
};

/** The seeded vehicle's price and valuation in words, as each language writes them (section 9). */
const amountsInWords = {
  oz: { price: 'ellik million so‘m 00 tiyin', valuation: 'bir yuz million so‘m 00 tiyin' },
  uz: { price: 'эллик миллион сўм 00 тийин', valuation: 'бир юз миллион сўм 00 тийин' },
  ru: { price: 'пятьдесят миллионов сум 00 тийин', valuation: 'сто миллионов сум 00 тийин' },
} as const;

describe.each(drivers)('print forms and refusal resolutions on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  async function download(client: Client, fileId: string) {
    const { token } = await ministry().auth.sessions.create(ministry().db, client.userId);
    return fetch(`${ministry().url}/api/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
  }

  async function newAct(language: Language, act: Record<string, unknown> = {}) {
    const applicant = await clientOf(ministry(), 'drahimova', language);
    const vehicle = await addVehicle(ministry(), [person('drahimova').pin]);
    const created = await applicant.post('/notarial_act', { ...cleanSale, ...act, vehicle });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { uuid, rid } = created.body as { uuid: string; rid: number };
    return { applicant, vehicle, uuid, rid, detail: (await applicant.get(`/notarial_act/${uuid}`)).body };
  }

  // oz, then uz, then ru in one process: a font shared between documents must not lose a letter
  // (the ru header's "Узбекистан" after the uz documents' "Ўзбекистон").
  it.each(locales)('writes the print form in the act language: %s', async (language) => {
    const { applicant, vehicle, rid, detail } = await newAct(language);
    expect(detail.printForm.name).toBe(`notarial-act-${rid}.pdf`);

    const file = await download(applicant, detail.printForm.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`filename="notarial-act-${rid}.pdf"`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    const { text, info } = await readPdf(bytes);
    const t = (key: string, params?: Record<string, string>) =>
      flat(translate(language, `acts.files.${key}`, params));
    expect(text).toContain(seedActTypes.find((type) => type.id === 1)!.name[language]);
    expect(text).toContain(t('ministry'));
    expect(text).toContain(t('not_registered'));
    expect(text).toContain(nameIn(language, 'drahimova'));
    expect(text).toContain(nameIn(language, 'stursunov'));
    expect(text).toContain(
      `${translateLabel(language, 'actTypes:roles.seller')} ${nameIn(language, 'drahimova')} AB 1000002`,
    );
    expect(text).toContain(`${t('vehicle_fields.state_number')} ${vehicle.stateNumber}`);
    // 50 000 000 so'm, stored as tiyin: in figures (grouped thousands, decimal comma), then in words
    // in the act's language; the registry's valuation (100 000 000 so'm) likewise.
    const { price, valuation } = amountsInWords[language];
    expect(text).toContain(
      `${t('vehicle_fields.price')} ${t('money', { amount: '50 000 000,00', words: price })}`,
    );
    expect(text).toContain(
      `${t('vehicle_fields.valuation')} ${t('money', { amount: '100 000 000,00', words: valuation })}`,
    );
    expect(text).toContain(`${t('vehicle_fields.issue_date')} 01.01.2022`);
    expect(text).toContain(t('no_invoices'));

    // The document information describes the document, never the people in it.
    expect(info).toMatchObject({ Producer: 'Notarial portal sandbox' });
    expect(String(info.Title)).toContain(String(rid));
    const metadata = JSON.stringify(info);
    for (const secret of [person('drahimova').pin, '1000002', person('drahimova').surname.latin])
      expect(metadata).not.toContain(secret);
  });

  it('writes the gift’s amounts in figures and in words too', async () => {
    const gift = {
      type: 'vehicleGift' as const,
      parties: [{ role: 'donee' as const, passserial: 'AC', passnum: '1000003', pin: '33001799990033' }],
    };
    const { applicant, detail } = await newAct('uz', gift);
    const { text } = await readPdf(
      new Uint8Array(await (await download(applicant, detail.printForm.id)).arrayBuffer()),
    );
    const t = (key: string, params?: Record<string, string>) =>
      flat(translate('uz', `acts.files.${key}`, params));
    expect(text).toContain(seedActTypes.find((type) => type.id === 4)!.name.uz);
    expect(text).toContain(
      `${t('vehicle_fields.valuation')} ${t('money', { amount: '100 000 000,00', words: amountsInWords.uz.valuation })}`,
    );
    // 80 000 000 so'm of inventory price: "саксон миллион".
    expect(text).toContain(
      `${t('vehicle_fields.inventory_price')} ${t('money', { amount: '80 000 000,00', words: 'саксон миллион сўм 00 тийин' })}`,
    );
  });

  // Decision 039: the registry's fields, each written by its kind with the registry's words.
  it('writes the deal terms, a representative, shares and a relationship by their names (uz)', async () => {
    const karimov = person('jkarimov');
    const tursunov = person('stursunov');
    const { applicant, detail } = await newAct('uz', {
      applicant: {
        representative: {
          pin: karimov.pin,
          passserial: karimov.passserial,
          passnum: karimov.passnum,
          basis: 'Ишончнома № 12',
        },
        payer: true,
      },
      parties: [
        {
          role: 'buyer',
          passserial: 'AC',
          passnum: '1000003',
          pin: '33001799990033',
          relationship: 'sibling',
        },
      ],
      other: {
        ownershipBasis: 'Олди-сотди шартномаси',
        paymentMethod: 'mixed',
        ownSum: 45_000_000,
        creditSum: 50_000_000,
        creditOrganisation: { name: 'Namuna Bank ATB', inn: '201234567' },
        shares: [{ share: { numerator: 1, denominator: 2 }, recipientPin: tursunov.pin }],
      },
    });
    const bytes = new Uint8Array(await (await download(applicant, detail.printForm.id)).arrayBuffer());
    const { text } = await readPdf(bytes);
    // Labels and choices as written in locales/uz (actTypes, money), checked by hand.
    expect(text).toContain(
      `Сотувчи: ${nameIn('uz', 'drahimova')} Вакил ${nameIn('uz', 'jkarimov')}, ЖШШИР ${karimov.pin}; асос: Ишончнома № 12 Тўловчи Ҳа`,
    );
    expect(text).toContain(
      `Харидор: ${nameIn('uz', 'stursunov')} Қариндошлик даражаси Ака-ука ёки опа-сингил`,
    );
    expect(text).toContain('Мулк ҳуқуқи асоси Олди-сотди шартномаси');
    expect(text).toContain('Тўлов усули Аралаш');
    expect(text).toContain('Ўз маблағи (сўм) 45 000 000,00 сўм (қирқ беш миллион сўм 00 тийин)');
    expect(text).toContain('Кредит маблағи (сўм) 50 000 000,00 сўм (эллик миллион сўм 00 тийин)');
    expect(text).toContain('Кредит ташкилоти Namuna Bank ATB, СТИР 201234567');
    // A share's recipient is named by the PIN alone: printed as typed, never looked up (decision 069).
    expect(text).toContain(`Улушлар 1/2 — ЖШШИР ${tursunov.pin}`);
    expect(text).not.toContain(`1/2 — ${nameIn('uz', 'stursunov')}`);
    for (const key of ['mixed', 'sibling', 'paymentMethod', 'ownSum']) expect(text).not.toContain(key);
    // Not registered: no public check to open, no QR code.
    expect(text).not.toContain('search_notarial_act');
    expect(await qrMatrices(bytes)).toEqual([]);
  });

  it('writes a pledge of real estate to a bank: the credit, the property, the organisation (oz)', async () => {
    const applicant = await clientOf(ministry(), 'drahimova', 'oz');
    const cadastreNumber = await addRealEstate(ministry(), [person('drahimova').pin]);
    const created = await applicant.post('/notarial_act', {
      type: 9,
      notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
      fields: {
        sum: 300_000_000,
        creditNumber: 'KR-2025/17',
        creditDate: '15.05.2025',
        creditSum: 200_000_000,
        creditPercent: 21.5,
        creditTerm: 36,
      },
      realEstate: {
        cadastreNumber,
        cadastreType: 'residential',
        area: 54.5,
        rooms: 2,
        price: 450_000_000.25,
      },
      other: { insurance: { company: 'Uzbekinvest', policyNumber: 'P-123', policyDate: '01.05.2025' } },
      parties: [
        {
          role: 'pledgee',
          class: 'legal',
          inn: '201234567',
          branchName: 'Chilonzor filiali',
          // The manager the register of legal entities names for the bank, by PIN and passport.
          manager: {
            pin: person('bsaidov').pin,
            passserial: person('bsaidov').passserial,
            passnum: person('bsaidov').passnum,
          },
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = (await applicant.get(`/notarial_act/${created.body.uuid}`)).body;
    const { text } = await readPdf(
      new Uint8Array(await (await download(applicant, detail.printForm.id)).arrayBuffer()),
    );
    expect(text).toContain(
      'Notarial harakat shartlari Garov summasi (so‘m) 300 000 000,00 so‘m (uch yuz million so‘m 00 tiyin)',
    );
    expect(text).toContain('Kredit foizi (yillik) 21,5 % Kredit muddati (oy) 36');
    expect(text).toContain(`Garovga oluvchi Namuna Bank ATB`);
    expect(text).toContain(
      `Garovga oluvchi: Namuna Bank ATB Shaxs turi Yuridik shaxs STIR 201234567 Filial Chilonzor filiali Rahbar ${nameIn('oz', 'bsaidov')}`,
    );
    expect(text).toContain(
      `Ko‘chmas mulk: ${cadastreNumber} Kadastr raqami ${cadastreNumber} Obyekt turi Turar joy`,
    );
    expect(text).toContain('Umumiy maydon (m²) 54,5 m² Xonalar soni 2');
    expect(text).toContain(
      'Kelishilgan narx (so‘m) 450 000 000,25 so‘m (to‘rt yuz ellik million so‘m 25 tiyin)',
    );
    expect(text).toContain('Sug‘urta Uzbekinvest, polis № P-123, 01.05.2025');
  });

  it('writes the refusal resolution with the reason, downloadable by the act’s people only', async () => {
    const { applicant, uuid, rid } = await newAct('ru');
    const buyer = await clientOf(ministry(), 'stursunov');
    const notary = await clientOf(ministry(), 'nabdullayeva');
    const stranger = await clientOf(ministry(), 'myusupova');
    expect((await buyer.send(uuid, 'party.accepted')).status).toBe(200);
    expect((await applicant.send(uuid, 'act.sentForCheck')).status).toBe(200);

    // The longest reason the statechart takes (2000 characters), in points: it runs onto a second page.
    const point = (n: number) =>
      `${n}. Представленные документы не подтверждают право продавца распоряжаться транспортным средством (пункт ${n}).`;
    const points: string[] = [];
    for (let n = 1; [...points, point(n)].join('\n').length <= 2000; n += 1) points.push(point(n));
    const reason = points.join('\n');
    const refused = await notary.send(uuid, 'act.refused', { reason });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    // The general tab's state says refused, not active.
    expect(refused.body.general).toMatchObject({ state: 'refused', status: 'refused' });
    const { file } = refused.body.result.refusal as { file: { id: string; name: string } };
    expect(file.name).toBe(`refusal-resolution-${rid}.pdf`);

    for (const reader of [notary, applicant, buyer]) {
      const response = await download(reader, file.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(
        `filename="refusal-resolution-${rid}.pdf"`,
      );
      // Each reader gets the document itself. Read to its end: an answer left unread stalls the
      // ministry's write, and its close waited for it (a CI run's afterAll gave up after 40 s).
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    }
    const { text, pages } = await readPdf(
      new Uint8Array(await (await download(buyer, file.id)).arrayBuffer()),
    );
    expect(text).toContain(flat(translate('ru', 'acts.files.refusal_title')));
    expect(text).toContain(flat(translate('ru', 'acts.files.refusal_closing')));
    for (const line of points) expect(text).toContain(line);
    expect(text).toContain(nameIn('ru', 'nabdullayeva'));
    expect(text).toContain(nameIn('ru', 'stursunov'));
    expect(pages).toBe(2);

    const denied = await download(stranger, file.id);
    expect(denied.status).toBe(418);
    expect(await denied.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
  });

  it('keeps a short refusal resolution on one page', async () => {
    const { applicant, uuid } = await newAct('oz');
    const buyer = await clientOf(ministry(), 'stursunov');
    const notary = await clientOf(ministry(), 'nabdullayeva');
    await buyer.send(uuid, 'party.accepted');
    await applicant.send(uuid, 'act.sentForCheck');
    const refused = await notary.send(uuid, 'act.refused', { reason: 'Hujjatlar to‘liq emas' });
    expect(refused.status).toBe(200);
    const response = await download(buyer, refused.body.result.refusal.file.id);
    const { text, pages } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Hujjatlar to‘liq emas');
    expect(text).toContain(flat(translate('oz', 'acts.files.refusal_title')));
    expect(pages).toBe(1);
  });
});
