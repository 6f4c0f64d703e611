/**
 * The portal's one clock (decision 086). Every date, day, age and time a user reads is Tashkent's:
 * UTC+5 all year, no daylight saving since 1992 (specification section 9). So Tashkent wall time is
 * the instant moved by five hours and read in UTC, and the instant of a wall time is the reverse:
 * exact, the same in every browser, kiosk, Node and test, and needing no time-zone data.
 *
 * The module never reads the time: `now` (or any instant) is always an argument, given by the caller
 * from `new Date()` or its injected clock. Dates are yyyy-mm-dd text (they sort and compare as
 * text), times HH:mm. Pure TypeScript with no imports, so machines, ui, the gateway, the ministry,
 * e2e and tests all use it.
 */

/** Tashkent's offset from UTC, all year. */
export const TASHKENT_OFFSET_MS = 5 * 3_600_000;

/**
 * The same offset as an SQL interval literal, for a query that dates an instant in the database:
 * `(instime at time zone 'UTC') + interval '18000 seconds'` is its Tashkent wall time.
 */
export const tashkentOffsetSqlInterval = `interval '${TASHKENT_OFFSET_MS / 1000} seconds'`;

const dayMs = 86_400_000;

/** A day of the calendar, as the registry's fields hold one (a birth date, a term's day). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Monday .. Sunday, as timetables count them. */
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const instantOf = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** The instant moved to Tashkent wall time: its UTC fields are Tashkent's. */
const wall = (at: Date | string) => new Date(instantOf(at).getTime() + TASHKENT_OFFSET_MS);

const isoDateOfUtc = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Tashkent's date (yyyy-mm-dd) at an instant. */
export function tashkentDate(at: Date | string): string {
  return isoDateOfUtc(wall(at));
}

/** Tashkent's date (yyyy-mm-dd) and time (HH:mm) at an instant. */
export function tashkentDateTime(at: Date | string): { date: string; time: string } {
  const w = wall(at);
  return { date: isoDateOfUtc(w), time: `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}` };
}

/** Tashkent's month (yyyy-mm) at an instant. */
export const tashkentMonth = (at: Date | string) => tashkentDate(at).slice(0, 7);

/** Tashkent's minute of the day (0..1439) at an instant. */
export function tashkentMinuteOfDay(at: Date | string): number {
  const w = wall(at);
  return w.getUTCHours() * 60 + w.getUTCMinutes();
}

/** Tashkent's date at an instant as a calendar date (the age rules' today). */
export function tashkentToday(now: Date): CalendarDate {
  const w = wall(now);
  return { year: w.getUTCFullYear(), month: w.getUTCMonth() + 1, day: w.getUTCDate() };
}

/** The instant (ISO, UTC) of a Tashkent wall time: a date (yyyy-mm-dd) and a time (HH:mm or HH:mm:ss). */
export function tashkentInstant(date: string, time = '00:00'): string {
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return new Date(
    Date.parse(`${date}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1000 - TASHKENT_OFFSET_MS,
  ).toISOString();
}

/** The instant (ISO, UTC) of a Tashkent date and minute of the day. */
export const tashkentInstantAtMinute = (date: string, minute: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + minute * 60_000 - TASHKENT_OFFSET_MS).toISOString();

/** The instants (ISO) a Tashkent day starts and the next one starts: the half-open range of the day. */
export function tashkentDayBounds(date: string): { start: string; end: string } {
  return { start: tashkentInstant(date), end: tashkentInstant(addDays(date, 1)) };
}

/** The instant (ISO) the Tashkent day of `at` began. */
export const tashkentDayStart = (at: Date | string) => tashkentInstant(tashkentDate(at));

/** The date (yyyy-mm-dd) `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number) =>
  isoDateOfUtc(new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs));

/** The weekday of a date (yyyy-mm-dd). */
export function weekDayOf(date: string): WeekDay {
  // getUTCDay counts from Sunday; weekDays from Monday.
  return weekDays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** Full years of age on `today` of someone born on `birth`: a birthday counts on its day, 29 February's on 1 March. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** A calendar date as yyyy-mm-dd. */
export const isoDateOf = ({ year, month, day }: CalendarDate) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/**
 * dd.mm.yyyy (the specification's date format) of a yyyy-mm-dd date (a longer text's first ten
 * characters, as before); any other text comes back as it came, so a screen never shows "NaN".
 */
export function displayDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** HH:mm of an instant, Tashkent time. */
export const displayTime = (at: Date | string) => tashkentDateTime(at).time;

/** dd.mm.yyyy HH:mm:ss of a valid instant, Tashkent time (section 5's mask). */
export function displayDateTimeSeconds(at: Date | string): string {
  const w = wall(at);
  return `${pad(w.getUTCDate())}.${pad(w.getUTCMonth() + 1)}.${pad(w.getUTCFullYear(), 4)} ${pad(
    w.getUTCHours(),
  )}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`;
}
