import { assign, fromPromise, setup } from 'xstate';
import { hideReasonSchema, type ReviewInput, reviewSchema } from './review';
import { type Refusal, refusalOf } from './review-refusal';

/**
 * Writing and hiding a review of a notary (decision 051) as statecharts, reporting one in
 * review-report.machine.ts; the rules of review.ts are their guards, the GraphQL calls actors the UI
 * provides (ui/features/notaries/notary-page.actors.ts). A refusal (review-refusal.ts) carries the
 * ministry's message (already in the visitor's language) when it gave one, else a translation key
 * (namespace notaries).
 */

// ---------------------------------------------------------------------------------------------
// Writing: open (editing | invalid: the rule refused | refused: the ministry did) -> sending ->
// open.editing, the page told | open.refused.

export interface ReviewSubmission extends ReviewInput {
  notaryId: number;
  actId: number;
}

export interface ReviewFormContext {
  notaryId: number;
  submission: ReviewSubmission | null;
  /** Translation keys of review.ts's rule (namespace notaries, under errors.). */
  ratingKey: string | null;
  textKey: string | null;
  refusal: Refusal | null;
}

export type ReviewFormEvent = {
  type: 'review.submitted';
  actId: number;
  /** As the form holds it: none chosen is null. */
  rating: number | null;
  text: string;
};

const parseReview = (event: ReviewFormEvent) =>
  reviewSchema.safeParse({ rating: event.rating ?? undefined, text: event.text });

const issueOf = (event: ReviewFormEvent, field: 'rating' | 'text') =>
  parseReview(event).error?.issues.find((issue) => issue.path[0] === field)?.message ?? null;

export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as { notaryId: number },
    tags: {} as 'busy',
  },
  actors: {
    sendReview: fromPromise<unknown, ReviewSubmission>(async () => {
      throw new Error('sendReview not provided');
    }),
  },
  guards: {
    reviewValid: ({ event }) => parseReview(event).success,
  },
  actions: {
    accept: assign({
      ratingKey: null,
      textKey: null,
      submission: ({ context, event }) => ({
        notaryId: context.notaryId,
        actId: event.actId,
        ...parseReview(event).data!,
      }),
    }),
    noteIssues: assign({
      ratingKey: ({ event }) => issueOf(event, 'rating'),
      textKey: ({ event }) => issueOf(event, 'text'),
    }),
    /** The UI's: empty the form, tell the page (thanks, load again). */
    reviewed: () => {},
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({
    notaryId: input.notaryId,
    submission: null,
    ratingKey: null,
    textKey: null,
    refusal: null,
  }),
  initial: 'open',
  states: {
    // Open to a send; a broken rule shows at its field, a refusal until the next send.
    open: {
      initial: 'editing',
      on: {
        'review.submitted': [
          { guard: 'reviewValid', target: 'sending', actions: 'accept' },
          { target: '.invalid', actions: 'noteIssues' },
        ],
      },
      states: { editing: {}, invalid: {}, refused: {} },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ refusal: null }),
      invoke: {
        src: 'sendReview',
        input: ({ context }) => context.submission!,
        onDone: { target: 'open', actions: [assign({ submission: null }), 'reviewed'] },
        onError: {
          target: 'open.refused',
          actions: assign({ refusal: ({ event }) => refusalOf(event.error, 'review.failed') }),
        },
      },
    },
  },
});

export type ReviewFormMachine = typeof reviewFormMachine;

// ---------------------------------------------------------------------------------------------
// Hiding a reported review (a moderator or an administrator, never of the reviewed notary's office;
// decision 072), with a reason:
// open (editing | invalid: the rule refused | refused: the ministry did) -> hiding -> hidden (the page
// loads again) | open.refused.

export interface ReviewHideContext {
  reviewId: number;
  reason: string | null;
  /** Translation key of review.ts's rule (namespace notaries, under errors.). */
  reasonKey: string | null;
  refusal: Refusal | null;
}

export type ReviewHideEvent = { type: 'review.hideAsked'; reason: string };

export const reviewHideMachine = setup({
  types: {
    context: {} as ReviewHideContext,
    events: {} as ReviewHideEvent,
    input: {} as { reviewId: number },
    tags: {} as 'busy',
  },
  actors: {
    hideReview: fromPromise<unknown, { reviewId: number; reason: string }>(async () => {
      throw new Error('hideReview not provided');
    }),
  },
  guards: {
    reasonValid: ({ event }) => hideReasonSchema.safeParse(event.reason).success,
  },
  actions: {
    accept: assign({
      reasonKey: null,
      reason: ({ event }) => hideReasonSchema.parse(event.reason),
    }),
    noteIssue: assign({
      reasonKey: ({ event }) => hideReasonSchema.safeParse(event.reason).error?.issues[0]?.message ?? null,
    }),
    /** The UI's: tell the page (load again). */
    changed: () => {},
  },
}).createMachine({
  id: 'reviewHide',
  context: ({ input }) => ({ reviewId: input.reviewId, reason: null, reasonKey: null, refusal: null }),
  initial: 'open',
  states: {
    // Open to a send; a broken rule shows at its field, a refusal until the next send.
    open: {
      initial: 'editing',
      on: {
        'review.hideAsked': [
          { guard: 'reasonValid', target: 'hiding', actions: 'accept' },
          { target: '.invalid', actions: 'noteIssue' },
        ],
      },
      states: { editing: {}, invalid: {}, refused: {} },
    },
    hiding: {
      tags: ['busy'],
      entry: assign({ refusal: null }),
      invoke: {
        src: 'hideReview',
        input: ({ context }) => ({ reviewId: context.reviewId, reason: context.reason! }),
        onDone: { target: 'hidden', actions: 'changed' },
        onError: {
          target: 'open.refused',
          actions: assign({ refusal: ({ event }) => refusalOf(event.error, 'reviews.hideFailed') }),
        },
      },
    },
    hidden: {},
  },
});

export type ReviewHideMachine = typeof reviewHideMachine;
