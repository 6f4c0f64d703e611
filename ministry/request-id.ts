import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isRequestId, requestIdHeader } from '../machines/fields/request-id';

// The gateway's request id (decision 118): the ministry's id of a request is the one the gateway sent
// in X-Request-Id (only gateways reach the ministry), or a new UUID. Fastify binds it to request.log;
// the logger's mixin (logger.ts) writes it in the lines of the code a request runs that log on another
// logger (a service's child of app.log), so every line of a request names it.
const current = new AsyncLocalStorage<string>();

/** The id of the request this code runs for; undefined outside one (a job, a timer). */
export const currentRequestId = (): string | undefined => current.getStore();

/** Fastify's `genReqId`: the gateway's id when well formed, otherwise a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[requestIdHeader];
  return isRequestId(given) ? given : randomUUID();
}

/** Answers every request's id and runs the rest of its hooks and its handler as that request. */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    current.run(request.id, done);
  });
}
