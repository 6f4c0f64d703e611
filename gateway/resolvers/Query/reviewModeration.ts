import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { moderatedReviewPageSchema } from '../../ministry/notary-directory-schemas.js';

export const reviewModeration: NonNullable<QueryResolvers['reviewModeration']> = (
  _parent,
  { status, page },
  { ministry },
) => ministry.getJson('review_moderation', moderatedReviewPageSchema, { query: { status, page } });
