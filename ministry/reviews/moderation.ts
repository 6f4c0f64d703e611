import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  ModerationAction,
  ModerationQuery,
} from '../../machines/review-moderation/review-moderation.schema';
import { moderationPageSize } from '../../machines/review-moderation/review-moderation.schema';
import { holdsRole, reviewModeratorRoles } from '../auth/administrator';
import { workingNotary } from '../auth/notary';
import type { Database } from '../db/database';
import { notaries, offices, parties, reviewJournal, reviews } from '../db/schema';
import { MinistryError } from '../errors';
import type { Language } from '../i18n';
import { recomputeClientRating } from '../notaries/client-rating';
import { nameIn } from '../text/citizen-name';

// The moderation of notaries' reviews (decisions 051, 072). Anyone logged in reports a review, the
// reviewed notary included: a report puts it in the moderators' queue. Moderators and administrators
// hide a reported review, restore a hidden one, or keep a reported one visible, each with a reason in
// the review's journal; never a review of themselves or of a notary of the office they work at.

/** "Lola S.": a reviewer is shown by first name and initial only. */
export const authorOf = (fio: string) => {
  const [surname = '', name = ''] = fio.split(' ');
  return `${name} ${surname.slice(0, 1)}.`.trim();
};

/**
 * The notaries whose reviews `userId` may not moderate, as a test over a review's notary and office:
 * their own notary row (whatever its licence), and the office they work at as a notary.
 */
async function conflictsOf(db: Database, userId: number) {
  const [own] = await db.select({ id: notaries.id }).from(notaries).where(eq(notaries.userId, userId));
  const working = await workingNotary(db, userId);
  return (notaryId: number, officeId: number) => notaryId === own?.id || officeId === working?.officeId;
}

/** Whether `userId` may moderate the reviews of notary `notaryId` (the notary page's viewer). */
export async function mayModerate(db: Database, userId: number, notaryId: number): Promise<boolean> {
  if (!(await holdsRole(db, userId, reviewModeratorRoles))) return false;
  const [notary] = await db
    .select({ officeId: notaries.officeId })
    .from(notaries)
    .where(eq(notaries.id, notaryId));
  if (!notary) return false;
  return !(await conflictsOf(db, userId))(notaryId, notary.officeId);
}

/** A report: once per user; a new one puts the review in the moderators' queue. */
export async function reportReview(db: Database, userId: number, reviewId: number) {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review || review.hiddenAt !== null) throw new MinistryError(404, 'not_found');
    // One report per user: a second one changes nothing and answers the same.
    const [journal] = await tx
      .insert(reviewJournal)
      .values({ reviewId, event: 'reported', userId })
      .onConflictDoNothing()
      .returning({ id: reviewJournal.id });
    if (journal) {
      await tx
        .update(reviews)
        .set({ reportCount: sql`${reviews.reportCount} + 1`, awaitingModeration: true })
        .where(eq(reviews.id, reviewId));
    }
    return { id: reviewId, reported: true };
  });
}

const journalEvent = { hide: 'hidden', restore: 'restored', keep: 'kept' } as const;

/**
 * A moderator's decision on a review. Refusals: 403 `review_hide_forbidden` without the role, 403
 * `review_moderation_conflict` for a review of the moderator or of their office, 404 for an unknown
 * review, 409 when the review is not in the state the decision needs.
 */
export async function moderateReview(
  db: Database,
  now: () => Date,
  {
    userId,
    reviewId,
    action,
    reason,
  }: { userId: number; reviewId: number; action: ModerationAction; reason: string },
) {
  if (!(await holdsRole(db, userId, reviewModeratorRoles)))
    throw new MinistryError(403, 'review_hide_forbidden');
  const conflicts = await conflictsOf(db, userId);
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw new MinistryError(404, 'not_found');
    const [reviewed] = await tx
      .select({ officeId: notaries.officeId })
      .from(notaries)
      .where(eq(notaries.id, review.notaryId));
    if (conflicts(review.notaryId, reviewed!.officeId))
      throw new MinistryError(403, 'review_moderation_conflict');
    switch (action) {
      case 'hide':
        if (review.hiddenAt !== null) throw new MinistryError(409, 'review_already_hidden');
        if (review.reportCount === 0) throw new MinistryError(409, 'review_not_reported');
        await tx
          .update(reviews)
          .set({ hiddenAt: now().toISOString(), hideReason: reason, awaitingModeration: false })
          .where(eq(reviews.id, reviewId));
        break;
      case 'restore':
        if (review.hiddenAt === null) throw new MinistryError(409, 'review_not_hidden');
        await tx
          .update(reviews)
          .set({ hiddenAt: null, hideReason: null, awaitingModeration: false })
          .where(eq(reviews.id, reviewId));
        break;
      case 'keep':
        if (!review.awaitingModeration) throw new MinistryError(409, 'review_not_reported');
        await tx.update(reviews).set({ awaitingModeration: false }).where(eq(reviews.id, reviewId));
        break;
    }
    await tx.insert(reviewJournal).values({ reviewId, event: journalEvent[action], userId, reason });
    if (action !== 'keep') await recomputeClientRating(tx, review.notaryId);
    const [notary] = await tx
      .select({ clientRating: notaries.clientRating, reviewCount: notaries.reviewCount })
      .from(notaries)
      .where(eq(notaries.id, review.notaryId));
    return {
      id: reviewId,
      hidden: action === 'hide' || (action === 'keep' && review.hiddenAt !== null),
      clientRating: notary?.clientRating ?? null,
      reviewCount: notary?.reviewCount ?? 0,
    };
  });
}

/**
 * One page of the moderators' list, newest first: the queue (reported since the last decision) or the
 * hidden reviews, each saying whether this moderator may decide on it.
 */
export async function moderationPage(
  db: Database,
  userId: number,
  query: ModerationQuery,
  language: Language,
) {
  const where =
    query.status === 'reported' ? eq(reviews.awaitingModeration, true) : sql`${reviews.hiddenAt} is not null`;
  const conflicts = await conflictsOf(db, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, fio: parties.fio, notary: notaries, office: offices })
      .from(reviews)
      .innerJoin(notaries, eq(notaries.id, reviews.notaryId))
      .innerJoin(offices, eq(offices.id, notaries.officeId))
      .innerJoin(parties, and(eq(parties.actId, reviews.actId), eq(parties.userId, reviews.userId)))
      .where(where)
      .orderBy(desc(reviews.id))
      .limit(moderationPageSize)
      .offset((query.page - 1) * moderationPageSize),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: moderationPageSize,
    items: rows.map(({ review, fio, notary, office }) => ({
      id: review.id,
      notaryId: notary.id,
      notaryName: nameIn(language, notary.fullNameLatin, notary.fullNameCyrillic),
      officeName: { oz: office.nameOz, uz: office.nameUz, ru: office.nameRu }[language],
      rating: review.rating,
      text: review.text,
      createdAt: new Date(review.createdAt).toISOString(),
      author: authorOf(fio),
      reportCount: review.reportCount,
      hidden: review.hiddenAt !== null,
      hideReason: review.hideReason,
      canModerate: !conflicts(notary.id, notary.officeId),
    })),
  };
}
