import type { SubscriptionResolvers } from '../../generated/resolvers-types.js';
import type { MinistryStatus } from '../../generated/schema-types.js';

export const ministryStatus: NonNullable<SubscriptionResolvers['ministryStatus']> = {
  subscribe: (_parent, _args, { ministryStatus }) => ministryStatus.subscribe(),
  resolve: (status: MinistryStatus) => status,
};
