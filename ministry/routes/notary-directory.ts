import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import { directoryQuerySchema, reviewsPageSchema } from '../../machines/notary-directory/directory.schema';
import { reviewSchema } from '../../machines/notary-directory/review';
import { moderationActions, reasonSchemaOf } from '../../machines/review-moderation/review-moderation.schema';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { parseInput } from '../errors';
import { directoryCard, directoryOffices, directoryPage } from '../notaries/directory';
import { moderateReview, reportReview } from '../reviews/moderation';
import { createReview, notaryReviewsPage, reviewerOptions } from '../reviews/notary-reviews';

// The public notary directory and its reviews (issue 12, decision 051). The queries are
// ../notaries/directory.ts's and ../reviews/'s.

const idParams = z.object({ id: recordIdSchema('error_wrong_notary_id') });
const reviewIdParams = z.object({ id: recordIdSchema('error_wrong_review_id') });
const reviewBody = reviewSchema.extend({
  notaryId: recordIdSchema('error_wrong_notary_id'),
  actId: recordIdSchema('error_wrong_act_id'),
});

export function notaryDirectoryRoutes(db: Database, now: () => Date) {
  const required = { config: { session: 'required' as const } };
  return async (app: FastifyInstance) => {
    app.get('/notary_directory', async (request) => {
      const query = parseInput(directoryQuerySchema, request.query);
      return directoryPage(db, query, request.language, now);
    });

    // The map's markers: the offices with at least one notary matching the list's filters.
    app.get('/notary_directory/offices', async (request) => {
      const query = parseInput(directoryQuerySchema, request.query);
      return directoryOffices(db, query);
    });

    app.get('/notary_directory/:id', async (request) => {
      const { id } = parseInput(idParams, request.params);
      return directoryCard(db, id, now);
    });

    app.get('/notary_directory/:id/reviews', async (request) => {
      const { id } = parseInput(idParams, request.params);
      const page = parseInput(reviewsPageSchema, request.query);
      return notaryReviewsPage(db, id, page);
    });

    // What the logged-in viewer may do on a notary's page: review one of their registered acts with
    // the notary, and (a moderator or an administrator not of its office) hide reported reviews.
    app.get('/notary_directory/:id/viewer', required, async (request) => {
      const { userId } = sessionOf(request);
      const { id } = parseInput(idParams, request.params);
      return reviewerOptions(db, userId, id);
    });

    app.post('/notary_reviews', required, async (request) => {
      const { userId } = sessionOf(request);
      const body = parseInput(reviewBody, request.body);
      return createReview(db, userId, body);
    });

    app.post('/notary_reviews/:id/report', required, async (request) => {
      const { userId } = sessionOf(request);
      const { id } = parseInput(reviewIdParams, request.params);
      return reportReview(db, userId, id);
    });

    // A moderator's or an administrator's decisions (decision 072), never on a review of themselves or
    // of their office: hide a reported review, restore a hidden one, keep a reported one visible.
    for (const action of moderationActions) {
      app.post(`/notary_reviews/:id/${action}`, required, async (request) => {
        const { userId } = sessionOf(request);
        const { id } = parseInput(reviewIdParams, request.params);
        const { reason } = parseInput(z.object({ reason: reasonSchemaOf(action) }), request.body);
        return moderateReview(db, now, { userId, reviewId: id, action, reason });
      });
    }
  };
}
