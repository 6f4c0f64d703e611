import { describe, expect, it } from 'vitest';
import { actFields } from '../../machines/act-types/act-fields';
import { type ActTypeId, actTypeIds, actTypes } from '../../machines/act-types/act-types';
import { actTypeExamples, exampleToday } from '../../machines/act-types/act-types.test-support';
import type { FieldSpec } from '../../machines/act-types/field-spec';
import { partyFields } from '../../machines/act-types/party';
import { otherSubjectFields, realEstateFields } from '../../machines/act-types/subjects';
import { validateActInput } from '../../machines/act-types/validate';
import { registryOnlyCitizens, seedPeople } from '../../ministry/db/seed';
import { languages, translate } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import {
  abdullayevaNotaryId,
  acceptInvitations,
  addPowerOfAttorney,
  addRealEstate,
  addVehicle,
  clientOf,
  clientsForSuite,
  type Json,
  walkSimplifiedToRegistered,
  walkToRegistered,
} from './acts-support';

// Every act type of the registry (machines/act-types, decisions 033 and 035), one table-driven suite:
// the registry's example input of each type, with the sandbox's people (docs/sandbox.md) in its
// parties, is created by Rahimova, read back as it was sent, and walked to registered by the full
// path; a bad input of each type is refused at the registry's paths with its messages in oz, uz, ru.

type Body = Record<string, Json>;

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const rahimova = person('drahimova');
/** The counterparts, in the order a type's example names its adult parties. */
const adults = [person('stursunov'), person('myusupova'), person('oergashev')];
/** The legal party's manager: Karimov acts for the bank. */
const manager = person('jkarimov');
/** Rahimova's son, born 2015, on record as hers (FHDYO-2015-000173): the minor of the consents. */
const minor = registryOnlyCitizens.find((c) => c.pin === '50102159990131')!;

const identityKeys = ['passserial', 'passnum', 'pin', 'phone', 'manager'];
const withoutIdentity = (party: Body) =>
  Object.fromEntries(Object.entries(party).filter(([key]) => !identityKeys.includes(key)));

/** Where a type's example finds its subjects and its base power of attorney in the registries. */
interface Registered {
  vehicle: () => Promise<Body>;
  cadastreNumber: () => Promise<string>;
  basePowerOfAttorneyId: () => Promise<number>;
}

/**
 * The example with the sandbox's people and what the registry rules ask of them: Rahimova applies
 * for every type, with a clean vehicle and a flat of hers alone, her son Temur (his birth record names
 * her as his mother) as the minor, and a delegable power of attorney to her as the base of 11680.
 */
async function ministryInput(typeId: ActTypeId, registered: Registered): Promise<Body> {
  const example = actTypeExamples[typeId] as Body;
  let adult = 0;
  const parties = (example.parties as Body[]).map((party) => {
    if (party.class === 'legal') return { ...party, manager: { pin: manager.pin } };
    const who = party.role === 'minor' ? minor : adults[adult++]!;
    return { ...withoutIdentity(party), passserial: who.passserial, passnum: who.passnum, pin: who.pin };
  });
  const input: Body = {
    ...example,
    type: typeId,
    parties,
    notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
  };
  if (example.vehicle) {
    const { price: _price, ...key } = await registered.vehicle();
    input.vehicle = {
      ...key,
      ...(example.vehicle.price === undefined ? {} : { price: example.vehicle.price }),
    };
  }
  if (example.realEstate) {
    input.realEstate = { ...example.realEstate, cadastreNumber: await registered.cadastreNumber() };
  }
  if (example.fields?.basePowerOfAttorneyId !== undefined) {
    input.fields = { ...example.fields, basePowerOfAttorneyId: await registered.basePowerOfAttorneyId() };
  }
  return input;
}

/** A group as the ministry stores and answers it: amounts (so'm) in whole tiyin. */
const inTiyin = (catalogue: Readonly<Record<string, FieldSpec>>, values: Body = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      catalogue[name]?.kind === 'amount' ? Math.round((value as number) * 100) : value,
    ]),
  );
const pick = (values: Body, names: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => names.includes(key)));

describe.each(drivers)('every act type of the registry on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, { applicant: 'drahimova', notary: 'nabdullayeva' });
  const inRegistries: Registered = {
    vehicle: () => addVehicle(ministry(), [rahimova.pin]),
    cadastreNumber: () => addRealEstate(ministry(), [rahimova.pin]),
    // Karimov's, to Rahimova, delegable, for longer than the example's delegation (2025-06-01..2026-05-31).
    basePowerOfAttorneyId: () =>
      addPowerOfAttorney(ministry(), {
        principal: manager.pin,
        attorney: rahimova.pin,
        from: '2025-01-01',
        to: '2027-12-31',
        delegation: true,
      }),
  };

  it.each(actTypeIds.map((id) => [id, actTypes[id].key] as const))(
    '%s %s: creates the example, reads it back as sent and walks it to registered',
    async (typeId) => {
      const definition = actTypes[typeId];
      const input = await ministryInput(typeId, inRegistries);
      expect(validateActInput(typeId, input, { today: exampleToday })).toEqual([]);
      const created = await clients.applicant.post('/notarial_act', input);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const { uuid, rid } = created.body as { uuid: string; rid: number };

      const detail = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
      expect(detail.general).toMatchObject({ type: { id: typeId }, state: 'preparation', step: 1 });
      expect(detail.fields).toEqual(inTiyin(actFields, input.fields));

      const [applicant, ...invited] = detail.parties as Body[];
      expect(applicant).toMatchObject({
        role: definition.applicantRole,
        applicant: true,
        class: 'physical',
        pin: rahimova.pin,
        fields: input.applicant ?? {},
      });
      expect(invited).toHaveLength(input.parties.length);
      for (const [index, sent] of (input.parties as Body[]).entries()) {
        expect(invited[index], `party ${index}`).toMatchObject({
          role: sent.role,
          class: sent.class ?? 'physical',
          inn: sent.inn ?? null,
          branchName: sent.branchName ?? null,
          pin: sent.class === 'legal' ? manager.pin : sent.pin,
          coOwner: sent.role === definition.applicantRole,
          status: null,
          fields: pick(sent, Object.keys(partyFields)),
        });
      }

      const nothing = Object.fromEntries(Object.keys(realEstateFields).map((name) => [name, null]));
      expect(detail.subjects.realEstates).toEqual(
        input.realEstate
          ? [{ id: expect.any(Number), ...nothing, ...inTiyin(realEstateFields, input.realEstate) }]
          : [],
      );
      expect(detail.subjects.other).toEqual(
        input.other ? { id: expect.any(Number), ...inTiyin(otherSubjectFields, input.other) } : null,
      );
      expect(detail.subjects.vehicles).toEqual(
        input.vehicle
          ? [
              expect.objectContaining({
                stateNumber: input.vehicle.stateNumber,
                price: input.vehicle.price === undefined ? null : Math.round(input.vehicle.price * 100),
              }),
            ]
          : [],
      );

      await acceptInvitations(ministry(), uuid, rid);
      const registered = await walkToRegistered(clients.applicant, clients.notary, uuid);
      expect(registered.general).toMatchObject({ state: 'registered', step: 9 });
      expect(registered.general.regnum).toMatch(/^NA-\d{4}-\d{6}$/);
      // What was stored did not move on the way.
      expect(registered.fields).toEqual(detail.fields);
      expect(registered.subjects.realEstates).toEqual(detail.subjects.realEstates);
    },
  );

  // Decision 036: every type the registry lets go the simplified way (section 4 lists all 14).
  it.each(actTypeIds.filter((id) => actTypes[id].simplified).map((id) => [id, actTypes[id].key] as const))(
    '%s %s: created simplified, walks the simplified path to registered',
    async (typeId) => {
      const input = await ministryInput(typeId, inRegistries);
      const created = await clients.applicant.post('/notarial_act', { ...input, simplified: true });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const { uuid, rid } = created.body as { uuid: string; rid: number };
      const detail = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
      expect(detail.general).toMatchObject({ type: { id: typeId }, regsystemid: 3 });
      expect(detail.view).toMatchObject({ simplified: true, steps: [1, 2, 5, 6, 8, 9] });

      await acceptInvitations(ministry(), uuid, rid);
      const registered = await walkSimplifiedToRegistered(clients.applicant, clients.notary, uuid);
      expect(registered.general).toMatchObject({ state: 'registered', step: 9 });
      expect(registered.payments).toEqual([]);
      expect(registered.journal.map((row: { toStep: number }) => row.toStep)).toEqual([
        1,
        ...Array(input.parties.length).fill(1),
        2,
        5,
        6,
        8,
        9,
      ]);
    },
  );

  it.each(actTypeIds.map((id) => [id, actTypes[id].key] as const))(
    '%s %s: refuses a bad input at the registry paths, in oz, uz and ru',
    async (typeId) => {
      // Refused by the registry's parse before any registry is read.
      const example = await ministryInput(typeId, {
        vehicle: async () => ({
          stateNumber: '01A123BC',
          techPassportSeries: 'AAF',
          techPassportNumber: '1234567',
        }),
        cadastreNumber: async () => '11:14:04:01:01:1630',
        basePowerOfAttorneyId: async () => 42,
      });
      // No type field, a party of no role, a cadastre number that is none.
      const body: Body = {
        ...example,
        fields: {},
        parties: [{ role: 'nobody', pin: minor.pin }],
        ...(example.realEstate ? { realEstate: { ...example.realEstate, cadastreNumber: 'no number' } } : {}),
      };
      const issues = validateActInput(typeId, body, { today: exampleToday });
      expect(issues).toContainEqual({ path: 'parties.0.role', messageKey: 'error_wrong_party_role' });
      if (Object.values(actTypes[typeId].fields).includes('required'))
        expect(issues.some((issue) => issue.path.startsWith('fields.'))).toBe(true);
      for (const language of languages) {
        const client = await clientOf(ministry(), 'drahimova', language);
        const answer = await client.post('/notarial_act', body);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('validation_failed');
        expect(answer.body.fields).toEqual(
          Object.fromEntries(
            issues.map((issue) => [issue.path, translate(language, `validation.${issue.messageKey}`)]),
          ),
        );
      }
    },
  );
});
