import { assign, fromPromise, setup } from 'xstate';

/**
 * One notary's page (/notary/:id, decision 051): its modes are states, the data is context.
 * loading (the card) -> ready | notFound | failed (retried by the visitor). ready is parallel:
 * - card: shown, or refreshing after a change (a failed refresh keeps the card shown);
 * - reviews: loading -> shown | failed, one page at a time (reviewsPageSize);
 * - viewer: what the logged-in visitor may do (acts to review, hiding reported reviews):
 *   anonymous | loading -> shown | failed; a login or logout on the page asks again.
 * A review sent (thanks), reported or hidden loads the card, the reviews and the viewer again.
 * The GraphQL calls are actors the UI provides (ui/features/notaries/notary-page.actors.ts).
 */

export const reviewsPageSize = 10;

export interface ReviewsPage<Item = unknown> {
  total: number;
  page: number;
  size: number;
  items: Item[];
}

export interface NotaryViewer<Act = unknown> {
  reviewableActs: Act[];
  canHide: boolean;
}

/** Thrown by the UI's `loadNotary` when the ministry knows no such notary (NOT_FOUND). */
export class NotaryNotFound extends Error {
  constructor() {
    super('notary not found');
    this.name = 'NotaryNotFound';
  }
}

export interface NotaryPageInput {
  notaryId: number;
  loggedIn: boolean;
}

export interface NotaryPageContext {
  notaryId: number;
  loggedIn: boolean;
  notary: unknown;
  reviews: ReviewsPage | null;
  reviewsPage: number;
  viewer: NotaryViewer | null;
  /** A review was sent from this page: the thanks stay shown. */
  thanks: boolean;
}

export type NotaryPageEvent =
  | { type: 'notary.retried' }
  | { type: 'notary.reviewsPageChosen'; page: number }
  /** A review was reported or hidden: the page loads what changed. */
  | { type: 'notary.changed' }
  /** The visitor's review was accepted. */
  | { type: 'notary.reviewed' }
  | { type: 'notary.sessionChanged'; loggedIn: boolean };

export const pagesOf = (reviews: ReviewsPage | null) =>
  reviews ? Math.max(1, Math.ceil(reviews.total / reviewsPageSize)) : 1;

const reloadAll = ['.card.refreshing', '.reviews.loading', '.viewer.checking'];

export const notaryPageMachine = setup({
  types: {
    context: {} as NotaryPageContext,
    events: {} as NotaryPageEvent,
    input: {} as NotaryPageInput,
    tags: {} as 'busy',
  },
  actors: {
    loadNotary: fromPromise<unknown, number>(async () => {
      throw new Error('loadNotary not provided');
    }),
    loadReviews: fromPromise<ReviewsPage, { notaryId: number; page: number }>(async () => {
      throw new Error('loadReviews not provided');
    }),
    loadViewer: fromPromise<NotaryViewer, number>(async () => {
      throw new Error('loadViewer not provided');
    }),
  },
  guards: {
    notFound: ({ event }) => 'error' in event && event.error instanceof NotaryNotFound,
    loggedIn: ({ context }) => context.loggedIn,
    sessionChanged: ({ context, event }) =>
      event.type === 'notary.sessionChanged' && event.loggedIn !== context.loggedIn,
    pageInRange: ({ context, event }) =>
      event.type === 'notary.reviewsPageChosen' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pagesOf(context.reviews) &&
      event.page !== context.reviewsPage,
  },
  actions: {
    noteSession: assign({
      loggedIn: ({ context, event }) =>
        event.type === 'notary.sessionChanged' ? event.loggedIn : context.loggedIn,
      viewer: ({ context, event }) =>
        event.type === 'notary.sessionChanged' && !event.loggedIn ? null : context.viewer,
    }),
  },
}).createMachine({
  id: 'notaryPage',
  context: ({ input }) => ({
    notaryId: input.notaryId,
    loggedIn: input.loggedIn,
    notary: null,
    reviews: null,
    reviewsPage: 1,
    viewer: null,
    thanks: false,
  }),
  initial: 'loading',
  on: { 'notary.sessionChanged': { actions: 'noteSession' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadNotary',
        input: ({ context }) => context.notaryId,
        onDone: { target: 'ready', actions: assign({ notary: ({ event }) => event.output }) },
        onError: [{ guard: 'notFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    notFound: {},
    failed: { on: { 'notary.retried': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'notary.changed': { target: reloadAll },
        'notary.reviewed': { target: reloadAll, actions: assign({ thanks: true }) },
        'notary.reviewsPageChosen': {
          guard: 'pageInRange',
          target: '.reviews.loading',
          actions: assign({
            reviewsPage: ({ context, event }) =>
              event.type === 'notary.reviewsPageChosen' ? event.page : context.reviewsPage,
          }),
        },
        'notary.sessionChanged': {
          guard: 'sessionChanged',
          target: '.viewer.checking',
          actions: 'noteSession',
        },
      },
      states: {
        card: {
          initial: 'shown',
          states: {
            shown: {},
            refreshing: {
              tags: ['busy'],
              invoke: {
                src: 'loadNotary',
                input: ({ context }) => context.notaryId,
                onDone: { target: 'shown', actions: assign({ notary: ({ event }) => event.output }) },
                // The card already shown stays; the reviews and the viewer tell their own failures.
                onError: { target: 'shown' },
              },
            },
          },
        },
        reviews: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['busy'],
              invoke: {
                src: 'loadReviews',
                input: ({ context }) => ({ notaryId: context.notaryId, page: context.reviewsPage }),
                onDone: {
                  target: 'shown',
                  actions: assign({ reviews: ({ event }) => event.output }),
                },
                onError: { target: 'failed', actions: assign({ reviews: null }) },
              },
            },
            shown: {},
            failed: {},
          },
        },
        viewer: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'anonymous' }],
            },
            anonymous: {},
            loading: {
              tags: ['busy'],
              invoke: {
                src: 'loadViewer',
                input: ({ context }) => context.notaryId,
                onDone: { target: 'shown', actions: assign({ viewer: ({ event }) => event.output }) },
                onError: { target: 'failed', actions: assign({ viewer: null }) },
              },
            },
            shown: {},
            failed: {},
          },
        },
      },
    },
  },
});

export type NotaryPageMachine = typeof notaryPageMachine;
