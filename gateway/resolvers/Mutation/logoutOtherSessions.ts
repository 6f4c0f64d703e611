import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { sessionsEndedSchema } from '../../ministry/profile-schemas.js';

export const logoutOtherSessions: NonNullable<MutationResolvers['logoutOtherSessions']> = async (
  _parent,
  _args,
  { ministry },
) => (await ministry.postJson('profile/sessions/logout_others', {}, sessionsEndedSchema)).ended;
