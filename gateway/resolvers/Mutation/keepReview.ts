import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { notaryRatingSchema } from '../../ministry/notary-directory-schemas.js';

export const keepReview: NonNullable<MutationResolvers['keepReview']> = (
  _parent,
  { reviewId, reason },
  { ministry },
) => ministry.postJson(`notary_reviews/${reviewId}/keep`, { reason }, notaryRatingSchema);
