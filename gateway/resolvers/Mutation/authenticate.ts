import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { authResultSchema } from '../../ministry/schemas.js';

export const authenticate: NonNullable<MutationResolvers['authenticate']> = async (
  _parent,
  { input },
  { ministry },
) => {
  const { passserial, passnum, pin, jwt } = input;
  // resultCode 0 (technical work) and 2 (refused) are answers, not errors: the UI shows their dialogs.
  const answer = await ministry.postJson('auth', { passserial, passnum, pin, jwt }, authResultSchema, {
    timeout: 'auth',
  });
  return {
    resultCode: answer.resultCode,
    message: answer.message ?? null,
    token: answer.token ?? null,
    user: answer.user ?? null,
  };
};
