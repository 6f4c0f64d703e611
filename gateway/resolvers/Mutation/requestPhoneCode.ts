import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { phoneCodeSentSchema } from '../../ministry/profile-schemas.js';

export const requestPhoneCode: NonNullable<MutationResolvers['requestPhoneCode']> = (
  _parent,
  { phone },
  { ministry },
) => ministry.postJson('profile/phone', { phone }, phoneCodeSentSchema);
