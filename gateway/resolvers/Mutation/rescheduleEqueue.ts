import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { equeueBookingSchema } from '../../ministry/equeue-schemas.js';

export const rescheduleEqueue: NonNullable<MutationResolvers['rescheduleEqueue']> = (
  _parent,
  { bookingId, slot },
  { ministry },
) =>
  ministry.postJson(
    `equeue/bookings/${bookingId}/events`,
    { type: 'booking.rescheduled', slot },
    equeueBookingSchema,
  );
