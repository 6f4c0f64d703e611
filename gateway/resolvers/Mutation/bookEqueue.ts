import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { equeueBookingSchema } from '../../ministry/equeue-schemas.js';

// Absent optional fields stay absent: the ministry's 400 names a wrong one, never a null.
export const bookEqueue: NonNullable<MutationResolvers['bookEqueue']> = (_parent, { input }, { ministry }) =>
  ministry.postJson(
    'equeue/bookings',
    {
      officeId: input.officeId,
      notaryId: input.notaryId ?? null,
      service:
        input.service.kind === 'act'
          ? {
              kind: 'act',
              ...(input.service.actTypeId == null ? {} : { actTypeId: input.service.actTypeId }),
            }
          : { kind: 'consultation' },
      date: input.date,
      slot: input.slot,
      ...(input.phone == null ? {} : { phone: input.phone }),
      ...(input.email == null ? {} : { email: input.email }),
      ...(input.description == null ? {} : { description: input.description }),
    },
    equeueBookingSchema,
  );
