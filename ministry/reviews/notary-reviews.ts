import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notarialActs, parties, reviewJournal, reviews } from '../db/schema';
import { MinistryError } from '../errors';
import { recomputeClientRating } from '../notaries/client-rating';
import { directoryNotary } from '../notaries/directory';
import { authorOf, mayModerate } from './moderation';

// The reviews on a notary's directory page (issue 12, decision 051): the visible ones a page at a
// time, what the logged-in viewer may do there, and a new review of one of the viewer's registered
// acts with the notary. Reports and the moderators' decisions are ./moderation.ts's.

/** The notary's visible reviews, newest first, a page at a time; 404 not_found for no such notary. */
export async function notaryReviewsPage(
  db: Database,
  notaryId: number,
  { page, size }: { page: number; size: number },
) {
  await directoryNotary(db, notaryId);
  const visible = and(eq(reviews.notaryId, notaryId), isNull(reviews.hiddenAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, fio: parties.fio })
      .from(reviews)
      .innerJoin(parties, and(eq(parties.actId, reviews.actId), eq(parties.userId, reviews.userId)))
      .where(visible)
      .orderBy(desc(reviews.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(reviews).where(visible),
  ]);
  return {
    total: Number(total?.n ?? 0),
    page,
    size,
    items: rows.map(({ review, fio }) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      createdAt: review.createdAt,
      author: authorOf(fio),
      reported: review.reportCount > 0,
    })),
  };
}

/** The user's registered acts with this notary (as applicant or party) that have no review yet. */
const reviewableActs = (db: Database, userId: number, notaryId: number) =>
  db
    .selectDistinct({ id: notarialActs.id, regnum: notarialActs.regnum, regdate: notarialActs.regdate })
    .from(notarialActs)
    .innerJoin(parties, eq(parties.actId, notarialActs.id))
    .leftJoin(reviews, eq(reviews.actId, notarialActs.id))
    .where(
      and(
        eq(notarialActs.notaryId, notaryId),
        eq(notarialActs.state, 'registered'),
        eq(parties.userId, userId),
        isNull(reviews.id),
      ),
    )
    .orderBy(asc(notarialActs.id))
    .limit(50);

/**
 * What the logged-in viewer may do on a notary's page: review one of their registered acts with the
 * notary, and (a moderator or an administrator not of its office) hide reported reviews.
 */
export async function reviewerOptions(db: Database, userId: number, notaryId: number) {
  await directoryNotary(db, notaryId);
  const [acts, canHide] = await Promise.all([
    reviewableActs(db, userId, notaryId),
    mayModerate(db, userId, notaryId),
  ]);
  return { reviewableActs: acts, canHide };
}

export interface NewReview {
  notaryId: number;
  actId: number;
  rating: number;
  text?: string | null | undefined;
}

/**
 * A review of one registered act of the user's with the notary (403 review_not_allowed otherwise),
 * one per act (409 review_exists), journalled; answers the notary's rating after it.
 */
export async function createReview(db: Database, userId: number, body: NewReview) {
  const created = await db.transaction(async (tx) => {
    const [act] = await tx
      .select({ id: notarialActs.id })
      .from(notarialActs)
      .innerJoin(parties, eq(parties.actId, notarialActs.id))
      .where(
        and(
          eq(notarialActs.id, body.actId),
          eq(notarialActs.notaryId, body.notaryId),
          eq(notarialActs.state, 'registered'),
          eq(parties.userId, userId),
        ),
      )
      .limit(1);
    if (!act) throw new MinistryError(403, 'review_not_allowed');
    const [review] = await tx
      .insert(reviews)
      .values({
        notaryId: body.notaryId,
        actId: body.actId,
        userId,
        rating: body.rating,
        text: body.text ?? null,
      })
      .onConflictDoNothing({ target: reviews.actId })
      .returning();
    if (!review) throw new MinistryError(409, 'review_exists');
    await tx.insert(reviewJournal).values({ reviewId: review.id, event: 'created', userId });
    await recomputeClientRating(tx, body.notaryId);
    return review;
  });
  const row = await directoryNotary(db, body.notaryId);
  return {
    review: { id: created.id, rating: created.rating, text: created.text, createdAt: created.createdAt },
    clientRating: row.notary.clientRating,
    reviewCount: row.notary.reviewCount,
  };
}
