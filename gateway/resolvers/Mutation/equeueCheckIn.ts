import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { equeueCheckInSchema } from '../../ministry/equeue-schemas.js';

// The enrolled kiosk's check-in (decision 070): the passport as the kiosk signed it, the proof in its header.
export const equeueCheckIn: NonNullable<MutationResolvers['equeueCheckIn']> = (
  _parent,
  { passserial, passnum, proof },
  { ministry },
) =>
  ministry.postJson('equeue/check_in', { passserial, passnum }, equeueCheckInSchema, { kioskProof: proof });
