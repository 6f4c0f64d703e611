import type { SnapshotFrom } from 'xstate';
import { type NotaryPageMachine, type NotaryViewer, pagesOf, type ReviewsPage } from './notary-page.machine';

export interface NotaryPageView {
  /** Any call under way (a progress indicator). */
  busy: boolean;
  /** The card is not there yet (a spinner instead of the page). */
  loading: boolean;
  /** Why the page cannot be shown (namespace notaries): an unknown notary or a failed load. */
  errorKey: string | null;
  canRetry: boolean;
  notary: unknown;
  reviews: ReviewsPage | null;
  reviewsLoading: boolean;
  reviewsErrorKey: string | null;
  /** The notary has no reviews at all. */
  noReviews: boolean;
  page: number;
  pages: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  loggedIn: boolean;
  /** The visitor's registered acts with this notary that have no review yet (the form's choice). */
  reviewableActs: NotaryViewer['reviewableActs'];
  /** Logged in, asked, and no act to review. */
  noActs: boolean;
  viewerErrorKey: string | null;
  canHide: boolean;
  thanks: boolean;
}

export function selectNotaryPage(snapshot: SnapshotFrom<NotaryPageMachine>): NotaryPageView {
  const { context } = snapshot;
  const pages = pagesOf(context.reviews);
  const viewer = context.loggedIn ? context.viewer : null;
  return {
    busy: snapshot.hasTag('busy'),
    loading: snapshot.matches('loading'),
    errorKey: snapshot.matches('notFound')
      ? 'notary.notFound'
      : snapshot.matches('failed')
        ? 'load.error'
        : null,
    canRetry: snapshot.can({ type: 'notary.retried' }),
    notary: context.notary,
    reviews: context.reviews,
    reviewsLoading: snapshot.matches({ ready: { reviews: 'loading' } }),
    reviewsErrorKey: snapshot.matches({ ready: { reviews: 'failed' } }) ? 'load.error' : null,
    noReviews: context.reviews?.total === 0,
    page: context.reviewsPage,
    pages,
    canGoPrevious: snapshot.can({ type: 'notary.reviewsPageChosen', page: context.reviewsPage - 1 }),
    canGoNext: snapshot.can({ type: 'notary.reviewsPageChosen', page: context.reviewsPage + 1 }),
    loggedIn: context.loggedIn,
    reviewableActs: viewer?.reviewableActs ?? [],
    noActs: snapshot.matches({ ready: { viewer: 'shown' } }) && (viewer?.reviewableActs.length ?? 0) === 0,
    viewerErrorKey: snapshot.matches({ ready: { viewer: 'failed' } }) ? 'load.error' : null,
    canHide: viewer?.canHide ?? false,
    thanks: context.thanks,
  };
}
