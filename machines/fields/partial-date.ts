import { z } from 'zod';
import { parseCalendarDate } from './calendar-date';

/**
 * A date of which the day, or the day and the month, may be unknown (section 5: "partial date with
 * XX for day and month"), as registries write the birth date of someone born where only the year
 * was recorded: `12.05.1950`, `XX.05.1950`, `XX.XX.1950`. What is valid (docs/decisions/075-masks.md):
 * - a whole date is a day of the calendar, as ./calendar-date.ts judges it (no 31.02);
 * - `XX.mm.yyyy`: an unknown day of a known month (01-12);
 * - `XX.XX.yyyy`: the year alone;
 * - never a known day of an unknown month (`12.XX.1950` says nothing a person can use), never half
 *   a group (`X5`), never an unknown year; years 1900-2199, as for a whole date.
 * An `X` typed in Cyrillic (`Х`, which looks the same) or in lower case is read as `X`.
 */
export interface PartialDate {
  year: number;
  /** 1-12; absent when unknown. */
  month?: number;
  /** Absent when unknown; never present without the month. */
  day?: number;
}

export const unknownPart = 'XX';

const pattern = /^(\d{2}|XX)\.(\d{2}|XX)\.(\d{4})$/;

export const partialDateKeys = {
  required: 'error_required_partial_date',
  wrong: 'error_wrong_partial_date',
} as const;

/** X of any case and script (the Cyrillic Х a Russian layout types) as the Latin capital. */
const latinX = (text: string) => text.replace(/[xХх]/g, 'X');

/** The date a dd.mm.yyyy text with XX for unknown parts holds, or undefined when it holds none. */
export function parsePartialDate(text: string): PartialDate | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [match[1]!, match[2]!, Number(match[3])];
  if (day !== unknownPart) {
    const whole = month === unknownPart ? undefined : parseCalendarDate(text);
    return whole && { year: whole.year, month: whole.month, day: whole.day };
  }
  if (year < 1900 || year > 2199) return undefined;
  if (month === unknownPart) return { year };
  const monthNumber = Number(month);
  return monthNumber >= 1 && monthNumber <= 12 ? { year, month: monthNumber } : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy with XX for what is unknown: the text parsePartialDate reads. */
export function formatPartialDate({ year, month, day }: PartialDate): string {
  const known = (n: number | undefined) => (n === undefined ? unknownPart : pad(n));
  return `${month === undefined ? unknownPart : known(day)}.${known(month)}.${String(year).padStart(4, '0')}`;
}

/** As a client sends it and a registry holds it: the text, nothing tidied. */
export const exactPartialDateSchema = z
  .string({ error: partialDateKeys.wrong })
  .refine((text) => parsePartialDate(text) !== undefined, partialDateKeys.wrong);

/** As typed with the mask: trimmed, x and Х read as X; a field left empty is asked for first. */
export const partialDateSchema = z
  .string({ error: partialDateKeys.required })
  .trim()
  .transform(latinX)
  .pipe(z.string().min(1, partialDateKeys.required).pipe(exactPartialDateSchema));

/**
 * What the input holds while typed: the day and the month take digits or X, the year digits only,
 * with the dots the mask puts after the day and the month.
 */
export function maskPartialDate(input: string): string {
  const slots: string[] = [];
  for (const char of latinX(input.toUpperCase())) {
    if (slots.length === 8) break;
    if (/\d/.test(char) || (char === 'X' && slots.length < 4)) slots.push(char);
  }
  const text = slots.join('');
  return [text.slice(0, 2), text.slice(2, 4), text.slice(4)].filter(Boolean).join('.');
}
