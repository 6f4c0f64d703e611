import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { equeueTicketSchema } from '../../ministry/equeue-schemas.js';

export const equeueTakeNumber: NonNullable<MutationResolvers['equeueTakeNumber']> = (
  _parent,
  { officeId },
  { ministry },
) => ministry.postJson('equeue/general_queue', { officeId }, equeueTicketSchema);
