import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { upcomingVisits } from '../notifications/visits';

export function notificationRoutes(db: Database, now: () => Date) {
  return async (app: FastifyInstance) => {
    // The user's upcoming visits, today onwards in Tashkent time (ministry/notifications/visits.ts).
    app.get('/notarial_act/get_notify', { config: { session: 'required' } }, async (request) =>
      upcomingVisits(db, sessionOf(request).userId, now(), request.language),
    );
  };
}
