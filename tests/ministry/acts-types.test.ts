import { inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { actFields } from '../../machines/act-types/act-fields';
import { type ActTypeId, actTypeIds, actTypes } from '../../machines/act-types/act-types';
import { actTypeExamples, exampleToday } from '../../machines/act-types/act-types.test-support';
import type { FieldSpec } from '../../machines/act-types/field-spec';
import { choiceLabelKey, fieldLabelKey } from '../../machines/act-types/labels';
import { partyFields } from '../../machines/act-types/party';
import { otherSubjectFields, realEstateFields } from '../../machines/act-types/subjects';
import { validateActInput } from '../../machines/act-types/validate';
import { amountInWords } from '../../machines/money/in-words';
import { citizens } from '../../ministry/db/schema';
import { registryOnlyCitizens, seedActTypes, seedLegalEntities, seedPeople } from '../../ministry/db/seed';
import { type Language, languages, translate, translateLabel } from '../../ministry/i18n';
import { citizenNameIn } from '../../ministry/text/citizen-name';
import { drivers, ministryForSuite } from '../support/ministry';
import { flat, qrMatrices, readPdf } from '../support/pdf';
import {
  abdullayevaNotaryId,
  acceptInvitations,
  addPowerOfAttorney,
  addRealEstate,
  addVehicle,
  type Client,
  clientOf,
  clientsForSuite,
  identityOf,
  type Json,
  walkSimplifiedToRegistered,
  walkToRegistered,
} from './acts-support';

// Every act type of the registry (machines/act-types, decisions 033 and 035), one table-driven suite:
// the registry's example input of each type, with the sandbox's people (docs/sandbox.md) in its
// parties, is created by Rahimova, read back as it was sent, and walked to registered by the full
// path and, where the type allows, by the simplified one; the registered act's print form is read
// (decision 039); a bad input of each type is refused at the registry's paths with its messages in
// oz, uz, ru.

type Body = Record<string, Json>;

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const rahimova = person('drahimova');
/** The counterparts, in the order a type's example names its adult parties. */
const adults = [person('stursunov'), person('myusupova'), person('oergashev')];
/** The legal party's manager: Saidov, whom the register of legal entities names for the bank. */
const manager = person('bsaidov');
/** The principal of the delegable power of attorney a delegation (11680) rests on. */
const principal = person('jkarimov');
/** Rahimova's son, born 2015, on record as hers (FHDYO-2015-000173): the minor of the consents. */
const minor = registryOnlyCitizens.find((c) => c.pin === '50102159990131')!;

const identityKeys = ['passserial', 'passnum', 'pin', 'birthRecordNumber', 'phone', 'manager'];
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
    if (party.class === 'legal') return { ...party, manager: identityOf(manager.pin) };
    // A minor is named by the PIN and the birth record, an adult by the PIN and the passport.
    if (party.role === 'minor') return { ...withoutIdentity(party), ...identityOf(minor.pin, 'minor') };
    const who = adults[adult++]!;
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

/** The amounts (so'm) an input names anywhere: a type field, the vehicle's price, the property's, the other data's. */
function amountsOf(input: Body): number[] {
  const amounts = (catalogue: Readonly<Record<string, FieldSpec>>, values: Body = {}) =>
    Object.entries(values)
      .filter(([name, value]) => catalogue[name]?.kind === 'amount' && typeof value === 'number')
      .map(([, value]) => value as number);
  return [
    ...amounts(actFields, input.fields),
    ...(typeof input.vehicle?.price === 'number' ? [input.vehicle.price] : []),
    ...amounts(realEstateFields, input.realEstate),
    ...amounts(otherSubjectFields, input.other),
  ];
}

/** Every choice an input makes (a trip's purpose, a cadastre type, consent types, rights, relationship). */
function choicesOf(input: Body): { field: string; value: string }[] {
  const groups: Body[] = [
    input.fields ?? {},
    input.realEstate ?? {},
    input.other ?? {},
    input.applicant ?? {},
  ];
  groups.push(...(input.parties as Body[]));
  return groups.flatMap((group) =>
    Object.entries(group).flatMap(([field, value]) => {
      const list = field === 'grantedRights' ? value.rights : Array.isArray(value) ? value : [value];
      return (list as unknown[])
        .filter(
          (item): item is string => typeof item === 'string' && choiceLabelKey(field, item) !== undefined,
        )
        .map((item) => ({ field, value: item }));
    }),
  );
}

/** The module matrix of the QR code of `text`, rows of 0/1. */
function matrixOf(text: string): number[][] {
  const { size, data } = QRCode.create(text).modules;
  return Array.from({ length: size }, (_, row) => Array.from(data.subarray(row * size, (row + 1) * size)));
}

/** The portal's address in this suite: a registered act's QR code opens its public check there. */
const publicUrl = 'https://notarial.example.uz';

describe.each(drivers)('every act type of the registry on %s', (driver) => {
  const ministry = ministryForSuite(driver, { publicUrl });
  const clients = clientsForSuite(ministry, { applicant: 'drahimova', notary: 'nabdullayeva' });

  async function download(client: Client, fileId: string): Promise<Uint8Array> {
    const { token } = await ministry().auth.sessions.create(ministry().db, client.userId);
    const file = await fetch(`${ministry().url}/api/files/${fileId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    return new Uint8Array(await file.arrayBuffer());
  }

  /**
   * The registered act's print form, in the act's language: the type's title, each party's role
   * and name, every amount of the input in words, each choice by its name, the type fields'
   * labels, and the public check's address that the QR code carries.
   */
  async function checkPrintForm(registered: Json, input: Body, language: Language, client: Client) {
    const typeId = registered.general.type.id as ActTypeId;
    const { text } = await readPdf(await download(client, registered.printForm.id));
    const label = (key: string) => flat(translateLabel(language, key));

    expect(text).toContain(flat(seedActTypes.find((type) => type.id === typeId)!.name[language]));
    const people = await ministry()
      .db.select()
      .from(citizens)
      .where(
        inArray(
          citizens.pin,
          (registered.parties as Body[]).map((party) => party.pin),
        ),
      );
    for (const party of registered.parties as Body[]) {
      const citizen = people.find((c) => c.pin === party.pin)!;
      const person = citizenNameIn(language, citizen);
      const name =
        party.class === 'legal' ? seedLegalEntities.find((entity) => entity.inn === party.inn)!.name : person;
      expect(text, `party ${party.role}`).toContain(`${label(`actTypes:roles.${party.role}`)} ${name}`);
      // A legal party's manager, who acts for it, is named too.
      if (party.class === 'legal') expect(text).toContain(person);
    }
    for (const amount of amountsOf(input))
      expect(text).toContain(amountInWords(Math.round(amount * 100), language));
    for (const { field, value } of choicesOf(input))
      expect(text).toContain(label(choiceLabelKey(field, value)!));
    for (const name of Object.keys(input.fields ?? {}))
      expect(text).toContain(label(fieldLabelKey('act', name)));
    // Countries print by their names in the act's language (decision 078), never as bare codes.
    for (const [name, value] of Object.entries(input.fields ?? {})) {
      const kind = (actFields as Record<string, FieldSpec>)[name]?.kind;
      if (kind !== 'country' && kind !== 'countries') continue;
      const names = ([value].flat() as number[]).map((code) =>
        flat(translate(language, `countries.${code}`)),
      );
      expect(text, name).toContain(`${label(fieldLabelKey('act', name))} ${names.join(', ')}`);
    }
    // Granted rights say whether the attorney may delegate them.
    for (const party of input.parties as Body[]) {
      if (!party.grantedRights) continue;
      const rights = (party.grantedRights.rights as string[]).map((right) =>
        label(`actTypes:rights.${right}`),
      );
      const delegation = party.grantedRights.delegation ? 'delegation_allowed' : 'delegation_denied';
      expect(text).toContain(
        `${label(fieldLabelKey('party', 'grantedRights'))} ${[...rights, flat(translate(language, `acts.files.print.${delegation}`))].join('; ')}`,
      );
    }

    const [year, month, day] = (registered.general.regdate as string).slice(0, 10).split('-');
    const checkUrl = `${publicUrl}/search_notarial_act?regnum=${registered.general.regnum}&regdate=${day}.${month}.${year}`;
    expect(text).toContain(checkUrl);
    return { text, checkUrl };
  }
  const inRegistries: Registered = {
    vehicle: () => addVehicle(ministry(), [rahimova.pin]),
    cadastreNumber: () => addRealEstate(ministry(), [rahimova.pin]),
    // Karimov's, to Rahimova, delegable, for longer than the example's delegation (2025-06-01..2026-05-31).
    basePowerOfAttorneyId: () =>
      addPowerOfAttorney(ministry(), {
        principal: principal.pin,
        attorney: rahimova.pin,
        from: '2025-01-01',
        to: '2027-12-31',
        delegation: true,
      }),
  };

  // Each type in one of the three languages in turn (and in another one on the simplified path
  // below), so the print forms are read in Latin and in Cyrillic script without walking twice.
  it.each(actTypeIds.map((id, index) => [id, actTypes[id].key, languages[index % 3]!] as const))(
    '%s %s: creates the example, reads it back as sent, walks it to registered and prints it in %s',
    async (typeId, _key, language) => {
      const definition = actTypes[typeId];
      const input = await ministryInput(typeId, inRegistries);
      expect(validateActInput(typeId, input, { today: exampleToday })).toEqual([]);
      const applicant = await clientOf(ministry(), 'drahimova', language);
      const created = await applicant.post('/notarial_act', input);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const { uuid, rid } = created.body as { uuid: string; rid: number };

      const detail = (await applicant.get(`/notarial_act/${uuid}`)).body;
      expect(detail.general).toMatchObject({ type: { id: typeId }, state: 'preparation', step: 1 });
      expect(detail.fields).toEqual(inTiyin(actFields, input.fields));

      const [applicantParty, ...invited] = detail.parties as Body[];
      expect(applicantParty).toMatchObject({
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
      const registered = await walkToRegistered(applicant, clients.notary, uuid);
      expect(registered.general).toMatchObject({ state: 'registered', step: 9 });
      expect(registered.general.regnum).toMatch(/^NA-\d{4}-\d{6}$/);
      // What was stored did not move on the way.
      expect(registered.fields).toEqual(detail.fields);
      expect(registered.subjects.realEstates).toEqual(detail.subjects.realEstates);

      // The full path's invoice (the computed state fee, decision 040) is on the form too, in words.
      const { text } = await checkPrintForm(registered, input, language, applicant);
      const [invoice] = registered.payments as { amount: number }[];
      expect(invoice?.amount).toBeGreaterThan(0);
      expect(text).toContain(amountInWords(invoice?.amount ?? 0, language));
    },
  );

  // Decision 036: every type the registry lets go the simplified way (section 4 lists all 14).
  it.each(
    actTypeIds
      .map((id, index) => [id, actTypes[id].key, languages[(index + 1) % 3]!] as const)
      .filter(([id]) => actTypes[id].simplified),
  )(
    '%s %s: created simplified, walks the simplified path to registered and prints it in %s',
    async (typeId, _key, language) => {
      const input = await ministryInput(typeId, inRegistries);
      const applicant = await clientOf(ministry(), 'drahimova', language);
      const created = await applicant.post('/notarial_act', { ...input, simplified: true });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const { uuid, rid } = created.body as { uuid: string; rid: number };
      const detail = (await applicant.get(`/notarial_act/${uuid}`)).body;
      expect(detail.general).toMatchObject({ type: { id: typeId }, regsystemid: 3 });
      expect(detail.view).toMatchObject({ simplified: true, steps: [1, 2, 5, 6, 8, 9] });

      await acceptInvitations(ministry(), uuid, rid);
      const registered = await walkSimplifiedToRegistered(applicant, clients.notary, uuid);
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
      const { checkUrl } = await checkPrintForm(registered, input, language, applicant);
      // The QR code drawn on the form is the code of that address.
      expect(await qrMatrices(await download(applicant, registered.printForm.id))).toContainEqual(
        matrixOf(checkUrl),
      );
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

  // Decision 078: a country is one of ISO 3166-1 by its numeric code; the print form names it.
  it.each(languages)(
    'names the trip’s countries on the print form and refuses a code not in the list, in %s',
    async (language) => {
      const input = await ministryInput(15035, inRegistries);
      const applicant = await clientOf(ministry(), 'drahimova', language);
      const wrong = translate(language, 'validation.error_wrong_country');
      for (const fields of [
        { departureCountry: 999 },
        { departureCountry: 0 },
        { destinationCountries: [643, 900] },
        { departureCountry: '8600' },
      ]) {
        const refused = await applicant.post('/notarial_act', {
          ...input,
          fields: { ...input.fields, ...fields },
        });
        expect(refused.status, JSON.stringify(fields)).toBe(400);
        expect(refused.body.code).toBe('validation_failed');
        const path =
          'destinationCountries' in fields ? 'fields.destinationCountries.1' : 'fields.departureCountry';
        expect(refused.body.fields).toEqual({ [path]: wrong });
      }
      expect(wrong).not.toBe('validation.error_wrong_country');

      const created = await applicant.post('/notarial_act', {
        ...input,
        fields: { ...input.fields, departureCountry: 860, destinationCountries: [398, 643] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const detail = (await applicant.get(`/notarial_act/${created.body.uuid}`)).body;
      expect(detail.fields).toMatchObject({ departureCountry: 860, destinationCountries: [398, 643] });
      const { text } = await readPdf(await download(applicant, detail.printForm.id));
      const expected = {
        oz: ['Oʻzbekiston', 'Qozogʻiston, Rossiya'],
        uz: ['Ўзбекистон', 'Қозоғистон, Россия'],
        ru: ['Узбекистан', 'Казахстан, Россия'],
      }[language];
      const label = (name: string) => flat(translateLabel(language, fieldLabelKey('act', name)));
      expect(text).toContain(`${label('departureCountry')} ${expected[0]}`);
      expect(text).toContain(`${label('destinationCountries')} ${expected[1]}`);
      expect(text).not.toMatch(/\b(860|398|643)\b/);
      // The minor's consent is one unfinished act per child: this one makes way for the next language's.
      expect((await applicant.send(created.body.uuid, 'act.deleted')).status).toBe(200);
    },
  );
});
