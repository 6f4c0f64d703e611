import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { profileSessionsSchema } from '../../ministry/profile-schemas.js';

export const profileSessions: NonNullable<QueryResolvers['profileSessions']> = (
  _parent,
  _args,
  { ministry },
) => ministry.getJson('profile/sessions', profileSessionsSchema);
