import { type ActWatchUpdate, watchAct } from '../../acts/watch.js';
import type { SubscriptionResolvers } from '../../generated/resolvers-types.js';

export const actChanged: NonNullable<SubscriptionResolvers['actChanged']> = {
  // The subscriber's own token and language (graphql-ws connectionParams) reach the ministry
  // through the context's client, so the stream and every detail obey the act's access rule.
  subscribe: (_parent, { uuid }, { ministry, actWatch, locale }) =>
    watchAct({ ministry, uuid, policy: actWatch.policy, logger: actWatch.logger, locale }),
  // A failure that ends the watch (418, an ended session) reaches the client as this field's error.
  resolve: (update: ActWatchUpdate) => {
    if ('failure' in update) throw update.failure;
    return update.act;
  },
};
