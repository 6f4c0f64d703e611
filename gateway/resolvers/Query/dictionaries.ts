import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { dictionariesSchema } from '../../ministry/catalogue-schemas.js';

export const dictionaries: NonNullable<QueryResolvers['dictionaries']> = (_parent, _args, { ministry }) =>
  ministry.getJson('dictionaries', dictionariesSchema);
