import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { dictionaryChangeSchema } from '../../ministry/catalogue-schemas.js';

export const updateDistrictName: NonNullable<MutationResolvers['updateDistrictName']> = (
  _parent,
  { id, name },
  { ministry },
) => ministry.postJson(`dictionaries/districts/${id}`, { name }, dictionaryChangeSchema);
