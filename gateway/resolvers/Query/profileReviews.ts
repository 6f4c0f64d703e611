import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { profileReviewPageSchema } from '../../ministry/profile-schemas.js';

export const profileReviews: NonNullable<QueryResolvers['profileReviews']> = (
  _parent,
  { page },
  { ministry },
) => ministry.getJson('profile/reviews', profileReviewPageSchema, { query: { page } });
