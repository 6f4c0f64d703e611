import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { analystActSchema } from '../../ministry/analysts-schemas.js';

export const analystAct: NonNullable<QueryResolvers['analystAct']> = (_parent, { ref }, { ministry }) =>
  ministry.getJson(`analysts/acts/${encodeURIComponent(ref.trim())}`, analystActSchema);
