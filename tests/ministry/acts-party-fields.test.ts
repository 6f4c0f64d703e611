import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locales } from '../../machines/text/locales';
import { citizens, users } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { type Language, translate, translateLabel } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import { flat, readPdf } from '../support/pdf';
import { acceptInvitations, addVehicle, type Client, cleanSale, clientOf, type Json } from './acts-support';

// Decision 082: the party fields a party's applicant types (participation, proxy document, consular
// registration, registration type, signing blank, represented party), what the registry held of each
// party when it was added (gender, birth place, registration address), and the applicant as section
// 3's client: stored, refused at their paths with their keys, and seen only by whom they may be.

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const rahimova = person('drahimova');
const tursunov = person('stursunov');

const typed = {
  applicant: {
    participation: 'video',
    registrationType: 'permanent',
    signingBlank: { series: 'nb', number: '0012 345' },
  },
  party: {
    participation: 'representative',
    proxyDocument: { number: '2024/115', date: '15.03.2024', issuer: 'Toshkent sh. 3-notarial idora' },
    consularRegistration: { consulate: 'Berlin', number: 'K-17', date: '01.02.2024' },
    registrationType: 'temporary',
    representedParty: rahimova.pin,
  },
};

describe.each(drivers)('party and client fields on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  async function newAct(applicant: Client, extra: { applicant?: Json; party?: Json } = {}) {
    const vehicle = await addVehicle(ministry(), [rahimova.pin]);
    return applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle,
      applicant: extra.applicant,
      parties: [{ ...cleanSale.parties[0], ...extra.party }],
    });
  }

  it('stores the typed party fields as the registry parsed them, and the registry’s data of each party', async () => {
    const applicant = await clientOf(ministry(), 'drahimova');
    const created = await newAct(applicant, typed);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = (await applicant.get(`/notarial_act/${created.body.uuid}`)).body;
    const [own, buyer] = detail.parties;
    expect(own.fields).toEqual({
      participation: 'video',
      registrationType: 'permanent',
      signingBlank: { series: 'NB', number: '0012345' },
    });
    expect(buyer.fields).toEqual(typed.party);
    // The applicant's own party is disclosed to them: the registry's data as it was.
    expect(own).toMatchObject({
      gender: rahimova.gender,
      birthPlace: rahimova.birthcountry,
      regAddress: rahimova.regaddress,
    });
    // The buyer has not accepted: the applicant sees none of the registry's data of them.
    expect(buyer).toMatchObject({ disclosed: false, gender: null, birthPlace: null, regAddress: null });

    const notary = await clientOf(ministry(), 'nabdullayeva');
    const seen = (await notary.get(`/notarial_act/${created.body.uuid}`)).body;
    expect(seen.parties[1]).toMatchObject({
      gender: tursunov.gender,
      birthPlace: tursunov.birthcountry,
      regAddress: tursunov.regaddress,
    });

    // Kept as it was then: the registry moving the buyer does not rewrite the act.
    await ministry()
      .db.update(citizens)
      .set({ regaddress: 'Boshqa manzil, 1-uy' })
      .where(eq(citizens.pin, tursunov.pin));
    try {
      const later = (await notary.get(`/notarial_act/${created.body.uuid}`)).body;
      expect(later.parties[1].regAddress).toBe(tursunov.regaddress);
    } finally {
      await ministry()
        .db.update(citizens)
        .set({ regaddress: tursunov.regaddress })
        .where(eq(citizens.pin, tursunov.pin));
    }
  });

  it.each(locales)('refuses a wrong value at its path with its key, in %s', async (language) => {
    const applicant = await clientOf(ministry(), 'drahimova', language);
    const v = (key: string) => translate(language, `validation.${key}`);
    const refused = await newAct(applicant, {
      applicant: { registrationType: 'forever', signingBlank: { series: 'N1', number: '12' } },
      party: {
        participation: 'phone',
        proxyDocument: { number: '1', date: '31.02.2024', issuer: 'Notarius' },
        consularRegistration: 'Berlin',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
    expect(refused.body.fields).toEqual({
      'applicant.registrationType': v('error_wrong_registration_type'),
      'applicant.signingBlank.series': v('error_wrong_signing_blank_series'),
      'applicant.signingBlank.number': v('error_wrong_signing_blank_number'),
      'parties.0.participation': v('error_wrong_participation'),
      'parties.0.proxyDocument.date': v('error_wrong_calendar_date'),
      'parties.0.consularRegistration': v('error_required_consular_registration'),
    });
    for (const message of Object.values(refused.body.fields)) expect(message).not.toMatch(/^error_/);
  });

  it('refuses a represented party that is nobody else of the act, without saying who the PIN is', async () => {
    const applicant = await clientOf(ministry(), 'drahimova', 'ru');
    const wrong = translate('ru', 'validation.error_wrong_represented_party');
    // Someone of the registry who is not in the act, then the party itself.
    for (const pin of [person('jkarimov').pin, tursunov.pin]) {
      const refused = await newAct(applicant, { party: { representedParty: pin } });
      expect(refused.status, pin).toBe(400);
      expect(refused.body.fields).toEqual({ 'parties.0.representedParty': wrong });
      expect(JSON.stringify(refused.body)).not.toContain(person('jkarimov').surname.latin);
    }
    const own = await newAct(applicant, { applicant: { representedParty: rahimova.pin } });
    expect(own.body.fields).toEqual({ 'applicant.representedParty': wrong });
  });

  it('keeps the applicant as the client: theirs and the notary’s to see, never another party’s', async () => {
    const applicant = await clientOf(ministry(), 'drahimova', 'ru');
    const created = await newAct(applicant);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { uuid, rid } = created.body;
    const client = (await applicant.get(`/notarial_act/${uuid}`)).body.client;
    expect(client).toEqual({
      type: 'physical',
      orgInn: null,
      orgName: null,
      birthCountry: 860,
      birthPlace: rahimova.birthcountry,
      document: {
        series: rahimova.passserial,
        number: rahimova.passnum,
        issuer: rahimova.issueorg,
        issued: rahimova.issuedate,
        expiry: rahimova.exprdate,
      },
      citizenship: rahimova.citizenship,
      nationality: rahimova.nationality,
      regAddress: rahimova.regaddress,
      actAddress: rahimova.actaddress,
      region: { id: rahimova.regionId, name: expect.stringMatching(/\S/) },
      district: { id: rahimova.districtId, name: expect.stringMatching(/\S/) },
    });
    // Russian page: the region's Russian name.
    expect(client.region.name).toMatch(/[А-Яа-я]/);

    const notary = await clientOf(ministry(), 'nabdullayeva');
    expect((await notary.get(`/notarial_act/${uuid}`)).body.client).toMatchObject({
      document: client.document,
    });

    // The buyer, before and after accepting, never sees the applicant's personal data.
    const buyer = await clientOf(ministry(), 'stursunov');
    expect((await buyer.get(`/notarial_act/${uuid}`)).body.client).toBeNull();
    await acceptInvitations(ministry(), uuid, rid);
    const accepted = (await buyer.get(`/notarial_act/${uuid}`)).body;
    expect(accepted.parties[1].status).toBe('accepted');
    expect(accepted.client).toBeNull();
    // An accepted party is disclosed: the others see the registry's data of it.
    expect((await applicant.get(`/notarial_act/${uuid}`)).body.parties[1]).toMatchObject({
      gender: tursunov.gender,
      regAddress: tursunov.regaddress,
    });
  });

  it('names a legal entity’s representative as a legal client with the organisation', async () => {
    const [account] = await ministry()
      .db.select({ id: users.id })
      .from(users)
      .innerJoin(citizens, eq(citizens.id, users.citizenId))
      .where(eq(citizens.pin, rahimova.pin));
    await ministry()
      .db.update(users)
      .set({ typeid: 2, orginn: '301234567', orgname: '"Ipak yo‘li" MChJ' })
      .where(eq(users.id, account!.id));
    try {
      const applicant = await clientOf(ministry(), 'drahimova');
      const created = await newAct(applicant);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const detail = (await applicant.get(`/notarial_act/${created.body.uuid}`)).body;
      expect(detail.client).toMatchObject({
        type: 'legal',
        orgInn: '301234567',
        orgName: '"Ipak yo‘li" MChJ',
      });
    } finally {
      await ministry()
        .db.update(users)
        .set({ typeid: 1, orginn: null, orgname: null })
        .where(eq(users.id, account!.id));
    }
  });

  it.each(['oz', 'ru'] as const)(
    'writes the party fields and the client on the print form, in %s',
    async (language: Language) => {
      const applicant = await clientOf(ministry(), 'drahimova', language);
      const created = await newAct(applicant, typed);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const detail = (await applicant.get(`/notarial_act/${created.body.uuid}`)).body;
      const { token } = await ministry().auth.sessions.create(ministry().db, applicant.userId);
      const file = await fetch(`${ministry().url}/api/files/${detail.printForm.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { text } = await readPdf(new Uint8Array(await file.arrayBuffer()));
      const p = (key: string, params?: Record<string, string>) =>
        flat(translate(language, `acts.files.print.${key}`, params));
      const label = (key: string) => flat(translateLabel(language, key));
      const field = (name: string) => label(`actTypes:fields.party.${name}`);
      const option = (field: string, value: string) => label(`actTypes:options.${field}.${value}`);

      // The registry's data of each party, as it was when added.
      expect(text).toContain(`${p('gender')} ${p('genders.2')}`);
      expect(text).toContain(`${p('gender')} ${p('genders.1')}`);
      expect(text).toContain(`${p('reg_address')} ${flat(tursunov.regaddress)}`);
      // What the applicant typed, each by its kind.
      expect(text).toContain(`${field('participation')} ${option('participation', 'video')}`);
      expect(text).toContain(`${field('participation')} ${option('participation', 'representative')}`);
      expect(text).toContain(`${field('registrationType')} ${option('registrationType', 'temporary')}`);
      expect(text).toContain(
        `${field('signingBlank')} ${p('signing_blank', { series: 'NB', number: '0012345' })}`,
      );
      expect(text).toContain(
        `${field('proxyDocument')} ${p('proxy_document', { number: '2024/115', date: '15.03.2024', issuer: 'Toshkent sh. 3-notarial idora' })}`,
      );
      expect(text).toContain(
        `${field('consularRegistration')} ${p('consular_registration', { consulate: 'Berlin', number: 'K-17', date: '01.02.2024' })}`,
      );
      expect(text).toContain(`${field('representedParty')}`);
      expect(text).toContain(label('actTypes:roles.seller'));
      // The client: the document with its expiry, the birth country by name, citizenship, address.
      expect(text).toContain(p('client'));
      expect(text).toContain(`${p('document_expiry')} ${rahimova.exprdate.split('-').reverse().join('.')}`);
      expect(text).toContain(`${p('birth_country')} ${flat(translate(language, 'countries.860'))}`);
      expect(text).toContain(`${p('nationality')} ${flat(rahimova.nationality)}`);
    },
  );
});
