import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { refersTo } from './columns';
import { districts, regions } from './ref';

// The state population registry as the notary information system sees it: identity documents and
// addresses. Portal accounts (roles, terms of use) live in `portal`, not here.
export const registry = pgSchema('registry');

export const citizens = registry.table(
  'citizens',
  {
    id: serial('id').primaryKey(),
    // PINFL: the 14-digit personal identification number, the registry's natural key.
    pin: text('pin').notNull().unique(),
    passserial: text('passserial').notNull(),
    passnum: text('passnum').notNull(),
    nameLatin: text('name_latin').notNull(),
    surnameLatin: text('surname_latin').notNull(),
    lastnameLatin: text('lastname_latin').notNull(),
    nameCyrillic: text('name_cyrillic').notNull(),
    surnameCyrillic: text('surname_cyrillic').notNull(),
    lastnameCyrillic: text('lastname_cyrillic').notNull(),
    // 1 male, 2 female, as in the registry.
    gender: integer('gender').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    birthcountry: text('birthcountry').notNull(),
    inn: text('inn'),
    issueorg: text('issueorg').notNull(),
    issuedate: date('issuedate', { mode: 'string' }).notNull(),
    exprdate: date('exprdate', { mode: 'string' }).notNull(),
    citizenship: text('citizenship').notNull(),
    nationality: text('nationality').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    regionId: refersTo('region_id', () => regions.id),
    districtId: refersTo('district_id', () => districts.id),
    regaddress: text('regaddress').notNull(),
    actaddress: text('actaddress').notNull(),
    // A passport that was replaced, lost or expired stays in the registry with valid = false.
    valid: boolean('valid').notNull().default(true),
  },
  (t) => [
    uniqueIndex('citizens_passport_idx').on(t.passserial, t.passnum),
    check('citizens_pin_format', sql`${t.pin} ~ '^[0-9]{14}$'`),
    check('citizens_passserial_format', sql`${t.passserial} ~ '^[A-Z]{2}$'`),
    check('citizens_passnum_format', sql`${t.passnum} ~ '^[0-9]{7}$'`),
    check('citizens_phone_format', sql`${t.phone} ~ '^[0-9]{9}$'`),
    check('citizens_gender', sql`${t.gender} in (1, 2)`),
  ],
);

// The passport photograph of each citizen, as the registry holds it: a file of
// ministry/db/seed/photos. Its face embedding is computed on the first login that needs it and kept,
// so later logins compare against the stored vector instead of analysing the photograph again.
export const photos = registry.table('photos', {
  citizenId: integer('citizen_id')
    .primaryKey()
    .references(() => citizens.id),
  fileName: text('file_name').notNull(),
  embedding: real('embedding').array(),
  embeddedAt: timestamp('embedded_at', { withTimezone: true }),
});

// Vehicles as the traffic police registry holds them, looked up by state number plus tech passport
// series and number. Owners are citizens; a vehicle with several owners is in shared ownership.
export const vehicles = registry.table(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    stateNumber: text('state_number').notNull().unique(),
    techPassportSeries: text('tech_passport_series').notNull(),
    techPassportNumber: text('tech_passport_number').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    country: text('country').notNull(),
    year: integer('year').notNull(),
    colour: text('colour').notNull(),
    motorNumber: text('motor_number').notNull(),
    bodyNumber: text('body_number').notNull(),
    chassisNumber: text('chassis_number'),
    horsepower: integer('horsepower').notNull(),
    issuer: text('issuer').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    specialMarks: text('special_marks'),
    stampOrganisation: text('stamp_organisation'),
    stampDate: date('stamp_date', { mode: 'string' }),
    // Money in tiyin (1 so'm = 100 tiyin).
    valuation: bigint('valuation', { mode: 'number' }).notNull(),
    inventoryPrice: bigint('inventory_price', { mode: 'number' }).notNull(),
    balancePercent: integer('balance_percent').notNull().default(100),
  },
  (t) => [
    uniqueIndex('vehicles_tech_passport_idx').on(t.techPassportSeries, t.techPassportNumber),
    check('vehicles_tech_passport_series', sql`${t.techPassportSeries} ~ '^[A-Z]{3,5}$'`),
    check('vehicles_state_number', sql`${t.stateNumber} ~ '^[0-9A-Z]{1,15}$'`),
  ],
);

export const vehicleOwners = registry.table(
  'vehicle_owners',
  {
    vehicleId: refersTo('vehicle_id', () => vehicles.id),
    citizenId: refersTo('citizen_id', () => citizens.id),
    // Share of the ownership, numerator / denominator (spec section 5: shares as two numbers).
    shareNumerator: integer('share_numerator').notNull().default(1),
    shareDenominator: integer('share_denominator').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.citizenId] })],
);

export const vehicleBanKinds = ['ban', 'arrest', 'restriction'] as const;
export type VehicleBanKind = (typeof vehicleBanKinds)[number];

// Bans, arrests and restrictions (spec section 3, "Ban": id, state, start date, document date, number,
// type, official, organ), on a vehicle or on real estate. Only `active` ones block a deal.
const banColumns = () => ({
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: vehicleBanKinds }).notNull(),
  state: text('state', { enum: ['active', 'removed'] }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  documentDate: date('document_date', { mode: 'string' }).notNull(),
  documentNumber: text('document_number').notNull(),
  official: text('official').notNull(),
  // The organ's name in the three locales, chosen by the request's language as other dictionaries'
  // names are: `organ` is the Latin Uzbek (oz) one. Rows made before these columns have them empty
  // until the seed names them; the Latin name stands in meanwhile.
  organ: text('organ').notNull(),
  organUz: text('organ_uz').notNull().default(''),
  organRu: text('organ_ru').notNull().default(''),
});

export const vehicleBans = registry.table(
  'vehicle_bans',
  { ...banColumns(), vehicleId: refersTo('vehicle_id', () => vehicles.id) },
  (t) => [
    uniqueIndex('vehicle_bans_document_idx').on(t.vehicleId, t.documentNumber),
    check('vehicle_bans_kind', sql`${t.kind} in ('ban', 'arrest', 'restriction')`),
  ],
);

// Traffic fines on a vehicle; an unpaid one blocks a deal until it is paid.
export const vehicleFines = registry.table(
  'vehicle_fines',
  {
    id: serial('id').primaryKey(),
    vehicleId: refersTo('vehicle_id', () => vehicles.id),
    resolutionNumber: text('resolution_number').notNull().unique(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull().default(false),
  },
  (t) => [index('vehicle_fines_vehicle_idx').on(t.vehicleId)],
);

// Debts collected by the enforcement bureau (MIB); unpaid, they block a debtor from disposing of property.
export const enforcementDebts = registry.table(
  'enforcement_debts',
  {
    id: serial('id').primaryKey(),
    citizenId: refersTo('citizen_id', () => citizens.id),
    caseNumber: text('case_number').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('enforcement_debts_citizen_idx').on(t.citizenId)],
);

// The civil registry's death records.
export const deaths = registry.table('deaths', {
  citizenId: integer('citizen_id')
    .primaryKey()
    .references(() => citizens.id),
  deathDate: date('death_date', { mode: 'string' }).notNull(),
  recordNumber: text('record_number').notNull().unique(),
});

// Real estate as the cadastre registry holds it, by cadastre number (section 3: "cadastre number
// (example 11:14:04:01:01:1630), cadastre type"). Owners are citizens with shares; several owners make
// it shared property, whose other owners must join a deal (section 5).
export const realEstateTypes = ['residential', 'nonResidential'] as const;

export const realEstates = registry.table(
  'real_estates',
  {
    id: serial('id').primaryKey(),
    cadastreNumber: text('cadastre_number').notNull().unique(),
    cadastreType: text('cadastre_type', { enum: realEstateTypes }).notNull(),
    objectName: text('object_name').notNull(),
    address: text('address').notNull(),
    // Square metres.
    area: real('area').notNull(),
    livingArea: real('living_area'),
    rooms: integer('rooms'),
    // Money in tiyin.
    inventoryPrice: bigint('inventory_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('real_estates_cadastre_number', sql`${t.cadastreNumber} ~ '^[0-9][0-9:/]{0,49}$'`),
    check('real_estates_cadastre_type', sql`${t.cadastreType} in ('residential', 'nonResidential')`),
  ],
);

export const realEstateOwners = registry.table(
  'real_estate_owners',
  {
    realEstateId: refersTo('real_estate_id', () => realEstates.id),
    citizenId: refersTo('citizen_id', () => citizens.id),
    shareNumerator: integer('share_numerator').notNull().default(1),
    shareDenominator: integer('share_denominator').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.realEstateId, t.citizenId] }),
    index('real_estate_owners_citizen_idx').on(t.citizenId),
    check('real_estate_owners_share', sql`${t.shareNumerator} between 1 and ${t.shareDenominator}`),
  ],
);

// Bans, arrests and restrictions on real estate, shaped like a vehicle's.
export const realEstateBans = registry.table(
  'real_estate_bans',
  { ...banColumns(), realEstateId: refersTo('real_estate_id', () => realEstates.id) },
  (t) => [
    uniqueIndex('real_estate_bans_document_idx').on(t.realEstateId, t.documentNumber),
    check('real_estate_bans_kind', sql`${t.kind} in ('ban', 'arrest', 'restriction')`),
  ],
);

// The civil registry's birth records: one per child, naming the parents the registry knows.
export const births = registry.table(
  'births',
  {
    id: serial('id').primaryKey(),
    recordNumber: text('record_number').notNull().unique(),
    childCitizenId: integer('child_citizen_id')
      .notNull()
      .unique()
      .references(() => citizens.id),
    fatherCitizenId: integer('father_citizen_id').references(() => citizens.id),
    motherCitizenId: integer('mother_citizen_id').references(() => citizens.id),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
    organisation: text('organisation').notNull(),
  },
  (t) => [index('births_father_idx').on(t.fatherCitizenId), index('births_mother_idx').on(t.motherCitizenId)],
);

// The civil registry's marriage records; a dissolved marriage keeps its row with the divorce date.
export const marriages = registry.table(
  'marriages',
  {
    id: serial('id').primaryKey(),
    recordNumber: text('record_number').notNull().unique(),
    husbandCitizenId: refersTo('husband_citizen_id', () => citizens.id),
    wifeCitizenId: refersTo('wife_citizen_id', () => citizens.id),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
    organisation: text('organisation').notNull(),
    dissolvedOn: date('dissolved_on', { mode: 'string' }),
  },
  (t) => [
    index('marriages_husband_idx').on(t.husbandCitizenId),
    index('marriages_wife_idx').on(t.wifeCitizenId),
  ],
);

// Powers of attorney registered by notaries (the base of a delegation, 11680, and the public search
// of section 6). The id is the registry's own, as a client names a base power of attorney by it;
// `rights` are machines/act-types/rights.ts ids.
export const powersOfAttorney = registry.table(
  'powers_of_attorney',
  {
    id: integer('id').primaryKey(),
    registryNumber: text('registry_number').notNull().unique(),
    registryDate: date('registry_date', { mode: 'string' }).notNull(),
    actTypeId: integer('act_type_id').notNull(),
    principalCitizenId: refersTo('principal_citizen_id', () => citizens.id),
    attorneyCitizenId: refersTo('attorney_citizen_id', () => citizens.id),
    termFrom: date('term_from', { mode: 'string' }).notNull(),
    termTo: date('term_to', { mode: 'string' }).notNull(),
    rights: text('rights').array().notNull(),
    delegation: boolean('delegation').notNull(),
    state: text('state', { enum: ['active', 'cancelled'] }).notNull(),
  },
  (t) => [
    index('powers_of_attorney_principal_idx').on(t.principalCitizenId),
    index('powers_of_attorney_attorney_idx').on(t.attorneyCitizenId),
    check('powers_of_attorney_term', sql`${t.termFrom} <= ${t.termTo}`),
    check('powers_of_attorney_state', sql`${t.state} in ('active', 'cancelled')`),
  ],
);

// Legal entities of the state register (a bank as pledgee), by tax id, with their manager.
export const legalEntities = registry.table(
  'legal_entities',
  {
    id: serial('id').primaryKey(),
    inn: text('inn').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    managerCitizenId: refersTo('manager_citizen_id', () => citizens.id),
  },
  (t) => [check('legal_entities_inn', sql`${t.inn} ~ '^[0-9]{9}$'`)],
);
