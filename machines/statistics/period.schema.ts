import { z } from 'zod';
import { tashkentMonth } from '../clock/clock';
import {
  addMonths,
  defaultPeriodMonths,
  maxPeriodMonths,
  monthIndex,
  monthPattern,
  periodKeys,
} from './period';

/**
 * The statistics period's rule (period.ts) for the ministry's `GET /api/statistics?from=&to=`. Apart
 * from period.ts so that the page, which only offers choices that keep the rule, loads no zod
 * (decision 103).
 */

const month = z.preprocess(
  // A blank query value (`?from=`) is no value.
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: periodKeys.month }).regex(monthPattern, periodKeys.month).optional(),
);

/**
 * The period of a query `{ from?, to? }` at `now`: the defaults filled in and the rule checked.
 * Issues are at `from` (a bad month) or `to` (a bad month, order, length).
 */
export function periodSchema(now: Date) {
  return z
    .object({ from: month, to: month })
    .transform((value) => {
      const to = value.to ?? tashkentMonth(now);
      const from = value.from ?? addMonths(to, -(defaultPeriodMonths - 1));
      return { from, to };
    })
    .superRefine((period, context) => {
      const span = monthIndex(period.to) - monthIndex(period.from) + 1;
      if (span < 1) context.addIssue({ code: 'custom', path: ['to'], message: periodKeys.order });
      else if (span > maxPeriodMonths) {
        context.addIssue({ code: 'custom', path: ['to'], message: periodKeys.tooLong });
      }
    });
}
