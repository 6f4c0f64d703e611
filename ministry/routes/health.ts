import type { FastifyInstance } from 'fastify';
import type { Database, Driver } from '../db/database';
import { health } from '../health/health';

export function healthRoutes(db: Database, driver: Driver) {
  return async (app: FastifyInstance) => {
    // Reads the database, so a ministry whose database is gone answers 500 instead of "ok". Outside the
    // admission queue: a busy ministry is alive, and the gateway's circuit breaker asks this.
    app.get('/health', { config: { admission: 'bypass' } }, async () => health(db, driver));
  };
}
