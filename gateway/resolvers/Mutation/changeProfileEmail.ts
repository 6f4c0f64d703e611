import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { profileSchema } from '../../ministry/profile-schemas.js';

export const changeProfileEmail: NonNullable<MutationResolvers['changeProfileEmail']> = (
  _parent,
  { email },
  { ministry },
) => ministry.postJson('profile/email', { email }, profileSchema);
