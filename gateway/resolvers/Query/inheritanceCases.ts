import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { inheritanceCasesSchema } from '../../ministry/searches-schemas.js';

export const inheritanceCases: NonNullable<QueryResolvers['inheritanceCases']> = async (
  _parent,
  { name, deathDate },
  { ministry },
) =>
  (await ministry.getJson('search/inheritcase', inheritanceCasesSchema, { query: { name, deathDate } }))
    .cases;
