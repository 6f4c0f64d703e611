import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { notaryRatingSchema } from '../../ministry/notary-directory-schemas.js';

// A missing rating is passed on as missing: the ministry's 400 names it (rating required, section 5).
export const reviewNotary: NonNullable<MutationResolvers['reviewNotary']> = (
  _parent,
  { notaryId, actId, rating, text },
  { ministry },
) =>
  ministry.postJson(
    'notary_reviews',
    { notaryId, actId, ...(rating == null ? {} : { rating }), ...(text == null ? {} : { text }) },
    notaryRatingSchema,
  );
