import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { tashkentMonth } from '../clock/clock';
import { deferred, settle } from '../testing/deferred';
import { addMonths, lastMonths, maxPeriodMonths, monthsOf, periodChoices, periodKeys } from './period';
import { periodSchema } from './period.schema';
import {
  type StatisticsData,
  type StatisticsFailure,
  statisticsMachine,
  statisticsStateValues,
} from './statistics.machine';
import { selectStatistics } from './statistics.select';

const year2025 = { from: '2025-01', to: '2025-12' };
const year2026 = { from: '2026-01', to: '2026-12' };

const answer = (period: { from: string; to: string }, total: number): StatisticsData => ({
  ...period,
  total,
  averageDays: total === 0 ? null : 2.5,
  months: monthsOf(period).map((month) => ({ month, count: 0, averageDays: null })),
  types: [{ type: 'vehicleSale', count: total }],
  regions: [],
  registrationTypes: [
    { registrationType: 'inPerson', count: total },
    { registrationType: 'video', count: 0 },
  ],
});

/** The machine with a load the test answers by hand: each call's period and its pending answer. */
function started(period = year2025) {
  const loads: {
    period: { from: string; to: string };
    answer: ReturnType<typeof deferred<StatisticsData>>;
  }[] = [];
  const machine = statisticsMachine.provide({
    actors: {
      load: fromPromise(({ input }) => {
        const pending = deferred<StatisticsData>();
        loads.push({ period: input, answer: pending });
        return pending.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { period } }).start();
  const view = () => selectStatistics(actor.getSnapshot());
  return { actor, loads, view };
}

describe('the statistics page chart', () => {
  it('loads the period, then shows its numbers', async () => {
    const { loads, view, actor } = started();
    expect(view()).toMatchObject({ busy: true, data: null, failed: false, stale: false });
    expect(loads.map((l) => l.period)).toEqual([year2025]);
    loads[0]!.answer.resolve(answer(year2025, 7));
    await settle();
    expect(view()).toMatchObject({ busy: false, stale: false, empty: false, failed: false });
    expect(view().data?.total).toBe(7);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('says a period without registered acts is empty', async () => {
    const { loads, view } = started();
    loads[0]!.answer.resolve(answer(year2025, 0));
    await settle();
    expect(view()).toMatchObject({ empty: true, busy: false });
  });

  it('keeps the last numbers on screen, marked stale, while another period loads', async () => {
    const { actor, loads, view } = started();
    loads[0]!.answer.resolve(answer(year2025, 7));
    await settle();
    actor.send({ type: 'period.chosen', period: year2026 });
    expect(view()).toMatchObject({ busy: true, stale: true, period: year2026 });
    expect(view().data?.total).toBe(7);
    loads[1]!.answer.resolve(answer(year2026, 3));
    await settle();
    expect(view()).toMatchObject({ busy: false, stale: false, period: year2026 });
    expect(view().data?.total).toBe(3);
  });

  it('drops the answer of a period replaced while it loaded', async () => {
    const { actor, loads, view } = started();
    actor.send({ type: 'period.chosen', period: year2026 });
    expect(loads.map((l) => l.period)).toEqual([year2025, year2026]);
    loads[0]!.answer.resolve(answer(year2025, 99));
    await settle();
    expect(view()).toMatchObject({ busy: true, data: null });
    loads[1]!.answer.resolve(answer(year2026, 3));
    await settle();
    expect(view().data?.total).toBe(3);
  });

  it('does not load again when the same period is chosen', async () => {
    const { actor, loads } = started();
    loads[0]!.answer.resolve(answer(year2025, 7));
    await settle();
    actor.send({ type: 'period.chosen', period: { ...year2025 } });
    expect(loads).toHaveLength(1);
  });

  it('shows a failure with the ministry’s message, or none, and retries the same period', async () => {
    const { actor, loads, view } = started();
    loads[0]!.answer.reject({ refusal: 'Davr 36 oydan oshmasligi kerak' } satisfies StatisticsFailure);
    await settle();
    expect(view()).toMatchObject({
      failed: true,
      busy: false,
      failureMessage: 'Davr 36 oydan oshmasligi kerak',
    });
    actor.send({ type: 'retry' });
    expect(view()).toMatchObject({ failed: false, busy: true, failureMessage: null });
    expect(loads.map((l) => l.period)).toEqual([year2025, year2025]);
    loads[1]!.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    // A network error's own text is not shown: the page's own "unavailable" message is.
    expect(view()).toMatchObject({ failed: true, failureMessage: null });
    loads.length = 0;
    actor.send({ type: 'period.chosen', period: year2026 });
    expect(loads.map((l) => l.period)).toEqual([year2026]);
    loads[0]!.answer.resolve(answer(year2026, 1));
    await settle();
    expect(view()).toMatchObject({ failed: false, busy: false });
    expect(statisticsStateValues).toContain(actor.getSnapshot().value);
  });
});

describe('the statistics period rule', () => {
  const now = new Date('2026-11-30T20:00:00Z'); // 1 December 2026 in Tashkent

  it('dates the current month in Tashkent', () => {
    expect(tashkentMonth(now)).toBe('2026-12');
    expect(lastMonths(now)).toEqual({ from: '2026-01', to: '2026-12' });
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('fills the default period and accepts a period of up to 36 months', () => {
    expect(periodSchema(now).parse({})).toEqual({ from: '2026-01', to: '2026-12' });
    expect(periodSchema(now).parse({ to: '2025-03' })).toEqual({ from: '2024-04', to: '2025-03' });
    expect(periodSchema(now).parse({ from: '2024-01', to: '2026-12' })).toEqual({
      from: '2024-01',
      to: '2026-12',
    });
    expect(monthsOf({ from: '2024-01', to: '2026-12' })).toHaveLength(maxPeriodMonths);
  });

  it.each([
    [{ from: '2026-00' }, 'from', periodKeys.month],
    [{ from: '2026-1' }, 'from', periodKeys.month],
    [{ to: '1999-12' }, 'to', periodKeys.month],
    [{ from: 202601 }, 'from', periodKeys.month],
    [{ from: '2026-05', to: '2026-04' }, 'to', periodKeys.order],
    [{ from: '2023-12', to: '2026-12' }, 'to', periodKeys.tooLong],
  ])('refuses %j at %s', (query, field, key) => {
    const result = periodSchema(now).safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, key]]);
  });

  it('offers periods the rule accepts', () => {
    for (const { period } of periodChoices(now)) expect(periodSchema(now).parse(period)).toEqual(period);
    expect(periodChoices(now).map((c) => c.id)).toEqual([
      'last12',
      'last24',
      'last36',
      'thisYear',
      'lastYear',
    ]);
  });
});
