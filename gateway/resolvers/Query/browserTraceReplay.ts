import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { browserTraceReplaySchema } from '../../ministry/browser-traces-schemas.js';

export const browserTraceReplay: NonNullable<QueryResolvers['browserTraceReplay']> = (
  _parent,
  { id },
  { ministry },
) => ministry.getJson(`analysts/browser_traces/${id}`, browserTraceReplaySchema);
