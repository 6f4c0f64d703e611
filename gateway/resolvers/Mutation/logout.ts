import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { logoutSchema } from '../../ministry/schemas.js';

export const logout: NonNullable<MutationResolvers['logout']> = async (_parent, _args, { ministry }) => {
  const answer = await ministry.postJson('logout', undefined, logoutSchema);
  return answer.ok;
};
