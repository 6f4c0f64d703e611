import { tashkentMonth } from '../clock/clock';

/**
 * The statistics period (decision 053): whole calendar months `from`..`to` (yyyy-mm, both included),
 * Tashkent dates. One rule for the page's period choice and for the ministry's
 * `GET /api/statistics?from=&to=`: a month is yyyy-mm of the years 2000-2099, `from` is not after
 * `to`, and a period spans at most `maxPeriodMonths` (so every answer reads a bounded range of the
 * registration-date index). Without `to` it ends with the current month; without `from` it is the
 * `defaultPeriodMonths` months ending with `to`. Messages are translation keys (decision 019).
 * The rule as a zod schema is period.schema.ts: the page needs none of zod (decision 103).
 */
export const defaultPeriodMonths = 12;
export const maxPeriodMonths = 36;

export const periodKeys = {
  month: 'error_statistics_month',
  order: 'error_statistics_period_order',
  tooLong: 'error_statistics_period_too_long',
} as const;

export const monthPattern = /^20[0-9]{2}-(0[1-9]|1[0-2])$/;

export interface StatisticsPeriod {
  /** First month, yyyy-mm. */
  from: string;
  /** Last month, yyyy-mm (included). */
  to: string;
}

/** Months since year 0 of a yyyy-mm month: the difference of two is their distance in months. */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** `month` moved by `delta` months: addMonths('2026-01', -1) is '2025-12'. */
export const addMonths = (month: string, delta: number) => monthOf(monthIndex(month) + delta);

/** Months `from`..`to`, both included, in order. */
export function monthsOf(period: StatisticsPeriod): string[] {
  const months: string[] = [];
  for (let i = monthIndex(period.from); i <= monthIndex(period.to); i++) months.push(monthOf(i));
  return months;
}

/** The last `months` months ending with the current one. */
export function lastMonths(now: Date, months = defaultPeriodMonths): StatisticsPeriod {
  const to = tashkentMonth(now);
  return { from: addMonths(to, -(months - 1)), to };
}

/** A calendar year as a period. */
export const calendarYear = (year: number): StatisticsPeriod => ({ from: `${year}-01`, to: `${year}-12` });

/** yyyy-mm-dd of the first day of `month`, and of the first day after `to`: the half-open date range. */
export function dateRange(period: StatisticsPeriod): { start: string; end: string } {
  return { start: `${period.from}-01`, end: `${addMonths(period.to, 1)}-01` };
}

/** The period choices the page offers, each a translation key's id and its months at `now`. */
export type PeriodChoiceId = 'last12' | 'last24' | 'last36' | 'thisYear' | 'lastYear';

export function periodChoices(now: Date): { id: PeriodChoiceId; period: StatisticsPeriod }[] {
  const year = Number(tashkentMonth(now).slice(0, 4));
  return [
    { id: 'last12', period: lastMonths(now, 12) },
    { id: 'last24', period: lastMonths(now, 24) },
    { id: 'last36', period: lastMonths(now, 36) },
    { id: 'thisYear', period: calendarYear(year) },
    { id: 'lastYear', period: calendarYear(year - 1) },
  ];
}
