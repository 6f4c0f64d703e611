import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { notaryOfficesSchema } from '../../ministry/schemas.js';

export const notaryOffices: NonNullable<QueryResolvers['notaryOffices']> = (
  _parent,
  { regionId },
  { ministry },
) => ministry.getJson('notary_offices', notaryOfficesSchema, { query: { regionId } });
