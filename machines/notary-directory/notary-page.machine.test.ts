import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  NotaryNotFound,
  type NotaryViewer,
  notaryPageMachine,
  type ReviewsPage,
  reviewsPageSize,
} from './notary-page.machine';
import { selectNotaryPage } from './notary-page.select';

type Answer<Input, Output> = (input: Input) => Promise<Output>;

const reviewsOf =
  (total: number) =>
  async ({ page }: { page: number }): Promise<ReviewsPage> => ({
    total,
    page,
    size: reviewsPageSize,
    items: Array.from(
      { length: Math.min(reviewsPageSize, Math.max(0, total - (page - 1) * reviewsPageSize)) },
      (_, i) => ({
        id: (page - 1) * reviewsPageSize + i + 1,
      }),
    ),
  });

/** A notary page whose calls answer from the given functions, recording each call. */
function start(
  options: {
    loggedIn?: boolean;
    notary?: Answer<number, unknown>;
    reviews?: Answer<{ notaryId: number; page: number }, ReviewsPage>;
    viewer?: Answer<number, NotaryViewer>;
  } = {},
) {
  const calls: string[] = [];
  let notaries = 0;
  const actor = createActor(
    notaryPageMachine.provide({
      actors: {
        loadNotary: fromPromise(async ({ input }: { input: number }) => {
          calls.push(`notary ${input}`);
          notaries += 1;
          return (options.notary ?? (async (id) => ({ id, version: notaries })))(input);
        }),
        loadReviews: fromPromise(async ({ input }: { input: { notaryId: number; page: number } }) => {
          calls.push(`reviews ${input.notaryId} page ${input.page}`);
          return (options.reviews ?? reviewsOf(3))(input);
        }),
        loadViewer: fromPromise(async ({ input }: { input: number }) => {
          calls.push(`viewer ${input}`);
          return (options.viewer ?? (async () => ({ reviewableActs: [{ id: 7 }], canHide: false })))(input);
        }),
      },
    }),
    { input: { notaryId: 42, loggedIn: options.loggedIn ?? false } },
  ).start();
  const view = () => selectNotaryPage(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, settled, calls };
}

describe('the notary page statechart', () => {
  it('loads the card, then the reviews; an anonymous visitor is asked to log in to review', async () => {
    const { view, settled, calls } = start();
    expect(view()).toMatchObject({ loading: true, busy: true, errorKey: null, notary: null });
    await settled();
    expect(view()).toMatchObject({
      loading: false,
      busy: false,
      notary: { id: 42 },
      loggedIn: false,
      reviewableActs: [],
      noActs: false,
      canHide: false,
      noReviews: false,
      reviewsErrorKey: null,
      page: 1,
      pages: 1,
      canGoPrevious: false,
      canGoNext: false,
      thanks: false,
    });
    expect(view().reviews?.items).toHaveLength(3);
    expect(calls).toEqual(['notary 42', 'reviews 42 page 1']);
  });

  it('asks what a logged-in visitor may do: their acts to review, or none', async () => {
    const withActs = start({ loggedIn: true });
    await withActs.settled();
    expect(withActs.view()).toMatchObject({ reviewableActs: [{ id: 7 }], noActs: false });
    expect(withActs.calls).toContain('viewer 42');

    const without = start({ loggedIn: true, viewer: async () => ({ reviewableActs: [], canHide: true }) });
    expect(without.view().noActs).toBe(false);
    await without.settled();
    expect(without.view()).toMatchObject({ reviewableActs: [], noActs: true, canHide: true });
  });

  it('says a notary the ministry does not know is not found, with no retry', async () => {
    const { actor, view, settled, calls } = start({ notary: () => Promise.reject(new NotaryNotFound()) });
    await settled();
    expect(view()).toMatchObject({ errorKey: 'notary.notFound', canRetry: false, loading: false });
    actor.send({ type: 'notary.retried' });
    expect(calls).toEqual(['notary 42']);
  });

  it('shows a failed load with a retry, and the page once the retry answers', async () => {
    let fail = true;
    const { actor, view, settled } = start({
      notary: async (id) => {
        if (fail) throw new Error('network');
        return { id };
      },
    });
    await settled();
    expect(view()).toMatchObject({ errorKey: 'load.error', canRetry: true });
    fail = false;
    actor.send({ type: 'notary.retried' });
    expect(view()).toMatchObject({ loading: true, errorKey: null });
    await settled();
    expect(view()).toMatchObject({ errorKey: null, canRetry: false, notary: { id: 42 } });
  });

  it('pages the reviews within their pages only', async () => {
    const { actor, view, settled, calls } = start({ reviews: reviewsOf(25) });
    await settled();
    expect(view()).toMatchObject({ page: 1, pages: 3, canGoPrevious: false, canGoNext: true });
    actor.send({ type: 'notary.reviewsPageChosen', page: 0 });
    expect(view().reviewsLoading).toBe(false);
    actor.send({ type: 'notary.reviewsPageChosen', page: 2 });
    expect(view()).toMatchObject({ reviewsLoading: true, busy: true, page: 2 });
    await settled();
    expect(view()).toMatchObject({ page: 2, canGoPrevious: true, canGoNext: true });
    actor.send({ type: 'notary.reviewsPageChosen', page: 3 });
    await settled();
    expect(view()).toMatchObject({ page: 3, canGoNext: false });
    expect(view().reviews?.items).toHaveLength(5);
    actor.send({ type: 'notary.reviewsPageChosen', page: 4 });
    expect(view().reviewsLoading).toBe(false);
    // Only the card was loaded once: paging asks for reviews alone.
    expect(calls).toEqual(['notary 42', 'reviews 42 page 1', 'reviews 42 page 2', 'reviews 42 page 3']);
  });

  it('shows the page chosen last when pages are chosen faster than they answer', async () => {
    const pending = new Map<number, () => void>();
    let first = true;
    const { actor, view, settled } = start({
      reviews: (input) => {
        if (first) {
          first = false;
          return reviewsOf(25)(input);
        }
        return new Promise((resolve) =>
          pending.set(input.page, () => void reviewsOf(25)(input).then(resolve)),
        );
      },
    });
    await settled();
    actor.send({ type: 'notary.reviewsPageChosen', page: 2 });
    actor.send({ type: 'notary.reviewsPageChosen', page: 3 });
    pending.get(3)!();
    await settled();
    // Page 2 answers late: ignored.
    pending.get(2)!();
    await Promise.resolve();
    expect(view()).toMatchObject({ page: 3, reviewsLoading: false });
    expect(view().reviews?.page).toBe(3);
  });

  it('says so when a notary has no reviews, and when the reviews fail (the card stays)', async () => {
    const none = start({ reviews: reviewsOf(0) });
    await none.settled();
    expect(none.view()).toMatchObject({ noReviews: true, reviewsErrorKey: null });

    const failing = start({ reviews: () => Promise.reject(new Error('network')) });
    await failing.settled();
    expect(failing.view()).toMatchObject({
      reviewsErrorKey: 'load.error',
      noReviews: false,
      reviews: null,
      errorKey: null,
      notary: { id: 42 },
    });
  });

  it('tells a failed viewer question apart from having no acts', async () => {
    const { view, settled } = start({ loggedIn: true, viewer: () => Promise.reject(new Error('network')) });
    await settled();
    expect(view()).toMatchObject({ viewerErrorKey: 'load.error', noActs: false, reviewableActs: [] });
  });

  it('after a review: thanks, and the card, the reviews and the viewer load again (the page kept)', async () => {
    const { actor, view, settled, calls } = start({ loggedIn: true, reviews: reviewsOf(15) });
    await settled();
    actor.send({ type: 'notary.reviewsPageChosen', page: 2 });
    await settled();
    calls.length = 0;
    actor.send({ type: 'notary.reviewed' });
    expect(view()).toMatchObject({ thanks: true, busy: true });
    // What was shown stays while it loads again.
    expect(view().notary).toEqual({ id: 42, version: 1 });
    expect(view().reviewableActs).toEqual([{ id: 7 }]);
    await settled();
    expect(calls.sort()).toEqual(['notary 42', 'reviews 42 page 2', 'viewer 42']);
    expect(view()).toMatchObject({ thanks: true, notary: { id: 42, version: 2 }, page: 2 });
  });

  it('after a report or a hide, loads again without thanks; a failed card refresh keeps the card', async () => {
    let fail = false;
    const { actor, view, settled, calls } = start({
      loggedIn: true,
      notary: async (id) => {
        if (fail) throw new Error('network');
        return { id };
      },
    });
    await settled();
    calls.length = 0;
    fail = true;
    actor.send({ type: 'notary.changed' });
    await settled();
    expect(calls.sort()).toEqual(['notary 42', 'reviews 42 page 1', 'viewer 42']);
    expect(view()).toMatchObject({ thanks: false, errorKey: null, notary: { id: 42 } });
  });

  it('asks the viewer again on login, forgets it on logout, and ignores an unchanged session', async () => {
    const { actor, view, settled, calls } = start();
    await settled();
    actor.send({ type: 'notary.sessionChanged', loggedIn: false });
    expect(calls).not.toContain('viewer 42');
    actor.send({ type: 'notary.sessionChanged', loggedIn: true });
    expect(view().busy).toBe(true);
    await settled();
    expect(view()).toMatchObject({ loggedIn: true, reviewableActs: [{ id: 7 }] });
    actor.send({ type: 'notary.sessionChanged', loggedIn: true });
    expect(calls.filter((c) => c.startsWith('viewer'))).toHaveLength(1);
    actor.send({ type: 'notary.sessionChanged', loggedIn: false });
    expect(view()).toMatchObject({ loggedIn: false, reviewableActs: [], noActs: false, canHide: false });
  });

  it('remembers a login that happens while the card loads', async () => {
    let answer: (value: unknown) => void = () => {};
    const { actor, view, settled, calls } = start({
      notary: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'notary.sessionChanged', loggedIn: true });
    answer({ id: 42 });
    await settled();
    expect(calls).toContain('viewer 42');
    expect(view()).toMatchObject({ loggedIn: true, reviewableActs: [{ id: 7 }] });
  });
});
