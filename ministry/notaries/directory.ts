import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DirectoryQuery } from '../../machines/notary-directory/directory.schema';
import { type PresenceInput, presenceAt, workingDays } from '../../machines/notary-directory/presence';
import { searchKey } from '../../machines/text/search-key';
import type { Database } from '../db/database';
import { notaries, offices } from '../db/schema';
import { MinistryError } from '../errors';
import type { Language } from '../i18n';
import { officeJson } from '../reference/reference';
import { namesByLanguage } from '../text/citizen-name';

// The public notary directory (issue 12, decision 051): the list with its filters, sorts and pages,
// the map's offices, and one notary's card. Its reviews are ../reviews/notary-reviews.ts's.

type OfficeRow = typeof offices.$inferSelect;
type NotaryRow = typeof notaries.$inferSelect;

function notaryJson(n: NotaryRow, o: OfficeRow, now: Date, distanceKm: number | null = null) {
  return {
    id: n.id,
    name: namesByLanguage(n.fullNameLatin, n.fullNameCyrillic),
    licenseNumber: n.licenseNumber,
    licenseStatus: n.licenseStatus,
    absence: n.absence,
    absentUntil: n.absentUntil,
    workDays: workingDays(n.workDays),
    workFrom: n.workFrom,
    workTo: n.workTo,
    presence: presenceAt(n as PresenceInput, now),
    ministryRating: n.ministryRating,
    clientRating: n.clientRating,
    reviewCount: n.reviewCount,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    office: officeJson(o),
  };
}

/** Every word of the query's key occurs in the notary's key (machines/text/search-key.ts, in SQL). */
function nameMatches(name: string): SQL | undefined {
  const words = searchKey(name).split(' ').filter(Boolean);
  if (words.length === 0) return sql`false`;
  // Keys hold only letters, digits and spaces, so no LIKE wildcard can come from the query.
  return and(
    ...words.map((word) =>
      word.length >= 3
        ? sql`${notaries.searchKey} like ${`%${word}%`}`
        : sql`(' ' || ${notaries.searchKey}) like ${`% ${word}%`}`,
    ),
  );
}

function filters(
  query: Pick<DirectoryQuery, 'regionId' | 'districtId' | 'officeId' | 'name'>,
): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.regionId !== undefined) where.push(eq(offices.regionId, query.regionId));
  if (query.districtId !== undefined) where.push(eq(offices.districtId, query.districtId));
  if (query.officeId !== undefined) where.push(eq(notaries.officeId, query.officeId));
  if (query.name !== undefined) where.push(nameMatches(query.name));
  return and(...where);
}

/** Great-circle distance in km from the visitor to the office (haversine). */
const distanceFrom = (latitude: number, longitude: number) => sql<number>`(12742 * asin(sqrt(
  power(sin(radians(${offices.latitude} - ${latitude}) / 2), 2) +
  cos(radians(${latitude})) * cos(radians(${offices.latitude})) * power(sin(radians(${offices.longitude} - ${longitude}) / 2), 2))))`;

const alphabetColumn: Record<Language, AnyPgColumn> = {
  oz: notaries.alphabetOz,
  uz: notaries.alphabetUz,
  ru: notaries.alphabetRu,
};

function orderOf(query: DirectoryQuery, language: Language): SQL[] {
  switch (query.sort) {
    case 'ministryRating':
      return [sql`${notaries.ministryRating} desc nulls last`, asc(notaries.id)];
    case 'clientRating':
      return [sql`${notaries.clientRating} desc nulls last`, asc(notaries.id)];
    case 'distance':
      return [asc(distanceFrom(query.latitude!, query.longitude!)), asc(notaries.id)];
    default:
      // The alphabet of the page's language, by the stored sort key; both drivers agree on "C"
      // (decision 051).
      return [sql`${alphabetColumn[language]} collate "C"`, asc(notaries.id)];
  }
}

/** A notary with its office; 404 not_found when there is none of that id. */
export async function directoryNotary(db: Database, id: number) {
  const [row] = await db
    .select({ notary: notaries, office: offices })
    .from(notaries)
    .innerJoin(offices, eq(offices.id, notaries.officeId))
    .where(eq(notaries.id, id));
  if (!row) throw new MinistryError(404, 'not_found');
  return row;
}

/** One page of the directory in the query's order, with the total that matches its filters. */
export async function directoryPage(
  db: Database,
  query: DirectoryQuery,
  language: Language,
  now: () => Date,
) {
  const where = filters(query);
  const distance =
    query.latitude !== undefined && query.longitude !== undefined
      ? distanceFrom(query.latitude, query.longitude)
      : sql<null>`null`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ notary: notaries, office: offices, distance })
      .from(notaries)
      .innerJoin(offices, eq(offices.id, notaries.officeId))
      .where(where)
      .orderBy(...orderOf(query, language))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notaries)
      .innerJoin(offices, eq(offices.id, notaries.officeId))
      .where(where),
  ]);
  const at = now();
  return {
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
    items: rows.map((r) =>
      notaryJson(r.notary, r.office, at, r.distance === null ? null : Number(r.distance)),
    ),
  };
}

/**
 * The map's markers: the offices with at least one notary matching the list's filters (but the office
 * filter itself, which the map sets), each with how many match.
 */
export async function directoryOffices(db: Database, query: DirectoryQuery) {
  const rows = await db
    .select({ office: offices, notaries: sql<number>`count(*)::int` })
    .from(notaries)
    .innerJoin(offices, eq(offices.id, notaries.officeId))
    .where(filters({ ...query, officeId: undefined }))
    .groupBy(offices.id)
    .orderBy(asc(offices.id))
    .limit(2000);
  return rows.map((r) => ({ ...officeJson(r.office), notaries: r.notaries }));
}

/** One notary's card, with its presence now; 404 not_found when there is none of that id. */
export async function directoryCard(db: Database, id: number, now: () => Date) {
  const row = await directoryNotary(db, id);
  return notaryJson(row.notary, row.office, now());
}
