import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { catalogueEntrySchema } from '../../ministry/catalogue-schemas.js';

export const catalogueEntry: NonNullable<QueryResolvers['catalogueEntry']> = (
  _parent,
  { id },
  { ministry },
) => ministry.getJson(`catalogue/${id}`, catalogueEntrySchema);
