import type { YogaInitialContext } from 'graphql-yoga';
import { type Locale, negotiateLocale } from './i18n.js';
import { createMinistryClient, type MinistryClient, type MinistryConfig } from './ministry/client.js';
import type { MinistryStatusMonitor } from './ministry/status-monitor.js';
import type { GatewayPubSub } from './pubsub.js';

/** What every resolver receives: its dependencies, scoped to the client request. */
export interface GatewayContext {
  ministry: MinistryClient;
  ministryStatus: MinistryStatusMonitor;
  pubsub: GatewayPubSub;
  locale: Locale;
}

export interface ContextDependencies {
  ministryConfig: MinistryConfig;
  ministryStatus: MinistryStatusMonitor;
  pubsub: GatewayPubSub;
}

/**
 * The token the ministry refreshed while serving a request, kept until the response goes out.
 * Keyed by the Request so nothing outlives it.
 */
const refreshedTokens = new WeakMap<Request, string>();

export const takeRefreshedToken = (request: Request): string | undefined => {
  const token = refreshedTokens.get(request);
  refreshedTokens.delete(request);
  return token;
};

export function bearerToken(authorization: string | null | undefined): string | undefined {
  const match = authorization?.match(/^\s*Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export function createContextFactory(deps: ContextDependencies) {
  return ({ request }: YogaInitialContext): GatewayContext => {
    const locale = negotiateLocale(request.headers.get('accept-language'));
    const ministry = createMinistryClient(deps.ministryConfig, {
      token: bearerToken(request.headers.get('authorization')),
      locale,
      signal: request.signal,
      onRefreshedToken: (token) => refreshedTokens.set(request, token),
    });
    return { ministry, ministryStatus: deps.ministryStatus, pubsub: deps.pubsub, locale };
  };
}
