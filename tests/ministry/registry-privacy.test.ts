import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ruleTraits } from '../../machines/act-types/rules';
import { registryRuleKeys } from '../../ministry/acts/registry-rules';
import { citizens, journal, parties, registryLookups, users } from '../../ministry/db/schema';
import {
  karimov,
  qodirov,
  rahimova,
  tursunov,
  tursunovaLaylo,
  yoldoshevaMalika,
  yusupova,
} from '../../ministry/db/seed/registries';
import type { Language } from '../../ministry/i18n';
import { languages, translate } from '../../ministry/i18n';
import { citizenNameIn } from '../../ministry/text/citizen-name';
import { drivers, ministryForSuite, type TestMinistry } from '../support/ministry';
import {
  abdullayevaNotaryId,
  accountOf,
  addVehicle,
  cleanSale,
  clientOf,
  clientOfUser,
  clientsForSuite,
  identityOf,
  type Json,
} from './acts-support';

// The registry is not a lookup service (issue 27, decision 069): a party is named by the PIN and a
// document together and a mismatch is refused without saying which part is wrong; until the party
// accepts, the applicant sees what they typed and the registry's name, nothing else; the invitation
// goes to the party's registry phone; nobody's account is opened by someone else; lookups and acts
// are limited per applicant per day and every lookup is journaled for the person it named; a rule
// that refuses because of someone else's act never names it, and the caller's standing comes first.

const notary = { mode: 'manual', notaryId: abdullayevaNotaryId };

/** A general power of attorney (no subject) from the applicant to `attorney` (an identity). */
const powerOfAttorney = (attorney: Record<string, string>) => ({
  type: 'generalPowerOfAttorney',
  notary,
  fields: { termFrom: '01.06.2026', termTo: '31.05.2027' },
  parties: [
    {
      role: 'attorney',
      ...attorney,
      grantedRights: { rights: ['representInCourt'], delegation: false },
    },
  ],
});

async function citizenOf(ministry: TestMinistry, pin: string) {
  const [citizen] = await ministry.db.select().from(citizens).where(eq(citizens.pin, pin));
  return citizen!;
}

/** The registry's name of a citizen in a language: Latin (oz), Cyrillic (uz), Russian spelling (ru). */
const nameOf = (c: typeof citizens.$inferSelect, language: Language) => citizenNameIn(language, c);

describe.each(drivers)('the registry is not a lookup service on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, {
    rahimova: 'drahimova',
    karimov: 'jkarimov',
    tursunov: 'stursunov',
    yusupova: 'myusupova',
    zarina: 'ztursunova',
  });

  const clientIn = (language: string) => clientOf(ministry(), 'drahimova', language);

  it('refuses a party named by the PIN alone or by the passport alone, asking for the other part', async () => {
    const pinAlone = await clients.rahimova.post('/notarial_act', {
      ...cleanSale,
      parties: [{ role: 'buyer', pin: tursunov }],
    });
    expect(pinAlone).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        fields: {
          'parties.0.passserial': translate('oz', 'validation.error_required_passserial'),
          'parties.0.passnum': translate('oz', 'validation.error_required_passnum'),
        },
      },
    });
    const passportAlone = await clients.rahimova.post('/notarial_act', {
      ...cleanSale,
      parties: [{ role: 'buyer', passserial: 'AC', passnum: '1000003' }],
    });
    expect(passportAlone).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        fields: { 'parties.0.pin': translate('oz', 'validation.error_required_pin') },
      },
    });
    // A legal party's manager too, and a minor by the PIN without the birth record.
    const manager = await clients.rahimova.post('/notarial_act', {
      type: 'pledge',
      notary,
      fields: { sum: 1000, creditNumber: 'K-1', creditDate: '01.05.2026', creditSum: 1000 },
      vehicle: await addVehicle(ministry(), [rahimova]),
      parties: [{ role: 'pledgee', class: 'legal', inn: '201234567', manager: { pin: '30112839990099' } }],
    });
    expect(Object.keys(manager.body.fields)).toEqual(
      expect.arrayContaining(['parties.0.manager.passserial', 'parties.0.manager.passnum']),
    );
    const minor = await clients.rahimova.post('/notarial_act', {
      type: 'minorResidence',
      notary,
      fields: { destinationCountries: [643], termFrom: '01.06.2026', termTo: '31.05.2027' },
      parties: [{ role: 'minor', pin: '50102159990131', birthDate: '01.02.2015' }],
    });
    expect(minor.body.fields).toEqual({
      'parties.0.birthRecordNumber': translate('oz', 'validation.error_required_birth_record_number'),
    });
  });

  it('refuses a PIN and a passport that name nobody together with one answer, whichever part is wrong', async () => {
    const mismatches = [
      // Tursunov's PIN with Karimov's passport, Tursunov's passport with Karimov's PIN, nobody's.
      { ...identityOf(karimov), pin: tursunov },
      { ...identityOf(tursunov), pin: karimov },
      { pin: '31111119990999', passserial: 'ZZ', passnum: '9999999' },
    ];
    for (const lang of languages) {
      const client = await clientIn(lang);
      const answers = [];
      for (const identity of mismatches) {
        const answer = await client.post('/notarial_act', {
          ...cleanSale,
          parties: [{ role: 'buyer', ...identity }],
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        answers.push(answer.body);
      }
      const message = translate(lang, 'validation.error_wrong_party_identity');
      expect(answers[0]).toEqual({ code: 'validation_failed', message, fields: { 'parties.0': message } });
      // One answer for all three: it does not tell a right PIN from a right passport.
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
    // A minor: the PIN with another child's birth record names nobody either.
    const minor = await clients.rahimova.post('/notarial_act', {
      type: 'minorResidence',
      notary,
      fields: { destinationCountries: [643], termFrom: '01.06.2026', termTo: '31.05.2027' },
      parties: [
        {
          role: 'minor',
          pin: '50102159990131',
          birthRecordNumber: 'FHDYO-2016-001207',
          birthDate: '01.02.2015',
        },
      ],
    });
    expect(minor.body.fields).toEqual({
      'parties.0': translate('oz', 'validation.error_wrong_party_identity'),
    });
    // A legal party's manager who is not its manager: the same answer.
    const pledge = await clients.rahimova.post('/notarial_act', {
      type: 'pledge',
      notary,
      fields: { sum: 1000, creditNumber: 'K-1', creditDate: '01.05.2026', creditSum: 1000 },
      vehicle: await addVehicle(ministry(), [rahimova]),
      parties: [{ role: 'pledgee', class: 'legal', inn: '201234567', manager: identityOf(karimov) }],
    });
    expect(pledge.body.fields).toEqual({
      'parties.0': translate('oz', 'validation.error_wrong_party_identity'),
    });
  });

  it('shows the applicant only what they typed and the registry name until the party accepts; the registry phone is invited; no account is opened', async () => {
    const malika = await citizenOf(ministry(), yoldoshevaMalika);
    const added = '901112233';
    const created = await clients.rahimova.post(
      '/notarial_act',
      powerOfAttorney({ ...identityOf(yoldoshevaMalika), phone: added }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { uuid, rid } = created.body;

    // Nobody opened her an account: she opens it herself, at her first login.
    expect(await ministry().db.select().from(users).where(eq(users.citizenId, malika.id))).toEqual([]);
    const [row] = await ministry()
      .db.select()
      .from(parties)
      .where(and(eq(parties.actId, rid), eq(parties.citizenId, malika.id)));
    expect(row!.userId).toBeNull();

    // The invitation reaches her registry phone, and the phone the applicant added as well.
    for (const phone of [malika.phone, added]) {
      const sms = (await clients.rahimova.get(`/sms_outbox?phone=${phone}`)).body as Json[];
      expect(
        sms.some((m) => String(m.link).includes(`/enotarial_act/${uuid}?invite=`)),
        phone,
      ).toBe(true);
    }

    const detail = (await clients.rahimova.get(`/notarial_act/${uuid}`)).body;
    const party = detail.parties.find((p: Json) => !p.applicant);
    expect(party).toMatchObject({
      disclosed: false,
      fio: `${malika.surnameLatin} ${malika.nameLatin} ${malika.lastnameLatin}`,
      pin: yoldoshevaMalika,
      passserial: malika.passserial,
      passnum: malika.passnum,
      birthRecordNumber: null,
      phone: added,
      deathDate: null,
    });
    // In Cyrillic Uzbek her name is the registry's in Cyrillic and in Russian its Russian spelling, as
    // the user menu writes a user's own; the act's notary's too.
    for (const language of ['uz', 'ru'] as const) {
      const inScript = (
        await (await clientOfUser(ministry(), clients.rahimova.userId, language)).get(`/notarial_act/${uuid}`)
      ).body;
      expect(inScript.parties.find((p: Json) => !p.applicant).fio, language).toBe(nameOf(malika, language));
      if (inScript.general.notary) expect(inScript.general.notary.name, language).not.toMatch(/[A-Za-z]/);
    }
    // Nothing else of hers: no registry phone, address, birth date or other document anywhere.
    const text = JSON.stringify(detail);
    for (const secret of [malika.phone, malika.regaddress, malika.birthdate, malika.issueorg]) {
      expect(text).not.toContain(secret);
    }

    // Her first login opens her account and makes the party hers, journalled as the system's edit.
    const malikaUserId = await accountOf(ministry(), yoldoshevaMalika);
    const edited = await ministry()
      .db.select()
      .from(journal)
      .where(and(eq(journal.actId, rid), eq(journal.event, 'act.edited')));
    expect(edited).toMatchObject([{ role: 'system', userId: null, payload: { fields: ['party.account'] } }]);
    const malikaClient = await clientOfUser(ministry(), malikaUserId);
    const sms = (await malikaClient.get(`/sms_outbox?phone=${malika.phone}`)).body as Json[];
    const token = new URL(sms.find((m) => String(m.link).includes(uuid))!.link).searchParams.get('invite');
    expect((await malikaClient.post(`/invitations/${token}/accept`)).status).toBe(200);

    // The analysts' replay follows the journal through the system's edit to where the act is.
    const replayed = await (await clientOf(ministry(), 'jqodirov')).get(`/analysts/acts/${uuid}`);
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    expect(replayed.body).toMatchObject({ matchesStored: true, replay: { divergence: null } });

    // Once she accepted, the applicant sees her as a party to the deal: her registry phone.
    const accepted = (await clients.rahimova.get(`/notarial_act/${uuid}`)).body;
    expect(accepted.parties.find((p: Json) => !p.applicant)).toMatchObject({
      disclosed: true,
      phone: malika.phone,
      deathDate: null,
    });

    // She reads who looked her up, when and for what, on her profile, in her language.
    const applicant = await citizenOf(ministry(), rahimova);
    for (const [lang, by] of [
      ['oz', nameOf(applicant, 'oz')],
      ['ru', nameOf(applicant, 'ru')],
    ] as const) {
      const journalPage = await (await clientOfUser(ministry(), malikaUserId, lang)).get('/profile/lookups');
      expect(journalPage.status).toBe(200);
      expect(journalPage.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(journalPage.body.items).toEqual([
        {
          id: expect.any(Number),
          at: expect.any(String),
          actType: { id: 11651, name: expect.any(String) },
          by,
        },
      ]);
    }
    expect((await malikaClient.get('/profile/lookups?page=2')).body).toMatchObject({ items: [], total: 1 });
    expect((await malikaClient.get('/profile/lookups?page=0')).status).toBe(400);
    expect((await malikaClient.get('/profile/lookups?page=x')).status).toBe(400);
  });

  it('journals a lookup for the person named, not for the people a mismatch mixed up', async () => {
    const before = (await clients.tursunov.get('/profile/lookups')).body.total as number;
    const karimovBefore = (await clients.karimov.get('/profile/lookups')).body.total as number;
    await clients.rahimova.post('/notarial_act', {
      ...cleanSale,
      parties: [{ role: 'buyer', ...identityOf(karimov), pin: tursunov }],
    });
    expect((await clients.tursunov.get('/profile/lookups')).body.total).toBe(before);
    expect((await clients.karimov.get('/profile/lookups')).body.total).toBe(karimovBefore);
    // A sale refused by a rule after the lookup (a vehicle she does not own) still journals it.
    const refused = await clients.karimov.post('/notarial_act', {
      ...cleanSale,
      parties: [{ role: 'buyer', ...identityOf(tursunov) }],
    });
    expect(refused.status).toBe(400);
    const after = (await clients.tursunov.get('/profile/lookups')).body;
    expect(after.total).toBe(before + 1);
    expect(after.items[0]).toMatchObject({
      actType: { id: 1 },
      by: nameOf(await citizenOf(ministry(), karimov), 'oz'),
    });
  });

  it('answers a non-owner’s residence consent "only the owner", never naming the owner’s act under way', async () => {
    const flat = '11:14:04:01:01:1630'; // Yusupova's alone
    const consent = (resident: string) => ({
      type: 'residenceConsent',
      notary,
      realEstate: { cadastreNumber: flat, cadastreType: 'residential' },
      parties: [{ role: 'resident', ...identityOf(resident) }],
    });
    const owners = await clients.yusupova.post('/notarial_act', consent(tursunov));
    expect(owners.status, JSON.stringify(owners.body)).toBe(200);
    for (const lang of languages) {
      const probe = await (await clientOf(ministry(), 'stursunov', lang)).post(
        '/notarial_act',
        consent(karimov),
      );
      expect(probe.status).toBe(400);
      expect(probe.body).toEqual({
        code: 'not_real_estate_owner',
        rule: 'residenceConsentByOwner',
        message: translate(lang, `validation.${ruleTraits.residenceConsentByOwner.messageKey}`),
      });
      expect(JSON.stringify(probe.body)).not.toContain(String(owners.body.rid));
      expect(JSON.stringify(probe.body)).not.toContain('my_notarial_act');
    }
    expect((await clients.yusupova.send(owners.body.uuid, 'act.deleted')).status).toBe(200);
  });

  it('refuses a duplicate of an act the caller may not open without its number or link', async () => {
    // Tursunov's consent to Laylo's trip; her mother, who is not in it, asks the same for her.
    const trip = (escort: string) => ({
      type: 'minorTravel',
      notary,
      fields: {
        selfDeparture: false,
        allCountries: true,
        purpose: 'tourism',
        departureFrom: '10.07.2026',
        departureTo: '10.08.2026',
      },
      parties: [
        { role: 'minor', ...identityOf(tursunovaLaylo, 'minor'), birthDate: '20.02.2010' },
        { role: 'escort', ...identityOf(escort) },
      ],
    });
    const fathers = await clients.tursunov.post('/notarial_act', trip(yusupova));
    expect(fathers.status, JSON.stringify(fathers.body)).toBe(200);
    for (const lang of languages) {
      const mothers = await (await clientOf(ministry(), 'ztursunova', lang)).post(
        '/notarial_act',
        trip(karimov),
      );
      expect(mothers.status).toBe(400);
      expect(mothers.body).toEqual({
        code: 'duplicate_act',
        rule: 'duplicateUnfinishedAct',
        message: translate(lang, 'validation.error_rule_duplicate_act_unnamed'),
      });
    }
    // A stranger to Laylo, though he has her papers, is told she is not his child, not that an act
    // for her is under way: his own standing is checked first.
    expect((await clients.karimov.post('/notarial_act', trip(yusupova))).body).toEqual({
      code: 'rule_refused',
      rule: 'childNeedsBirthRecord',
      message: translate('oz', `validation.${registryRuleKeys.notParent}`),
    });
    expect((await clients.tursunov.send(fathers.body.uuid, 'act.deleted')).status).toBe(200);
  });
});

describe.each(drivers)('the daily limits of acts and lookups on %s', (driver) => {
  const ministry = ministryForSuite(driver, { actQuotas: { actsPerDay: 2, lookupsPerDay: 3 } });
  const clients = clientsForSuite(ministry, { rahimova: 'drahimova', karimov: 'jkarimov' });

  it('answers the third act of the day 429, in the user’s language', async () => {
    for (const attorney of [tursunov, karimov]) {
      const created = await clients.rahimova.post('/notarial_act', powerOfAttorney(identityOf(attorney)));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    for (const lang of languages) {
      const third = await (await clientOf(ministry(), 'drahimova', lang)).post(
        '/notarial_act',
        powerOfAttorney(identityOf(yusupova)),
      );
      expect(third).toMatchObject({
        status: 429,
        body: {
          code: 'too_many_acts',
          limit: 2,
          message: translate(lang, 'errors.too_many_acts', { limit: 2 }),
        },
      });
    }
    // Refused before the registry is asked: only the two acts' lookups are counted.
    const [applicant] = await ministry().db.select().from(users).where(eq(users.userid, 'drahimova'));
    const lookups = await ministry()
      .db.select()
      .from(registryLookups)
      .where(eq(registryLookups.applicantUserId, applicant!.id));
    expect(lookups).toHaveLength(2);
  });

  it('answers the lookups past the day’s limit 429, a mismatch and a refused act counted like any lookup', async () => {
    // Named nobody (a mismatch), then a deceased attorney (refused by a rule): two lookups, no act.
    const wrong = await clients.karimov.post(
      '/notarial_act',
      powerOfAttorney({ ...identityOf(tursunov), pin: yusupova }),
    );
    expect(wrong.body.code).toBe('validation_failed');
    const deceased = await clients.karimov.post('/notarial_act', powerOfAttorney(identityOf(qodirov)));
    expect(deceased.body.code).toBe('deceased_party');
    // Two more would be four of three: refused whole, and not counted.
    const attorney = (pin: string) => ({
      role: 'attorney',
      ...identityOf(pin),
      grantedRights: { rights: ['representInCourt'], delegation: false },
    });
    const two = await clients.karimov.post('/notarial_act', {
      ...powerOfAttorney(identityOf(tursunov)),
      parties: [attorney(tursunov), attorney(yusupova)],
    });
    expect(two).toMatchObject({ status: 429, body: { code: 'too_many_lookups', limit: 3 } });
    // The third is allowed; the fourth is refused, in each language.
    expect((await clients.karimov.post('/notarial_act', powerOfAttorney(identityOf(qodirov)))).status).toBe(
      400,
    );
    for (const lang of languages) {
      const answer = await (await clientOf(ministry(), 'jkarimov', lang)).post(
        '/notarial_act',
        powerOfAttorney(identityOf(rahimova)),
      );
      expect(answer).toMatchObject({
        status: 429,
        body: {
          code: 'too_many_lookups',
          limit: 3,
          message: translate(lang, 'errors.too_many_lookups', { limit: 3 }),
        },
      });
    }
  });
});
