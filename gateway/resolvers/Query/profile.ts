import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { profileSchema } from '../../ministry/profile-schemas.js';

export const profile: NonNullable<QueryResolvers['profile']> = (_parent, _args, { ministry }) =>
  ministry.getJson('profile', profileSchema);
