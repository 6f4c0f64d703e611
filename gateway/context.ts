import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { ActWatchPolicy } from './acts/watch.js';
import type { ClientConfig } from './generated/schema-types.js';
import { clientAddress, type TrustedProxies } from './http/forwarded-for.js';
import { currentRequestId, currentSpan } from './http/request-id.js';
import { type Locale, negotiateLocale } from './i18n.js';
import type { LivenessBridge } from './liveness/bridge.js';
import { createMinistryClient, type MinistryClient, type MinistryConfig } from './ministry/client.js';
import type { MinistryStatusMonitor } from './ministry/status-monitor.js';
import type { NoticeHtml } from './notice.js';
import type { GatewayPubSub } from './pubsub.js';

/** What every resolver receives: its dependencies, scoped to the client request. */
export interface GatewayContext {
  ministry: MinistryClient;
  ministryStatus: MinistryStatusMonitor;
  pubsub: GatewayPubSub;
  locale: Locale;
  liveness: LivenessBridge;
  /** Longest base64 image sendLivenessFrame accepts. */
  maxImageChars: number;
  clientConfig: ClientConfig;
  /** Query.noticeHtml: the operator's announcement per language (notice.ts). */
  noticeHtml: NoticeHtml;
  /** The client's graphql-ws socket; undefined over HTTP. Liveness frames must come on it. */
  connection: object | undefined;
  /** The client's address, which the gateway alone sends on as X-Forwarded-For (http/forwarded-for.ts). */
  forwardedFor: string | undefined;
  /** Subscription.actChanged: its reconnect policy and logger. */
  actWatch: ActWatchDependencies;
}

export interface ActWatchDependencies {
  policy: ActWatchPolicy;
  logger: Logger;
}

export interface ContextDependencies {
  ministryConfig: MinistryConfig;
  ministryStatus: MinistryStatusMonitor;
  pubsub: GatewayPubSub;
  liveness: LivenessBridge;
  maxImageChars: number;
  clientConfig: ClientConfig;
  noticeHtml: NoticeHtml;
  actWatch: ActWatchDependencies;
  /** TRUSTED_PROXIES: the peers whose X-Forwarded-For is read. */
  trustedProxies: TrustedProxies;
}

/**
 * What yoga hands the context factory: node:http's request over HTTP; over graphql-ws, the upgrade
 * request and the client's socket (app.ts).
 */
export type InitialContext = YogaInitialContext & { req?: IncomingMessage; connection?: object };

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
  return ({ request, req, connection }: InitialContext): GatewayContext => {
    const locale = negotiateLocale(request.headers.get('accept-language'));
    const address = clientAddress(req, deps.trustedProxies);
    const ministry = createMinistryClient(deps.ministryConfig, {
      token: bearerToken(request.headers.get('authorization')),
      locale,
      signal: request.signal,
      forwardedFor: address,
      onRefreshedToken: (token) => refreshedTokens.set(request, token),
      // A WebSocket operation runs outside an HTTP request: it is a request of its own.
      requestId: currentRequestId() ?? randomUUID(),
      span: currentSpan(),
    });
    return {
      ministry,
      ministryStatus: deps.ministryStatus,
      pubsub: deps.pubsub,
      locale,
      liveness: deps.liveness,
      maxImageChars: deps.maxImageChars,
      clientConfig: deps.clientConfig,
      noticeHtml: deps.noticeHtml,
      connection,
      forwardedFor: address,
      actWatch: deps.actWatch,
    };
  };
}
