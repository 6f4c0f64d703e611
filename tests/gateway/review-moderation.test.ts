import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notarialActs, reviews } from '../../ministry/db/schema/index.js';
import { seedRegisteredActs } from '../../ministry/db/seed/index.js';
import { ChangeUserMutation } from '../../ui/features/admin-users/admin-users.documents.js';
import { ReportReviewMutation } from '../../ui/features/notaries/notaries.documents.js';
import {
  ModerationHideMutation,
  ModerationKeepMutation,
  ModerationRestoreMutation,
  ReviewModerationQuery,
} from '../../ui/features/review-moderation/review-moderation.documents.js';
import { sessionHeadersForSuite, userIdOf } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// The moderators' page's UI documents through the gateway against the seeded sandbox ministry
// (decision 072): Sobirova's review of Yo‘ldoshev (office 1, N-000201) is reported by Hasanov; the
// moderators' list answers administrators and moderators only; a moderator of office 1 (Abdullayeva)
// is refused it with its own code and message; the administrator hides, restores and keeps it.

describe('review moderation through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const auth = sessionHeadersForSuite(ministry, ['bsaidov', 'rhasanov', 'nabdullayeva']);
  let reviewId = 0;

  beforeAll(async () => {
    const act = seedRegisteredActs.find((a) => a.licenseNumber === 'N-000201')!;
    const [row] = await ministry()
      .db.select({ id: reviews.id })
      .from(reviews)
      .innerJoin(notarialActs, eq(notarialActs.id, reviews.actId))
      .where(eq(notarialActs.uuid, act.uuid));
    reviewId = row!.id;
  });

  const queue = async (who: string, status: 'reported' | 'hidden' = 'reported') =>
    send(gateway(), ReviewModerationQuery, { variables: { status, page: 1 }, headers: auth[who] });

  it('queues a reported review for the moderators, and refuses the list to anyone else', async () => {
    const reported = await send(gateway(), ReportReviewMutation, {
      variables: { reviewId },
      headers: auth.rhasanov,
    });
    expect(reported.result.data?.reportReview).toBe(true);
    const refused = await queue('rhasanov');
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      ministryCode: 'forbidden',
    });
    const { result } = await queue('bsaidov');
    expect(result.errors).toBeUndefined();
    expect(result.data?.reviewModeration).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(result.data?.reviewModeration.items[0]).toMatchObject({
      id: reviewId,
      notaryName: 'Yo‘ldoshev Bekzod Akmal o‘g‘li',
      author: 'Lola S.',
      reportCount: 1,
      hidden: false,
      canModerate: true,
    });
  });

  it('refuses a moderator a review of her own office with its code and message in her language', async () => {
    const abdullayeva = await userIdOf(ministry(), 'nabdullayeva');
    const granted = await send(gateway(), ChangeUserMutation, {
      variables: {
        id: abdullayeva,
        change: { action: 'grant', role: 'moderator', reason: 'Moderates reviews' },
      },
      headers: auth.bsaidov,
    });
    expect(granted.result.errors).toBeUndefined();
    const own = await queue('nabdullayeva');
    expect(own.result.data?.reviewModeration.items[0]?.canModerate).toBe(false);
    const hidden = await send(gateway(), ModerationHideMutation, {
      variables: { reviewId, reason: 'Yolg‘on' },
      headers: { ...auth.nabdullayeva, 'accept-language': 'ru' },
    });
    expect(hidden.result.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      ministryCode: 'review_moderation_conflict',
    });
    expect(hidden.result.errors?.[0]?.message).toBe(
      'Нельзя модерировать отзыв о себе или о нотариусе своей конторы',
    );
  });

  it('lets the administrator hide it, restore it, and keep it visible once reported again', async () => {
    const hidden = await send(gateway(), ModerationHideMutation, {
      variables: { reviewId, reason: 'Haqoratli' },
      headers: auth.bsaidov,
    });
    expect(hidden.result.errors).toBeUndefined();
    expect((await queue('bsaidov')).result.data?.reviewModeration.total).toBe(0);
    const hiddenList = await queue('bsaidov', 'hidden');
    expect(hiddenList.result.data?.reviewModeration.items).toMatchObject([
      { id: reviewId, hidden: true, hideReason: 'Haqoratli' },
    ]);
    const restored = await send(gateway(), ModerationRestoreMutation, {
      variables: { reviewId, reason: 'Shikoyat asossiz' },
      headers: auth.bsaidov,
    });
    expect(restored.result.errors).toBeUndefined();
    expect((await queue('bsaidov', 'hidden')).result.data?.reviewModeration.total).toBe(0);
    const notQueued = await send(gateway(), ModerationKeepMutation, {
      variables: { reviewId, reason: 'Oddiy fikr' },
      headers: auth.bsaidov,
    });
    expect(notQueued.result.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      ministryCode: 'review_not_reported',
    });
    const { token } = await ministry().auth.sessions.create(
      ministry().db,
      await userIdOf(ministry(), 'drahimova'),
    );
    await send(gateway(), ReportReviewMutation, {
      variables: { reviewId },
      headers: { authorization: `Bearer ${token}` },
    });
    const kept = await send(gateway(), ModerationKeepMutation, {
      variables: { reviewId, reason: 'Oddiy fikr' },
      headers: auth.bsaidov,
    });
    expect(kept.result.errors).toBeUndefined();
    expect((await queue('bsaidov')).result.data?.reviewModeration.total).toBe(0);
  });
});
