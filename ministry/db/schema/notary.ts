import { doublePrecision, index, integer, pgSchema, serial, text } from 'drizzle-orm/pg-core';
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
  (t) => [index('offices_region_id_idx').on(t.regionId)],
);

export const notaries = notary.table('notaries', {
  id: serial('id').primaryKey(),
  userId: refersTo('user_id', () => users.id).unique(),
  officeId: refersTo('office_id', () => offices.id),
  licenseNumber: text('license_number').notNull().unique(),
  licenseStatus: text('license_status', { enum: ['active', 'terminated', 'cancelled'] })
    .notNull()
    .default('active'),
});
