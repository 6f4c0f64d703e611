import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { equeueBookingPageSchema } from '../../ministry/equeue-schemas.js';

export const equeueBookings: NonNullable<QueryResolvers['equeueBookings']> = (
  _parent,
  { tab, page, size },
  { ministry },
) => ministry.getJson('equeue/bookings', equeueBookingPageSchema, { query: { tab, page, size } });
