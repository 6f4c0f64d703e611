import { tashkentDate, tashkentMinuteOfDay, type WeekDay, weekDayOf, weekDays } from '../clock/clock';

/**
 * Whether a notary is at the workplace at an instant (decision 051): the licence is active, the
 * notary is not on vacation or sick leave that day, the day is one of the working days and the time
 * of day is within the working hours, all in Tashkent time (UTC+5 all year, no daylight saving:
 * specification section 9). Pure: the caller gives the instant.
 */

export const notaryAbsences = ['vacation', 'sick'] as const;
export type NotaryAbsence = (typeof notaryAbsences)[number];

export const licenseStatuses = ['active', 'terminated', 'cancelled'] as const;
export type LicenseStatus = (typeof licenseStatuses)[number];

/** Monday .. Sunday (the clock's); bit i of a timetable's `workDays` is `weekDays[i]`. */
export { type WeekDay, weekDays };

export interface Timetable {
  /** Bit set, bit 0 Monday .. bit 6 Sunday. */
  workDays: number;
  /** HH:MM, Tashkent time; `workTo` is exclusive. */
  workFrom: string;
  workTo: string;
}

export interface PresenceInput extends Timetable {
  licenseStatus: LicenseStatus;
  absence: NotaryAbsence | null;
  /** yyyy-mm-dd, inclusive; an absence without an end lasts until it is lifted. */
  absentUntil: string | null;
}

export type Presence = 'present' | 'absent' | 'offDuty' | 'noLicense';

/** Tashkent's date (yyyy-mm-dd), weekday and minute of the day at `at`. */
export function tashkentClock(at: Date): { date: string; weekDay: WeekDay; minute: number } {
  const date = tashkentDate(at);
  return { date, weekDay: weekDayOf(date), minute: tashkentMinuteOfDay(at) };
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const worksOn = (workDays: number, day: WeekDay) => (workDays & (1 << weekDays.indexOf(day))) !== 0;

/** The working days of a timetable, Monday first. */
export const workingDays = (workDays: number): WeekDay[] => weekDays.filter((day) => worksOn(workDays, day));

/** The absence in force on Tashkent date `date`, if any. */
export function absenceOn(input: Pick<PresenceInput, 'absence' | 'absentUntil'>, date: string) {
  if (input.absence === null) return null;
  return input.absentUntil === null || date <= input.absentUntil ? input.absence : null;
}

export function presenceAt(input: PresenceInput, at: Date): Presence {
  if (input.licenseStatus !== 'active') return 'noLicense';
  const clock = tashkentClock(at);
  if (absenceOn(input, clock.date) !== null) return 'absent';
  if (!worksOn(input.workDays, clock.weekDay)) return 'offDuty';
  const inHours = clock.minute >= minuteOf(input.workFrom) && clock.minute < minuteOf(input.workTo);
  return inHours ? 'present' : 'offDuty';
}
