import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgSchema,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
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
