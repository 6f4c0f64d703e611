import type { QueryResolvers } from '../../generated/resolvers-types.js';

export const clientConfig: NonNullable<QueryResolvers['clientConfig']> = (_parent, _args, context) =>
  context.clientConfig;
