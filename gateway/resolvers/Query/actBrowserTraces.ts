import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { actBrowserTracesSchema } from '../../ministry/browser-traces-schemas.js';

export const actBrowserTraces: NonNullable<QueryResolvers['actBrowserTraces']> = (
  _parent,
  { ref },
  { ministry },
) => ministry.getJson(`analysts/acts/${encodeURIComponent(ref)}/browser_traces`, actBrowserTracesSchema);
