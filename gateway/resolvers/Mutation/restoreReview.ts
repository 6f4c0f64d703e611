import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { notaryRatingSchema } from '../../ministry/notary-directory-schemas.js';

export const restoreReview: NonNullable<MutationResolvers['restoreReview']> = (
  _parent,
  { reviewId, reason },
  { ministry },
) => ministry.postJson(`notary_reviews/${reviewId}/restore`, { reason }, notaryRatingSchema);
