import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { equeueBookingSchema } from '../../ministry/equeue-schemas.js';

// The action's word to the booking statechart's event (machines/equeue/booking.schema.ts).
const eventOf = {
  cancel: 'booking.cancelled',
  served: 'booking.served',
  missed: 'booking.missed',
} as const;

export const sendEqueueAction: NonNullable<MutationResolvers['sendEqueueAction']> = (
  _parent,
  { bookingId, action },
  { ministry },
) => ministry.postJson(`equeue/bookings/${bookingId}/events`, { type: eventOf[action] }, equeueBookingSchema);
