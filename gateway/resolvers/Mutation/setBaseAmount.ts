import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { dictionaryChangeSchema } from '../../ministry/catalogue-schemas.js';

export const setBaseAmount: NonNullable<MutationResolvers['setBaseAmount']> = (
  _parent,
  { effectiveFrom, amount },
  { ministry },
) => ministry.postJson('dictionaries/base_amounts', { effectiveFrom, amount }, dictionaryChangeSchema);
