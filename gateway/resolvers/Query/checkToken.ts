import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { checkTokenSchema } from '../../ministry/schemas.js';

// An expired or revoked token is the ministry's 403 Access Denied, i.e. a TOKEN_EXPIRED error.
export const checkToken: NonNullable<QueryResolvers['checkToken']> = async (_parent, _args, { ministry }) => {
  const answer = await ministry.getJson('check_token', checkTokenSchema);
  return answer.valid;
};
