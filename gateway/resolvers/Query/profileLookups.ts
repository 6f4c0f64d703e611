import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { profileLookupPageSchema } from '../../ministry/profile-schemas.js';

export const profileLookups: NonNullable<QueryResolvers['profileLookups']> = (
  _parent,
  { page },
  { ministry },
) => ministry.getJson('profile/lookups', profileLookupPageSchema, { query: { page } });
