import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { equeueTodaySchema } from '../../ministry/equeue-schemas.js';

export const equeueToday: NonNullable<QueryResolvers['equeueToday']> = (_parent, _args, { ministry }) =>
  ministry.getJson('equeue/today', equeueTodaySchema);
