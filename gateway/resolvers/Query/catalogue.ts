import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { cataloguePageSchema } from '../../ministry/catalogue-schemas.js';

export const catalogue: NonNullable<QueryResolvers['catalogue']> = (_parent, { query, page }, { ministry }) =>
  ministry.getJson('catalogue', cataloguePageSchema, { query: { q: query, page } });
