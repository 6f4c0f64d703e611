import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import type { ExecutionArgs, execute, GraphQLError, subscribe } from 'graphql';
// Aliased: Biome's React hook rule would take a `use` prefix for a hook.
import { useServer as serveGraphQLWs } from 'graphql-ws/use/ws';
import { createYoga, maskError, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import pino, { type Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import { requestIdHeader } from '../machines/fields/request-id.js';
import type { LivenessSocketPolicy } from '../machines/liveness-socket/liveness-socket.machine.js';
import { type ActWatchPolicy, defaultActWatchPolicy } from './acts/watch.js';
import { resolveClientConfig } from './client-config.js';
import { createContextFactory, type GatewayContext } from './context.js';
import type { ClientConfig } from './generated/schema-types.js';
import { createFilesProxy } from './http/files.js';
import { clientAddress, trustedProxies } from './http/forwarded-for.js';
import { createGatewayMetrics, type GatewayMetrics, type RequestKind } from './http/metrics.js';
import { createProbes, HEALTHZ_PATH, READYZ_PATH } from './http/probes.js';
import {
  createRequestBudget,
  defaultRequestBudget,
  type RequestBudget,
  type RequestBudgetOptions,
  sendOverBudget,
  sessionBudgetKey,
} from './http/request-budget.js';
import { asRequest, requestIdOf } from './http/request-id.js';
import { createSecurityHeaders, frameOriginOf } from './http/security-headers.js';
import { createSpeedTestRelay, SPEED_TEST_PATH } from './http/speed-test.js';
import { createStaticHandler } from './http/static.js';
import { createTracing, endWithStatus, type TracingOptions } from './http/tracing.js';
import { createTurns } from './http/turns.js';
import { DEFAULT_LOCALE, translate } from './i18n.js';
import { createLivenessBridge, DEFAULT_LIVENESS_URL, type LivenessBridge } from './liveness/bridge.js';
import { DEFAULT_MAX_IMAGE_CHARS } from './liveness/validate.js';
import {
  type CircuitBreaker,
  type CircuitBreakerPolicy,
  createCircuitBreaker,
  defaultCircuitBreakerPolicy,
} from './ministry/circuit-breaker.js';
import { REFRESHED_TOKEN_HEADER } from './ministry/client.js';
import { createMinistryStatusMonitor, type MinistryStatusMonitor } from './ministry/status-monitor.js';
import { createMinistryTransport } from './ministry/transport.js';
import type { NoticeHtml } from './notice.js';
import { graphqlErrorsPlugin } from './plugins/graphql-errors.js';
import { graphqlJitPlugin } from './plugins/jit.js';
import { graphqlLimitsPlugins } from './plugins/limits.js';
import { refreshedTokenPlugin } from './plugins/refreshed-token.js';
import { MAX_REQUEST_BODY_BYTES, requestBodyLimitPlugin } from './plugins/request-body-limit.js';
import { corsPolicy, parseOrigins, requestPolicyPlugin } from './plugins/request-policy.js';
import { storableTextPlugin } from './plugins/storable-text.js';
import { traceOperationPlugin } from './plugins/trace-operation.js';
import { createGatewayPubSub, type GatewayEventTarget } from './pubsub.js';
import { createGatewaySchema } from './schema.js';

export interface GatewayOptions {
  /** MINISTRY_URL: where the ministry's `/api` lives. */
  ministryUrl: string;
  /** The built SPA; defaults to <repo>/dist. */
  staticDir?: string;
  /** General ministry timeout (ms), 100 s by default. */
  timeoutMs?: number;
  /** Timeout of the auth calls (ms), 60 s by default. */
  authTimeoutMs?: number;
  logger?: Logger;
  /** How often the ministry is probed while anyone subscribes to its status (ms). */
  statusIntervalMs?: number;
  /** Shared event target for several gateways (e.g. Redis); in-process when absent. */
  eventTarget?: GatewayEventTarget;
  /** Serve GraphiQL on GET /graphql (development aid). */
  graphiql?: boolean;
  /** LIVENESS_URL: the face-ID server's lpproto socket, ws://127.0.0.1:8081/liveness by default. */
  livenessUrl?: string;
  /** Test hooks of the liveness bridge; production uses the specification's policy and Math.random. */
  liveness?: {
    random?: () => number;
    policy?: Partial<LivenessSocketPolicy>;
    /** Longest base64 frame sendLivenessFrame accepts. */
    maxImageChars?: number;
  };
  /** Query.clientConfig (FACE_CHECK_LIMIT_MS and friends); the specification's timings by default. */
  clientConfig?: Partial<ClientConfig>;
  /** Query.noticeHtml: the operator's announcement per language (NOTICE_HTML_*); none by default. */
  noticeHtml?: NoticeHtml;
  /** Subscription.actChanged's stream timeouts and reconnect delays (tests shorten them). */
  actWatch?: Partial<ActWatchPolicy>;
  /** NODE_ENV=production: no introspection, no field suggestions. */
  production?: boolean;
  /** TRUSTED_PROXIES: addresses and CIDR ranges whose X-Forwarded-For names the client; none by default. */
  trustedProxies?: readonly string[];
  /** CORS_ORIGINS: other origins allowed to call /graphql from a browser; none by default (same-origin). */
  corsOrigins?: readonly string[];
  /** HSTS=on: send Strict-Transport-Security (the portal is reached over TLS only). */
  hsts?: boolean;
  /** The ministry's circuit breaker (decision 028); tests shorten its waits. */
  ministryBreaker?: Partial<CircuitBreakerPolicy>;
  /** Connections to the ministry at most, kept open between calls (decision 031); 64 by default. */
  ministryConnections?: number;
  /**
   * REQUEST_BUDGET and friends, REDIS_URL: the requests and speed-test bytes one client address may
   * spend per window (decision 116); defaults in ./http/request-budget.ts, counted in memory without Redis.
   */
  requestBudget?: Partial<Omit<RequestBudgetOptions, 'logger'>>;
  /** The largest body of a GraphQL request over HTTP, 25 MB by default (decision 130); tests lower it. */
  maxRequestBodyBytes?: number;
  /** Executions of a document before graphql-jit compiles it, 10 by default (decision 130); tests say 0. */
  compileAfter?: number;
  /** OTEL_EXPORTER_OTLP_*: where its traces go (decision 119); none, no tracing. */
  tracing?: TracingOptions | undefined;
}

/**
 * What node:http hands yoga. graphql-ws operations carry a built Request instead, plus the upgrade
 * request as `req` and the client's socket as `connection` (see onSubscribe below).
 */
export type ServerContext = { req?: IncomingMessage; res?: ServerResponse; connection?: object };

export interface Gateway {
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  server: Server;
  /** The ministry availability probe behind Query.health and Subscription.ministryStatus. */
  ministryStatus: MinistryStatusMonitor;
  /** Fails ministry calls fast while the ministry does not answer (decision 028). */
  ministryBreaker: CircuitBreaker;
  /** The face-ID sessions this gateway holds (Subscription.liveness). */
  liveness: LivenessBridge;
  /** Resolves with the URL the gateway answers on (the real port when 0 was asked). */
  listen(port: number, host?: string): Promise<string>;
  /** Its Prometheus metrics, served on a port of their own by `metrics.listen` (decision 118). */
  metrics: GatewayMetrics;
  /** Readiness off (GET /readyz answers 503): SIGTERM's first step, before `close` (decision 113). */
  drain(): void;
  /**
   * Stops accepting connections, closes the subscription sockets (graphql-ws clients reconnect, to
   * another gateway behind a load balancer), lets the HTTP requests under way finish for up to
   * `graceMs` (0 by default), then ends what is left.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 100_000;
export const DEFAULT_MINISTRY_CONNECTIONS = 64;
export const DEFAULT_AUTH_TIMEOUT_MS = 60_000;
const DEFAULT_STATUS_INTERVAL_MS = 5_000;
const GRAPHQL_ENDPOINT = '/graphql';
const FILES_PREFIX = '/files';

/** A request's kind, the metrics' label: never its path, which a client chooses. */
const kindOf = (pathname: string): RequestKind =>
  pathname === HEALTHZ_PATH || pathname === READYZ_PATH
    ? 'probe'
    : pathname === GRAPHQL_ENDPOINT
      ? 'graphql'
      : pathname.startsWith(`${FILES_PREFIX}/`)
        ? 'files'
        : pathname === SPEED_TEST_PATH
          ? 'speed_test'
          : 'static';

// Yoga logs through pino; errors keep name and message, never request data.
function yogaLogger(logger: Logger): YogaLogger {
  const fields = (args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    const message = args.find((arg): arg is string => typeof arg === 'string') ?? 'yoga';
    return { error, message };
  };
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const { error, message } = fields(args);
      if (error) logger[level]({ err: { name: error.name, message: error.message } }, message);
      else logger[level](message);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

// By name, not instanceof: graphql ships CJS and ESM builds, and a loader may hand yoga one and
// this file the other (vitest does), so the classes differ.
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

function upgradeHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The token of one graphql-ws operation: the one the client sent with it (`extensions.authorization`,
 * its current token), else the connection's (connectionParams `token` or `authorization`, given when
 * the socket opened). The socket outlives tokens: every authenticated answer renews the client's, and a
 * session may end while the socket stays open. Taking each operation's own token means a socket never
 * starts a subscription with a token older than the one the client holds (decision 071); the ministry
 * checks whichever it is when the subscription opens its stream.
 */
function operationAuthorization(extensions: Readonly<Record<string, unknown>> | undefined) {
  const value = extensions?.authorization;
  return typeof value === 'string' && /^Bearer \S{1,4096}$/.test(value) ? value : undefined;
}

/** graphql-ws clients send the token in connectionParams (`token` or `authorization`) and may name a locale. */
function connectionHeaders(
  req: IncomingMessage,
  params: Readonly<Record<string, unknown>> | undefined,
  extensions: Readonly<Record<string, unknown>> | undefined,
) {
  const headers = new Headers();
  const read = (key: string) => {
    const value = params?.[key];
    return typeof value === 'string' && value ? value : undefined;
  };
  const token = read('token');
  const authorization =
    operationAuthorization(extensions) ??
    (token ? `Bearer ${token}` : undefined) ??
    read('authorization') ??
    read('Authorization') ??
    upgradeHeader(req, 'authorization');
  if (authorization) headers.set('authorization', authorization);
  const language =
    read('locale') ??
    read('acceptLanguage') ??
    read('accept-language') ??
    upgradeHeader(req, 'accept-language');
  if (language) headers.set('accept-language', language);
  return headers;
}

export function createGateway(options: GatewayOptions): Gateway {
  // First: a configuration out of its bounds stops the start before anything runs.
  const clientConfig = resolveClientConfig(options.clientConfig);
  const logger = options.logger ?? pino({ level: 'silent' });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authTimeoutMs = options.authTimeoutMs ?? DEFAULT_AUTH_TIMEOUT_MS;
  const pubsub = createGatewayPubSub(options.eventTarget);
  const breakerPolicy = { ...defaultCircuitBreakerPolicy, ...options.ministryBreaker };
  const ministryStatus = createMinistryStatusMonitor({
    baseUrl: options.ministryUrl,
    pubsub,
    intervalMs: options.statusIntervalMs ?? DEFAULT_STATUS_INTERVAL_MS,
    probeTimeoutMs: Math.min(timeoutMs, breakerPolicy.probeTimeoutMs),
    logger,
  });
  // One breaker for the one ministry, shared by every request; its health probe is the status
  // monitor's, so subscribers of Subscription.ministryStatus hear what the breaker finds.
  const ministryBreaker = createCircuitBreaker({
    policy: breakerPolicy,
    probe: async () => (await ministryStatus.check()).status === 'UP',
    logger,
  });
  ministryStatus.onChecked((status) => ministryBreaker.observeHealth(status.status === 'UP'));
  const liveness = createLivenessBridge({
    url: options.livenessUrl ?? DEFAULT_LIVENESS_URL,
    logger,
    ...(options.liveness?.random ? { random: options.liveness.random } : {}),
    ...(options.liveness?.policy ? { policy: options.liveness.policy } : {}),
  });
  const maxImageChars = options.liveness?.maxImageChars ?? DEFAULT_MAX_IMAGE_CHARS;
  const proxies = trustedProxies(options.trustedProxies);
  const securityHeaders = createSecurityHeaders({
    hsts: options.hsts ?? false,
    frameOrigins: frameOriginOf(clientConfig.instructionalVideoUrl),
  });
  // Requests start, and go on with their ministry answers, one per turn of the event loop (decision 128).
  const turns = createTurns();
  const transport = createMinistryTransport({
    maxSockets: options.ministryConnections ?? DEFAULT_MINISTRY_CONNECTIONS,
    turns,
  });
  // The WebSocket server is made below; the gauge reads it at a scrape.
  const metrics = createGatewayMetrics({
    websockets: () => wsServer.clients.size,
    turnsWaiting: () => turns.waiting(),
  });
  const tracing = options.tracing ? createTracing(options.tracing) : undefined;
  const contextFactory = createContextFactory({
    ministryConfig: {
      baseUrl: options.ministryUrl,
      timeoutMs,
      authTimeoutMs,
      logger,
      breaker: ministryBreaker,
      transport,
      metrics,
      tracing,
    },
    ministryStatus,
    pubsub,
    liveness,
    maxImageChars,
    clientConfig,
    noticeHtml: options.noticeHtml ?? {},
    actWatch: { policy: { ...defaultActWatchPolicy, ...options.actWatch }, logger },
    trustedProxies: proxies,
  });

  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: createGatewaySchema(),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: contextFactory,
    plugins: [
      // The operation's parsing, validation and execution wait their turn once its body is read.
      { onParams: () => turns.take('continue') },
      requestPolicyPlugin(),
      requestBodyLimitPlugin(options.maxRequestBodyBytes ?? MAX_REQUEST_BODY_BYTES),
      ...graphqlLimitsPlugins({ production: options.production ?? false }),
      refreshedTokenPlugin(),
      storableTextPlugin(),
      graphqlErrorsPlugin({ production: options.production ?? false }),
      traceOperationPlugin(),
      graphqlJitPlugin(options.compileAfter),
    ],
    cors: corsPolicy(parseOrigins(options.corsOrigins ?? []), [REFRESHED_TOKEN_HEADER]),
    multipart: false,
    // Bounded by requestBodyLimitPlugin, which reads a body of declared length as it is (decision 130).
    maxRequestBodySize: false,
    graphiql: options.graphiql ?? false,
    landingPage: false,
    logging: yogaLogger(logger),
    maskedErrors: {
      errorMessage: translate(DEFAULT_LOCALE, 'errors.INTERNAL_SERVER_ERROR'),
      // Ministry answers are GraphQL errors already and pass unchanged; anything else is a bug:
      // the client gets the catalogue's system error with no detail (isDev off: no stack).
      maskError: (error, message) => {
        const masked = maskError(error, message, false);
        if (masked !== error) {
          const cause = isGraphQLError(error) && error.originalError ? error.originalError : error;
          logger.error(
            { err: cause instanceof Error ? { name: cause.name, message: cause.message } : {} },
            'unexpected error',
          );
        }
        return masked;
      },
    },
  });

  const serveFile = createFilesProxy({
    ministryUrl: options.ministryUrl,
    timeoutMs,
    logger,
    trustedProxies: proxies,
  });
  const serveSpeedTest = createSpeedTestRelay({
    ministryUrl: options.ministryUrl,
    timeoutMs,
    logger,
    trustedProxies: proxies,
  });
  const serveStatic = createStaticHandler({
    root: options.staticDir ?? join(import.meta.dirname, '..', 'dist'),
    reservedPrefixes: [GRAPHQL_ENDPOINT, FILES_PREFIX, SPEED_TEST_PATH, HEALTHZ_PATH, READYZ_PATH],
    securityHeaders,
  });

  const probes = createProbes({ ministryUrl: options.ministryUrl });
  const budget: RequestBudget = createRequestBudget({
    ...defaultRequestBudget,
    ...options.requestBudget,
    logger: logger.child({ component: 'request-budget' }),
  });
  /** The ministry-bound requests (not the SPA's static files) count against the address's budget. */
  const admitted = async (req: IncomingMessage, res: ServerResponse, pathname: string, search: string) => {
    const graphql = pathname === GRAPHQL_ENDPOINT;
    const speedTest = pathname === SPEED_TEST_PATH;
    if (!graphql && !speedTest && !pathname.startsWith(`${FILES_PREFIX}/`)) return true;
    const address = clientAddress(req, proxies) ?? 'unknown';
    const admission = await budget.admit(address, {
      bytes: speedTest ? speedTestBytes(req, search) : undefined,
      session: sessionBudgetKey(req.headers.authorization),
    });
    if (admission.admitted) {
      await turns.take('start');
      return true;
    }
    metrics.budgetRefused();
    sendOverBudget(req, res, admission.retryAfterSeconds, graphql);
    return false;
  };
  // The HTTP requests under way, which a graceful close lets finish.
  let active = 0;
  let allAnswered: (() => void) | undefined;
  const server = createServer((req, res) => {
    active += 1;
    res.once('close', () => {
      active -= 1;
      if (active === 0) allAnswered?.();
    });
    securityHeaders.common(res);
    const requestId = requestIdOf(req, proxies);
    res.setHeader(requestIdHeader, requestId);
    asRequest(requestId, traced(req, res), () => serve(req, res));
  });
  /** The server span of a request that reaches the ministry, ended when it is answered or abandoned. */
  const traced = (req: IncomingMessage, res: ServerResponse) => {
    // Untraced, a request pays nothing here.
    if (!tracing) return undefined;
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    const kind = kindOf(path);
    if (kind === 'probe' || kind === 'static') return undefined;
    // The kind, never the path asked for: a file's path names the act.
    const route = kind === 'files' ? `${FILES_PREFIX}/*` : path;
    const span = tracing.serve(`${req.method ?? 'GET'} ${route}`, req.headers, {
      'http.request.method': req.method ?? 'GET',
      'http.route': route,
    });
    res.once('close', () => endWithStatus(span, res.writableFinished ? res.statusCode : 499));
    return span;
  };
  /** One request, as `asRequest`: its log lines and ministry calls carry its id. */
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const { pathname } = url;
    metrics.track(kindOf(pathname), res);
    if (probes.handle(req, res, pathname)) return;
    const route = admitted(req, res, pathname, url.search).then((admit) =>
      !admit
        ? undefined
        : pathname === GRAPHQL_ENDPOINT
          ? yoga(req, res)
          : pathname.startsWith(`${FILES_PREFIX}/`)
            ? serveFile(req, res, pathname, url.search)
            : pathname === SPEED_TEST_PATH
              ? serveSpeedTest(req, res, url.search)
              : serveStatic(req, res, pathname),
    );
    void Promise.resolve(route).catch((error: unknown) => {
      logger.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : {} },
        'request failed',
      );
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };

  // graphql-ws on the same port and path: subscriptions run through yoga's envelop, so plugins,
  // error masking and the context factory are the same as over HTTP.
  // A liveness frame is the largest message a client sends; anything far beyond it is refused by ws.
  const wsServer = new WebSocketServer({
    server,
    path: GRAPHQL_ENDPOINT,
    maxPayload: maxImageChars + 64 * 1024,
  });
  type WsExtra = { request: IncomingMessage; socket: WebSocket };
  const wsCleanup = serveGraphQLWs<Record<string, unknown> | undefined, WsExtra>(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        // The operation's own token goes to the headers, not on to yoga with the rest of its extensions.
        const { authorization: _token, ...extensions } = payload.extensions ?? {};
        // POST: yoga refuses mutations on a GET request, and sendLivenessFrame travels this way.
        const request = new Request(`http://gateway${GRAPHQL_ENDPOINT}`, {
          method: 'POST',
          headers: connectionHeaders(
            ctx.extra.request,
            ctx.connectionParams,
            payload.extensions ?? undefined,
          ),
        });
        const enveloped = yoga.getEnveloped({
          request,
          params: { ...payload, extensions },
          connectionParams: ctx.connectionParams,
          // The client's address (X-Forwarded-For) and the socket liveness frames must arrive on.
          req: ctx.extra.request,
          connection: ctx.extra.socket,
        });
        let document: ReturnType<typeof enveloped.parse>;
        try {
          document = enveloped.parse(payload.query);
        } catch (error) {
          // A syntax error is the client's mistake: answer it as an error, do not drop the socket.
          if (isGraphQLError(error)) return [error];
          throw error;
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
    },
    wsServer,
  );

  const sockets = new Set<Socket>();
  let stopped: Promise<void> | undefined;

  /** `close`: see Gateway.close. */
  async function stop(graceMs: number) {
    probes.drain();
    await wsCleanup.dispose();
    await new Promise<void>((resolveClose) => wsServer.close(() => resolveClose()));
    const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    server.closeIdleConnections();
    if (graceMs > 0 && active > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => {
          allAnswered = resolve;
        }),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
      // Keep-alive connections whose last answer has just gone.
      server.closeIdleConnections();
    }
    // The parts the requests under way used, once they are answered.
    ministryBreaker.dispose();
    ministryStatus.close();
    liveness.close();
    await budget.close();
    await metrics.close();
    await tracing?.close();
    // Long-lived answers (SSE subscriptions, slow downloads) would hold close() open forever.
    for (const socket of sockets) socket.destroy();
    await closed;
    transport.close();
    await yoga.dispose();
  }
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  return {
    yoga,
    server,
    ministryStatus,
    ministryBreaker,
    liveness,
    metrics,
    async listen(port, host) {
      await budget.ready();
      return new Promise((resolvePromise, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const wildcard = !host || host === '0.0.0.0' || host === '::';
          const shown = wildcard
            ? 'localhost'
            : address.family === 'IPv6'
              ? `[${address.address}]`
              : address.address;
          resolvePromise(`http://${shown}:${address.port}`);
        });
      });
    },
    drain() {
      probes.drain();
    },
    close({ graceMs = 0 } = {}) {
      stopped ??= stop(graceMs);
      return stopped;
    },
  };
}

/**
 * The bytes a speed test will move: a download's `bytes`, an upload's declared length, or for an
 * upload that declares none (chunked) the ministry's cap, 8 MiB, which it may stream up to.
 */
function speedTestBytes(req: IncomingMessage, search: string): number {
  const asked = Number(
    req.method === 'POST'
      ? (req.headers['content-length'] ?? SPEED_TEST_UPLOAD_CAP)
      : new URLSearchParams(search).get('bytes'),
  );
  return Number.isSafeInteger(asked) && asked > 0 ? asked : 0;
}
const SPEED_TEST_UPLOAD_CAP = 8 * 1024 * 1024;

// yoga's enveloped execute/subscribe, carried to graphql-ws through rootValue (The Guild's recipe).
type EnvelopedRoot = {
  execute: (args: ExecutionArgs) => ReturnType<typeof execute>;
  subscribe: (args: ExecutionArgs) => ReturnType<typeof subscribe>;
};
