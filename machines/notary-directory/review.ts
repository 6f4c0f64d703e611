import { z } from 'zod';
import { isStorableText, textKeys } from '../fields/text';

/**
 * A client's review of a notary (specification section 5: "Notary review: rating required (1-5);
 * login required"), and the reason a notary gives for hiding a reported one. Written once here, read
 * by the review form and by the ministry (decision 019). Messages are translation keys.
 */
export const reviewLimits = { minRating: 1, maxRating: 5, maxText: 1000, maxReason: 300 } as const;

export const reviewKeys = {
  ratingRequired: 'error_review_rating_required',
  ratingRange: 'error_review_rating_range',
  textTooLong: 'error_review_text_too_long',
  reasonRequired: 'error_review_hide_reason_required',
  reasonTooLong: 'error_review_hide_reason_too_long',
  unstorable: textKeys.unstorable,
} as const;

/** Written, reported, and a moderator's decisions (decision 072): hidden, restored, kept visible. */
export const reviewJournalEvents = ['created', 'reported', 'hidden', 'restored', 'kept'] as const;
export type ReviewJournalEvent = (typeof reviewJournalEvents)[number];

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: reviewKeys.textTooLong })
    .trim()
    .max(reviewLimits.maxText, reviewKeys.textTooLong)
    .refine(isStorableText, reviewKeys.unstorable)
    .optional(),
);

export const reviewRatingSchema = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .number({
      error: (issue) => (issue.input === undefined ? reviewKeys.ratingRequired : reviewKeys.ratingRange),
    })
    .int(reviewKeys.ratingRange)
    .min(reviewLimits.minRating, reviewKeys.ratingRange)
    .max(reviewLimits.maxRating, reviewKeys.ratingRange),
);

export const reviewSchema = z.object({
  rating: reviewRatingSchema,
  text: optionalText,
});
export type ReviewInput = z.output<typeof reviewSchema>;

export const hideReasonSchema = z
  .string({ error: reviewKeys.reasonRequired })
  .trim()
  .min(1, reviewKeys.reasonRequired)
  .max(reviewLimits.maxReason, reviewKeys.reasonTooLong)
  .refine(isStorableText, reviewKeys.unstorable);
