import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { reviewJournalEvents } from '../../../machines/notary-directory/review';
import { notarialActs } from './acts';
import { refersTo } from './columns';
import { notaries, notary } from './notary';
import { users } from './portal';

// Clients' reviews of notaries (decision 051): one per registered act, by a user of that act.
export const reviews = notary.table(
  'reviews',
  {
    id: serial('id').primaryKey(),
    notaryId: refersTo('notary_id', () => notaries.id),
    actId: refersTo('act_id', () => notarialActs.id).unique(),
    userId: refersTo('user_id', () => users.id),
    rating: smallint('rating').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // Reported by somebody (the journal says who and when); a reported review may be hidden.
    reportCount: integer('report_count').notNull().default(0),
    // In the moderators' queue (decision 072): reported since a moderator last decided on it.
    awaitingModeration: boolean('awaiting_moderation').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'string' }),
    hideReason: text('hide_reason'),
  },
  (t) => [
    // A notary's page lists its visible reviews, newest first.
    index('reviews_notary_idx').on(t.notaryId, t.id),
    // The profile lists the reviews a user wrote, newest first (decision 059).
    index('reviews_user_idx').on(t.userId, t.id),
    // The moderators' two lists, newest first (decision 072): the queue and the hidden reviews.
    index('reviews_awaiting_moderation_idx').on(t.id).where(sql`${t.awaitingModeration}`),
    index('reviews_hidden_idx').on(t.id).where(sql`${t.hiddenAt} is not null`),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

// Who did what to a review, and when: written, reported, hidden.
export const reviewJournal = notary.table(
  'review_journal',
  {
    id: serial('id').primaryKey(),
    reviewId: refersTo('review_id', () => reviews.id),
    event: text('event', { enum: reviewJournalEvents }).notNull(),
    userId: refersTo('user_id', () => users.id),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    reason: text('reason'),
  },
  (t) => [
    index('review_journal_review_idx').on(t.reviewId, t.id),
    // One report per user and review.
    uniqueIndex('review_journal_one_report_idx').on(t.reviewId, t.userId).where(sql`${t.event} = 'reported'`),
  ],
);
