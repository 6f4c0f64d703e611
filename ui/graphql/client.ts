import { authExchange } from '@urql/exchange-auth';
import type { Client as WsClient } from 'graphql-ws';
import {
  Client,
  type CombinedError,
  cacheExchange,
  fetchExchange,
  mapExchange,
  subscriptionExchange,
} from 'urql';
import { newTraceparent, traceparentHeader } from '../../machines/fields/traceparent';
import { readLocalStore, writeLocalStore } from '../storage/local-store';
import { pendingOperations } from './pending-operations';

export const refreshedTokenHeader = 'X-Refreshed-Token';

/**
 * Operation context flags. `silent`: the caller shows the failure itself (the login form, the
 * error dialog) or the specification says failures are only logged (check_token, offer_accept),
 * so the global error policy stays out. `viaSocket`: the mutation goes over graphql-ws, so a
 * liveness frame reaches the gateway instance that holds the face-ID socket.
 */
export interface PortalOperationContext {
  silent?: boolean;
  viaSocket?: boolean;
}

type SocketListener = () => void;
const socketListeners = new Set<SocketListener>();
let socketConnected = false;

/** Calls back whenever the graphql-ws connection is (re)established, at once if it is up. */
export function onSocketConnected(listener: SocketListener): () => void {
  socketListeners.add(listener);
  if (socketConnected) listener();
  return () => socketListeners.delete(listener);
}

export interface GraphqlErrorReport {
  code: string | null;
  message: string | null;
  uuid: string | null;
  operation: 'query' | 'mutation';
}

export interface ClientOptions {
  /** Current locale, sent as Accept-Language so the ministry answers in it. */
  locale: () => string;
  onError: (report: GraphqlErrorReport) => void;
  /** For tests: the fetch underneath the token-refresh wrapper. */
  fetch?: typeof fetch;
  /** For tests: no WebSocket. */
  subscriptions?: boolean;
  /**
   * A subscription ended with TOKEN_EXPIRED (its session ended, or the token it was opened with
   * expired while the session lives on): whether the session the client holds now is alive, asked with
   * an ordinary query, whose own TOKEN_EXPIRED reaches the error policy like any other. Without it the
   * subscription's error is reported as it is.
   */
  confirmSession?: (client: Client) => Promise<boolean>;
}

/** A subscription's payload with the client's current token (decision 071). */
export function withToken<T>(
  payload: T & { extensions?: Record<string, unknown> | undefined },
  token: string | null | undefined,
): T & { extensions: Record<string, unknown> } {
  return {
    ...payload,
    extensions: { ...payload.extensions, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  };
}

interface SubscriptionSink<Result> {
  next(result: Result): void;
  error(error: unknown): void;
  complete(): void;
}

/**
 * One subscription through graphql-ws, opened with the client's current token (`payload()` is read at
 * each opening: the socket's own token, given when it opened, may be older than the one every answer
 * since has renewed). When it ends with TOKEN_EXPIRED, `confirm` asks whether the session the client
 * holds now is alive: if so only the token it was opened with had expired, and it is opened again with
 * the current one (once in a row); if not, the error goes on to the sink, and the ended session to the
 * error policy (`confirm` saw to that). Answers the unsubscribe.
 */
export function renewingSubscription<Payload, Result extends { errors?: readonly unknown[] | undefined }>({
  subscribe,
  payload,
  confirm,
  sink,
}: {
  subscribe: (payload: Payload, sink: SubscriptionSink<Result>) => () => void;
  payload: () => Payload;
  confirm: () => Promise<boolean>;
  sink: SubscriptionSink<Result>;
}): () => void {
  let cancelled = false;
  let unsubscribe = () => {};
  // Renewals since the last result: one renewed that expires again at once is not renewed again.
  let renewals = 0;
  const open = () => {
    let expired: Result | undefined;
    unsubscribe = subscribe(payload(), {
      next(result) {
        if (expiredSession(result)) expired = result;
        else {
          renewals = 0;
          sink.next(result);
        }
      },
      error: (error) => sink.error(error),
      complete() {
        const failed = expired;
        if (!failed) return sink.complete();
        void confirm().then((alive) => {
          if (cancelled) return;
          if (alive && renewals < 1) {
            renewals += 1;
            open();
            return;
          }
          sink.next(failed);
          sink.complete();
        });
      },
    });
  };
  open();
  return () => {
    cancelled = true;
    unsubscribe();
  };
}

const expiredSession = (result: { errors?: readonly unknown[] | undefined }) =>
  result.errors?.some(
    (error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'TOKEN_EXPIRED',
  ) === true;

/**
 * urql does not expose response headers on results, so the refreshed token is taken in fetch
 * itself (STACK.md). Only a request that carried a token may replace it: an answer racing a
 * logout must not log the user back in.
 */
export function tokenRefreshingFetch(underlying: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await underlying(input, init);
    const refreshed = response.headers.get(refreshedTokenHeader);
    const sentAuthorization = new Headers(init?.headers).has('Authorization');
    if (refreshed && sentAuthorization && readLocalStore().token) writeLocalStore({ token: refreshed });
    return response;
  };
}

export function firstErrorReport(error: CombinedError, kind: 'query' | 'mutation'): GraphqlErrorReport {
  const graphQLError = error.graphQLErrors[0];
  if (!graphQLError) return { code: null, message: null, uuid: null, operation: kind };
  const code = graphQLError.extensions?.code;
  const uuid = graphQLError.extensions?.uuid;
  return {
    code: typeof code === 'string' ? code : null,
    message: graphQLError.message || null,
    uuid: typeof uuid === 'string' ? uuid : null,
    operation: kind,
  };
}

export function createGraphqlClient(options: ClientOptions): Client {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  // Set once the socket exists: reopens it when the session changed since it connected.
  let followSession = () => {};
  const exchanges = [
    mapExchange({
      onOperation(operation) {
        if (operation.kind === 'query' || operation.kind === 'mutation')
          pendingOperations.started(operation.key);
        else if (operation.kind === 'teardown') pendingOperations.finished(operation.key);
      },
      onResult(result) {
        pendingOperations.finished(result.operation.key);
      },
      onError(error, operation) {
        // Subscriptions reconnect on their own and the banner shows the outage; no toast per retry.
        if ((operation.kind === 'query' || operation.kind === 'mutation') && !operation.context.silent) {
          options.onError(firstErrorReport(error, operation.kind));
        }
      },
    }),
    cacheExchange,
    authExchange(async (utils) => ({
      addAuthToOperation(operation) {
        followSession();
        const { token } = readLocalStore();
        return token ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` }) : operation;
      },
      // An expired session is the error policy's business (toast, reset, redirect), not a silent retry.
      didAuthError: () => false,
      async refreshAuth() {},
    })),
  ];

  if (options.subscriptions !== false) {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    // Who the socket was opened for: its subscriptions run as that user (connectionParams). The
    // user, not the token: every authenticated answer renews the token, the user stays.
    const sessionUser = () => {
      const { token, user } = readLocalStore();
      return token ? String(user?.userid ?? '') : null;
    };
    let socketUser: string | null = null;
    // graphql-ws loads after the first page (decision 029: the first-load budget); the first
    // subscription, the ministry-status banner's, opens the socket as soon as it has arrived.
    let wsClient: Promise<WsClient> | undefined;
    const socket = () =>
      (wsClient ??= import('graphql-ws').then(({ createClient }) =>
        createClient({
          url: `${scheme}://${window.location.host}/graphql`,
          connectionParams: () => {
            const { token } = readLocalStore();
            socketUser = sessionUser();
            return token
              ? { authorization: `Bearer ${token}`, 'accept-language': options.locale() }
              : { 'accept-language': options.locale() };
          },
          retryAttempts: Number.POSITIVE_INFINITY,
          shouldRetry: () => true,
          on: {
            connected: () => {
              socketConnected = true;
              for (const listener of socketListeners) listener();
            },
            closed: () => {
              socketConnected = false;
            },
          },
        }),
      ));
    // A login or logout without a page load (the kiosk's, the browser's dialog) changes who the
    // socket should speak for while the ministry-status subscription keeps it open: reopen it, and
    // graphql-ws subscribes again with the new session (an act watched anonymously gets nothing).
    followSession = () => {
      if (socketConnected && sessionUser() !== socketUser) void socket().then((client) => client.terminate());
    };
    // Before fetchExchange: it would take every mutation, the liveness frames included.
    exchanges.push(
      subscriptionExchange({
        isSubscriptionOperation: (operation) =>
          operation.kind === 'subscription' || operation.context.viaSocket === true,
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          // The session ended (the subscription says TOKEN_EXPIRED): the session machine's reset, toast
          // and return target, through the error policy, as for a query.
          const confirm = (): Promise<boolean> => {
            if (options.confirmSession) return options.confirmSession(client).catch(() => false);
            options.onError({ code: 'TOKEN_EXPIRED', message: null, uuid: null, operation: 'query' });
            return Promise.resolve(false);
          };
          return {
            subscribe(sink) {
              let cancelled = false;
              let unsubscribe: (() => void) | undefined;
              socket().then(
                (ws) => {
                  if (cancelled) return;
                  unsubscribe = renewingSubscription({
                    subscribe: (payload, observer) => ws.subscribe(payload, observer),
                    payload: () => withToken(input, readLocalStore().token),
                    confirm,
                    sink,
                  });
                },
                (error: unknown) => sink.error(error),
              );
              return {
                unsubscribe() {
                  cancelled = true;
                  unsubscribe?.();
                },
              };
            },
          };
        },
      }),
    );
  }

  // Last, so the socket exchange sees (and keeps) the liveness frames before fetch takes the rest.
  exchanges.push(fetchExchange);

  const client: Client = new Client({
    url: '/graphql',
    exchanges,
    fetch: tokenRefreshingFetch(baseFetch),
    // Each request starts its trace (decision 119): the gateway's span continues it.
    fetchOptions: () => ({
      headers: {
        'Accept-Language': options.locale(),
        [traceparentHeader]: newTraceparent((bytes) => crypto.getRandomValues(bytes)),
      },
    }),
    requestPolicy: 'cache-and-network',
  });
  return client;
}
