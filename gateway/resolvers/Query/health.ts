import type { QueryResolvers } from '../../generated/resolvers-types.js';

export const health: NonNullable<QueryResolvers['health']> = async (_parent, _args, { ministryStatus }) => ({
  gateway: 'UP',
  ministry: await ministryStatus.check(),
});
