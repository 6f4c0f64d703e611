import { describe, expect, it } from 'vitest';
import type { ActTypeId } from '../machines/act-types/act-types';
import { exampleToday } from '../machines/act-types/act-types.test-support';
import { validateActInput } from '../machines/act-types/validate';
import { languages, translate } from '../ministry/i18n';
import { clientsForSuite } from './ministry/acts-support';
import { drivers, ministryForSuite } from './support/ministry';

// The ministry's act creation validates with the registry (docs/decisions/033-act-type-registry.md,
// 035): for types 1 and 4, over the table that proved the registry reproduces the ministry of before,
// the route answers each refusal as a 400 `validation_failed` whose `fields` are the registry's paths
// with its keys' texts, in oz, uz and ru, and takes what the registry takes past validation to the
// registry's identification of each party. (A test of
// the repository, not of machines/: machines/ may not import the ministry.)

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
  /** undefined: taken; else the path and the key the registry and the route answer there. */
  refusal?: { path: string; key: string },
];

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
  // A party is named by the PIN and the passport together (decision 069).
  [
    'a buyer by PIN alone',
    with_({ parties: [{ role: 'buyer', pin: '31234567890123' }] }),
    { path: 'parties.0.passserial', key: 'error_required_passserial' },
  ],
  [
    'a buyer by passport alone',
    with_({ parties: [{ role: 'buyer', passserial: 'AB', passnum: '7654321' }] }),
    { path: 'parties.0.pin', key: 'error_required_pin' },
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
    { path: 'parties.0.pin', key: 'error_required_pin' },
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
  ['no vehicle', withoutKey(base, 'vehicle'), { path: 'vehicle', key: 'error_required_vehicle' }],
  [
    'no state number',
    with_({ vehicle: withoutKey(vehicle, 'stateNumber') }),
    { path: 'vehicle.stateNumber', key: 'error_required_state_number' },
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
    { path: 'parties', key: 'error_wrong_parties' },
  ],
];

describe.each(drivers)('types 1 and 4: the route answers the registry on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, {
    oz: ['drahimova', 'oz'],
    uz: ['drahimova', 'uz'],
    ru: ['drahimova', 'ru'],
  });

  it.each(rows)('%s', async (_title, body, refusal) => {
    const registry = validateActInput(body.type as ActTypeId, body, { today: exampleToday });
    if (!refusal) {
      expect(registry).toEqual([]);
      // Past validation: the example's people are not in the sandbox's registry, and the answer
      // says so of each party only, never of a PIN or a passport on its own (decision 069).
      const answer = await clients.oz.post('/notarial_act', body);
      expect(answer.status).toBe(400);
      for (const [path, message] of Object.entries(answer.body.fields as Record<string, string>)) {
        expect(path).toMatch(/^parties\.\d+$/);
        expect(message).toBe(translate('oz', 'validation.error_wrong_party_identity'));
      }
      return;
    }
    expect(registry).toContainEqual({ path: refusal.path, messageKey: refusal.key });
    for (const language of languages) {
      const answer = await clients[language].post('/notarial_act', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      // Every issue of the registry, each at its path with its text in the request's language.
      expect(answer.body.fields).toEqual(
        Object.fromEntries(
          registry.map((issue) => [issue.path, translate(language, `validation.${issue.messageKey}`)]),
        ),
      );
    }
  });
});
