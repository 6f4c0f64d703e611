import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { dictionaryChangeSchema } from '../../ministry/catalogue-schemas.js';

export const updateActTypeName: NonNullable<MutationResolvers['updateActTypeName']> = (
  _parent,
  { id, name },
  { ministry },
) => ministry.postJson(`dictionaries/act_types/${id}`, { name }, dictionaryChangeSchema);
