import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { userSchema } from '../../ministry/schemas.js';

export const me: NonNullable<QueryResolvers['me']> = (_parent, _args, { ministry }) =>
  ministry.getJson('user', userSchema);
