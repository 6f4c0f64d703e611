import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * One read of a page (issue 29, decision 093): a catalogue entry, a notice, the regions of a filter.
 * It loads (`loading`), then shows the answer (`shown`) or says it failed (`failed`, retried on
 * `query.retried`). The variables are the page's input (a route's parameter, a filter): other
 * variables load again while the last answer stays in context, so a page does not blank between two
 * answers; `query.reloaded` reads the same variables afresh (after a save). The read itself is the
 * host's actor (`load`, the GraphQL query), as in filteredListMachine.
 *
 * The chart does not look into the variables or the answer: they are `unknown` here, and typed where
 * the read is made and shown (the projection's `Data`, the intents' `Variables`, ui's usePageQuery).
 */

export interface QueryContext {
  variables: unknown;
  data: unknown;
}

export type QueryEvent<Variables = unknown> =
  | { type: 'query.changed'; variables: Variables }
  | { type: 'query.reloaded' }
  | { type: 'query.retried' };

/** Two variables are the same read when they say the same (they come from URLs and forms). */
const sameVariables = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const querySetup = setup({
  types: {
    context: {} as QueryContext,
    events: {} as QueryEvent,
    input: {} as { variables: unknown },
    tags: {} as 'busy',
  },
  actors: {
    load: fromPromise<unknown, unknown>(placeholders('query')('load')),
  },
  guards: {
    otherVariables: ({ context, event }) =>
      event.type === 'query.changed' && !sameVariables(event.variables, context.variables),
  },
});

/** The machine of one kind of read, by its id in the traces (`catalogueEntry`, `homeNotice`...). */
export function queryMachine(id: string) {
  return querySetup.createMachine({
    id,
    context: ({ input }) => ({ variables: input.variables, data: null }),
    initial: 'loading',
    on: {
      'query.changed': {
        guard: 'otherVariables',
        target: '.loading',
        reenter: true,
        actions: assign({
          variables: ({ context, event }) =>
            event.type === 'query.changed' ? event.variables : context.variables,
        }),
      },
      'query.reloaded': { target: '.loading', reenter: true },
    },
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'load',
          input: ({ context }: { context: QueryContext }) => context.variables,
          onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output }) },
          onError: 'failed',
        },
      },
      shown: {},
      failed: {
        on: { 'query.retried': 'loading' },
      },
    },
  });
}

export type QueryMachine = ReturnType<typeof queryMachine>;

/** Every state of the chart, for the tests that must visit them all. */
export const queryStateValues = ['loading', 'shown', 'failed'] as const;
