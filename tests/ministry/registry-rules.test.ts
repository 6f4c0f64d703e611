import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActTypeId } from '../../machines/act-types/act-types';
import { actTypeExamples } from '../../machines/act-types/act-types.test-support';
import type { PartyRole } from '../../machines/act-types/party';
import { type RuleId, ruleIds, ruleTraits } from '../../machines/act-types/rules';
import { registryRuleKeys } from '../../ministry/acts/registry-rules';
import { notes, realEstateBans, realEstates } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import {
  ergashev,
  ergashevaSevara,
  karimov,
  nazarova,
  qodirov,
  rahimova,
  tursunov,
  tursunovAli,
  tursunovaLaylo,
  tursunovaZarina,
  yusupova,
} from '../../ministry/db/seed/registries';
import { enforcementBureauUrl } from '../../ministry/db/seed/vehicles';
import { hasMessage, languages, translate } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import {
  abdullayevaNotaryId,
  acceptInvitations,
  accountOf,
  addRealEstate,
  type Client,
  cleanSale,
  clientOf,
  clientOfUser,
  identityOf,
  type Json,
} from './acts-support';

// Every registry rule of section 5 (machines/act-types/rules.ts, `needs: 'registries'`) on the seeded
// registries (ministry/db/seed/registries.ts, docs/sandbox.md), through POST /notarial_act of the type
// that reads it: refused with its message in oz, uz and ru, the co-owned property of a deceased owner
// made in person with the reason, a duplicate answered with a link to the act it duplicates (by
// vehicle, person or cadastre number), and the re-check before an act on real estate moves on.

const bankManager = '30112839990099'; // Saidov, the manager of the seeded bank

type Body = Record<string, Json>;
/** A party other than the applicant: its role, the citizen's PIN and a minor's birth date (dd.mm.yyyy). */
type Other = [PartyRole, string, string?];

interface Expected {
  code: string;
  rule: RuleId;
  /** The message's key: `errors.<code>` unless the rule words it itself (`validation.<key>`). */
  messageKey: string;
  params?: Record<string, string | number>;
}

/**
 * A creation of `typeId` from the registry's example (machines/act-types) with `others` as its
 * parties, each taking the fields the example gives its role, and the real estate or fields given.
 */
function creation(
  typeId: ActTypeId,
  others: Other[],
  extra: { cadastreNumber?: string; fields?: Body } = {},
): Body {
  const example = actTypeExamples[typeId] as Body;
  const parties = others.map(([role, pin, birthDate]) => {
    const like = (example.parties as Body[]).find((party) => party.role === role) ?? { role };
    if (like.class === 'legal') return { ...like, manager: identityOf(pin) };
    const { passserial: _s, passnum: _n, phone: _p, pin: _pin, birthRecordNumber: _b, ...fields } = like;
    return { ...fields, ...identityOf(pin, role), ...(birthDate ? { birthDate } : {}) };
  });
  return {
    ...example,
    type: typeId,
    parties,
    notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
    ...(extra.cadastreNumber
      ? { realEstate: { ...example.realEstate, cadastreNumber: extra.cadastreNumber } }
      : {}),
    ...(extra.fields ? { fields: { ...example.fields, ...extra.fields } } : {}),
  };
}

const loginOf = (pin: string) => {
  const person = seedPeople.find((p) => p.pin === pin);
  if (!person) throw new Error(`${pin} has no seeded portal account`);
  return person.userid;
};

describe.each(drivers)('registry rules on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  /** A client of the citizen `pin` in `language`: a seeded user, or the account an invitation opened. */
  async function clientOfPin(pin: string, language = 'oz'): Promise<Client> {
    if (seedPeople.some((p) => p.pin === pin)) return clientOf(ministry(), loginOf(pin), language);
    return clientOfUser(ministry(), await accountOf(ministry(), pin), language);
  }

  /** `applicant` creates `body`: 200, the act's rid and uuid. */
  async function created(applicant: string, body: Body): Promise<{ rid: number; uuid: string; body: Json }> {
    const answer = await (await clientOfPin(applicant)).post('/notarial_act', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { rid: answer.body.rid, uuid: answer.body.uuid, body: answer.body };
  }

  /** `applicant` creates `body` and deletes it at once: the rules let it through, and it is out of the way. */
  async function allowed(applicant: string, body: Body): Promise<void> {
    const act = await created(applicant, body);
    const deleted = await (await clientOfPin(applicant)).send(act.uuid, 'act.deleted');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  }

  /** `applicant` creating `body` is refused in oz, uz and ru, each with its own text. */
  async function expectRefused(applicant: string, body: Body, expected: Expected): Promise<Json> {
    const answers: Record<string, Json> = {};
    for (const lang of languages) {
      const answer = await (await clientOfPin(applicant, lang)).post('/notarial_act', body);
      expect(answer.status, `${lang} ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body, lang).toMatchObject({
        code: expected.code,
        rule: expected.rule,
        ...expected.params,
      });
      expect(answer.body.message, lang).toBe(translate(lang, expected.messageKey, expected.params));
      // A duplicate's link is a field of its own, shown as a link: the message reads without the path.
      if (expected.code === 'duplicate_act')
        expect(answer.body.message, lang).not.toContain('/my_notarial_act/');
      answers[lang] = answer.body;
    }
    // Three languages, three texts.
    expect(new Set(languages.map((lang) => answers[lang].message)).size).toBe(3);
    return answers.oz;
  }

  const ruleKey = (rule: RuleId) => `validation.${ruleTraits[rule].messageKey}`;
  const refusedBy = (rule: RuleId, messageKey = ruleTraits[rule].messageKey) => ({
    code: 'rule_refused',
    rule,
    messageKey: `validation.${messageKey}`,
  });
  const deceased = {
    code: 'deceased_party',
    rule: 'deceasedPartyBlocks' as const,
    messageKey: 'errors.deceased_party',
    params: { pin: qodirov },
  };

  it('refuses a property act without every co-owner, by someone who owns nothing, or on unknown real estate', async () => {
    const shared = '11:14:04:01:01:1631'; // Karimov's and Ergashev's
    await expectRefused(karimov, creation(105, [['attorney', tursunov]], { cadastreNumber: shared }), {
      code: 'co_owner_missing',
      rule: 'coOwnersMustJoin',
      messageKey: 'errors.co_owner_missing',
      params: { missing: 1 },
    });
    await allowed(
      karimov,
      creation(
        105,
        [
          ['principal', ergashev],
          ['attorney', tursunov],
        ],
        { cadastreNumber: shared },
      ),
    );
    await expectRefused(
      tursunov,
      creation(9, [['pledgee', bankManager]], { cadastreNumber: '11:14:04:01:01:1630' }),
      { code: 'not_real_estate_owner', rule: 'coOwnersMustJoin', messageKey: 'errors.not_real_estate_owner' },
    );
    // Real estate a rule reads must be in the registry.
    for (const [typeId, applicant, others] of [
      [9, tursunov, [['pledgee', bankManager]]],
      [105, tursunov, [['attorney', karimov]]],
      [11944, tursunov, [['resident', karimov]]],
    ] as const) {
      const body = creation(typeId, others.map((o) => [...o]) as Other[], {
        cadastreNumber: '11:14:04:01:01:9999',
      });
      for (const lang of languages) {
        const answer = await (await clientOfPin(applicant, lang)).post('/notarial_act', body);
        expect(answer, `${typeId} ${lang}`).toMatchObject({
          status: 400,
          body: { code: 'real_estate_not_found', message: translate(lang, 'errors.real_estate_not_found') },
        });
      }
    }
  });

  it('refuses a deceased party with the PIN, whatever the type', async () => {
    await expectRefused(tursunov, creation(11651, [['attorney', qodirov]]), deceased);
    await expectRefused(tursunov, creation(12047, [['beneficiary', qodirov]]), deceased);
  });

  it("refuses a debtor's pledge of her flat with the bureau's link", async () => {
    await expectRefused(
      nazarova,
      creation(9, [['pledgee', bankManager]], { cadastreNumber: '35:01:02:03:04:0915' }),
      {
        code: 'enforcement_debt',
        rule: 'enforcementDebtBlocks',
        messageKey: 'errors.enforcement_debt',
        params: { link: enforcementBureauUrl },
      },
    );
  });

  it('refuses real estate under arrest', async () => {
    await expectRefused(
      tursunov,
      creation(105, [['attorney', karimov]], { cadastreNumber: '14:07:01:05:02:0088' }),
      {
        code: 'real_estate_bans',
        rule: 'subjectBansBlock',
        messageKey: 'errors.real_estate_bans',
        params: { bans: 1 },
      },
    );
  });

  it("refuses a child's consent without a birth record, by a non-parent, or with another birth date", async () => {
    // A child is named by the PIN and the birth record together: with no record, nobody is named.
    for (const lang of languages) {
      const answer = await (await clientOfPin(ergashev, lang)).post(
        '/notarial_act',
        creation(15035, [
          ['minor', ergashevaSevara, '05.09.2014'],
          ['escort', karimov],
        ]),
      );
      expect(answer).toMatchObject({
        status: 400,
        body: {
          code: 'validation_failed',
          fields: { 'parties.0': translate(lang, 'validation.error_wrong_party_identity') },
        },
      });
    }
    await expectRefused(
      karimov,
      creation(15034, [
        ['minor', tursunovAli, '10.03.2016'],
        ['escort', yusupova],
      ]),
      refusedBy('childNeedsBirthRecord', registryRuleKeys.notParent),
    );
    // The mother named as the second parent is on the record; a stranger as a parent is not.
    await expectRefused(
      tursunov,
      creation(15036, [
        ['parent', yusupova],
        ['minor', tursunovAli, '10.03.2016'],
      ]),
      refusedBy('childNeedsBirthRecord', registryRuleKeys.notParent),
    );
    await expectRefused(
      tursunov,
      creation(15034, [
        ['minor', tursunovaLaylo, '20.02.2009'],
        ['escort', yusupova],
      ]),
      refusedBy('childNeedsBirthRecord', registryRuleKeys.birthDateMismatch),
    );
    for (const [child, birth] of [
      [tursunovAli, '10.03.2016'],
      [tursunovaLaylo, '20.02.2010'],
    ] as const) {
      await allowed(
        tursunov,
        creation(15034, [
          ['parent', tursunovaZarina],
          ['minor', child, birth],
          ['escort', yusupova],
        ]),
      );
    }
  });

  it("refuses a delegation beyond the base power of attorney's term, of a base without the right, or not one's own", async () => {
    const delegation = (base: number, termTo = '31.12.2027') =>
      creation(11680, [['substitute', yusupova]], {
        fields: { basePowerOfAttorneyId: base, termFrom: '01.02.2026', termTo },
      });
    const refused = (key: string) => refusedBy('delegationWithinBaseTerm', key);
    await allowed(tursunov, delegation(42));
    await expectRefused(
      tursunov,
      delegation(42, '31.01.2028'),
      refused(ruleTraits.delegationWithinBaseTerm.messageKey),
    );
    await expectRefused(tursunov, delegation(43, '31.12.2026'), refused(registryRuleKeys.baseNoDelegation));
    await expectRefused(karimov, delegation(44, '31.05.2026'), refused(registryRuleKeys.basePoaNotFound));
    await expectRefused(tursunov, delegation(404), refused(registryRuleKeys.basePoaNotFound));
    await expectRefused(ergashev, delegation(42), refused(registryRuleKeys.notBaseAttorney));
  });

  it('lets only the owner issue a residence consent', async () => {
    const flat = '11:14:04:01:01:1630'; // Yusupova's
    await expectRefused(tursunov, creation(11944, [['resident', karimov]], { cadastreNumber: flat }), {
      code: 'not_real_estate_owner',
      rule: 'residenceConsentByOwner',
      messageKey: ruleKey('residenceConsentByOwner'),
    });
    await allowed(yusupova, creation(11944, [['resident', karimov]], { cadastreNumber: flat }));
  });

  it('makes an act on real estate co-owned with a deceased owner in person, unless he is named a party', async () => {
    const house = '10:09:03:02:01:0412'; // Rahimova's with the late Qodirov
    const act = await created(rahimova, {
      ...creation(105, [['attorney', tursunov]], { cadastreNumber: house }),
      regtype: 2,
    });
    const message = translate('oz', ruleKey('coOwnedDeceasedGoesInPerson'));
    expect(act.body.inPerson).toEqual({ rule: 'coOwnedDeceasedGoesInPerson', message });
    const detail = (await (await clientOfPin(rahimova)).get(`/notarial_act/${act.uuid}`)).body;
    expect(detail.general.regtype).toBe(1);
    expect(detail.notes).toMatchObject([{ kind: 'note', text: message }]);
    await (await clientOfPin(rahimova)).send(act.uuid, 'act.deleted');

    await expectRefused(
      rahimova,
      creation(
        105,
        [
          ['principal', qodirov],
          ['attorney', tursunov],
        ],
        { cadastreNumber: house },
      ),
      deceased,
    );
    // Where the type has no in-person way (a residence consent), the deceased owner blocks, in the
    // rule's own words: neither his PIN, which Rahimova did not give, nor his death date.
    await expectRefused(rahimova, creation(11944, [['resident', tursunov]], { cadastreNumber: house }), {
      code: 'deceased_party',
      rule: 'deceasedPartyBlocks',
      messageKey: 'validation.error_rule_deceased_owner',
    });
  });

  it('creates a sale of a vehicle co-owned with a deceased owner in person, and says why, in the language asked', async () => {
    // The sale made in the first round (the seed has unfinished sales of its own, the stuck act's).
    let sale: { id: number; uuid: string } | undefined;
    for (const [lang, type] of [
      ['ru', 1],
      ['uz', 4],
    ] as const) {
      const rahimovaClient = await clientOf(ministry(), 'drahimova', lang);
      const answer = await rahimovaClient.post('/notarial_act', {
        ...cleanSale,
        type,
        regtype: 2,
        vehicle: {
          stateNumber: '30E500EE',
          techPassportSeries: 'AAF',
          techPassportNumber: '3000005',
          price: 50_000_000,
        },
        parties: [{ role: type === 1 ? 'buyer' : 'donee', ...identityOf(tursunov) }],
      });
      if (type === 1) {
        const message = translate(lang, ruleKey('coOwnedDeceasedGoesInPerson'));
        expect(answer).toMatchObject({
          status: 200,
          body: { inPerson: { rule: 'coOwnedDeceasedGoesInPerson', message } },
        });
        const written = await ministry()
          .db.select({ text: notes.text })
          .from(notes)
          .where(eq(notes.actId, answer.body.rid));
        expect(written).toEqual([{ text: message }]);
        // Whoever opens the act reads why in its notes, and sees it in person.
        const detail = await rahimovaClient.get(`/notarial_act/${answer.body.uuid}`);
        expect(detail.status).toBe(200);
        expect(detail.body.general.regtype).toBe(1);
        expect(detail.body.notes).toMatchObject([{ kind: 'note', text: message }]);
        sale = { id: answer.body.rid, uuid: answer.body.uuid };
      } else {
        // The sale is still unfinished: a gift of the same vehicle duplicates it, with the link.
        expect(answer).toMatchObject({
          status: 400,
          body: {
            code: 'duplicate_act',
            rule: 'duplicateUnfinishedAct',
            rid: sale!.id,
            uuid: sale!.uuid,
            link: `/my_notarial_act/${sale!.id}`,
          },
        });
        expect(answer.body.message).toBe(translate('uz', 'errors.duplicate_act'));
        // The link is a field of its own, shown as a link: the message reads without the path.
        expect(answer.body.message).not.toContain(`/my_notarial_act/`);
      }
    }
  });

  it("refuses a second unfinished consent for the same child, or power of attorney to the same attorney, with the first one's link", async () => {
    const duplicateOf = (act: { rid: number; uuid: string }) => ({
      code: 'duplicate_act',
      rule: 'duplicateUnfinishedAct' as const,
      messageKey: 'errors.duplicate_act',
      params: { rid: act.rid, uuid: act.uuid, link: `/my_notarial_act/${act.rid}` },
    });
    // Tursunov's consent to Laylo's trip names her mother, who gets a portal account by it.
    const trip = await created(
      tursunov,
      creation(15034, [
        ['parent', tursunovaZarina],
        ['minor', tursunovaLaylo, '20.02.2010'],
        ['escort', yusupova],
      ]),
    );
    // The mother applying for the same child: a duplicate (a child's consent is one per child).
    const again = creation(15034, [
      ['parent', tursunov],
      ['minor', tursunovaLaylo, '20.02.2010'],
      ['escort', yusupova],
    ]);
    await expectRefused(tursunovaZarina, again, duplicateOf(trip));
    // Another child, or the same child on another kind of act, is no duplicate.
    await allowed(
      tursunov,
      creation(15034, [
        ['minor', tursunovAli, '10.03.2016'],
        ['escort', yusupova],
      ]),
    );
    await allowed(tursunov, creation(15036, [['minor', tursunovaLaylo, '20.02.2010']]));
    // Once the first act is over, the child is free again.
    expect((await (await clientOfPin(tursunov)).send(trip.uuid, 'act.deleted')).status).toBe(200);
    await allowed(tursunovaZarina, again);

    const poa = await created(karimov, creation(11651, [['attorney', tursunov]]));
    await expectRefused(
      karimov,
      creation(11651, [
        ['attorney', yusupova],
        ['attorney', tursunov],
      ]),
      duplicateOf(poa),
    );
    // The same attorney for another principal is another power of attorney.
    await allowed(ergashev, creation(11651, [['attorney', tursunov]]));
  });

  it('refuses a second unfinished pledge or residence consent of the same real estate, by its cadastre number', async () => {
    const flat = await addRealEstate(ministry(), [rahimova]);
    const pledge = await created(rahimova, creation(9, [['pledgee', bankManager]], { cadastreNumber: flat }));
    await expectRefused(rahimova, creation(9, [['pledgee', bankManager]], { cadastreNumber: flat }), {
      code: 'duplicate_act',
      rule: 'duplicateUnfinishedAct',
      messageKey: 'errors.duplicate_act',
      params: { rid: pledge.rid, uuid: pledge.uuid, link: `/my_notarial_act/${pledge.rid}` },
    });
    const consent = await created(
      rahimova,
      creation(11944, [['resident', tursunov]], { cadastreNumber: flat }),
    );
    await expectRefused(rahimova, creation(11944, [['resident', yusupova]], { cadastreNumber: flat }), {
      code: 'duplicate_act',
      rule: 'duplicateUnfinishedAct',
      messageKey: 'errors.duplicate_act',
      params: { rid: consent.rid, uuid: consent.uuid, link: `/my_notarial_act/${consent.rid}` },
    });
    // Another flat is another property; the same flat is free again once its act is over.
    await allowed(
      rahimova,
      creation(9, [['pledgee', bankManager]], {
        cadastreNumber: await addRealEstate(ministry(), [rahimova]),
      }),
    );
    expect((await (await clientOfPin(rahimova)).send(pledge.uuid, 'act.deleted')).status).toBe(200);
    await allowed(rahimova, creation(9, [['pledgee', bankManager]], { cadastreNumber: flat }));
  });

  it('checks real estate again before the act moves on: an arrest laid after the creation stops it', async () => {
    const flat = await addRealEstate(ministry(), [rahimova]);
    const act = await created(rahimova, creation(105, [['attorney', tursunov]], { cadastreNumber: flat }));
    await acceptInvitations(ministry(), act.uuid, act.rid);
    const [estate] = await ministry()
      .db.select({ id: realEstates.id })
      .from(realEstates)
      .where(eq(realEstates.cadastreNumber, flat));
    await ministry().db.insert(realEstateBans).values({
      realEstateId: estate!.id,
      kind: 'arrest',
      state: 'active',
      startDate: '2026-01-10',
      documentDate: '2026-01-10',
      documentNumber: 'SUD-TEST-1',
      official: 'Sudya',
      organ: 'Sud',
    });
    for (const lang of languages) {
      const refused = await (await clientOfPin(rahimova, lang)).send(act.uuid, 'act.sentForCheck');
      expect(refused, lang).toMatchObject({
        status: 400,
        body: {
          code: 'real_estate_bans',
          rule: 'subjectBansBlock',
          bans: 1,
          message: translate(lang, 'errors.real_estate_bans', { bans: 1 }),
        },
      });
    }
    await ministry()
      .db.update(realEstateBans)
      .set({ state: 'removed' })
      .where(eq(realEstateBans.realEstateId, estate!.id));
    expect((await (await clientOfPin(rahimova)).send(act.uuid, 'act.sentForCheck')).status).toBe(200);
  });

  it('covers every registry rule of the closed list', () => {
    const covered: RuleId[] = [
      'coOwnersMustJoin',
      'deceasedPartyBlocks',
      'enforcementDebtBlocks',
      'subjectBansBlock',
      'duplicateUnfinishedAct',
      'childNeedsBirthRecord',
      'delegationWithinBaseTerm',
      'residenceConsentByOwner',
      'coOwnedDeceasedGoesInPerson',
    ];
    expect(ruleIds.filter((rule) => ruleTraits[rule].needs === 'registries')).toEqual(covered);
    for (const key of Object.values(registryRuleKeys))
      for (const lang of languages) expect(hasMessage(`validation.${key}`), `${lang} ${key}`).toBe(true);
  });
});
