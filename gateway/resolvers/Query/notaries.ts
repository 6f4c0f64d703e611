import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { notariesSchema } from '../../ministry/schemas.js';

export const notaries: NonNullable<QueryResolvers['notaries']> = (
  _parent,
  { regionId, districtId, name },
  { ministry },
) => ministry.getJson('notaries', notariesSchema, { query: { regionId, districtId, name } });
