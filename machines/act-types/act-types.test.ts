import { describe, expect, it } from 'vitest';
import { amountKeys } from '../fields/amount';
import { birthRecordNumberKeys } from '../fields/birth-record-number';
import { cadastreNumberKeys } from '../fields/cadastre-number';
import { calendarDateKeys } from '../fields/calendar-date';
import { innKeys } from '../fields/inn';
import { passportNumberKeys } from '../fields/passport-number';
import { passportSeriesKeys } from '../fields/passport-series';
import { phoneKeys } from '../fields/phone';
import { pinKeys } from '../fields/pin';
import { stateNumberKeys } from '../fields/state-number';
import { techPassportKeys } from '../fields/tech-passport';
import { type TariffActType, tariff, tariffActTypes } from '../money/tariff';
import { actFields } from './act-fields';
import {
  type ActTypeDefinition,
  type ActTypeId,
  actTypeIds,
  actTypeKeys,
  actTypes,
  roleCountKey,
} from './act-types';
import { actTypeExamples, exampleToday } from './act-types.test-support';
import { registryMessageKeys } from './message-keys';
import { partyFields } from './party';
import { subjectCatalogues, subjectKeys, subjectKinds } from './subjects';
import { validateActInput } from './validate';

/** Every key the suite saw, checked against the registry's list at the end. */
const seen = new Set<string>();
const validate = (id: ActTypeId, input: unknown) => {
  const issues = validateActInput(id, input, { today: exampleToday });
  for (const issue of issues) seen.add(issue.messageKey);
  return issues;
};
const clone = <T>(value: T): T => structuredClone(value);
const fieldModuleKeys = {
  amountKeys,
  birthRecordNumberKeys,
  cadastreNumberKeys,
  calendarDateKeys,
  innKeys,
  passportNumberKeys,
  passportSeriesKeys,
  phoneKeys,
  pinKeys,
  stateNumberKeys,
  techPassportKeys,
};
const types = actTypeIds.map((id) => [id, actTypes[id]] as const);

describe('the act-type registry', () => {
  it('covers the fourteen types of section 3, each under its own id and key', () => {
    expect(actTypeIds).toHaveLength(14);
    expect(new Set(actTypeIds.map((id) => actTypes[id].key))).toEqual(new Set(actTypeKeys));
    for (const id of actTypeIds) expect(actTypes[id].id).toBe(id);
  });

  it('and the tariff cover the same fourteen ids, each type linked to its own row', () => {
    expect([...actTypeIds].sort()).toEqual([...tariffActTypes].sort());
    for (const id of actTypeIds) {
      expect(actTypes[id].tariff).toBe(id);
      expect(tariff[actTypes[id].tariff as TariffActType]).toBeDefined();
    }
  });

  it('lets every type of section 4 go the simplified way', () => {
    expect(actTypeIds.filter((id) => !actTypes[id].simplified)).toEqual([]);
  });

  it.each(types)('type %i names its applicant among its roles, each role once', (_id, definition) => {
    const roles = definition.roles.map((r) => r.role);
    expect(roles).toContain(definition.applicantRole);
    expect(new Set(roles).size).toBe(roles.length);
    for (const r of definition.roles) expect(r.min).toBeLessThanOrEqual(r.max);
  });
});

/** The required entries of a field set (conditional ones are tested by their own cases). */
const requiredOf = (set: Readonly<Record<string, unknown>>) =>
  Object.entries(set)
    .filter(([, use]) => use === 'required')
    .map(([name]) => name);

describe.each(types)('type %i', (id, definition: ActTypeDefinition) => {
  const example = actTypeExamples[id];

  it('takes its example input', () => {
    expect(validate(id, example)).toEqual([]);
  });

  it.each(requiredOf(definition.fields).map((name) => [name]))('asks for the field %s', (name) => {
    const input = clone(example) as { fields: Record<string, unknown> };
    delete input.fields[name];
    expect(validate(id, input)).toContainEqual({
      path: `fields.${name}`,
      messageKey: actFields[name as keyof typeof actFields].requiredKey,
    });
  });

  const requiredSubjects = subjectKinds.filter((kind) => definition.subjects[kind]?.use === 'required');
  it.each(requiredSubjects.map((kind) => [kind]))('asks for the subject %s', (kind) => {
    const input = clone(example);
    delete input[kind];
    expect(validate(id, input)).toContainEqual({ path: kind, messageKey: subjectKeys[kind] });
  });

  const subjectFields = subjectKinds.flatMap((kind) =>
    example[kind] === undefined
      ? []
      : requiredOf(definition.subjects[kind]?.fields ?? {}).map((name) => [kind, name] as const),
  );
  it.each(subjectFields)('asks for the %s field %s', (kind, name) => {
    const input = clone(example) as Record<string, Record<string, unknown>>;
    delete input[kind]![name];
    const catalogue = subjectCatalogues[kind] as Record<string, { requiredKey: string }>;
    expect(validate(id, input)).toContainEqual({
      path: `${kind}.${name}`,
      messageKey: catalogue[name]!.requiredKey,
    });
  });

  // Removing every listed party of a role leaves it below its minimum, unless the applicant alone
  // already makes it up.
  const neededRoles = definition.roles.filter((r) => r.min > (r.role === definition.applicantRole ? 1 : 0));
  it.each(neededRoles.map((r) => [r.role]))('asks for the role %s', (role) => {
    const input = clone(example) as { parties: { role: string }[] };
    input.parties = input.parties.filter((party) => party.role !== role);
    expect(validate(id, input)).toContainEqual({
      path: 'parties',
      messageKey: definition.partyCountKey ?? roleCountKey(role),
    });
  });

  const partyFieldCases = (example.parties as { role: string }[]).flatMap((party, index) => {
    const rule = definition.roles.find((r) => r.role === party.role)!;
    return requiredOf(rule.fields).map((name) => [party.role, name, index] as const);
  });
  it.each(partyFieldCases)('asks the %s for %s', (_role, name, index) => {
    const input = clone(example) as { parties: Record<string, unknown>[] };
    delete input.parties[index]![name];
    expect(validate(id, input)).toContainEqual({
      path: `parties.${index}.${name}`,
      messageKey: partyFields[name as keyof typeof partyFields].requiredKey,
    });
  });

  const applicantRule = definition.roles.find((r) => r.role === definition.applicantRole)!;
  it.each(requiredOf(applicantRule.fields).map((name) => [name]))('asks the applicant for %s', (name) => {
    const input = clone(example) as { applicant: Record<string, unknown> };
    delete input.applicant[name];
    expect(validate(id, input)).toContainEqual({
      path: `applicant.${name}`,
      messageKey: partyFields[name as keyof typeof partyFields].requiredKey,
    });
  });

  it('refuses a role the type does not have', () => {
    const input = clone(example) as { parties: Record<string, unknown>[] };
    input.parties = [...input.parties, { role: id === 1 ? 'donee' : 'buyer', pin: '31234567890124' }];
    expect(validate(id, input)).toContainEqual({
      path: `parties.${input.parties.length - 1}.role`,
      messageKey: 'error_wrong_party_role',
    });
  });

  // A type whose only role is the applicant's (11962) lists no party to name.
  const listedRole = definition.roles.find((r) => r.role !== definition.applicantRole);
  if (listedRole) {
    // The PIN and the document together, never one alone (decision 069): a minor's document is the
    // birth record, everyone else's the passport.
    const documentParts =
      listedRole.identity === 'birthRecord' ? ['birthRecordNumber'] : ['passserial', 'passnum'];
    it('refuses a party named by the PIN alone, asking for the document', () => {
      const input = clone(example) as { parties: Record<string, unknown>[] };
      input.parties = [{ role: listedRole.role, pin: '31234567890123' }];
      const issues = validate(id, input);
      for (const part of documentParts)
        expect(issues).toContainEqual(expect.objectContaining({ path: `parties.0.${part}` }));
    });

    it('refuses a party named by the document alone, asking for the PIN', () => {
      const input = clone(example) as { parties: Record<string, unknown>[] };
      input.parties = [
        {
          role: listedRole.role,
          passserial: 'AA',
          passnum: '1234567',
          birthRecordNumber: 'FHDYO-2015-000173',
        },
      ];
      expect(validate(id, input)).toContainEqual({ path: 'parties.0.pin', messageKey: 'error_required_pin' });
    });
  }
});

describe('the shared parts and the groups', () => {
  it('refuses an input that is not an object, and a type that is not the one asked', () => {
    expect(validate(1, 'x')).toEqual([{ path: '', messageKey: 'error_wrong_act_input' }]);
    expect(validate(1, { ...actTypeExamples[1], type: 4 })).toContainEqual({
      path: 'type',
      messageKey: 'error_wrong_act_type',
    });
  });

  it('refuses a class a role does not take: a legal entity cannot be a minor', () => {
    const input = clone(actTypeExamples[15036]) as { parties: Record<string, unknown>[] };
    input.parties[0] = {
      role: 'minor',
      class: 'legal',
      inn: '201234567',
      manager: { pin: '31234567890123' },
    };
    expect(validate(15036, input)).toContainEqual({
      path: 'parties.0.class',
      messageKey: 'error_wrong_party_class',
    });
  });

  it('checks a legal party by its tax id and manager', () => {
    const input = clone(actTypeExamples[9]) as { parties: Record<string, unknown>[] };
    input.parties[0] = { role: 'pledgee', class: 'legal', inn: '2012345', manager: {} };
    expect(validate(9, input)).toEqual(
      expect.arrayContaining([
        { path: 'parties.0.inn', messageKey: 'error_wrong_inn' },
        { path: 'parties.0.manager.pin', messageKey: 'error_required_pin' },
        { path: 'parties.0.manager.passserial', messageKey: 'error_required_passserial' },
        { path: 'parties.0.manager.passnum', messageKey: 'error_required_passnum' },
      ]),
    );
  });

  it('asks for exactly one of a vehicle or real estate for a pledge', () => {
    const both = {
      ...clone(actTypeExamples[9]),
      vehicle: { stateNumber: '01A123BC', techPassportSeries: 'AAF', techPassportNumber: '1234567' },
    };
    const none = clone(actTypeExamples[9]);
    delete none.realEstate;
    for (const input of [both, none]) {
      expect(validate(9, input)).toContainEqual({ path: 'vehicle', messageKey: 'error_required_subject' });
    }
  });

  it('asks for the destination unless every country is allowed, and the other purpose when the purpose is other', () => {
    const input = clone(actTypeExamples[15035]) as { fields: Record<string, unknown> };
    delete input.fields.destinationCountries;
    expect(validate(15035, input)).toContainEqual({
      path: 'fields.destinationCountries',
      messageKey: 'error_required_destination_countries',
    });
    input.fields.allCountries = true;
    expect(validate(15035, input)).toEqual([]);
    input.fields.purpose = 'other';
    expect(validate(15035, input)).toEqual([
      { path: 'fields.otherPurpose', messageKey: 'error_required_other_purpose' },
    ]);
  });

  it('refuses a term that ends before it begins', () => {
    const input = clone(actTypeExamples[11651]) as { fields: Record<string, unknown> };
    input.fields.termTo = '31.05.2025';
    expect(validate(11651, input)).toEqual([{ path: 'fields.termTo', messageKey: 'error_term_order' }]);
  });

  it('refuses the simplified way to a type that does not allow it (a registry of the test)', () => {
    const registry = { ...actTypes, 1: { ...actTypes[1], simplified: false } };
    const input = { ...actTypeExamples[1], simplified: true };
    expect(validateActInput(1, input, { today: exampleToday, registry })).toEqual([
      { path: 'simplified', messageKey: 'error_simplified_not_allowed' },
    ]);
    expect(validate(1, input)).toEqual([]);
  });

  it('gives one message per path, the first', () => {
    const input = clone(actTypeExamples[1]) as { parties: Record<string, unknown>[] };
    input.parties = [{ role: 'buyer', passserial: 'aa', passnum: 'x' }];
    const paths = validate(1, input).map((issue) => issue.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the messages', () => {
  it('are keys the registry lists (so tests/locales.test.ts finds their texts), or a field module’s', () => {
    const moduleKeys = new Set<string>(Object.values(fieldModuleKeys).flatMap((keys) => Object.values(keys)));
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter((key) => !registryMessageKeys.includes(key) && !moduleKeys.has(key))).toEqual([]);
  });
});
