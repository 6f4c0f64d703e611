import { describe, expect, it } from 'vitest';
import { amountKeys } from '../fields/amount';
import { calendarDateKeys } from '../fields/calendar-date';
import { countKeys } from '../fields/count';
import { freeTextKeys } from '../fields/free-text';
import { notarialBlankKeys } from '../fields/notarial-blank';
import { actFields } from './act-fields';
import { type ActTypeId, actTypeIds, actTypes } from './act-types';
import { actTypeExamples, exampleToday } from './act-types.test-support';
import { isRequired } from './field-spec';
import { choiceLists, registryLabelKeys } from './labels';
import { registryMessageKeys } from './message-keys';
import { realEstateFields } from './subjects';
import { validateActInput } from './validate';

/*
 * Issue 28's type-specific fields (docs/decisions/081-type-specific-act-fields.md): which type asks
 * for which, and the ministry's validation (the registry's) refusing a bad value with the field's key.
 */

const validate = (id: ActTypeId, input: unknown) => validateActInput(id, input, { today: exampleToday });
const withFields = (id: ActTypeId, fields: Record<string, unknown>) => {
  const example = structuredClone(actTypeExamples[id]) as { fields?: Record<string, unknown> };
  return { ...example, fields: { ...example.fields, ...fields } };
};

const blank = ['officialBlankCount', 'blankPrefix', 'blankSeries', 'blankNumber'];
const powerOfAttorney = ['proxyClass', 'validDate'];
const propertyPowerOfAttorney = [...powerOfAttorney, 'transferType', 'rentType', 'rentSum'];
const pledge = ['loanSum', 'totalSum', 'billType', 'penaltySum', 'debtSum', 'collectFees'];
const trip = ['tripPeriod'];

/** The decision's table: the new fields each type asks for (and no other of them). */
const assigned: Record<ActTypeId, string[]> = {
  1: blank,
  4: blank,
  9: [...pledge, ...blank],
  101: [...propertyPowerOfAttorney, ...blank],
  105: [...propertyPowerOfAttorney, ...blank],
  11651: [...powerOfAttorney, 'organisationOrPersonName', ...blank],
  11680: ['validDate', ...blank],
  11944: blank,
  11962: ['organisationOrPersonName'],
  12047: blank,
  15003: ['divorceRecord', ...blank],
  15034: [...trip, ...blank],
  15035: [...trip, ...blank],
  15036: blank,
};
const newFields = [...new Set(Object.values(assigned).flat())] as (keyof typeof actFields)[];

describe('the type fields of issue 28 in the registry', () => {
  it('has each new field once in the catalogue, and some type asks for each', () => {
    for (const name of newFields) expect(actFields).toHaveProperty(name);
    expect(newFields).toHaveLength(18);
  });

  it.each(actTypeIds.map((id) => [id, actTypes[id].key]))('type %i (%s) asks for its own', (id) => {
    const asked = Object.keys(actTypes[id].fields).filter((name) => newFields.includes(name as never));
    expect(asked.sort()).toEqual([...assigned[id]].sort());
  });

  it('asks every type with a real-estate subject for its form of ownership', () => {
    for (const id of actTypeIds) {
      const estate = actTypes[id].subjects.realEstate;
      if (estate) expect(estate.fields.ownershipForm).toBe('optional');
    }
  });

  it('names every choice of the new closed lists, and lists every new message', () => {
    for (const field of ['billType', 'rentType', 'proxyClass', 'transferType', 'ownershipForm'] as const) {
      for (const value of choiceLists[field].values) {
        expect(registryLabelKeys).toContain(`actTypes:options.${field}.${value}`);
      }
    }
    for (const name of newFields) {
      expect(registryLabelKeys).toContain(`actTypes:fields.act.${name}`);
      expect(registryMessageKeys).toContain(actFields[name].requiredKey);
    }
    expect(registryLabelKeys).toContain('actTypes:fields.realEstate.ownershipForm');
  });
});

/** A type that asks for the field, a value it takes, and bad values with the key each answers. */
const cases: [field: string, id: ActTypeId, good: unknown, bad: [unknown, string][]][] = [
  ['validDate', 11651, '31.12.2025', [['31.02.2025', calendarDateKeys.wrong]]],
  [
    'totalSum',
    9,
    350_000_000.5,
    [
      [-1, amountKeys.positive],
      ['many', amountKeys.wrong],
    ],
  ],
  ['loanSum', 9, 10_000_000, [[0, amountKeys.positive]]],
  ['penaltySum', 9, 1_500_000, [[1e16, amountKeys.tooLarge]]],
  ['debtSum', 9, 2_000_000, [['x', amountKeys.wrong]]],
  ['billType', 9, 'promissoryNote', [['cheque', 'error_wrong_bill_type']]],
  ['collectFees', 9, true, [['yes', 'error_wrong_flag']]],
  ['proxyClass', 101, 'oneTime', [['eternal', 'error_wrong_proxy_class']]],
  ['transferType', 105, 'management', [['ownership', 'error_wrong_transfer_type']]],
  ['rentType', 105, 'lease', [['sale', 'error_wrong_rent_type']]],
  ['rentSum', 105, 4_000_000, [[-5, amountKeys.positive]]],
  [
    'organisationOrPersonName',
    11962,
    'Tashkent State University',
    [
      ['   ', freeTextKeys.blank],
      ['x'.repeat(301), freeTextKeys.tooLong],
    ],
  ],
  [
    'tripPeriod',
    15034,
    30,
    [
      [0, countKeys.wrong],
      [367, countKeys.wrong],
      [1.5, countKeys.wrong],
    ],
  ],
  ['officialBlankCount', 12047, 2, [[101, countKeys.wrong]]],
  ['blankPrefix', 15036, '14', [['00', notarialBlankKeys.prefix]]],
  ['blankSeries', 15036, 'AB', [['ab', notarialBlankKeys.series]]],
  ['blankNumber', 15036, '0001234', [['12345', notarialBlankKeys.number]]],
];
const complete: Record<string, Record<string, unknown>> = {
  // The blank's parts come together: a number asks for the series, the prefix and the count.
  blankPrefix: { blankSeries: 'AB', blankNumber: '0001234', officialBlankCount: 1 },
  blankSeries: { blankPrefix: '14', blankNumber: '0001234', officialBlankCount: 1 },
  blankNumber: { blankPrefix: '14', blankSeries: 'AB', officialBlankCount: 1 },
  rentType: { rentSum: 4_000_000 },
};

describe('the ministry’s validation of the new fields', () => {
  it.each(cases.map(([field, id, good]) => [field, id, good]))(
    'takes %s on type %i: %j',
    (field, id, good) => {
      expect(validate(id, withFields(id, { [field]: good, ...complete[field] }))).toEqual([]);
    },
  );

  const refusals = cases.flatMap(([field, id, , bad]) =>
    bad.map(([value, key]) => [field, id, value, key] as const),
  );
  it.each(refusals)('refuses %s on type %i: %j with %s', (field, id, value, key) => {
    expect(validate(id, withFields(id, { [field]: value, ...complete[field] }))).toEqual([
      { path: `fields.${field}`, messageKey: key },
    ]);
  });

  it('does not read a new field a type does not ask for', () => {
    expect(validate(1, withFields(1, { proxyClass: 'eternal', tripPeriod: -1 }))).toEqual([]);
  });

  it('asks for the rest of the blank once its number is given', () => {
    expect(validate(15036, withFields(15036, { blankNumber: '0001234' }))).toEqual([
      { path: 'fields.officialBlankCount', messageKey: 'error_required_official_blank_count' },
      { path: 'fields.blankPrefix', messageKey: notarialBlankKeys.prefixRequired },
      { path: 'fields.blankSeries', messageKey: notarialBlankKeys.seriesRequired },
    ]);
    expect(validate(15036, withFields(15036, { blankSeries: 'AB' }))).toContainEqual({
      path: 'fields.blankNumber',
      messageKey: notarialBlankKeys.numberRequired,
    });
  });

  it('asks for the rent sum once the rent type is chosen', () => {
    expect(validate(101, withFields(101, { rentType: 'freeUse' }))).toEqual([
      { path: 'fields.rentSum', messageKey: 'error_required_rent_sum' },
    ]);
  });

  it('refuses a validity that ends before the term begins', () => {
    expect(validate(105, withFields(105, { validDate: '31.05.2025' }))).toEqual([
      { path: 'fields.validDate', messageKey: 'error_term_order' },
    ]);
  });

  it('checks a divorce record part by part', () => {
    const record = { recordNumber: '77', recordDate: '01.03.2020', organisation: 'Yunusobod FHDYo' };
    expect(validate(15003, withFields(15003, { divorceRecord: record }))).toEqual([]);
    expect(
      validate(15003, withFields(15003, { divorceRecord: { ...record, recordDate: '2020-03-01' } })),
    ).toEqual([{ path: 'fields.divorceRecord.recordDate', messageKey: calendarDateKeys.wrong }]);
  });

  it('takes a real estate’s form of ownership from the closed list and refuses another', () => {
    const example = structuredClone(actTypeExamples[105]) as { realEstate: Record<string, unknown> };
    example.realEstate.ownershipForm = 'commonJoint';
    expect(validate(105, example)).toEqual([]);
    example.realEstate.ownershipForm = 'rented';
    expect(validate(105, example)).toEqual([
      { path: 'realEstate.ownershipForm', messageKey: 'error_wrong_ownership_form' },
    ]);
    expect(realEstateFields.ownershipForm.kind).toBe('choice');
  });
});

describe('a field required with another', () => {
  it.each([
    [{ blankNumber: '0001234' }, true],
    [{ blankNumber: '' }, false],
    [{ blankNumber: undefined }, false],
    [{ blankNumber: false }, false],
    [{ blankNumber: [] }, false],
    [{ blankNumber: ['x'] }, true],
    [{ blankNumber: 0 }, true],
    [{}, false],
  ])('given %j is required: %s', (values, required) => {
    expect(isRequired({ requiredWith: 'blankNumber' }, values)).toBe(required);
  });
});
