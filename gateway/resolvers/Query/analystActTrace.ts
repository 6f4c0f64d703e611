import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { analystActTraceSchema } from '../../ministry/analysts-schemas.js';

export const analystActTrace: NonNullable<QueryResolvers['analystActTrace']> = (
  _parent,
  { ref },
  { ministry },
) => ministry.getJson(`analysts/acts/${encodeURIComponent(ref.trim())}/trace`, analystActTraceSchema);
