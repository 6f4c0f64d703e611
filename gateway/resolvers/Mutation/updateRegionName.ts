import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { dictionaryChangeSchema } from '../../ministry/catalogue-schemas.js';

export const updateRegionName: NonNullable<MutationResolvers['updateRegionName']> = (
  _parent,
  { id, name },
  { ministry },
) => ministry.postJson(`dictionaries/regions/${id}`, { name }, dictionaryChangeSchema);
