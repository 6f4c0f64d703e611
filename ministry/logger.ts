import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type LoggerOptions, symbols } from 'pino';
import { outsideUuids, redacted, redactTokens, redactTokensDeep } from '../machines/fields/tokens';
import { currentRequestId } from './request-id';

export type MinistryLoggerOptions = LoggerOptions & { stream?: DestinationStream };

// Keys whose values are personal data or secrets wherever they appear in a log object.
const sensitiveKeys = ['pin', 'passnum', 'passserial', 'token', 'jwt', 'image', 'bestshot', 'password'];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  // An enrolled kiosk's proof (decision 070): spent once, but a nonce and a signature all the same.
  'req.headers["x-kiosk-proof"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-kiosk-proof"]',
  'res.headers["set-cookie"]',
  'res.headers["x-refreshed-token"]',
  ...sensitiveKeys,
  ...sensitiveKeys.map((key) => `*.${key}`),
  ...sensitiveKeys.map((key) => `*.*.${key}`),
];

// Query keys whose values are secrets: the fields above, the invitation token of an SMS link, and what
// the public searches ask by (a deceased's name and death date, a vehicle's or a flat's identifiers:
// decision 052).
const sensitiveQuery = new Set([
  ...sensitiveKeys,
  'invite',
  'name',
  'deathdate',
  'statenumber',
  'techpassportseries',
  'techpassportnumber',
  'cadastrenumber',
]);
// A PIN (14 digits), a passport number (7 digits) or series+number, wherever free text carries one.
const personalDigits = /[A-Za-z]{2}\d{7}\b|\d{7,}/g;

/** `text` without tokens or PIN-like digit runs; an id (a uuid) stays whole, though one may hold seven digits. */
export function scrub(text: string): string {
  return outsideUuids(redactTokens(text), (part) => part.replace(personalDigits, redacted));
}

// A query key as the client wrote it when it is not valid percent-encoding (a hostile request).
const decodedKey = (key: string) => {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
};

/**
 * Path and query of a request URL with secrets removed: sensitive query values, invitation tokens
 * (`/invitations/{token}`), JWTs and PIN-like digit runs.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (query === undefined) return scrub(path);
  const parts = query.split('&').map((pair) => {
    const [key = '', value] = pair.split('=', 2);
    return value !== undefined && sensitiveQuery.has(decodedKey(key).toLowerCase())
      ? `${key}=[redacted]`
      : pair;
  });
  return scrub(`${path}?${parts.join('&')}`);
}

interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
}

// Errors may carry values: drizzle's DrizzleQueryError lists query parameters in its message and a
// PostgreSQL error its `detail` ("Key (pin)=(...) already exists"). Keep only what locates the bug.
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error value]' };
  const withQuery = error as Error & { query?: unknown; code?: unknown; cause?: unknown };
  const message =
    typeof withQuery.query === 'string' ? `Failed query: ${withQuery.query}` : scrub(error.message);
  const out: SerializedError = { type: error.name, message };
  if (typeof withQuery.code === 'string') out.code = withQuery.code;
  // Only the frames: the lines before them repeat the unsanitised message (drizzle's spans lines).
  if (error.stack) {
    out.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  }
  if (withQuery.cause !== undefined && depth < 3) out.cause = serializeError(withQuery.cause, depth + 1);
  return out;
}

/**
 * Whether `logger`'s bindings name a request id: read from the bindings' JSON text that pino keeps
 * (`pino.symbols`, its interface for integrations), since `bindings()` parses that text again for
 * every line, a tenth of a log line's cost.
 */
function boundRequestId(logger: object): boolean {
  const chindings = (logger as Record<symbol, unknown>)[symbols.chindingsSym];
  return typeof chindings === 'string' && chindings.includes('"reqId":');
}

export function loggerOptions(options: MinistryLoggerOptions = {}): MinistryLoggerOptions {
  return {
    ...options,
    // A line written while a request is served names it (decision 118), unless the logger is the
    // request's own (Fastify binds reqId to request.log) and already does.
    mixin: (_object, _level, logger) => {
      const reqId = currentRequestId();
      return reqId && !boundRequestId(logger) ? { reqId } : {};
    },
    formatters: {
      ...options.formatters,
      log: (object) =>
        redactTokensDeep(options.formatters?.log ? options.formatters.log(object) : object) as Record<
          string,
          unknown
        >,
    },
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      ...options.serializers,
      // Headers and bodies are never logged: method, redacted URL and the caller's address only.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}
