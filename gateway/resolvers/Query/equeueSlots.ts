import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { equeueDaySchema } from '../../ministry/equeue-schemas.js';

export const equeueSlots: NonNullable<QueryResolvers['equeueSlots']> = (
  _parent,
  { officeId, notaryId, date },
  { ministry },
) => ministry.getJson('equeue/slots', equeueDaySchema, { query: { officeId, notaryId, date } });
