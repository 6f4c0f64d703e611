import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { profileSchema } from '../../ministry/profile-schemas.js';

export const confirmPhoneCode: NonNullable<MutationResolvers['confirmPhoneCode']> = (
  _parent,
  { code },
  { ministry },
) => ministry.postJson('profile/phone/confirm', { code }, profileSchema);
