import { z } from 'zod';
import { isoDateSchema } from '../act/act.schema';
import { citizenPassportType, passportNumberSchema } from '../fields/passport-number';
import { passportSeriesSchema } from '../fields/passport-series';
import { exactPhoneSchema } from '../fields/phone';
import { recordIdSchema } from '../fields/record-id';
import { serviceSchema, slotSchema } from './booking.schema';

/**
 * The equeue's requests as the ministry takes them (decision 057); messages are keys under
 * `validation.` of the ministry's locales and of the equeue namespace.
 */

const idOf = (key: string) => z.coerce.number({ error: key }).int(key).positive(key);

/**
 * The equeue's bounds, read by the booking form (its inputs), the booking page's statechart and the
 * ministry (this schema). The description's message says its bound in words (locales, validation.
 * error_booking_description_too_long); tests/locales.test.ts holds the two together.
 */
export const equeueLimits = { maxPage: 1000, maxPageSize: 50, descriptionLength: 500, emailLength: 100 };

export const bookingDescriptionKey = 'error_booking_description_too_long';

/** A booking's optional note, trimmed, at most `equeueLimits.descriptionLength` characters. */
export const bookingDescriptionSchema = z
  .string()
  .trim()
  .max(equeueLimits.descriptionLength, bookingDescriptionKey)
  .optional();

/** A new booking: the choices of the booking page, in the order the statechart takes them. */
export const bookingRequestSchema = z.object({
  officeId: idOf('error_wrong_office_id'),
  notaryId: idOf('error_wrong_notary_id').nullable(),
  service: serviceSchema,
  date: isoDateSchema,
  slot: slotSchema,
  phone: exactPhoneSchema.optional(),
  email: z.email('error_wrong_email').max(equeueLimits.emailLength, 'error_wrong_email').optional(),
  description: bookingDescriptionSchema,
});

export const equeueTabs = ['registering', 'history'] as const;

export const bookingsQuerySchema = z.object({
  tab: z.enum(equeueTabs, { error: 'error_wrong_equeue_tab' }).default('registering'),
  page: idOf('error_wrong_page').max(equeueLimits.maxPage, 'error_wrong_page').default(1),
  size: idOf('error_wrong_page_size').max(equeueLimits.maxPageSize, 'error_wrong_page_size').default(10),
});

/** The events a person sends to a booking; time events and queue numbers are the ministry's own. */
export const personBookingEvents = [
  'booking.cancelled',
  'booking.rescheduled',
  'booking.checkedIn',
  'booking.served',
  'booking.missed',
] as const;
export const bookingEventRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('booking.cancelled') }),
    z.object({ type: z.literal('booking.rescheduled'), slot: slotSchema }),
    z.object({ type: z.literal('booking.checkedIn') }),
    z.object({ type: z.literal('booking.served') }),
    z.object({ type: z.literal('booking.missed') }),
  ],
  { error: 'error_wrong_booking_event' },
);

/**
 * The kiosk's check-in: the passport typed on the on-screen keyboard. The office is the enrolled
 * kiosk's own (decision 070), never the request's.
 */
export const kioskCheckInSchema = z.object({
  passserial: passportSeriesSchema,
  passnum: passportNumberSchema(citizenPassportType),
});

/** How many upcoming bookings one person may hold at once (EQUEUE_MAX_UPCOMING, decision 070). */
export const defaultMaxUpcomingBookings = 3;

/** An administrator puts a notary of the office on duty from a Tashkent date on (decision 070). */
export const dutyNotaryRequestSchema = z.object({
  officeId: recordIdSchema('error_wrong_office_id'),
  fromDay: isoDateSchema,
  notaryId: recordIdSchema('error_wrong_notary_id'),
});
export type DutyNotaryRequest = z.output<typeof dutyNotaryRequestSchema>;

export const dutyRotaQuerySchema = z.object({ officeId: recordIdSchema('error_wrong_office_id') });
