import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';
import { isRequestId, requestIdHeader } from '../../machines/fields/request-id.js';
import type { TrustedProxies } from './forwarded-for.js';
import { injectSpan } from './tracing.js';

// The request id of the HTTP request being served (decision 118), for the logger's every line
// (logger.ts) and the calls to the ministry, without threading it through every function; and its
// trace span when tracing is on (decision 119), the parent of the ministry calls' spans.
const current = new AsyncLocalStorage<{ id: string; span: Span | undefined }>();

/** The id of the request this code runs for; undefined outside one (a timer, a WebSocket frame). */
export const currentRequestId = (): string | undefined => current.getStore()?.id;

/** The trace span of the request this code runs for, when it is traced. */
export const currentSpan = (): Span | undefined => current.getStore()?.span;

/** Runs `serve` as the request `id`: everything it starts, awaits and logs belongs to that request. */
export const asRequest = <T>(id: string, span: Span | undefined, serve: () => T): T =>
  current.run({ id, span }, serve);

/** Carries the request on to the ministry in `headers`: its id, and its span's context when traced. */
export function carryRequest(headers: Record<string, string>): void {
  const request = current.getStore();
  if (!request) return;
  headers[requestIdHeader] = request.id;
  if (request.span) injectSpan(request.span, headers);
}

/**
 * The id of `req`: the one a trusted proxy sent when it is well formed, otherwise a new UUID. A
 * client's own header is not taken: it could make its requests look like another's in the logs.
 */
export function requestIdOf(req: IncomingMessage, trusted: TrustedProxies): string {
  const given = req.headers[requestIdHeader];
  const peer = req.socket.remoteAddress;
  return peer && trusted.has(peer) && isRequestId(given) ? given : randomUUID();
}
