import { z } from 'zod';
import {
  EqueueBookingState,
  EqueueDayClosed,
  EqueueQueueEntryState,
  EqueueTab,
} from '../generated/schema-types.js';
import { notaryOfficeSchema } from './schemas.js';

// Shapes of the ministry's equeue answers (decision 057). A booking's state name crosses the seam
// with its dot as an underscore ('booked.upcoming' -> booked_upcoming), a valid GraphQL enum value.

const localizedText = z.object({ oz: z.string(), uz: z.string(), ru: z.string() });
const int = z.number().int();
const state = z
  .string()
  .transform((name) => name.replace('.', '_'))
  .pipe(z.enum(EqueueBookingState));

export const equeueDaySchema = z.object({
  date: z.string(),
  closed: z.enum(EqueueDayClosed).nullish(),
  slots: z.array(z.object({ start: z.string(), notaryId: int })),
});

export const equeueBookingSchema = z.object({
  id: int,
  typeid: int.nullish(),
  regdate: z.string(),
  notary: z.object({ id: int, name: localizedText }),
  office: notaryOfficeSchema,
  equeuetime: z.string(),
  notaryaction: localizedText.nullish(),
  updtime: z.string(),
  state,
  regtime: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  description: z.string().nullish(),
  queueNumber: int.nullish(),
  tab: z.enum(EqueueTab).nullish(),
  stateKey: z.string(),
  lateNotice: z.boolean(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  canCheckIn: z.boolean(),
});

export const equeueBookingPageSchema = z.object({
  total: int,
  page: int,
  size: int,
  items: z.array(equeueBookingSchema),
});

/** The kiosk's check-in: the number, nothing else (decision 070). */
export const equeueCheckInSchema = z.object({ number: int });

export const dutyRotaSchema = z.object({
  officeId: int,
  items: z.array(z.object({ fromDay: z.string(), notary: z.object({ id: int, name: localizedText }) })),
});

export const equeueTicketSchema = z.object({ officeId: int, day: z.string(), number: int });

export const equeueTodaySchema = z
  .object({
    day: z.string(),
    onDuty: z.boolean(),
    bookings: z.array(equeueBookingSchema.extend({ canMarkServed: z.boolean(), canMarkMissed: z.boolean() })),
    generalQueue: z.array(
      z.object({ number: int, state: z.enum(EqueueQueueEntryState), bookingId: int.nullish() }),
    ),
  })
  .transform(({ bookings, ...rest }) => ({
    ...rest,
    bookings: bookings.map(({ canMarkServed, canMarkMissed, ...booking }) => ({
      booking,
      canMarkServed,
      canMarkMissed,
    })),
  }));
