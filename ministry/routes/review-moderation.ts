import type { FastifyInstance } from 'fastify';
import { moderationQuerySchema } from '../../machines/review-moderation/review-moderation.schema';
import { reviewModeratorsOnly } from '../auth/administrator';
import type { Database } from '../db/database';
import { parseInput } from '../errors';
import { moderationPage } from '../reviews/moderation';

// The moderators' list of notaries' reviews (decision 072): moderators and administrators only, refused
// before any input is read. The decisions themselves are POST /api/notary_reviews/{id}/hide|restore|keep
// (routes/notary-directory.ts), checked review by review.

export function reviewModerationRoutes(db: Database) {
  const required = { config: { session: 'required' as const } };
  return async (app: FastifyInstance) => {
    const moderatorOf = reviewModeratorsOnly(app, db);

    app.get('/review_moderation', required, async (request) => {
      const userId = moderatorOf(request);
      const query = parseInput(moderationQuerySchema, request.query);
      return moderationPage(db, userId, query, request.language);
    });
  };
}
