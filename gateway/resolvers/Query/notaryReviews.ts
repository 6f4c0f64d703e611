import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { notaryReviewPageSchema } from '../../ministry/notary-directory-schemas.js';

export const notaryReviews: NonNullable<QueryResolvers['notaryReviews']> = (
  _parent,
  { notaryId, page, size },
  { ministry },
) =>
  ministry.getJson(`notary_directory/${notaryId}/reviews`, notaryReviewPageSchema, { query: { page, size } });
