import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actTypeIds } from '../../machines/act-types/act-types';
import { tashkentDate, tashkentOffsetSqlInterval } from '../../machines/clock/clock';
import { locales } from '../../machines/text/locales';
import { queryRows } from '../../ministry/db/database';
import { seedPeople } from '../../ministry/db/seed';
import { type Language, translate } from '../../ministry/i18n';
import type { ActStatistics } from '../../ministry/statistics/statistics';
import { seedActs } from '../../scripts/bench-acts';
import { drivers, ministryForSuite } from '../support/ministry';
import {
  acceptInvitations,
  addVehicle,
  cleanSale,
  clientOf,
  walkSimplifiedToRegistered,
  walkToRegistered,
} from './acts-support';

// GET /api/statistics (decision 053): every series equals a plain count over the same rows of
// acts.acts: the bench's bulk acts (spread over types, offices, registration types and two years of
// registry dates) and acts created and registered here through the lifecycle, on a clock the test moves.

const rahimovaPin = seedPeople.find((p) => p.userid === 'drahimova')!.pin;

interface ActRow extends Record<string, unknown> {
  type_id: number;
  region_id: number;
  regtype: number;
  regdate: string | null;
  instime: string;
}

const dayNumber = (isoDate: string) =>
  Date.UTC(+isoDate.slice(0, 4), +isoDate.slice(5, 7) - 1, +isoDate.slice(8, 10)) / 86_400_000;
/** The creation date in Tashkent, as a day number. */
const createdDay = (instime: string) => dayNumber(tashkentDate(instime));
const mean = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) * 10) / values.length) / 10;

/** The statistics of `rows` for the months `from`..`to`, counted one act at a time. */
function countedByHand(rows: ActRow[], months: string[]) {
  const inPeriod = rows.filter((r) => r.regdate !== null && months.includes(r.regdate.slice(0, 7)));
  const days = (r: ActRow) => dayNumber(r.regdate!) - createdDay(r.instime);
  const count = (keep: (r: ActRow) => boolean) => inPeriod.filter(keep).length;
  return {
    total: inPeriod.length,
    averageDays: mean(inPeriod.map(days)),
    months: months.map((month) => {
      const of = inPeriod.filter((r) => r.regdate!.startsWith(month));
      return { month, count: of.length, averageDays: mean(of.map(days)) };
    }),
    types: Object.fromEntries(actTypeIds.map((id) => [id, count((r) => r.type_id === id)])),
    regions: (regionIds: number[]) =>
      Object.fromEntries(regionIds.map((id) => [id, count((r) => r.region_id === id)])),
    registrationTypes: [1, 2].map((regtype) => ({ regtype, count: count((r) => r.regtype === regtype) })),
  };
}

describe.each(drivers)('the public statistics on %s', (driver) => {
  // The ministry's clock: acts are created, registered and dated by it.
  let clock = new Date('2026-03-10T06:00:00Z');
  const ministry = ministryForSuite(driver, { auth: { now: () => clock } });

  async function statistics(query = '', language: Language = 'oz') {
    const response = await fetch(`${ministry().url}/api/statistics${query}`, {
      headers: { 'accept-language': language },
    });
    return {
      status: response.status,
      body: (await response.json()) as ActStatistics & Record<string, unknown>,
    };
  }

  async function sale(simplified: boolean) {
    const applicant = await clientOf(ministry(), 'drahimova');
    const vehicle = await addVehicle(ministry(), [rahimovaPin]);
    const created = await applicant.post('/notarial_act', { ...cleanSale, vehicle, simplified });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { uuid, rid } = created.body as { uuid: string; rid: number };
    await acceptInvitations(ministry(), uuid, rid);
    return uuid;
  }

  const actRows = () =>
    queryRows<ActRow>(
      ministry().db,
      sql`select a.type_id, o.region_id, a.regtype::int as regtype, a.regdate::text as regdate, a.instime::text as instime
          from acts.acts a join notary.offices o on o.id = a.office_id`,
    );

  it('counts every series as a plain count over the registered acts of the period', async () => {
    await seedActs(ministry(), 450);
    // Created on 10 March 2026: one registered the same day, one registered on 2 May (53 days),
    // one never registered.
    const registeredSameDay = await sale(false);
    const registeredLater = await sale(true);
    await sale(false);
    let applicant = await clientOf(ministry(), 'drahimova');
    let notary = await clientOf(ministry(), 'nabdullayeva');
    const first = await walkToRegistered(applicant, notary, registeredSameDay);
    expect(first.general.regdate).toBe('2026-03-10');
    clock = new Date('2026-05-02T10:00:00Z');
    applicant = await clientOf(ministry(), 'drahimova');
    notary = await clientOf(ministry(), 'nabdullayeva');
    const second = await walkSimplifiedToRegistered(applicant, notary, registeredLater);
    expect(second.general.regdate).toBe('2026-05-02');

    const rows = await actRows();
    const months = Array.from(
      { length: 24 },
      (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
    );
    const expected = countedByHand(rows, months);
    const { status, body } = await statistics('?from=2025-01&to=2026-12');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.period).toEqual({ from: '2025-01', to: '2026-12' });
    expect(body.total).toBe(expected.total);
    // The bulk acts register about one in nine; two more were registered here.
    expect(body.total).toBeGreaterThan(40);
    expect(body.averageDays).toBe(expected.averageDays);
    expect(body.months).toEqual(expected.months);
    expect(Object.fromEntries(body.types.map((t) => [t.typeId, t.count]))).toEqual(expected.types);
    expect(body.types.find((t) => t.typeId === 1)).toMatchObject({ type: 'vehicleSale' });
    const regionIds = body.regions.map((r) => r.regionId);
    expect(regionIds).toHaveLength(14);
    expect(Object.fromEntries(body.regions.map((r) => [r.regionId, r.count]))).toEqual(
      expected.regions(regionIds),
    );
    expect(body.registrationTypes).toEqual(expected.registrationTypes);
    // Most first, in every series a chart shows by size.
    const counts = body.types.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // The acts registered here: May 2026 has the simplified sale, 53 days after its creation.
    const may = body.months.find((m) => m.month === '2026-05')!;
    const mayBulk = rows.filter((r) => r.regdate?.startsWith('2026-05') && r.instime < '2026-03-01').length;
    expect(may.count).toBe(mayBulk + 1);

    // The default period: the twelve months ending with the clock's month, the same numbers.
    const byDefault = await statistics();
    expect(byDefault.body.period).toEqual({ from: '2025-06', to: '2026-05' });
    const explicit = await statistics('?from=2025-06&to=2026-05');
    expect(byDefault.body).toEqual(explicit.body);
    expect(byDefault.body.total).toBe(
      countedByHand(
        rows,
        byDefault.body.months.map((m) => m.month),
      ).total,
    );
  });

  it('keeps its running totals equal to a recount through every kind of write, and a rollback leaves them', async () => {
    // Acts of their own, numbered past every earlier one (a retried test adds more, the recount too).
    const [{ last }] = (await queryRows<{ last: number }>(
      ministry().db,
      sql`select coalesce(max(id), 0)::int as last from acts.acts`,
    )) as [{ last: number }];
    await seedActs(ministry(), 90, { from: 1_000_000 + last });
    const db = ministry().db;
    const ours = sql`(select id from acts.acts where id > ${last}`;
    // Registry dates moved to another month; unregistered; registered; an act moved to an office of
    // another region; a creation time changed; acts deleted with their parties.
    await db.execute(
      sql`update acts.acts set regdate = regdate + 40 where id in ${ours} and regdate is not null limit 3)`,
    );
    await db.execute(
      sql`update acts.acts set regdate = null where id in ${ours} and regdate is not null order by id desc limit 2)`,
    );
    await db.execute(
      sql`update acts.acts set regdate = date '2026-04-15' where id in ${ours} and regdate is null limit 4)`,
    );
    await db.execute(sql`
      update acts.acts a set office_id = (select o.id from notary.offices o join notary.offices mine on mine.id = a.office_id
        where o.region_id <> mine.region_id order by o.id limit 1)
      where a.id in ${ours} and regdate is not null order by id limit 2)`);
    await db.execute(
      sql`update acts.acts set instime = instime - interval '3 days' where id in ${ours} and regdate is not null order by id desc limit 2)`,
    );
    const doomed = sql`(select id from acts.acts where id > ${last} and regdate is not null order by id limit 2)`;
    await db.execute(sql`delete from acts.parties where act_id in ${doomed}`);
    await db.execute(sql`delete from acts.acts where id in ${doomed}`);
    // A registration rolled back leaves no trace in the totals.
    const totals = () =>
      queryRows<Record<string, unknown>>(
        db,
        sql`select month::text, type_id, region_id, regtype::int, acts, days::int from acts.registered_months
            where acts <> 0 order by 1, 2, 3, 4`,
      );
    const before = await totals();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`update acts.acts set regdate = date '2026-04-16' where id in ${ours} and regdate is null limit 5)`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await totals()).toEqual(before);

    const recount = await queryRows<Record<string, unknown>>(
      db,
      sql`select date_trunc('month', a.regdate)::date::text as month, a.type_id, o.region_id, a.regtype::int as regtype,
            count(*)::int as acts,
            sum(a.regdate - ((a.instime at time zone 'UTC') + ${sql.raw(tashkentOffsetSqlInterval)})::date)::int as days
          from acts.acts a join notary.offices o on o.id = a.office_id
          where a.regdate is not null group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    expect(before).toEqual(recount);
    expect(before.length).toBeGreaterThan(10);
    // And what the route answers is the same recount, one act at a time.
    const months = Array.from(
      { length: 24 },
      (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
    );
    const expected = countedByHand(await actRows(), months);
    const { body } = await statistics('?from=2025-01&to=2026-12');
    expect(body.total).toBe(expected.total);
    expect(body.averageDays).toBe(expected.averageDays);
    expect(body.months).toEqual(expected.months);
  });

  it.each([
    ['?from=2026-13', 'from', 'error_statistics_month'],
    ['?from=26-01&to=2026-02', 'from', 'error_statistics_month'],
    ['?to=2026-1', 'to', 'error_statistics_month'],
    ['?from=2026-05&to=2026-04', 'to', 'error_statistics_period_order'],
    ['?from=2023-01&to=2026-01', 'to', 'error_statistics_period_too_long'],
    ['?from=1999-12&to=2000-01', 'from', 'error_statistics_month'],
  ])('answers %s with 400 and its message in the three languages', async (query, field, key) => {
    for (const language of locales) {
      const { status, body } = await statistics(query, language);
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(body.fields).toEqual({ [field]: translate(language, `validation.${key}`) });
      expect(body.message).toBe(translate(language, `validation.${key}`));
    }
  });

  it('answers an array parameter (from=a&from=b) with 400, not a server error', async () => {
    const { status, body } = await statistics('?from=2026-01&from=2026-02');
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
  });
});
