import { z } from 'zod';
import { isoDateSchema } from '../act/act.schema';
import { addDays, tashkentDate, tashkentInstantAtMinute, weekDayOf } from '../clock/clock';
import { absenceOn, type PresenceInput, worksOn } from '../notary-directory/presence';
import type { BookingSlot } from './booking.schema';

/**
 * The equeue's slots (decision 057): every notary of the office with an active licence receives in
 * slots of `slotMinutes` within the working hours of the timetable, on its working days, but not on
 * a public holiday nor on a day of vacation or sick leave. Tashkent time (UTC+5, no daylight saving,
 * specification section 9). Pure: the caller gives the instant and the slots already held.
 */

export const slotMinutes = 30;
/** How far ahead a citizen may book, in days from today (Tashkent). */
export const bookingHorizonDays = 30;

export interface SlotNotary extends PresenceInput {
  id: number;
}

export const slotsQuerySchema = z.object({
  officeId: z.coerce
    .number({ error: 'error_wrong_office_id' })
    .int('error_wrong_office_id')
    .positive('error_wrong_office_id'),
  notaryId: z.coerce
    .number({ error: 'error_wrong_notary_id' })
    .int('error_wrong_notary_id')
    .positive('error_wrong_notary_id')
    .optional(),
  date: isoDateSchema,
});

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Why no slot is offered on a day at all, if so: a holiday, or outside the booking horizon. */
export function dayClosed(
  date: string,
  holidays: ReadonlySet<string>,
  now: Date,
): 'holiday' | 'outOfRange' | null {
  const today = tashkentDate(now);
  if (date < today || date > addDays(today, bookingHorizonDays)) return 'outOfRange';
  return holidays.has(date) ? 'holiday' : null;
}

/** Whether a notary receives on a date: an active licence, a working day, no absence. */
export function receivesOn(notary: SlotNotary, date: string): boolean {
  return (
    notary.licenseStatus === 'active' &&
    worksOn(notary.workDays, weekDayOf(date)) &&
    absenceOn(notary, date) === null
  );
}

export const slotKey = (slot: BookingSlot) => `${slot.notaryId}|${Date.parse(slot.start)}`;

/**
 * The free slots of `date` for these notaries, ordered by time then notary: those not yet begun at
 * `now` and not in `held` (slotKey of each held slot).
 */
export function freeSlots(options: {
  date: string;
  notaries: readonly SlotNotary[];
  holidays: ReadonlySet<string>;
  held: ReadonlySet<string>;
  now: Date;
}): BookingSlot[] {
  const { date, notaries, holidays, held, now } = options;
  if (dayClosed(date, holidays, now) !== null) return [];
  const slots: BookingSlot[] = [];
  for (const notary of notaries) {
    if (!receivesOn(notary, date)) continue;
    const to = minuteOf(notary.workTo);
    for (let minute = minuteOf(notary.workFrom); minute + slotMinutes <= to; minute += slotMinutes) {
      const slot = { start: tashkentInstantAtMinute(date, minute), notaryId: notary.id };
      if (Date.parse(slot.start) <= now.getTime() || held.has(slotKey(slot))) continue;
      slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start) || a.notaryId - b.notaryId);
}
