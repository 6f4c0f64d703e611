import { assign, fromPromise, setup } from 'xstate';
import { type Refusal, refusalOf } from './review-refusal';

// ---------------------------------------------------------------------------------------------
// Reporting a review: open -> reporting -> reported (the page loads again) | refused (asked again).
// A review someone reported already starts reported.

export interface ReviewReportContext {
  reviewId: number;
  reportedBefore: boolean;
  refusal: Refusal | null;
}

export const reviewReportMachine = setup({
  types: {
    context: {} as ReviewReportContext,
    events: {} as { type: 'review.reportAsked' },
    input: {} as { reviewId: number; reported: boolean },
    tags: {} as 'busy',
  },
  actors: {
    reportReview: fromPromise<unknown, number>(async () => {
      throw new Error('reportReview not provided');
    }),
  },
  guards: {
    reportedBefore: ({ context }) => context.reportedBefore,
  },
  actions: {
    /** The UI's: tell the page (load again). */
    changed: () => {},
  },
}).createMachine({
  id: 'reviewReport',
  context: ({ input }) => ({ reviewId: input.reviewId, reportedBefore: input.reported, refusal: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'reportedBefore', target: 'reported' }, { target: 'open' }] },
    open: { on: { 'review.reportAsked': 'reporting' } },
    reporting: {
      tags: ['busy'],
      entry: assign({ refusal: null }),
      invoke: {
        src: 'reportReview',
        input: ({ context }) => context.reviewId,
        onDone: { target: 'reported', actions: 'changed' },
        onError: {
          target: 'refused',
          actions: assign({ refusal: ({ event }) => refusalOf(event.error, 'reviews.reportFailed') }),
        },
      },
    },
    refused: { on: { 'review.reportAsked': 'reporting' } },
    reported: {},
  },
});

export type ReviewReportMachine = typeof reviewReportMachine;
