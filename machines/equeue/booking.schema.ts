import { z } from 'zod';
import { isoDateSchema } from '../act/act.schema';

/**
 * Plain-data shapes of one appointment in the equeue (specification, sections 2 and 3): the
 * citizen's choices, the booked slot and every event's payload. Messages are translation keys of
 * the `equeue` namespace. Shape is checked here, once, at the boundary (the ministry's
 * `applyBookingEvent`, forms); the chart's guards only decide what may happen in which state.
 */

const idSchema = z
  .number({ error: 'error_required_id' })
  .int('error_required_id')
  .positive('error_required_id');

/** An act type (its registry id) or a consultation with the notary. */
export const serviceSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('act'), actTypeId: idSchema }), z.object({ kind: z.literal('consultation') })],
  { error: 'error_required_service' },
);

/** One appointment slot: its start (an ISO instant, UTC) and the notary who receives. */
export const slotSchema = z.object({
  start: z.iso.datetime({ error: 'error_wrong_slot' }),
  notaryId: idSchema,
});

export const bookingEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('booking.officeChosen'), officeId: idSchema }),
  /** null: any notary of the office (the first free one at the chosen time). */
  z.object({ type: z.literal('booking.notaryChosen'), notaryId: idSchema.nullable() }),
  z.object({ type: z.literal('booking.serviceChosen'), service: serviceSchema }),
  z.object({ type: z.literal('booking.dateChosen'), date: isoDateSchema }),
  z.object({ type: z.literal('booking.slotChosen'), slot: slotSchema }),
  z.object({ type: z.literal('booking.back') }),
  z.object({ type: z.literal('booking.confirmed') }),
  z.object({ type: z.literal('booking.cancelled') }),
  z.object({ type: z.literal('booking.rescheduled'), slot: slotSchema }),
  z.object({ type: z.literal('booking.slotStarted') }),
  z.object({ type: z.literal('booking.graceEnded') }),
  z.object({ type: z.literal('booking.checkedIn') }),
  z.object({ type: z.literal('queue.numbered'), number: idSchema }),
  z.object({ type: z.literal('booking.served') }),
  z.object({ type: z.literal('booking.missed') }),
]);

export const bookingContextSchema = z.object({
  officeId: idSchema.nullable(),
  notaryId: idSchema.nullable(),
  service: serviceSchema.nullable(),
  date: isoDateSchema.nullable(),
  slot: slotSchema.nullable(),
  /** The number in the office's general queue, once the citizen is in it. */
  queueNumber: idSchema.nullable(),
  /** The citizen came more than 15 minutes late and lost the slot: they are told so. */
  lateNotice: z.boolean(),
});

export type BookingService = z.infer<typeof serviceSchema>;
export type BookingSlot = z.infer<typeof slotSchema>;
export type BookingEvent = z.infer<typeof bookingEventSchema>;
export type BookingContext = z.infer<typeof bookingContextSchema>;
export const bookingEventTypes = bookingEventSchema.options.map((option) => option.shape.type.value);
