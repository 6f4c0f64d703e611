import type { FastifyInstance } from 'fastify';
import type { Database, Driver } from '../db/database';
import { health, type Lifecycle, readiness } from '../health/health';

export function healthRoutes(db: Database, driver: Driver) {
  return async (app: FastifyInstance) => {
    // Reads the database, so a ministry whose database is gone answers 500 instead of "ok". Outside the
    // admission queue: a busy ministry is alive, and the gateway's circuit breaker asks this.
    app.get('/health', { config: { admission: 'bypass' } }, async () => health(db, driver));
  };
}

/**
 * An operator's probes, at the root (decision 113), outside the admission queue: GET /healthz, alive
 * (the process answers; it reads nothing), and GET /readyz, 200 while it takes new work (not draining,
 * its database answers), else 503 with the reason.
 */
export function probeRoutes(db: Database, driver: Driver, lifecycle: Lifecycle) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { config: { admission: 'bypass' } }, async () => ({ status: 'alive' }));
    app.get('/readyz', { config: { admission: 'bypass' } }, async (_request, reply) => {
      const { ready, body } = await readiness(db, driver, lifecycle);
      return reply.code(ready ? 200 : 503).send(body);
    });
  };
}
