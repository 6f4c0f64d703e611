import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { reportedSchema } from '../../ministry/notary-directory-schemas.js';

export const reportReview: NonNullable<MutationResolvers['reportReview']> = (
  _parent,
  { reviewId },
  { ministry },
) => ministry.postJson(`notary_reviews/${reviewId}/report`, {}, reportedSchema);
