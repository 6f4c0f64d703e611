import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MinistryError } from './errors';
import { languageOf } from './i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    // 'bypass': the route starts at once, outside the admission queue: the health check (a busy
    // ministry must still say it is alive) and the long-lived change streams (they would hold a place).
    admission?: 'bypass';
  }
}

export interface AdmissionOptions {
  /** Requests under way at most; more wait their turn in arrival order. */
  maxActive: number;
  /**
   * Requests waiting at most. One more is answered at once 503 `busy` with Retry-After: a queue that
   * long already means seconds of wait, and an unbounded one would hold every connection and its
   * request in memory for as long as the load lasts (decision 031).
   */
  maxWaiting: number;
}

/** Seconds a refused client is asked to wait: the queue drains by hundreds of requests a second. */
export const busyRetryAfterS = 1;

/**
 * Requests start in arrival order, one per turn of the event loop, at most `maxActive` at once.
 *
 * Why (decision 031): on embedded PGlite a query runs synchronously inside its promise, so a request
 * never waits for anything and runs from its first line to its answer in one go. Left alone, Node then
 * runs every request that arrived together in a single turn of the event loop, and a turn at 200
 * connections took over a second. Node accepts one new connection per turn, so under load new
 * connections waited in the kernel's queue for 10 s and more (the load test's timeouts, and the
 * gateway's connect timeouts), and answers came in whatever order the queries interleaved: a list
 * that needed three queries in a row waited three times as long as a read that needed one. Started one
 * per turn, each request still runs at full speed, a turn lasts one request, connections are accepted
 * at once, and the waits are first come, first served. On a PostgreSQL server, where queries do wait
 * for the network, `maxActive` lets that many overlap.
 */
export function installAdmission(app: FastifyInstance, { maxActive, maxWaiting }: AdmissionOptions): void {
  const waiting: FastifyRequest[] = [];
  const admitted = new WeakMap<FastifyRequest, () => void>();
  const started = new WeakSet<FastifyRequest>();
  let active = 0;
  // Requests in `waiting` whose clients are still there (those that left are skipped at their turn).
  let queued = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || waiting.length === 0 || active >= maxActive) return;
    scheduled = true;
    setImmediate(turn);
  }

  // One start per turn: the started request runs in this turn's microtasks, then the event loop polls
  // its sockets (new connections, new requests) before the next one starts.
  function turn() {
    scheduled = false;
    while (waiting.length > 0 && active < maxActive) {
      const request = waiting.shift()!;
      const start = admitted.get(request);
      // A client that left while waiting takes no turn (and no longer counts as waiting).
      if (!start) continue;
      admitted.delete(request);
      queued -= 1;
      if (request.raw.destroyed) continue;
      active += 1;
      started.add(request);
      start();
      break;
    }
    schedule();
  }

  function leave(request: FastifyRequest) {
    if (started.has(request)) {
      started.delete(request);
      active -= 1;
      schedule();
      return;
    }
    // Still waiting (its client left): out of the queue.
    if (admitted.delete(request)) queued -= 1;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.admission === 'bypass') return;
    if (queued >= maxWaiting) {
      // Before any other hook, so the request's language is read here; nothing else of it runs.
      request.language = languageOf(request.headers['accept-language']);
      reply.header('retry-after', String(busyRetryAfterS));
      throw new MinistryError(503, 'busy');
    }
    await new Promise<void>((resolve) => {
      admitted.set(request, resolve);
      waiting.push(request);
      queued += 1;
      schedule();
    });
  });
  app.addHook('onResponse', async (request) => leave(request));
  app.addHook('onRequestAbort', async (request) => leave(request));
}
