import { sql } from 'drizzle-orm';
import { type ActTypeKey, actTypeIds, actTypes as actTypeRegistry } from '../../machines/act-types/act-types';
import { dateRange, monthsOf, type StatisticsPeriod } from '../../machines/statistics/period';
import { type Database, queryRows } from '../db/database';

/**
 * The public statistics (issue 12, decision 053): the acts registered in a period, by registration
 * month, act type, region of the notary's office and registration type (1 in person, 2 video), and
 * the average days from creation to registration. An act counts in the month of its registry date
 * (`regdate`, a Tashkent date), whatever happened to it after (an act annulled later was registered
 * all the same and keeps its registry number). Acts never registered do not count.
 *
 * One statement over the running totals of `acts.registered_months` (decision 125): the acts'
 * triggers keep one row per month, act type, region and registration type, so a period reads at most
 * 36 x 14 x 14 x 2 rows however many acts there are. (Decision 053 counted the acts themselves from an
 * index: 300 ms for 36 months at 2,000,000 acts, growing with them.)
 */

export interface Localized {
  oz: string;
  uz: string;
  ru: string;
}

export interface ActStatistics {
  period: StatisticsPeriod;
  total: number;
  /** Mean of (registry date - creation date in Tashkent) in days, one decimal; null with no act. */
  averageDays: number | null;
  /** Every month of the period, in order, zero where none was registered. */
  months: { month: string; count: number; averageDays: number | null }[];
  /** Every act type of the registry, most registered first (registry order among equals). */
  types: { typeId: number; type: ActTypeKey; name: Localized; count: number }[];
  /** Every region, most registered first (the regions' own order among equals). */
  regions: { regionId: number; name: Localized; count: number }[];
  /** In person (1) and video (2). */
  registrationTypes: { regtype: 1 | 2; count: number }[];
}

interface GroupRow extends Record<string, unknown> {
  month: string;
  type_id: number;
  region_id: number;
  regtype: number;
  n: number;
  days: number;
}

/** Count and sum of days per key. */
class Tally<K> {
  readonly groups = new Map<K, { n: number; days: number }>();
  add(key: K, n: number, days: number) {
    const group = this.groups.get(key) ?? { n: 0, days: 0 };
    group.n += n;
    group.days += days;
    this.groups.set(key, group);
  }
  count = (key: K) => this.groups.get(key)?.n ?? 0;
}

const average = (days: number, count: number) => (count === 0 ? null : Math.round((days * 10) / count) / 10);

export async function actStatistics(db: Database, period: StatisticsPeriod): Promise<ActStatistics> {
  const { start, end } = dateRange(period);
  // The days were summed by the triggers with the creation date in Tashkent, UTC+5 all year (section 9,
  // the clock's offset; the statistics test recounts them with it).
  const [groups, typeRows, regionRows] = await Promise.all([
    // The running totals kept by the acts' triggers: one row per month, type, region and registration
    // type (at most 36 x 14 x 14 x 2 rows), summed up per series below.
    queryRows<GroupRow>(
      db,
      sql`
      select to_char(m.month, 'YYYY-MM') as month, m.type_id, m.region_id, m.regtype::int as regtype,
        m.acts as n, m.days::float8 as days
      from acts.registered_months m
      where m.month >= ${start}::date and m.month < ${end}::date and m.acts <> 0`,
    ),
    queryRows<{ id: number; name_oz: string; name_uz: string; name_ru: string }>(
      db,
      sql`select id, name_oz, name_uz, name_ru from ref.act_types`,
    ),
    queryRows<{ id: number; name_oz: string; name_uz: string; name_ru: string }>(
      db,
      sql`select id, name_oz, name_uz, name_ru from ref.regions order by sort_order, id`,
    ),
  ]);
  const total = new Tally<'all'>();
  const byMonth = new Tally<string>();
  const byType = new Tally<number>();
  const byRegion = new Tally<number>();
  const byRegtype = new Tally<number>();
  for (const g of groups) {
    total.add('all', g.n, g.days);
    byMonth.add(g.month, g.n, g.days);
    byType.add(g.type_id, g.n, g.days);
    byRegion.add(g.region_id, g.n, g.days);
    byRegtype.add(g.regtype, g.n, g.days);
  }
  const all = total.groups.get('all') ?? { n: 0, days: 0 };
  const names = new Map(typeRows.map((t) => [t.id, { oz: t.name_oz, uz: t.name_uz, ru: t.name_ru }]));
  const mostFirst = <T extends { count: number }>(rows: T[]) =>
    rows
      .map((row, order) => ({ row, order }))
      .sort((a, b) => b.row.count - a.row.count || a.order - b.order)
      .map(({ row }) => row);
  return {
    period,
    total: all.n,
    averageDays: average(all.days, all.n),
    months: monthsOf(period).map((month) => {
      const g = byMonth.groups.get(month);
      return { month, count: g?.n ?? 0, averageDays: g ? average(g.days, g.n) : null };
    }),
    types: mostFirst(
      actTypeIds.map((id) => ({
        typeId: id,
        type: actTypeRegistry[id].key,
        name: names.get(id) ?? { oz: '', uz: '', ru: '' },
        count: byType.count(id),
      })),
    ),
    regions: mostFirst(
      regionRows.map((r) => ({
        regionId: r.id,
        name: { oz: r.name_oz, uz: r.name_uz, ru: r.name_ru },
        count: byRegion.count(r.id),
      })),
    ),
    registrationTypes: ([1, 2] as const).map((regtype) => ({ regtype, count: byRegtype.count(regtype) })),
  };
}
