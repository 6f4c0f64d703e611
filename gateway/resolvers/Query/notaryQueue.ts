import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { notaryQueueSchema } from '../../ministry/acts-schemas.js';

export const notaryQueue: NonNullable<QueryResolvers['notaryQueue']> = (
  _parent,
  { step, page, size },
  { ministry },
) => ministry.getJson('notary/queue', notaryQueueSchema, { query: { step, page, size } });
