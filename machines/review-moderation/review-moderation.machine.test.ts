import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MinistryRefusal } from '../notary-directory/review-refusal';
import type { ListPage } from '../paging/filtered-list.machine';
import { type ModerationDecision, reviewModerationMachine } from './review-moderation.machine';
import type { ModerationStatus } from './review-moderation.schema';
import { selectReviewModeration } from './review-moderation.select';

const pageOf = (total: number, page = 1): ListPage => ({
  total,
  page,
  pageSize: 20,
  items: Array.from({ length: Math.min(20, total - (page - 1) * 20) }, (_, i) => ({ id: 100 - i })),
});

function start(
  options: {
    load?: (input: { status: ModerationStatus; page: number }) => Promise<ListPage>;
    decide?: (decision: ModerationDecision) => Promise<unknown>;
  } = {},
) {
  const calls: string[] = [];
  const actor = createActor(
    reviewModerationMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: { status: ModerationStatus; page: number } }) => {
          calls.push(`load ${input.status} ${input.page}`);
          return (options.load ?? (async () => pageOf(45)))(input);
        }),
        decide: fromPromise(async ({ input }: { input: ModerationDecision }) => {
          calls.push(`decide ${input.reviewId} ${input.action} ${input.reason}`);
          return (options.decide ?? (async () => ({ reviewCount: 1 })))(input);
        }),
      },
    }),
    { input: {} },
  );
  actor.start();
  const view = () => selectReviewModeration(actor.getSnapshot());
  const shown = () => waitFor(actor, (s) => s.matches({ shown: 'browsing' }));
  return { actor, calls, view, shown };
}

describe('the moderators’ page machine', () => {
  it('loads the queue, pages it within range, and switches to the hidden reviews on their page 1', async () => {
    const { actor, calls, view, shown } = start();
    expect(view()).toMatchObject({ busy: true, status: 'reported', result: null });
    await shown();
    expect(view()).toMatchObject({ pages: 3, page: 1, canGoPrevious: false, canGoNext: true, empty: false });
    actor.send({ type: 'moderation.pageChosen', page: 4 });
    actor.send({ type: 'moderation.pageChosen', page: 1 });
    expect(view().busy).toBe(false);
    actor.send({ type: 'moderation.pageChosen', page: 3 });
    await shown();
    actor.send({ type: 'moderation.statusChosen', status: 'reported' });
    actor.send({ type: 'moderation.statusChosen', status: 'hidden' });
    await shown();
    expect(view()).toMatchObject({ status: 'hidden', page: 1 });
    expect(calls).toEqual(['load reported 1', 'load reported 3', 'load hidden 1']);
  });

  it('says an empty list, and a failed load, which it retries', async () => {
    let attempts = 0;
    const { actor, view } = start({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('network');
        return pageOf(0);
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ errorKey: 'load.error', canRetry: true, canDecide: false });
    actor.send({ type: 'moderation.retried' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ errorKey: null, empty: true, canRetry: false });
  });

  it('hides a review with a valid reason only, then loads the same page again and confirms', async () => {
    const { actor, calls, view, shown } = start();
    await shown();
    actor.send({ type: 'moderation.pageChosen', page: 2 });
    await shown();
    actor.send({ type: 'moderation.decisionOpened', reviewId: 9, action: 'hide' });
    expect(view()).toMatchObject({ form: { reviewId: 9, action: 'hide' }, reasonKey: null });
    actor.send({ type: 'moderation.decisionSent', reason: '   ' });
    expect(view()).toMatchObject({ reasonKey: 'error_review_hide_reason_required', sending: false });
    actor.send({ type: 'moderation.decisionSent', reason: 'x'.repeat(301) });
    expect(view().reasonKey).toBe('error_review_hide_reason_too_long');
    actor.send({ type: 'moderation.decisionSent', reason: '  Haqoratli  ' });
    expect(view()).toMatchObject({ sending: true, busy: true, reasonKey: null, canDecide: false });
    // Nothing else starts while it is sent.
    actor.send({ type: 'moderation.statusChosen', status: 'hidden' });
    actor.send({ type: 'moderation.decisionOpened', reviewId: 8, action: 'keep' });
    expect(view().form).toEqual({ reviewId: 9, action: 'hide' });
    await waitFor(actor, (s) => s.matches('loading'));
    await shown();
    expect(view()).toMatchObject({ form: null, decided: 'hide', page: 2, status: 'reported' });
    expect(calls).toEqual([
      'load reported 1',
      'load reported 2',
      'decide 9 hide Haqoratli',
      'load reported 2',
    ]);
    // The confirmation goes with the next form opened.
    actor.send({ type: 'moderation.decisionOpened', reviewId: 8, action: 'keep' });
    expect(view().decided).toBeNull();
  });

  it('restores and keeps with the words of their own rule', async () => {
    const { actor, view, shown } = start();
    await shown();
    for (const action of ['restore', 'keep'] as const) {
      actor.send({ type: 'moderation.decisionOpened', reviewId: 5, action });
      actor.send({ type: 'moderation.decisionSent', reason: '' });
      expect(view().reasonKey).toBe('error_moderation_reason_required');
    }
    actor.send({ type: 'moderation.decisionSent', reason: 'Oddiy fikr' });
    await waitFor(actor, (s) => s.matches('loading'));
    await shown();
    expect(view().decided).toBe('keep');
  });

  it('shows the ministry’s refusal (a review of one’s own office) on the form, then cancels', async () => {
    let refusal: Error = new MinistryRefusal(
      'O‘zingiz yoki idorangiz notariusi haqidagi sharhni moderatsiya qila olmaysiz',
    );
    const { actor, view, shown } = start({
      decide: async () => {
        throw refusal;
      },
    });
    await shown();
    actor.send({ type: 'moderation.decisionOpened', reviewId: 9, action: 'hide' });
    actor.send({ type: 'moderation.decisionSent', reason: 'Haqoratli' });
    await waitFor(actor, (s) => s.matches({ shown: { deciding: 'refused' } }));
    expect(view()).toMatchObject({
      form: { reviewId: 9, action: 'hide' },
      refusal: {
        message: 'O‘zingiz yoki idorangiz notariusi haqidagi sharhni moderatsiya qila olmaysiz',
        key: null,
      },
    });
    refusal = new Error('network');
    actor.send({ type: 'moderation.decisionSent', reason: 'Haqoratli' });
    expect(view().refusal).toBeNull();
    await waitFor(actor, (s) => s.matches({ shown: { deciding: 'refused' } }));
    expect(view().refusal).toEqual({ message: null, key: 'decision.failed' });
    actor.send({ type: 'moderation.decisionOpened', reviewId: 7, action: 'keep' });
    expect(view()).toMatchObject({ form: { reviewId: 7, action: 'keep' }, refusal: null });
    actor.send({ type: 'moderation.decisionCancelled' });
    expect(view()).toMatchObject({ form: null, decided: null });
  });
});
