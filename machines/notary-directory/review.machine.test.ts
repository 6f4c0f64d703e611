import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { reviewKeys } from './review';
import { type ReviewSubmission, reviewFormMachine, reviewHideMachine } from './review.machine';
import { selectReviewForm, selectReviewHide, selectReviewReport } from './review.select';
import { MinistryRefusal } from './review-refusal';
import { reviewReportMachine } from './review-report.machine';

function startForm(send: (submission: ReviewSubmission) => Promise<unknown> = async () => ({})) {
  const sent: ReviewSubmission[] = [];
  let reviewed = 0;
  const actor = createActor(
    reviewFormMachine.provide({
      actors: {
        sendReview: fromPromise(async ({ input }: { input: ReviewSubmission }) => {
          sent.push(input);
          return send(input);
        }),
      },
      actions: {
        reviewed: () => {
          reviewed += 1;
        },
      },
    }),
    { input: { notaryId: 42 } },
  ).start();
  const view = () => selectReviewForm(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, settled, sent, reviewed: () => reviewed };
}

describe('writing a review', () => {
  it('refuses a review without a rating at the rating, sending nothing', () => {
    const { actor, view, sent } = startForm();
    expect(view()).toEqual({ ratingKey: null, textKey: null, sending: false, refusal: null });
    actor.send({ type: 'review.submitted', actId: 7, rating: null, text: 'Navbatsiz' });
    expect(view()).toEqual({
      ratingKey: reviewKeys.ratingRequired,
      textKey: null,
      sending: false,
      refusal: null,
    });
    expect(sent).toEqual([]);
  });

  it('shows every broken rule at its field at once', () => {
    const { actor, view } = startForm();
    actor.send({ type: 'review.submitted', actId: 7, rating: 9, text: 'x'.repeat(1001) });
    expect(view()).toMatchObject({ ratingKey: reviewKeys.ratingRange, textKey: reviewKeys.textTooLong });
  });

  it('sends a valid review (trimmed, a blank text none), then is ready for another and tells the page', async () => {
    const { actor, view, settled, sent, reviewed } = startForm();
    actor.send({ type: 'review.submitted', actId: 7, rating: null, text: '' });
    actor.send({ type: 'review.submitted', actId: 7, rating: 2, text: ' Navbatsiz qabul qildi ' });
    expect(view()).toEqual({ ratingKey: null, textKey: null, sending: true, refusal: null });
    await settled();
    expect(sent).toEqual([{ notaryId: 42, actId: 7, rating: 2, text: 'Navbatsiz qabul qildi' }]);
    expect(reviewed()).toBe(1);
    expect(view()).toEqual({ ratingKey: null, textKey: null, sending: false, refusal: null });
    actor.send({ type: 'review.submitted', actId: 8, rating: 5, text: '   ' });
    await settled();
    expect(sent[1]).toEqual({ notaryId: 42, actId: 8, rating: 5 });
    expect(reviewed()).toBe(2);
  });

  it('ignores a second send while one is under way', () => {
    const { actor, sent } = startForm(() => new Promise(() => {}));
    actor.send({ type: 'review.submitted', actId: 7, rating: 3, text: '' });
    actor.send({ type: 'review.submitted', actId: 7, rating: 3, text: '' });
    expect(sent).toHaveLength(1);
  });

  it("shows the ministry's refusal in its words, or the page's own message, and can be sent again", async () => {
    let refusal: Error | null = new MinistryRefusal('Bu harakat uchun sharh qoldirilgan');
    const { actor, view, settled, reviewed } = startForm(async () => {
      if (refusal) throw refusal;
      return {};
    });
    actor.send({ type: 'review.submitted', actId: 7, rating: 4, text: '' });
    await settled();
    expect(view().refusal).toEqual({ message: 'Bu harakat uchun sharh qoldirilgan', key: null });
    expect(reviewed()).toBe(0);

    refusal = new Error('network');
    actor.send({ type: 'review.submitted', actId: 7, rating: 4, text: '' });
    expect(view().refusal).toBeNull();
    await settled();
    expect(view().refusal).toEqual({ message: null, key: 'review.failed' });

    // A broken rule after a refusal shows the rule, not the old refusal.
    actor.send({ type: 'review.submitted', actId: 7, rating: null, text: '' });
    expect(view()).toMatchObject({ ratingKey: reviewKeys.ratingRequired, refusal: null });

    refusal = null;
    actor.send({ type: 'review.submitted', actId: 7, rating: 4, text: '' });
    await settled();
    expect(view()).toEqual({ ratingKey: null, textKey: null, sending: false, refusal: null });
    expect(reviewed()).toBe(1);
  });
});

function startReport(reported: boolean, report: () => Promise<unknown> = async () => true) {
  const asked: number[] = [];
  let changed = 0;
  const actor = createActor(
    reviewReportMachine.provide({
      actors: {
        reportReview: fromPromise(async ({ input }: { input: number }) => {
          asked.push(input);
          return report();
        }),
      },
      actions: {
        changed: () => {
          changed += 1;
        },
      },
    }),
    { input: { reviewId: 5, reported } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return {
    actor,
    view: () => selectReviewReport(actor.getSnapshot()),
    settled,
    asked,
    changed: () => changed,
  };
}

describe('reporting a review', () => {
  it('reports once, then says so and tells the page', async () => {
    const { actor, view, settled, asked, changed } = startReport(false);
    expect(view()).toEqual({ reporting: false, reported: false, refusal: null });
    actor.send({ type: 'review.reportAsked' });
    expect(view().reporting).toBe(true);
    actor.send({ type: 'review.reportAsked' });
    await settled();
    expect(view()).toEqual({ reporting: false, reported: true, refusal: null });
    expect(asked).toEqual([5]);
    expect(changed()).toBe(1);
    actor.send({ type: 'review.reportAsked' });
    expect(asked).toEqual([5]);
  });

  it('starts reported for a review reported before, asking nothing', () => {
    const { actor, view, asked } = startReport(true);
    expect(view().reported).toBe(true);
    actor.send({ type: 'review.reportAsked' });
    expect(asked).toEqual([]);
  });

  it('shows a refused report (the ministry message or its own) and lets the visitor report again', async () => {
    let failure: Error | null = new MinistryRefusal('Shikoyat qabul qilinmadi');
    const { actor, view, settled, changed } = startReport(false, async () => {
      if (failure) throw failure;
      return true;
    });
    actor.send({ type: 'review.reportAsked' });
    await settled();
    expect(view()).toEqual({
      reporting: false,
      reported: false,
      refusal: { message: 'Shikoyat qabul qilinmadi', key: null },
    });
    failure = new Error('network');
    actor.send({ type: 'review.reportAsked' });
    await settled();
    expect(view().refusal).toEqual({ message: null, key: 'reviews.reportFailed' });
    failure = null;
    actor.send({ type: 'review.reportAsked' });
    await settled();
    expect(view()).toEqual({ reporting: false, reported: true, refusal: null });
    expect(changed()).toBe(1);
  });
});

function startHide(hide: () => Promise<unknown> = async () => ({})) {
  const asked: { reviewId: number; reason: string }[] = [];
  let changed = 0;
  const actor = createActor(
    reviewHideMachine.provide({
      actors: {
        hideReview: fromPromise(async ({ input }: { input: { reviewId: number; reason: string } }) => {
          asked.push(input);
          return hide();
        }),
      },
      actions: {
        changed: () => {
          changed += 1;
        },
      },
    }),
    { input: { reviewId: 5 } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view: () => selectReviewHide(actor.getSnapshot()), settled, asked, changed: () => changed };
}

describe('hiding a reported review', () => {
  it('wants a reason of at most 300 characters before asking the ministry', () => {
    const { actor, view, asked } = startHide();
    expect(view()).toEqual({ reasonKey: null, hiding: false, hidden: false, refusal: null });
    actor.send({ type: 'review.hideAsked', reason: '   ' });
    expect(view().reasonKey).toBe(reviewKeys.reasonRequired);
    actor.send({ type: 'review.hideAsked', reason: 'x'.repeat(301) });
    expect(view().reasonKey).toBe(reviewKeys.reasonTooLong);
    expect(asked).toEqual([]);
  });

  it('hides with the trimmed reason and tells the page', async () => {
    const { actor, view, settled, asked, changed } = startHide();
    actor.send({ type: 'review.hideAsked', reason: '' });
    actor.send({ type: 'review.hideAsked', reason: ' Haqoratli ' });
    expect(view()).toEqual({ reasonKey: null, hiding: true, hidden: false, refusal: null });
    await settled();
    expect(view()).toEqual({ reasonKey: null, hiding: false, hidden: true, refusal: null });
    expect(asked).toEqual([{ reviewId: 5, reason: 'Haqoratli' }]);
    expect(changed()).toBe(1);
    actor.send({ type: 'review.hideAsked', reason: 'Yana' });
    expect(asked).toHaveLength(1);
  });

  it('shows a refused hide and lets the notary try again', async () => {
    let failure: Error | null = new MinistryRefusal('Siz bu sharhni yashira olmaysiz');
    const { actor, view, settled, changed } = startHide(async () => {
      if (failure) throw failure;
      return {};
    });
    actor.send({ type: 'review.hideAsked', reason: 'Haqoratli' });
    await settled();
    expect(view().refusal).toEqual({ message: 'Siz bu sharhni yashira olmaysiz', key: null });
    failure = new Error('network');
    actor.send({ type: 'review.hideAsked', reason: 'Haqoratli' });
    await settled();
    expect(view()).toMatchObject({ hidden: false, refusal: { message: null, key: 'reviews.hideFailed' } });
    actor.send({ type: 'review.hideAsked', reason: '' });
    expect(view()).toMatchObject({ reasonKey: reviewKeys.reasonRequired, refusal: null });
    failure = null;
    actor.send({ type: 'review.hideAsked', reason: 'Haqoratli' });
    await settled();
    expect(view()).toMatchObject({ hidden: true, refusal: null });
    expect(changed()).toBe(1);
  });
});
