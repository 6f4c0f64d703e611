import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { browserTracingSchema } from '../../ministry/browser-traces-schemas.js';

export const setBrowserTraceConsent: NonNullable<MutationResolvers['setBrowserTraceConsent']> = (
  _parent,
  { consent },
  { ministry },
) => ministry.postJson('browser_traces/consent', { consent }, browserTracingSchema);
