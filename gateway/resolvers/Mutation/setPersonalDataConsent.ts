import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { profileSchema } from '../../ministry/profile-schemas.js';

export const setPersonalDataConsent: NonNullable<MutationResolvers['setPersonalDataConsent']> = (
  _parent,
  { given },
  { ministry },
) => ministry.postJson('profile/consent', { given }, profileSchema);
