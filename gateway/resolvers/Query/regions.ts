import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { regionsSchema } from '../../ministry/schemas.js';

export const regions: NonNullable<QueryResolvers['regions']> = (_parent, _args, { ministry }) =>
  ministry.getJson('regions', regionsSchema);
