import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { actTypes, citizens, districts, notaries, offices, regions, users } from '../db/schema';
import type { Language } from '../i18n';
import { namesByLanguage } from '../text/citizen-name';
import { uzbekLatin } from '../text/latin-to-cyrillic';

// The reference lists every form reads (regions with their districts, act types, offices) and the
// notaries an applicant may choose by hand (docs/decisions/015-notary-choice.md).

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

/** The regions in their order, each with its districts. */
export async function regionsWithDistricts(db: Database) {
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
}

/** Every act type, by id. */
export async function actTypeList(db: Database) {
  const rows = await db.select().from(actTypes).orderBy(asc(actTypes.id));
  return rows.map((a) => ({
    id: a.id,
    name: { oz: a.nameOz, uz: a.nameUz, ru: a.nameRu },
    category: a.category,
    simplified: a.simplified,
  }));
}

/** The offices, by id: all of them, or those of one region. */
export async function officeList(db: Database, regionId: number | undefined) {
  const rows = await db
    .select()
    .from(offices)
    .where(regionId === undefined ? undefined : eq(offices.regionId, regionId))
    .orderBy(asc(offices.id));
  return rows.map(officeJson);
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

export interface ChoosableNotariesFilter {
  regionId?: number | undefined;
  districtId?: number | undefined;
  /** A part of the full name in either script, spaces collapsed. */
  name?: string | undefined;
}

/**
 * The notaries an applicant may choose by hand: active licences only, by office region and district,
 * and by a part of the full name in either script, in the alphabetical order of `language`.
 */
export async function choosableNotaries(
  db: Database,
  { regionId, districtId, name }: ChoosableNotariesFilter,
  language: Language,
) {
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
  const collator = collators[language];
  return list.sort((a, b) => collator.compare(a.name[language], b.name[language]) || a.id - b.id);
}
