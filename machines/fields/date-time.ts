import { z } from 'zod';
import { displayDateTimeSeconds, tashkentInstant } from '../clock/clock';
import { type CalendarDate, parseCalendarDate } from './calendar-date';

/**
 * A moment as section 5's mask writes it, dd.mm.yyyy HH:mm:ss, in Tashkent time (section 9), read
 * through the one clock (machines/clock, decision 086).
 * This is the one formatter of every timestamp a screen shows (an act's creation, its history, its
 * notes, a party's answer, a payment, a change in the dictionaries...): docs/decisions/075-masks.md.
 * Machines own no clock; every instant is an argument.
 */
export interface DateTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

const pattern = /^(\d{2}\.\d{2}\.\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

export const dateTimeKeys = { wrong: 'error_wrong_date_time' } as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant (ISO text or Date) as dd.mm.yyyy HH:mm:ss in Tashkent; '' for none, and an unreadable
 * text given back as it came, so a screen never shows "Invalid Date".
 */
export function formatDateTime(instant: string | Date | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return typeof instant === 'string' ? instant : '';
  return displayDateTimeSeconds(at);
}

/** The wall time of a dd.mm.yyyy HH:mm:ss text, or undefined when it is no real moment (24:00, 31.02...). */
export function parseDateTime(text: string): DateTime | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const date = parseCalendarDate(match[1]!);
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
  if (!date || hour > 23 || minute > 59 || second > 59) return undefined;
  return { ...date, hour, minute, second };
}

/** The instant (ISO, UTC) of a Tashkent wall time. */
export function instantOfDateTime({ year, month, day, hour, minute, second }: DateTime): string {
  return tashkentInstant(
    `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    `${pad(hour)}:${pad(minute)}:${pad(second)}`,
  );
}

/** As a client sends it: the text, checked to be a real moment. */
export const exactDateTimeSchema = z
  .string({ error: dateTimeKeys.wrong })
  .refine((text) => parseDateTime(text) !== undefined, dateTimeKeys.wrong);

/** Digits, with the dots, the space and the colons the mask puts between them. */
export function maskDateTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 14);
  const date = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
  const time = [digits.slice(8, 10), digits.slice(10, 12), digits.slice(12, 14)].filter(Boolean).join(':');
  return time ? `${date} ${time}` : date;
}
