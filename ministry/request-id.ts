import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { isRequestId, requestIdHeader } from '../machines/fields/request-id';
import { endWithStatus, type Tracing } from './tracing';

// The gateway's request id (decision 118): the ministry's id of a request is the one the gateway sent
// in X-Request-Id (only gateways reach the ministry), or a new UUID. Fastify binds it to request.log;
// the logger's mixin (logger.ts) writes it in the lines of the code a request runs that log on another
// logger (a service's child of app.log), so every line of a request names it. When tracing is on
// (decision 119), the request's span rides along: the database statements it sends are its children.
interface RequestScope {
  id: string;
  trace: { span: Span; tracer: Tracer } | undefined;
}
const current = new AsyncLocalStorage<RequestScope>();

/** The id of the request (or job pass, runAsPass) this code runs for; undefined outside one (a timer). */
export const currentRequestId = (): string | undefined => current.getStore()?.id;

/** The span of the traced request this code runs for, with its tracer; undefined otherwise. */
export const currentTrace = (): RequestScope['trace'] => current.getStore()?.trace;

/**
 * `callback`, to run as the request (or pass) that made it whenever it is called: for a callback a
 * library calls from another request's turn (pg's pool hands a freed connection to the next waiter in
 * the releasing request's context). Cheaper than AsyncResource.bind, which makes a resource and a
 * deprecation wrapper per call; only this module's scope needs carrying.
 */
export function bindToRequest<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const scope = current.getStore();
  return (...args: A) => current.run(scope as RequestScope, callback, ...args);
}

/** Fastify's `genReqId`: the gateway's id when well formed, otherwise a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[requestIdHeader];
  return isRequestId(given) ? given : randomUUID();
}

// Probes and scrapes are not traced: they would be most of the spans and say nothing of a request
// (`/api/health` is the gateways' status probe, every few seconds from each).
const untraced = new Set(['/healthz', '/readyz', '/metrics', '/api/health']);

/**
 * Answers every request's id and runs the rest of its hooks and its handler as that request, in the
 * server span `tracing` starts for it (ended when the answer is written or the caller leaves).
 */
export function installRequestIds(app: FastifyInstance, tracing?: Tracing): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    const route = request.routeOptions.url;
    if (!tracing || (route !== undefined && untraced.has(route))) {
      current.run({ id: request.id, trace: undefined }, done);
      return;
    }
    const span = tracing.serve(`${request.method} ${route ?? ''}`.trim(), request.headers, {
      'http.request.method': request.method,
      ...(route === undefined ? {} : { 'http.route': route }),
    });
    reply.raw.once('close', () => endWithStatus(span, reply.raw.writableFinished ? reply.statusCode : 499));
    current.run({ id: request.id, trace: { span, tracer: tracing.tracer } }, done);
  });
}

/**
 * Runs one pass of a background job (ministry/jobs/queue.ts) as a request of its own: an id of its own
 * in every line it logs, and, when tracing is on, a root span `job <name>` whose children are the
 * statements the pass sends (sampled at the configured ratio, as a request without a parent is). A
 * failed pass is an error of its span, by `code` alone.
 */
export function runAsPass<T>(
  name: string,
  tracing: Tracing | undefined,
  run: () => Promise<T>,
  code: (error: unknown) => string,
): Promise<T> {
  const id = randomUUID();
  if (!tracing) return current.run({ id, trace: undefined }, run);
  const span = tracing.tracer.startSpan(
    `job ${name}`,
    { kind: SpanKind.INTERNAL, attributes: { 'job.name': name } },
    ROOT_CONTEXT,
  );
  return current.run({ id, trace: { span, tracer: tracing.tracer } }, run).then(
    (result) => {
      span.end();
      return result;
    },
    (error: unknown) => {
      span.setAttribute('error.type', code(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      throw error;
    },
  );
}
