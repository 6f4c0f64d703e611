import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../db/database';
import { citizens, notaries, users } from '../db/schema';
import { MinistryError } from '../errors';
import type { Language } from '../i18n';

/**
 * The notaries an automatic choice may give an online act: an active licence, and a portal account
 * (decision 051). One predicate for the creation's choice (ministry/acts/create.ts) and for the
 * availability the creation form asks before it is filled (decision 079), so the two cannot drift.
 * The partial index `notaries_on_portal_idx` holds exactly these rows.
 */
export const onPortal: SQL = and(eq(notaries.licenseStatus, 'active'), isNotNull(notaries.userId))!;

// The same rows in the raw SQL below, whose columns drizzle would not qualify (n: notaries).
const onPortalRaw = sql.raw(`n.license_status = 'active' and n.user_id is not null`);

export interface NotaryAvailability {
  regionId: number;
  /** The region's name in the request's language. */
  name: string;
  /** Whether a notary on the portal works in an office of the region. */
  available: boolean;
  /** When none does: the region nearest to it that has one, by its offices' coordinates. */
  nearest: { regionId: number; name: string } | null;
}

/** The region's name column in a language: from a fixed list, never from the request. */
const nameColumn: Record<Language, SQL> = {
  oz: sql.raw('r.name_oz'),
  uz: sql.raw('r.name_uz'),
  ru: sql.raw('r.name_ru'),
};

/** The region of the signed-in citizen: the one an automatic choice without a region uses. */
export async function homeRegionOf(db: Database | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ regionId: citizens.regionId })
    .from(users)
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(eq(users.id, userId));
  if (!row) throw new MinistryError(403, 'forbidden');
  return row.regionId;
}

/**
 * Whether a region has a notary on the portal and, when it has none, the nearest region that has one.
 * Regions carry no coordinates, so a region stands where its offices stand on average (the directory
 * map's coordinates); nearest is by great-circle distance between those centres. Bounded: one row per
 * region, the staffed regions read through the partial index.
 */
export async function notaryAvailability(
  db: Database,
  regionId: number,
  language: Language,
): Promise<NotaryAvailability> {
  const name = nameColumn[language];
  const [region] = await queryRows<{ name: string; available: boolean }>(
    db,
    sql`select ${name} as name, exists (
          select 1 from notary.notaries n inner join notary.offices o on o.id = n.office_id
          where o.region_id = r.id and ${onPortalRaw}) as available
        from ref.regions r where r.id = ${regionId}`,
  );
  if (!region) throw new MinistryError(404, 'not_found');
  if (region.available) return { regionId, name: region.name, available: true, nearest: null };

  const [row] = await queryRows<{ region_id: number; name: string }>(
    db,
    sql`
    with centres as (
      select o.region_id, radians(avg(o.latitude)) as lat, radians(avg(o.longitude)) as lon
      from notary.offices o
      group by o.region_id
    ),
    staffed as (
      select distinct o.region_id
      from notary.notaries n inner join notary.offices o on o.id = n.office_id
      where ${onPortalRaw}
    )
    select s.region_id::int as region_id, ${name} as name
    from staffed s
    inner join centres c on c.region_id = s.region_id
    inner join centres home on home.region_id = ${regionId}
    inner join ref.regions r on r.id = s.region_id
    order by 2 * asin(sqrt(
      power(sin((c.lat - home.lat) / 2), 2) +
      cos(home.lat) * cos(c.lat) * power(sin((c.lon - home.lon) / 2), 2)
    )), s.region_id
    limit 1`,
  );
  return {
    regionId,
    name: region.name,
    available: false,
    nearest: row ? { regionId: Number(row.region_id), name: row.name } : null,
  };
}
