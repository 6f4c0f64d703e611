import { describe, expect, it } from 'vitest';
import { actGeneralEditSchema, actGeneralLimits } from './act-general.schema';

const base = { place: 'office', freeOfPayment: false, attributes: [], links: [] };

const issuesOf = (value: unknown) => {
  const parsed = actGeneralEditSchema.safeParse(value);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('actGeneralEditSchema', () => {
  it('takes an office act and drops a typed address and a reason it does not need', () => {
    expect(
      actGeneralEditSchema.parse({ ...base, placeAddress: 'Somewhere 1', freeOfPaymentReason: 'why' }),
    ).toEqual({
      place: 'office',
      placeAddress: null,
      freeOfPayment: false,
      freeOfPaymentReason: null,
      attributes: [],
      links: [],
    });
  });

  it('takes an act elsewhere with its address, free of payment with its reason, trimmed', () => {
    expect(
      actGeneralEditSchema.parse({
        place: 'elsewhere',
        placeAddress: '  Toshkent, 2-shifoxona  ',
        freeOfPayment: true,
        freeOfPaymentReason: ' I guruh nogironi ',
        attributes: [{ title: 'Palata', value: '12' }],
        links: [{ kind: 'annuls', regnum: 'na-2026-000001' }],
      }),
    ).toEqual({
      place: 'elsewhere',
      placeAddress: 'Toshkent, 2-shifoxona',
      freeOfPayment: true,
      freeOfPaymentReason: 'I guruh nogironi',
      attributes: [{ title: 'Palata', value: '12' }],
      links: [{ kind: 'annuls', regnum: 'NA-2026-000001' }],
    });
  });

  it.each([
    [
      'an address elsewhere',
      { ...base, place: 'elsewhere', placeAddress: '  ' },
      { placeAddress: 'error_required_place_address' },
    ],
    [
      'a reason when free',
      { ...base, freeOfPayment: true },
      { freeOfPaymentReason: 'error_required_free_of_payment_reason' },
    ],
    ['a known place', { ...base, place: 'moon' }, { place: 'error_wrong_place' }],
    [
      'a bounded address',
      { ...base, place: 'elsewhere', placeAddress: 'a'.repeat(actGeneralLimits.placeAddress + 1) },
      { placeAddress: 'error_place_address_too_long' },
    ],
    [
      'a bounded reason',
      {
        ...base,
        freeOfPayment: true,
        freeOfPaymentReason: 'a'.repeat(actGeneralLimits.freeOfPaymentReason + 1),
      },
      { freeOfPaymentReason: 'error_free_of_payment_reason_too_long' },
    ],
    [
      'at most 20 attributes',
      { ...base, attributes: Array.from({ length: 21 }, () => ({ title: 't', value: 'v' })) },
      { attributes: 'error_too_many_attributes' },
    ],
    [
      'a bounded attribute title and a value',
      { ...base, attributes: [{ title: 't'.repeat(101), value: '' }] },
      {
        'attributes.0.title': 'error_attribute_title_too_long',
        'attributes.0.value': 'error_required_attribute_value',
      },
    ],
    [
      'storable text',
      { ...base, attributes: [{ title: 'a\u0000', value: 'v' }] },
      { 'attributes.0.title': 'error_invalid_characters' },
    ],
    [
      'a registry number and a kind per link',
      { ...base, links: [{ kind: 'friend', regnum: '42' }] },
      { 'links.0.kind': 'error_wrong_link_kind', 'links.0.regnum': 'error_wrong_registry_number' },
    ],
    [
      'each linked act once',
      {
        ...base,
        links: [
          { kind: 'annuls', regnum: 'NA-2026-000001' },
          { kind: 'repeats', regnum: 'NA-2026-000001' },
        ],
      },
      { 'links.1.regnum': 'error_duplicate_linked_act' },
    ],
    [
      'at most 10 links',
      {
        ...base,
        links: Array.from({ length: 11 }, (_, i) => ({
          kind: 'repeats',
          regnum: `NA-2026-${String(i).padStart(6, '0')}`,
        })),
      },
      { links: 'error_too_many_linked_acts' },
    ],
    ['a flag', { ...base, freeOfPayment: 'yes' }, { freeOfPayment: 'error_wrong_flag' }],
  ])('asks for %s', (_name, value, issues) => {
    expect(issuesOf(value)).toEqual(issues);
  });
});
