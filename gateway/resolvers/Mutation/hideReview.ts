import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { notaryRatingSchema } from '../../ministry/notary-directory-schemas.js';

export const hideReview: NonNullable<MutationResolvers['hideReview']> = (
  _parent,
  { reviewId, reason },
  { ministry },
) => ministry.postJson(`notary_reviews/${reviewId}/hide`, { reason }, notaryRatingSchema);
