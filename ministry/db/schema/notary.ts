import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgSchema,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { notaryAbsences } from '../../../machines/notary-directory/presence';
import { names, refersTo } from './columns';
import { users } from './portal';
import { districts, regions } from './ref';

// Notary offices and the notaries working in them (the directory and the notary's side of acts).
export const notary = pgSchema('notary');

export const offices = notary.table(
  'offices',
  {
    id: integer('id').primaryKey(),
    regionId: refersTo('region_id', () => regions.id),
    districtId: refersTo('district_id', () => districts.id),
    ...names(),
    addressOz: text('address_oz').notNull(),
    addressUz: text('address_uz').notNull(),
    addressRu: text('address_ru').notNull(),
    phone: text('phone').notNull(),
    // double precision so both drivers return plain numbers (numeric would come back as strings).
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('offices_region_id_idx').on(t.regionId),
    // The directory's district filter (decision 051).
    index('offices_district_id_idx').on(t.districtId),
  ],
);

export const notaries = notary.table(
  'notaries',
  {
    id: serial('id').primaryKey(),
    // The notary's portal account; null for a notary of the ministry's registry who does not work on
    // the portal (listed in the directory, never chosen for an online act: decision 051).
    userId: integer('user_id')
      .references(() => users.id)
      .unique(),
    officeId: refersTo('office_id', () => offices.id),
    licenseNumber: text('license_number').notNull().unique(),
    licenseStatus: text('license_status', { enum: ['active', 'terminated', 'cancelled'] })
      .notNull()
      .default('active'),
    // The directory's card (decision 051): the full name as the licence reads it in both scripts, and
    // its cross-script search key (machines/text/search-key.ts).
    fullNameLatin: text('full_name_latin').notNull().default(''),
    fullNameCyrillic: text('full_name_cyrillic').notNull().default(''),
    searchKey: text('search_key').notNull().default(''),
    // The name's sort keys in the alphabet of each page language (machines/text/alphabet-key.ts):
    // Latin Uzbek for oz, Cyrillic Uzbek for uz, Russian for ru; compared by code point ("C").
    alphabetOz: text('alphabet_oz').notNull().default(''),
    alphabetUz: text('alphabet_uz').notNull().default(''),
    alphabetRu: text('alphabet_ru').notNull().default(''),
    // Working days as a bit set, bit 0 Monday .. bit 6 Sunday; hours in Tashkent time (HH:MM).
    workDays: smallint('work_days').notNull().default(31),
    workFrom: text('work_from').notNull().default('09:00'),
    workTo: text('work_to').notNull().default('18:00'),
    // On vacation or sick leave until `absent_until` (inclusive); null: at work by the timetable.
    absence: text('absence', { enum: notaryAbsences }),
    absentUntil: date('absent_until', { mode: 'string' }),
    // The ministry's rating, 1.0-5.0, null when not rated yet.
    ministryRating: doublePrecision('ministry_rating'),
    // Kept by the review routes in the transaction that changes a review: visible reviews only.
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    clientRating: doublePrecision('client_rating'),
  },
  (t) => [
    index('notaries_office_idx').on(t.officeId),
    // The notaries an automatic choice may give an act (ministry/notaries/availability.ts, decision 079):
    // the creation form asks which regions have one before it is filled.
    index('notaries_on_portal_idx')
      .on(t.officeId)
      .where(sql`${t.licenseStatus} = 'active' and ${t.userId} is not null`),
    // One index per sort of the directory, the id breaking ties (decision 051).
    index('notaries_alphabet_oz_idx').on(sql`${t.alphabetOz} collate "C"`, t.id),
    index('notaries_alphabet_uz_idx').on(sql`${t.alphabetUz} collate "C"`, t.id),
    index('notaries_alphabet_ru_idx').on(sql`${t.alphabetRu} collate "C"`, t.id),
    index('notaries_ministry_rating_idx').on(sql`${t.ministryRating} desc nulls last`, t.id),
    index('notaries_client_rating_idx').on(sql`${t.clientRating} desc nulls last`, t.id),
    check('notaries_work_days', sql`${t.workDays} between 0 and 127`),
    check(
      'notaries_work_hours',
      sql`${t.workFrom} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.workTo} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
    check('notaries_ministry_rating', sql`${t.ministryRating} between 1 and 5`),
  ],
);
