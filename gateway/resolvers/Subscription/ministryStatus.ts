import type { MinistryStatus, SubscriptionResolvers } from '../../generated/resolvers-types.js';

export const ministryStatus: NonNullable<SubscriptionResolvers['ministryStatus']> = {
  subscribe: (_parent, _args, { ministryStatus }) => ministryStatus.subscribe(),
  resolve: (status: MinistryStatus) => status,
};
