import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { dictionaryChangeSchema } from '../../ministry/catalogue-schemas.js';

export const updateOffice: NonNullable<MutationResolvers['updateOffice']> = (
  _parent,
  { id, input },
  { ministry },
) => ministry.postJson(`dictionaries/offices/${id}`, input, dictionaryChangeSchema);
