import { type CalendarDate, parseCalendarDate } from './calendar-date';
import { exactPinSchema } from './pin';

/**
 * The birth date a PIN holds: its first digit gives the century (1-2 the 1800s, 3-4 the 1900s, 5-6
 * the 2000s; odd a man, even a woman), the next six the day, month and year. Undefined for anything
 * that is not 14 digits holding a day of the calendar.
 */
export function birthDateOfPin(pin: string): CalendarDate | undefined {
  if (!exactPinSchema.safeParse(pin).success) return undefined;
  const century = { 1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000 }[Number(pin[0])];
  if (century === undefined) return undefined;
  return parseCalendarDate(`${pin.slice(1, 3)}.${pin.slice(3, 5)}.${century + Number(pin.slice(5, 7))}`);
}
