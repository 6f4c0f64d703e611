import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { browserTracingSchema } from '../../ministry/browser-traces-schemas.js';

export const browserTracing: NonNullable<QueryResolvers['browserTracing']> = (_parent, _args, { ministry }) =>
  ministry.getJson('browser_traces/session', browserTracingSchema);
