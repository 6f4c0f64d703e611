import type { Span } from '@opentelemetry/api';
import DataLoader from 'dataloader';
import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { requestIdHeader } from '../../machines/fields/request-id.js';
import { isStorableText } from '../../machines/fields/text.js';
import { isBearerToken } from '../../machines/fields/tokens.js';
import {
  formatKioskProof,
  type KioskProof,
  kioskProofHeader,
  parseKioskProof,
} from '../../machines/kiosk/kiosk-proof.js';
import { endFailed, endWithStatus, injectSpan, type Tracing } from '../http/tracing.js';
import type { Locale } from '../i18n.js';
import type { CallOutcome, CircuitBreaker } from './circuit-breaker.js';
import { gatewayError, type MinistryFailure, ministryError, PASSED_PARAMS } from './errors.js';
import { badInput, checkMinistryPath } from './paths.js';
import { type MinistryTransport, TransportError, type TransportResponse } from './transport.js';

export const REFRESHED_TOKEN_HEADER = 'X-Refreshed-Token';

export interface MinistryConfig {
  /** MINISTRY_URL: where the ministry's `/api` lives, e.g. http://127.0.0.1:8081. */
  baseUrl: string;
  /** General timeout of a call (specification section 7: 100 s). */
  timeoutMs: number;
  /** Timeout of the auth calls (60 s). */
  authTimeoutMs: number;
  logger: Logger;
  /** The ministry's circuit breaker, shared by every request (none: every call goes out). */
  breaker?: CircuitBreaker | undefined;
  /** The connections the JSON calls go over, shared by every request (./transport.ts). */
  transport: MinistryTransport;
  /** Counts each JSON call by its outcome (a status class, `timeout`, `unreachable`...) and time. */
  metrics?: { ministryCall(outcome: MinistryCallOutcome, seconds: number): void } | undefined;
  /** Traces each JSON call as a child of the request's span, and sends its context on (decision 119). */
  tracing?: Tracing | undefined;
}

export type MinistryCallOutcome =
  | '2xx'
  | '3xx'
  | '4xx'
  | '5xx'
  | 'timeout'
  | 'unreachable'
  | 'abandoned'
  | 'circuit_open';

const statusClass = (status: number): MinistryCallOutcome =>
  status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';

/** What one client request hands on to every ministry call it causes. */
export interface MinistryScope {
  /** The bearer token, without the `Bearer ` prefix. */
  token?: string | undefined;
  locale: Locale;
  /** The client's address for the ministry's per-address rate limits (X-Forwarded-For), one entry. */
  forwardedFor?: string | undefined;
  /** Aborts the calls when the client goes away. */
  signal?: AbortSignal | undefined;
  /** Receives the token the ministry refreshes on every 200. */
  onRefreshedToken?: ((token: string) => void) | undefined;
  /** The gateway's request (or WebSocket operation) these calls serve, sent on in X-Request-Id. */
  requestId?: string | undefined;
  /** That request's trace span, when it is traced: the parent of each call's span. */
  span?: Span | undefined;
}

export type TimeoutKind = 'general' | 'auth';

export interface CallOptions {
  /** Query parameters; a null or undefined one is left out (GraphQL gives an absent argument as null). */
  query?: Record<string, string | number | null | undefined>;
  timeout?: TimeoutKind;
  /** The act the call is about, reported with UUID_NOT_FOUND when the ministry does not name it. */
  uuid?: string;
  /**
   * A kiosk-only operation's proof (decision 070), passed on in its header as the kiosk signed it;
   * one that is not a proof's shape is not sent, so the ministry answers as to a call without one.
   */
  kioskProof?: KioskProof | null | undefined;
}

export interface MinistryClient {
  getJson<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.output<S>>;
  postJson<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: CallOptions,
  ): Promise<z.output<S>>;
  /** For answers that are plain text, such as check_before_auth's `Ok`. */
  postText(path: string, body: unknown, options?: CallOptions): Promise<string>;
  /**
   * A long-lived GET (Server-Sent Events): resolves with the open response once its headers are in,
   * or throws the mapped error of a refusal. `connectTimeoutMs` bounds the wait for the headers only;
   * `signal` ends the stream.
   */
  openStream(path: string, options: StreamOptions): Promise<Response>;
}

export interface StreamOptions {
  signal: AbortSignal;
  connectTimeoutMs: number;
  /** As in CallOptions. */
  uuid?: string;
  /** Query parameters, as in CallOptions. */
  query?: CallOptions['query'];
}

/** Ministry-built URLs; `path` is relative to `/api`. Query values are encoded here. */
export function ministryUrl(baseUrl: string, path: string, query?: CallOptions['query']): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(`api/${path.replace(/^\/+/, '')}`, base);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}

// A 4xx text body is shown to the user (section 8); past this length it is a page, not a message.
const MAX_TEXT_MESSAGE = 2000;

/**
 * True when `combined` (the call's signal: its own timeout and the callers' signals) was aborted by
 * something other than that timeout, i.e. the client went away. Asked of the combined signal because
 * yoga's request signal (@whatwg-node/server's own AbortSignal stand-in) never turns `aborted` itself
 * once a native signal follows it: read directly, a client that left looked like a ministry that did
 * not answer, and five of them in a row opened the circuit for everyone.
 */
function clientGone(combined: AbortSignal, ownTimeout: AbortSignal): boolean {
  return combined.aborted && !ownTimeout.aborted;
}

/**
 * The path checked against gateway/ministry/paths.ts (ids, tokens; BAD_REQUEST otherwise) and the
 * query's text, before any URL is built; answers the URL and the path as it may be logged.
 */
function checkedUrl(baseUrl: string, path: string, query: CallOptions['query'], locale: Locale) {
  const checked = checkMinistryPath(path, locale);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string' && !isStorableText(value))
      throw badInput(locale, name, 'input.invalidText');
  }
  return { url: ministryUrl(baseUrl, checked.path, query), logFields: { path: `/api/${checked.logged}` } };
}

function readFailure(status: number, contentType: string, text: string, uuid?: string): MinistryFailure {
  const failure: MinistryFailure = { status, ...(uuid ? { uuid } : {}) };
  const trimmed = text.trim();
  if (contentType.includes('json') || trimmed.startsWith('{')) {
    try {
      const body: unknown = JSON.parse(trimmed);
      if (body && typeof body === 'object') {
        const { code, message, uuid: bodyUuid, fields } = body as Record<string, unknown>;
        if (typeof code === 'string') failure.ministryCode = code;
        if (typeof message === 'string') failure.message = message;
        if (typeof bodyUuid === 'string') failure.uuid = bodyUuid;
        const params: Record<string, string | number | boolean> = {};
        for (const name of PASSED_PARAMS) {
          const value = (body as Record<string, unknown>)[name];
          if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
            params[name] = value;
          }
        }
        if (Object.keys(params).length > 0) failure.params = params;
        if (fields && typeof fields === 'object') {
          const entries = Object.entries(fields).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          );
          if (entries.length > 0) failure.fields = Object.fromEntries(entries);
        }
        return failure;
      }
    } catch {
      // Not JSON after all: treat it as text below.
    }
  }
  // Text from a 5xx may be a proxy's error page or a stack trace: never show it.
  if (status < 500 && trimmed && trimmed.length <= MAX_TEXT_MESSAGE && !contentType.includes('html')) {
    failure.message = trimmed;
  }
  return failure;
}

export function createMinistryClient(config: MinistryConfig, scope: MinistryScope): MinistryClient {
  const { logger } = config;

  function headersFor(accept: string, hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept, 'accept-language': scope.locale };
    // A token that cannot be a session of ours is not sent on: the ministry answers as for no token.
    if (scope.token && isBearerToken(scope.token)) headers.authorization = `Bearer ${scope.token}`;
    if (scope.forwardedFor) headers['x-forwarded-for'] = scope.forwardedFor;
    if (scope.requestId) headers[requestIdHeader] = scope.requestId;
    if (hasBody) headers['content-type'] = 'application/json';
    return headers;
  }

  function refusal(
    response: { status: number; contentType: string },
    text: string,
    uuid: string | undefined,
    logFields: object,
    ms: number,
  ) {
    const failure = readFailure(response.status, response.contentType, text, uuid);
    // A token that was sent, or one not sent on for its form (headersFor), was a session the caller
    // believed in: only a call with no token at all is anonymous.
    if (!scope.token) failure.anonymous = true;
    const error = ministryError(failure, scope.locale);
    logger.info(
      {
        ...logFields,
        ms,
        status: response.status,
        ministryCode: failure.ministryCode,
        code: error.extensions.code,
      },
      'ministry refused',
    );
    return error;
  }

  const noBreaker: CallOutcome = { answered() {}, failed() {}, abandoned() {} };

  /** Admits one call through the breaker, or throws MINISTRY_UNAVAILABLE at once while it is open. */
  function admit(logFields: object): CallOutcome {
    const { breaker } = config;
    if (!breaker) return noBreaker;
    if (!breaker.admits()) {
      // Debug only: while open, every call would write this line.
      logger.debug({ ...logFields, circuit: breaker.state }, 'ministry call refused by the circuit breaker');
      config.metrics?.ministryCall('circuit_open', 0);
      throw gatewayError('MINISTRY_UNAVAILABLE', scope.locale);
    }
    return breaker.begin();
  }

  function unreachable(error: unknown, logFields: object, ms: number): GraphQLError {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.name) : 'unknown';
    logger.warn({ ...logFields, ms, reason }, 'ministry unreachable');
    return gatewayError('INTEGRATION_ERROR', scope.locale);
  }

  // The client's going away as a plain AbortSignal, made once per client request and only when it
  // calls the ministry: yoga's request signal is a stand-in whose own listeners stop firing once a
  // native signal follows it (see clientGone), so the calls listen to this follower instead.
  let clientSignal: AbortSignal | undefined;
  const clientLeaving = () => {
    if (scope.signal && !clientSignal) clientSignal = AbortSignal.any([scope.signal]);
    return clientSignal;
  };

  async function call(method: 'GET' | 'POST', path: string, body: unknown, options: CallOptions = {}) {
    const timeoutMs = options.timeout === 'auth' ? config.authTimeoutMs : config.timeoutMs;
    const checked = checkedUrl(config.baseUrl, path, options.query, scope.locale);
    const { url } = checked;
    const headers = headersFor('application/json, text/plain', body !== undefined);
    const proof = options.kioskProof ? formatKioskProof(options.kioskProof) : null;
    if (proof && parseKioskProof(proof)) headers[kioskProofHeader] = proof;
    // Only the path is logged, its secrets blanked: queries may one day carry personal data.
    const logFields = { method, ...checked.logFields };
    const outcome = admit(logFields);
    const started = performance.now();
    const span =
      scope.span &&
      config.tracing?.call(scope.span, method, {
        'http.request.method': method,
        'url.path': logFields.path,
        'server.address': url.host,
      });
    if (span) injectSpan(span, headers);

    let answer: TransportResponse;
    try {
      answer = await config.transport.send(url, {
        method,
        headers,
        timeoutMs,
        signal: clientLeaving(),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const reason = error instanceof TransportError ? error.reason : 'network';
      if (span) endFailed(span, reason);
      config.metrics?.ministryCall(
        reason === 'timeout' || reason === 'abandoned' ? reason : 'unreachable',
        ms / 1000,
      );
      if (reason === 'timeout') {
        outcome.failed();
        logger.warn({ ...logFields, ms, timeoutMs }, 'ministry call timed out');
        throw gatewayError('MINISTRY_TIMEOUT', scope.locale);
      }
      if (reason === 'abandoned') {
        outcome.abandoned();
        throw clientAbandoned(logFields, ms);
      }
      outcome.failed();
      throw unreachable(error, logFields, ms);
    }
    outcome.answered();
    if (span) endWithStatus(span, answer.status);

    const ms = Math.round(performance.now() - started);
    config.metrics?.ministryCall(statusClass(answer.status), ms / 1000);
    const response = {
      status: answer.status,
      contentType: String(answer.headers['content-type'] ?? ''),
    };
    const { text } = answer;
    if (response.status < 200 || response.status > 299)
      throw refusal(response, text, options.uuid, logFields, ms);
    const refreshed =
      response.status === 200 ? answer.headers[REFRESHED_TOKEN_HEADER.toLowerCase()] : undefined;
    if (typeof refreshed === 'string' && refreshed) scope.onRefreshedToken?.(refreshed);
    logger.debug({ ...logFields, ms, status: response.status }, 'ministry call');
    return { response, text, logFields };
  }

  /** A call its client gave up: says nothing about the ministry, and is logged at debug only. */
  function clientAbandoned(logFields: object, ms: number): GraphQLError {
    logger.debug({ ...logFields, ms }, 'ministry call abandoned by the client');
    return gatewayError('INTEGRATION_ERROR', scope.locale);
  }

  function unreadable(logFields: object, detail: string): GraphQLError {
    logger.warn({ ...logFields, detail }, 'ministry answer unreadable');
    return gatewayError('INTEGRATION_ERROR', scope.locale);
  }

  function parseJson<S extends z.ZodType>(text: string, schema: S, logFields: object): z.output<S> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw unreadable(logFields, 'not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      // Issue paths name fields only; the values themselves stay out of the log.
      throw unreadable(logFields, parsed.error.issues.map((i) => i.path.map(String).join('.')).join(', '));
    }
    return parsed.data;
  }

  // The client lives for one client request (the context factory makes it). Identical GETs in flight
  // at once share one ministry call: aliases or fragments that read the same resource in one query
  // cost the ministry one request. The entry goes once the answer is in, so a later read (the next
  // event of a subscription) asks again and never gets a stale answer. The ministry has no batch
  // routes, so there is nothing to batch: one key, one call.
  type Read = { path: string; options: CallOptions | undefined };
  const reads = new DataLoader<Read, Awaited<ReturnType<typeof call>>, string>(
    (keys) =>
      Promise.all(keys.map(({ path, options }) => call('GET', path, undefined, options).catch((e) => e))),
    { batch: false, cacheKeyFn: ({ path, options }) => JSON.stringify([path, options ?? {}]) },
  );
  async function read(key: Read) {
    try {
      return await reads.load(key);
    } finally {
      reads.clear(key);
    }
  }

  return {
    async getJson(path, schema, options) {
      const { text, logFields } = await read({ path, options });
      return parseJson(text, schema, logFields);
    },
    async postJson(path, body, schema, options) {
      const { text, logFields } = await call('POST', path, body, options);
      return parseJson(text, schema, logFields);
    },
    async openStream(path, { signal, connectTimeoutMs, uuid, query }) {
      const { url, logFields: pathFields } = checkedUrl(config.baseUrl, path, query, scope.locale);
      const logFields = { method: 'GET', ...pathFields };
      const outcome = admit(logFields);
      const started = performance.now();
      // The timeout covers the headers only; the stream itself lives until `signal` ends it.
      const connecting = new AbortController();
      const timer = setTimeout(() => connecting.abort(), connectTimeoutMs);
      const combined = AbortSignal.any([signal, connecting.signal, ...(scope.signal ? [scope.signal] : [])]);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: headersFor('text/event-stream', false),
          signal: combined,
        });
      } catch (error) {
        const ms = Math.round(performance.now() - started);
        if (connecting.signal.aborted) {
          outcome.failed();
          logger.warn({ ...logFields, ms, timeoutMs: connectTimeoutMs }, 'ministry stream timed out');
          throw gatewayError('MINISTRY_TIMEOUT', scope.locale);
        }
        if (clientGone(combined, connecting.signal)) {
          outcome.abandoned();
          throw clientAbandoned(logFields, ms);
        }
        outcome.failed();
        throw unreachable(error, logFields, ms);
      } finally {
        clearTimeout(timer);
      }
      outcome.answered();
      const ms = Math.round(performance.now() - started);
      if (!response.ok) {
        let text = '';
        try {
          text = await response.text();
        } catch {
          // The refusal is still a refusal without its body.
        }
        throw refusal(
          { status: response.status, contentType: response.headers.get('content-type') ?? '' },
          text,
          uuid,
          logFields,
          ms,
        );
      }
      if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
        await response.body?.cancel();
        throw unreadable(logFields, 'not an event stream');
      }
      logger.debug({ ...logFields, ms, status: response.status }, 'ministry stream opened');
      return response;
    },
    async postText(path, body, options) {
      const { response, text } = await call('POST', path, body, options);
      // A JSON string ("Ok") is the same answer as the plain text Ok.
      if (response.contentType.includes('json')) {
        try {
          const json: unknown = JSON.parse(text);
          if (typeof json === 'string') return json;
        } catch {
          // Fall through to the raw text.
        }
      }
      return text;
    },
  };
}
