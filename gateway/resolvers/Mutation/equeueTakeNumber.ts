import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { equeueTicketSchema } from '../../ministry/equeue-schemas.js';

// A number of the enrolled kiosk's office's general queue (decision 070): the office is the kiosk's own.
export const equeueTakeNumber: NonNullable<MutationResolvers['equeueTakeNumber']> = (
  _parent,
  { proof },
  { ministry },
) => ministry.postJson('equeue/general_queue', {}, equeueTicketSchema, { kioskProof: proof });
