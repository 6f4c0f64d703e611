import { z } from 'zod';
import type { CalendarDate } from '../clock/clock';

export { maskCalendarDate } from './calendar-date.mask';
export type { CalendarDate };

/**
 * A calendar date as section 5's mask writes it, dd.mm.yyyy (a birth date, a term's first and last
 * day, a record's date). It must be a day of the calendar (no 31.02). Machines own no clock, so
 * "today" is always an argument. Messages are translation keys resolved in each place's namespace
 * (docs/decisions/019-field-rules.md).
 */

const pattern = /^(\d{2})\.(\d{2})\.(\d{4})$/;

export const calendarDateKeys = { wrong: 'error_wrong_calendar_date' } as const;

const leap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) =>
  month === 2 && leap(year) ? 29 : (monthDays[month - 1] ?? 0);

/** The date of a dd.mm.yyyy text, or undefined when it is not a day of the calendar (years 1900-2199). */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
    return undefined;
  }
  return { year, month, day };
}

/** Negative when a is before b, zero on the same day, positive after. */
export const compareDates = (a: CalendarDate, b: CalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/** As the registry holds it and a client sends it: the text, checked to be a real day. */
export const exactCalendarDateSchema = z
  .string({ error: calendarDateKeys.wrong })
  .refine((text) => parseCalendarDate(text) !== undefined, calendarDateKeys.wrong);
