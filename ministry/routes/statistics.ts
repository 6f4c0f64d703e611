import type { FastifyInstance } from 'fastify';
import { periodSchema } from '../../machines/statistics/period.schema';
import type { Database } from '../db/database';
import { parseInput } from '../errors';
import { actStatistics } from '../statistics/statistics';

/**
 * GET /api/statistics?from=yyyy-mm&to=yyyy-mm: the public statistics of the acts registered in a
 * period (anonymous; decision 053). Without a period, the last twelve months (Tashkent); a bad month,
 * a reversed or too long period is 400 validation_failed with its message.
 */
export function statisticsRoutes(db: Database, now: () => Date) {
  return async (app: FastifyInstance) => {
    app.get('/statistics', async (request) => {
      const period = parseInput(periodSchema(now()), request.query);
      return actStatistics(db, period);
    });
  };
}
