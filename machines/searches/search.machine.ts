import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * One public search or check (issue 12; docs/decisions/052-public-searches.md): the act check, the
 * power-of-attorney check, the inheritance search and the ban check, in the browser and on the kiosk.
 * A query goes out; the answer is found, not found (null), refused by the per-address rate limit,
 * refused for its input (the ministry's field messages), login required (a session that ended), or
 * any other failure, which may be retried. The machine knows nothing of the query's shape: the host
 * provides `search` (a GraphQL call) and classifies its failures with `searchFailure`.
 */

export type SearchQuery = Readonly<Record<string, string>>;

export type SearchFailure =
  | { kind: 'rateLimited'; message: string }
  | { kind: 'invalid'; message: string; fields: Readonly<Record<string, string>> }
  | { kind: 'loginRequired' }
  | { kind: 'failed' };

/** How the host classifies a rejected search: thrown as it is, read by `searchFailure` below. */
export class SearchFailed extends Error {
  constructor(readonly failure: SearchFailure) {
    super(failure.kind);
    this.name = 'SearchFailed';
  }
}

export function searchFailure(error: unknown): SearchFailure {
  return error instanceof SearchFailed ? error.failure : { kind: 'failed' };
}

export interface SearchContext {
  query: SearchQuery | null;
  /** The last answer found (whatever the search's own shape), or null. */
  result: unknown;
  failure: SearchFailure | null;
}

export type SearchEvent =
  | { type: 'search.submitted'; query: SearchQuery }
  | { type: 'search.retried' }
  | { type: 'search.cleared' };

const notProvided = placeholders('search');

const submit = { 'search.submitted': { target: '#search.searching', actions: 'rememberQuery' } } as const;

export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    /** The search itself: its answer, or null when nothing matches. */
    search: fromPromise<unknown, SearchQuery>(notProvided('search')),
  },
  actions: {
    rememberQuery: assign({
      query: ({ event, context }) => (event.type === 'search.submitted' ? event.query : context.query),
    }),
    clear: assign({ query: null, result: null, failure: null }),
  },
  guards: {
    nothingFound: ({ event }) => (event as unknown as { output: unknown }).output == null,
  },
}).createMachine({
  id: 'search',
  context: { query: null, result: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: submit },
    searching: {
      tags: ['busy'],
      entry: assign({ result: null, failure: null }),
      invoke: {
        src: 'search',
        input: ({ context }) => context.query ?? {},
        onDone: [
          { guard: 'nothingFound', target: 'notFound' },
          { target: 'found', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: ({ event }) => searchFailure(event.error).kind === 'rateLimited',
            target: 'refused',
            actions: assign({ failure: ({ event }) => searchFailure(event.error) }),
          },
          {
            guard: ({ event }) => searchFailure(event.error).kind === 'invalid',
            target: 'invalid',
            actions: assign({ failure: ({ event }) => searchFailure(event.error) }),
          },
          {
            guard: ({ event }) => searchFailure(event.error).kind === 'loginRequired',
            target: 'loginRequired',
            actions: assign({ failure: ({ event }) => searchFailure(event.error) }),
          },
          { target: 'failed', actions: assign({ failure: () => ({ kind: 'failed' }) as const }) },
        ],
      },
    },
    found: { tags: ['answered'], on: { ...submit, 'search.cleared': { target: 'idle', actions: 'clear' } } },
    notFound: {
      tags: ['answered'],
      on: { ...submit, 'search.cleared': { target: 'idle', actions: 'clear' } },
    },
    /** The per-address limit: the message says when to try again; a new search may still be sent. */
    refused: { on: submit },
    /** The ministry refused the input: its messages by field. */
    invalid: { on: submit },
    /** The session ended (ban check): the view offers the login. */
    loginRequired: { on: submit },
    /** "Unexpected search error, try again" (section 8). */
    failed: {
      on: {
        ...submit,
        'search.retried': { target: 'searching', guard: ({ context }) => context.query !== null },
      },
    },
  },
});

export type SearchMachine = typeof searchMachine;
