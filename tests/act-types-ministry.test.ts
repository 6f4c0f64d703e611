import { describe, expect, it } from 'vitest';
import type { ActTypeId } from '../machines/act-types/act-types';
import { exampleToday } from '../machines/act-types/act-types.test-support';
import { validateActInput } from '../machines/act-types/validate';
import { createActSchema, partyRoleFields } from '../ministry/acts/create';
import { MinistryError, parseInput } from '../ministry/errors';

// The registry must reproduce what the ministry's act creation accepts and refuses today for types 1
// and 4 (docs/decisions/033-act-type-registry.md): the ministry's schema and its role check on one
// side, validateActInput on the other, over one table. (A test of the repository, not of machines/:
// machines/ may not import the ministry.)

/** The ministry's 400 `fields` for a body, or undefined when it takes it. */
function ministryAnswer(body: unknown): Record<string, string> | undefined {
  try {
    const fields = partyRoleFields(parseInput(createActSchema, body));
    return Object.keys(fields).length > 0 ? fields : undefined;
  } catch (error) {
    if (error instanceof MinistryError) return error.fields ?? {};
    throw error;
  }
}

const vehicle = {
  stateNumber: '01A123BC',
  techPassportSeries: 'AAF',
  techPassportNumber: '1234567',
  price: 1000,
};
const buyer = {
  role: 'buyer',
  passserial: 'AB',
  passnum: '7654321',
  pin: '31234567890123',
  phone: '901234567',
};
const donee = { ...buyer, role: 'donee' };
const base = { type: 1, vehicle, parties: [buyer], notary: { mode: 'auto' } };
const gift = { ...base, type: 4, parties: [donee] };
const with_ = (change: Record<string, unknown>, from: Record<string, unknown> = base) => ({
  ...from,
  ...change,
});
const vehicleWith = (change: Record<string, unknown>) => with_({ vehicle: { ...vehicle, ...change } });
const buyerWith = (change: Record<string, unknown>) => with_({ parties: [{ ...buyer, ...change }] });
const withoutKey = (object: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));

type Row = [
  title: string,
  body: Record<string, unknown>,
  /** undefined: taken; else the path and the key both answer there. */
  refusal?: { path: string; key: string; ministryKey?: string },
];

// `ministryKey`: where the ministry answers `invalid_value` (zod's own English message, which it has
// no text for), the registry names the field; both refuse.
const rows: Row[] = [
  ['a sale', base],
  ['a gift', gift],
  [
    'a sale by video, simplified, with a manual notary and a client phone',
    with_({
      regtype: 2,
      simplified: true,
      notary: { mode: 'manual', notaryId: 7 },
      clientPhone: '991112233',
    }),
  ],
  ['a buyer by PIN alone', with_({ parties: [{ role: 'buyer', pin: '31234567890123' }] })],
  [
    'a buyer by passport alone',
    with_({ parties: [{ role: 'buyer', passserial: 'AB', passnum: '7654321' }] }),
  ],
  [
    'co-owner sellers with the buyer',
    with_({ parties: [buyer, { ...buyer, role: 'seller', pin: '31234567890124' }] }),
  ],
  ['ten parties', with_({ parties: Array.from({ length: 10 }, () => buyer) })],
  ['an automatic choice in a region', with_({ notary: { mode: 'auto', regionId: '12' } })],
  ['a price with a third decimal', vehicleWith({ price: 1000.123 })],
  ['a price of 10^12', vehicleWith({ price: 1e12 })],
  [
    'no buyer',
    with_({ parties: [{ ...buyer, role: 'seller' }] }),
    { path: 'parties', key: 'error_required_parties' },
  ],
  ['no party', with_({ parties: [] }), { path: 'parties', key: 'error_required_parties' }],
  [
    'eleven parties',
    with_({ parties: Array.from({ length: 11 }, () => buyer) }),
    { path: 'parties', key: 'error_required_parties' },
  ],
  [
    'a donee in a sale',
    with_({ parties: [buyer, donee] }),
    { path: 'parties.1.role', key: 'error_wrong_party_role' },
  ],
  [
    'a buyer in a gift',
    with_({ parties: [donee, buyer] }, gift),
    { path: 'parties.1.role', key: 'error_wrong_party_role' },
  ],
  [
    'a pledgee in a sale',
    with_({ parties: [buyer, { ...buyer, role: 'pledgee' }] }),
    { path: 'parties.1.role', key: 'error_wrong_party_role' },
  ],
  [
    'no donee in a gift',
    with_({ parties: [{ ...donee, role: 'giver' }] }, gift),
    { path: 'parties', key: 'error_required_parties' },
  ],
  [
    'a party with neither passport nor PIN',
    buyerWith({ pin: undefined, passnum: undefined }),
    { path: 'parties.0.pin', key: 'error_wrong_party_identity' },
  ],
  [
    'a lower-case series',
    buyerWith({ passserial: 'ab' }),
    { path: 'parties.0.passserial', key: 'error_wrong_passserial_length' },
  ],
  [
    'a six-digit passport number',
    buyerWith({ passnum: '765432' }),
    { path: 'parties.0.passnum', key: 'error_wrong_passnum_length' },
  ],
  [
    'a 13-digit PIN',
    buyerWith({ pin: '3123456789012' }),
    { path: 'parties.0.pin', key: 'error_wrong_pin_length' },
  ],
  [
    'a phone with its mask',
    buyerWith({ phone: '(90) 123 45 67' }),
    { path: 'parties.0.phone', key: 'error_wrong_phone' },
  ],
  [
    'a lower-case state number',
    vehicleWith({ stateNumber: '01a123bc' }),
    { path: 'vehicle.stateNumber', key: 'error_wrong_state_number' },
  ],
  [
    'a six-letter tech passport series',
    vehicleWith({ techPassportSeries: 'AAFAAF' }),
    { path: 'vehicle.techPassportSeries', key: 'error_wrong_tech_passport_series' },
  ],
  [
    'a tech passport number of 8 digits',
    vehicleWith({ techPassportNumber: '12345678' }),
    { path: 'vehicle.techPassportNumber', key: 'error_wrong_tech_passport_number' },
  ],
  ['a price of 0', vehicleWith({ price: 0 }), { path: 'vehicle.price', key: 'error_wrong_price' }],
  [
    'a price above 10^12',
    vehicleWith({ price: 1e12 + 1 }),
    { path: 'vehicle.price', key: 'error_wrong_price' },
  ],
  ['a price as text', vehicleWith({ price: '1000' }), { path: 'vehicle.price', key: 'error_wrong_price' }],
  [
    'no price',
    with_({ vehicle: withoutKey(vehicle, 'price') }),
    { path: 'vehicle.price', key: 'error_wrong_price' },
  ],
  [
    'no vehicle',
    withoutKey(base, 'vehicle'),
    { path: 'vehicle', key: 'error_required_vehicle', ministryKey: 'invalid_value' },
  ],
  [
    'no state number',
    with_({ vehicle: withoutKey(vehicle, 'stateNumber') }),
    { path: 'vehicle.stateNumber', key: 'error_required_state_number', ministryKey: 'invalid_value' },
  ],
  ['regtype 3', with_({ regtype: 3 }), { path: 'regtype', key: 'error_wrong_regtype' }],
  ['no notary choice', withoutKey(base, 'notary'), { path: 'notary', key: 'error_wrong_notary_choice' }],
  [
    'a manual choice without a notary',
    with_({ notary: { mode: 'manual' } }),
    { path: 'notary.notaryId', key: 'error_wrong_notary_choice' },
  ],
  [
    'a notary id beyond 2^31 - 1',
    with_({ notary: { mode: 'manual', notaryId: 2 ** 31 } }),
    { path: 'notary.notaryId', key: 'error_wrong_notary_choice' },
  ],
  [
    'a client phone of 8 digits',
    with_({ clientPhone: '99111223' }),
    { path: 'clientPhone', key: 'error_wrong_phone' },
  ],
  [
    'parties that are not a list',
    with_({ parties: 'buyer' }),
    { path: 'parties', key: 'error_wrong_parties', ministryKey: 'invalid_value' },
  ],
];

describe('types 1 and 4: the registry agrees with the ministry of today', () => {
  it.each(rows)('%s', (_title, body, refusal) => {
    const ministry = ministryAnswer(body);
    const registry = validateActInput(body.type as ActTypeId, body, { today: exampleToday });
    if (!refusal) {
      expect(ministry).toBeUndefined();
      expect(registry).toEqual([]);
      return;
    }
    expect(ministry?.[refusal.path]).toBe(refusal.ministryKey ?? refusal.key);
    expect(registry).toContainEqual({ path: refusal.path, messageKey: refusal.key });
  });
});
