import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { dictionaryChangeSchema } from '../../ministry/catalogue-schemas.js';

export const updateCatalogueTexts: NonNullable<MutationResolvers['updateCatalogueTexts']> = (
  _parent,
  { id, texts },
  { ministry },
) => ministry.postJson(`dictionaries/catalogue/${id}`, texts, dictionaryChangeSchema);
