import { createGraphQLError } from 'graphql-yoga';
import type { SubscriptionResolvers } from '../../generated/resolvers-types.js';
import type { LivenessUpdate } from '../../generated/schema-types.js';
import { translate } from '../../i18n.js';
import { checkSessionId } from '../../liveness/validate.js';

export const liveness: NonNullable<SubscriptionResolvers['liveness']> = {
  subscribe: (_parent, args, { liveness: bridge, connection, locale, forwardedFor }) => {
    const sessionId = checkSessionId(args.sessionId, locale);
    // Frames travel on the subscription's own graphql-ws connection (decision 008); without one,
    // no frame could ever reach the session.
    if (!connection) {
      throw createGraphQLError(translate(locale, 'liveness.webSocketOnly'), {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    return bridge.open({ sessionId, owner: connection, forwardedFor });
  },
  resolve: (update: LivenessUpdate) => update,
};
