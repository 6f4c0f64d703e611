import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { equeueCheckInSchema } from '../../ministry/equeue-schemas.js';

export const equeueCheckIn: NonNullable<MutationResolvers['equeueCheckIn']> = (
  _parent,
  { officeId, passserial, passnum },
  { ministry },
) => ministry.postJson('equeue/check_in', { officeId, passserial, passnum }, equeueCheckInSchema);
