import { assign, fromPromise, setup } from 'xstate';

/**
 * The browser traces linked to one act, on its analysts' page (issue 14, decisions 061 and 062): the
 * list loads with the page (loadingList -> list | listFailed, retried), can be reloaded (a traced page
 * uploads while its browser is idle, so a trace may arrive after the page opened), and a trace chosen
 * from it is replayed (trace.loading -> trace.shown | trace.failed, retried), one traced actor at a
 * time. FORBIDDEN and the "Access Denied" of a blocked user go to the error policy, as for the act.
 * The GraphQL calls are actors the UI provides (ui/features/analysts/analysts.actors.ts).
 */

/** One trace in the list, as the ministry summarises it (schema/browser-traces.graphql). */
export interface BrowserTraceSummary {
  id: number;
  startedAt: string;
  lastAt: string;
  actorCount: number;
  eventCount: number;
  capped: boolean;
  partial: boolean;
}

export interface BrowserTracesContext {
  /** The act's reference, as its page has it. */
  ref: string;
  traces: readonly BrowserTraceSummary[];
  /** The trace chosen from the list, and its replay once loaded (the ministry's answer). */
  traceId: number | null;
  replay: unknown;
  /** The traced actor stepped through (its session id in the page); null: the first with a replay. */
  actorId: string | null;
}

export type BrowserTracesEvent =
  | { type: 'traces.reloaded' }
  | { type: 'trace.chosen'; id: number }
  | { type: 'trace.retried' }
  | { type: 'actor.chosen'; sessionId: string };

export const browserTracesMachine = setup({
  types: {
    context: {} as BrowserTracesContext,
    events: {} as BrowserTracesEvent,
    input: {} as { ref: string },
    tags: {} as 'busy',
  },
  actors: {
    loadTraces: fromPromise<readonly BrowserTraceSummary[], string>(async () => {
      throw new Error('loadTraces not provided');
    }),
    loadReplay: fromPromise<unknown, number>(async () => {
      throw new Error('loadReplay not provided');
    }),
  },
}).createMachine({
  id: 'browserTraces',
  context: ({ input }) => ({ ref: input.ref, traces: [], traceId: null, replay: null, actorId: null }),
  initial: 'loadingList',
  states: {
    loadingList: {
      tags: ['busy'],
      entry: assign({ traceId: null, replay: null, actorId: null }),
      invoke: {
        src: 'loadTraces',
        input: ({ context }) => context.ref,
        onDone: { target: 'list', actions: assign({ traces: ({ event }) => event.output }) },
        onError: 'listFailed',
      },
    },
    listFailed: { on: { 'traces.reloaded': 'loadingList' } },
    list: {
      initial: 'none',
      on: {
        'traces.reloaded': 'loadingList',
        'trace.chosen': {
          target: '.loading',
          actions: assign({ traceId: ({ event }) => event.id, replay: null, actorId: null }),
        },
      },
      states: {
        none: {},
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadReplay',
            input: ({ context }) => context.traceId ?? 0,
            onDone: { target: 'shown', actions: assign({ replay: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        shown: {
          on: { 'actor.chosen': { actions: assign({ actorId: ({ event }) => event.sessionId }) } },
        },
        failed: { on: { 'trace.retried': 'loading' } },
      },
    },
  },
});

export type BrowserTracesMachine = typeof browserTracesMachine;
