import { z } from 'zod';
import { isStorableText, textKeys } from '../fields/text';
import { hideReasonSchema, reviewLimits } from '../notary-directory/review';

/**
 * The moderation of notaries' reviews (decision 072): moderators and administrators hide reported
 * reviews, restore hidden ones and keep reported ones visible, each with a reason; never a review of
 * themselves or of their own office. Shared by the ministry (which enforces it) and the moderation
 * screen. Messages are translation keys (`validation.<key>` in the ministry, the screen's `errors.`).
 */

/** The two lists: the queue (reported since the last decision) and the hidden reviews. */
export const moderationStatuses = ['reported', 'hidden'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

/** What a moderator decides: hide a reported review, restore a hidden one, keep a reported one. */
export const moderationActions = ['hide', 'restore', 'keep'] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationPageSize = 20;
export const moderationMaxPage = 500;

export const moderationKeys = {
  status: 'error_moderation_status',
  page: 'error_moderation_page',
  reasonRequired: 'error_moderation_reason_required',
  reasonTooLong: 'error_moderation_reason_too_long',
} as const;

export const moderationQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === undefined || value === '' ? 'reported' : value),
    z.enum(moderationStatuses, { error: moderationKeys.status }),
  ),
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: moderationKeys.page })
      .int(moderationKeys.page)
      .min(1, moderationKeys.page)
      .max(moderationMaxPage, moderationKeys.page),
  ),
});
export type ModerationQuery = z.output<typeof moderationQuerySchema>;

/** The reason of a restore or a keep: as a hide's (review.ts), in words that fit any decision. */
export const moderationReasonSchema = z
  .string({ error: moderationKeys.reasonRequired })
  .trim()
  .min(1, moderationKeys.reasonRequired)
  .max(reviewLimits.maxReason, moderationKeys.reasonTooLong)
  .refine(isStorableText, textKeys.unstorable);

/** The rule of each decision's reason: a hide keeps the words of the notary page's hide form. */
export const reasonSchemaOf = (action: ModerationAction) =>
  action === 'hide' ? hideReasonSchema : moderationReasonSchema;
