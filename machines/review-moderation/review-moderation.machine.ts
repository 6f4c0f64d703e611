import { assign, fromPromise, setup } from 'xstate';
import { MinistryRefusal } from '../notary-directory/review-refusal';
import { type ListPage, pagesOfList } from '../paging/filtered-list.machine';
import { type ModerationAction, type ModerationStatus, reasonSchemaOf } from './review-moderation.schema';

/**
 * The moderators' page (/moderation/reviews, decision 072): its modes are states, the data context.
 * loading (one page of the queue or of the hidden reviews) -> shown | failed (retried). shown:
 * - browsing, or
 * - deciding on one review (the form of one action open: editing | invalid, the reason's rule refused it
 *   | refused, the ministry did, with its message) -> sending -> loading the same page again, the
 *   decision confirmed; or back to deciding.refused.
 * Choosing the other list loads its page 1; a page chosen within range loads it. The rule of the
 * reason (review-moderation.schema.ts) guards the send, so nothing invalid reaches the ministry. The
 * GraphQL calls are actors the UI provides (ui/features/review-moderation).
 */

export interface ModerationDecision {
  reviewId: number;
  action: ModerationAction;
  reason: string;
}

export interface ReviewModerationContext {
  status: ModerationStatus;
  page: number;
  result: ListPage | null;
  /** The review whose decision form is open, and the action. */
  reviewId: number | null;
  action: ModerationAction | null;
  reason: string | null;
  /** Translation key of the reason's rule (namespace reviewModeration, under errors.). */
  reasonKey: string | null;
  /** The ministry's message when it refused the decision (already in the user's language). */
  refusal: string | null;
  /** The decision just made, confirmed once the page is loaded again. */
  decided: ModerationAction | null;
}

export type ReviewModerationEvent =
  | { type: 'moderation.statusChosen'; status: ModerationStatus }
  | { type: 'moderation.pageChosen'; page: number }
  | { type: 'moderation.retried' }
  | { type: 'moderation.decisionOpened'; reviewId: number; action: ModerationAction }
  | { type: 'moderation.decisionCancelled' }
  | { type: 'moderation.decisionSent'; reason: string };

const closed = { reviewId: null, action: null, reason: null, reasonKey: null, refusal: null } as const;

const reasonIssue = (action: ModerationAction | null, reason: string) =>
  action === null ? null : (reasonSchemaOf(action).safeParse(reason).error?.issues[0]?.message ?? null);

export const reviewModerationMachine = setup({
  types: {
    context: {} as ReviewModerationContext,
    events: {} as ReviewModerationEvent,
    input: {} as { status?: ModerationStatus },
    tags: {} as 'busy',
  },
  actors: {
    loadPage: fromPromise<ListPage, { status: ModerationStatus; page: number }>(async () => {
      throw new Error('loadPage not provided');
    }),
    decide: fromPromise<unknown, ModerationDecision>(async () => {
      throw new Error('decide not provided');
    }),
  },
  guards: {
    pageInRange: ({ context, event }) =>
      event.type === 'moderation.pageChosen' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pagesOfList(context.result) &&
      event.page !== context.page,
    otherStatus: ({ context, event }) =>
      event.type === 'moderation.statusChosen' && event.status !== context.status,
    reasonValid: ({ context, event }) =>
      event.type === 'moderation.decisionSent' && reasonIssue(context.action, event.reason) === null,
    refusedWithMessage: ({ event }) => 'error' in event && event.error instanceof MinistryRefusal,
  },
  actions: {
    open: assign(({ event }) =>
      event.type === 'moderation.decisionOpened'
        ? { ...closed, decided: null, reviewId: event.reviewId, action: event.action }
        : {},
    ),
    close: assign(closed),
  },
}).createMachine({
  id: 'reviewModeration',
  context: ({ input }) => ({
    status: input.status ?? 'reported',
    page: 1,
    result: null,
    ...closed,
    decided: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ status: context.status, page: context.page }),
        onDone: { target: 'shown', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'moderation.retried': 'loading' } },
    shown: {
      initial: 'browsing',
      on: {
        'moderation.statusChosen': {
          guard: 'otherStatus',
          target: 'loading',
          actions: assign(({ event }) => ({
            ...closed,
            decided: null,
            page: 1,
            status: event.type === 'moderation.statusChosen' ? event.status : 'reported',
          })),
        },
        'moderation.pageChosen': {
          guard: 'pageInRange',
          target: 'loading',
          actions: assign(({ context, event }) => ({
            ...closed,
            decided: null,
            page: event.type === 'moderation.pageChosen' ? event.page : context.page,
          })),
        },
      },
      states: {
        browsing: {
          on: { 'moderation.decisionOpened': { target: 'deciding', actions: 'open' } },
        },
        deciding: {
          initial: 'editing',
          on: {
            'moderation.decisionOpened': { target: 'deciding', reenter: true, actions: 'open' },
            'moderation.decisionCancelled': { target: 'browsing', actions: 'close' },
            'moderation.decisionSent': [
              {
                guard: 'reasonValid',
                target: 'sending',
                actions: assign(({ context, event }) => ({
                  reasonKey: null,
                  reason: reasonSchemaOf(context.action!).parse(event.reason),
                })),
              },
              {
                target: '.invalid',
                actions: assign({
                  reasonKey: ({ context, event }) => reasonIssue(context.action, event.reason),
                }),
              },
            ],
          },
          states: { editing: {}, invalid: {}, refused: {} },
        },
        sending: {
          tags: ['busy'],
          entry: assign({ refusal: null }),
          on: { 'moderation.statusChosen': {}, 'moderation.pageChosen': {} },
          invoke: {
            src: 'decide',
            input: ({ context }) => ({
              reviewId: context.reviewId!,
              action: context.action!,
              reason: context.reason!,
            }),
            onDone: {
              target: '#reviewModeration.loading',
              actions: assign(({ context }) => ({ ...closed, decided: context.action })),
            },
            onError: [
              {
                guard: 'refusedWithMessage',
                target: 'deciding.refused',
                actions: assign({ refusal: ({ event }) => (event.error as MinistryRefusal).message }),
              },
              { target: 'deciding.refused', actions: assign({ refusal: null }) },
            ],
          },
        },
      },
    },
  },
});

export type ReviewModerationMachine = typeof reviewModerationMachine;
