import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { actTypes, citizens, districts, notaries, offices, regions, users } from '../db/schema';
import { parseInput } from '../errors';
import type { Language } from '../i18n';
import { homeRegionOf, notaryAvailability } from '../notaries/availability';
import { namesByLanguage } from '../text/citizen-name';
import { uzbekLatin } from '../text/latin-to-cyrillic';

const positiveId = (key: string) => recordIdSchema(key).optional();

const officesQuery = z.object({ regionId: positiveId('error_wrong_region_id') });

// A blank `name=` (an empty search field) filters nothing; anything else must be 2 to 100 characters
// once its spaces are collapsed.
const nameFilter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'error_wrong_notary_name' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(2, 'error_notary_name_too_short').max(100, 'error_notary_name_too_long'))
    .optional(),
);

const availabilityQuery = z.object({ regionId: positiveId('error_wrong_region_id') });

const notariesQuery = z.object({
  regionId: positiveId('error_wrong_region_id'),
  districtId: positiveId('error_wrong_district_id'),
  name: nameFilter,
});

type OfficeRow = typeof offices.$inferSelect;

/** An office as the REST answers show it (the notary choice and the directory, decision 051). */
export function officeJson(o: OfficeRow) {
  return {
    id: o.id,
    name: { oz: o.nameOz, uz: o.nameUz, ru: o.nameRu },
    address: { oz: o.addressOz, uz: o.addressUz, ru: o.addressRu },
    regionId: o.regionId,
    districtId: o.districtId,
    latitude: o.latitude,
    longitude: o.longitude,
    phone: o.phone,
  };
}

/** `%`, `_` and the escape character itself match literally (backslash is LIKE's default escape). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const fullNameLatin = sql<string>`${citizens.surnameLatin} || ' ' || ${citizens.nameLatin} || ' ' || ${citizens.lastnameLatin}`;
const fullNameCyrillic = sql<string>`${citizens.surnameCyrillic} || ' ' || ${citizens.nameCyrillic} || ' ' || ${citizens.lastnameCyrillic}`;

// Names are Latin in oz and Cyrillic in uz and ru (as in the user record); each list is in the
// alphabetical order of the language it is read in.
const collators: Record<Language, Intl.Collator> = {
  oz: new Intl.Collator('uz-Latn'),
  uz: new Intl.Collator('uz-Cyrl'),
  ru: new Intl.Collator('ru'),
};

export function referenceRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/regions', async () => {
      const [regionRows, districtRows] = await Promise.all([
        db.select().from(regions).orderBy(asc(regions.sortOrder)),
        db.select().from(districts).orderBy(asc(districts.id)),
      ]);
      return regionRows.map((r) => ({
        id: r.id,
        name: { oz: r.nameOz, uz: r.nameUz, ru: r.nameRu },
        districts: districtRows
          .filter((d) => d.regionId === r.id)
          .map((d) => ({
            id: d.id,
            regionId: d.regionId,
            name: { oz: d.nameOz, uz: d.nameUz, ru: d.nameRu },
          })),
      }));
    });

    app.get('/act_types', async () => {
      const rows = await db.select().from(actTypes).orderBy(asc(actTypes.id));
      return rows.map((a) => ({
        id: a.id,
        name: { oz: a.nameOz, uz: a.nameUz, ru: a.nameRu },
        category: a.category,
        simplified: a.simplified,
      }));
    });

    app.get('/notary_offices', async (request) => {
      const { regionId } = parseInput(officesQuery, request.query);
      const rows = await db
        .select()
        .from(offices)
        .where(regionId === undefined ? undefined : eq(offices.regionId, regionId))
        .orderBy(asc(offices.id));
      return rows.map(officeJson);
    });

    // Whether a region has a notary on the portal, and the nearest one that has when it has none: the
    // creation form asks before it is filled (decision 079). Without regionId, the caller's own region,
    // the one the automatic choice uses.
    app.get('/notaries/availability', { config: { session: 'required' as const } }, async (request) => {
      const { regionId } = parseInput(availabilityQuery, request.query);
      const region = regionId ?? (await homeRegionOf(db, sessionOf(request).userId));
      return notaryAvailability(db, region, request.language);
    });

    // The notaries an applicant may choose by hand: active licences only, by office region and
    // district, and by a part of the full name in either script (docs/decisions/015-notary-choice.md).
    app.get('/notaries', async (request) => {
      const { regionId, districtId, name } = parseInput(notariesQuery, request.query);
      const where: SQL[] = [eq(notaries.licenseStatus, 'active')];
      if (regionId !== undefined) where.push(eq(offices.regionId, regionId));
      if (districtId !== undefined) where.push(eq(offices.districtId, districtId));
      if (name !== undefined) {
        // Typed apostrophes (o'g'li) are written as the seed and the registry write them (o‘g‘li).
        const pattern = `%${likeLiteral(uzbekLatin(name))}%`;
        where.push(or(ilike(fullNameLatin, pattern), ilike(fullNameCyrillic, pattern))!);
      }
      const rows = await db
        .select({
          id: notaries.id,
          licenseNumber: notaries.licenseNumber,
          latin: fullNameLatin,
          cyrillic: fullNameCyrillic,
          office: offices,
        })
        .from(notaries)
        .innerJoin(offices, eq(offices.id, notaries.officeId))
        .innerJoin(users, eq(users.id, notaries.userId))
        .innerJoin(citizens, eq(citizens.id, users.citizenId))
        .where(and(...where));
      const list = rows.map((row) => ({
        id: row.id,
        name: namesByLanguage(row.latin, row.cyrillic),
        licenseNumber: row.licenseNumber,
        office: officeJson(row.office),
      }));
      const collator = collators[request.language];
      return list.sort(
        (a, b) => collator.compare(a.name[request.language], b.name[request.language]) || a.id - b.id,
      );
    });
  };
}
