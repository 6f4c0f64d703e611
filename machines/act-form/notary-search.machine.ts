import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * The notaries an applicant picks from by hand (issue 29, decision 097): a region, a district and a
 * name narrow the list (GET /api/notaries). The whole country's list is no help, so without a region
 * or a name it asks to narrow first (`narrowing`). A typed name settles first (`settling`, 300 ms
 * after the last keystroke, each keystroke starting the wait again); a region or a district searches
 * at once. `searching` drops an answer to a filter the user has since changed; a failure (the global
 * error policy's toast) can be retried. The answer is `unknown` here, typed by the host's `find`.
 */

export interface NotaryFilter {
  regionId: number | null;
  districtId: number | null;
  /** The name as the ministry matches it: see `searchableName`. */
  name: string | null;
}

/** How long a typed name waits after the last keystroke before it searches. */
export const nameSettleMs = 300;

/** The name as the ministry matches it: spaces collapsed; under 2 characters it filters nothing. */
export function searchableName(typed: string): string | null {
  const term = typed.trim().replace(/\s+/g, ' ');
  return term.length >= 2 ? term : null;
}

export type NotarySearchEvent = { type: 'search.changed'; filter: NotaryFilter } | { type: 'search.retried' };

export interface NotarySearchContext {
  filter: NotaryFilter;
  notaries: readonly unknown[] | null;
}

const changedFilter = (event: NotarySearchEvent) => (event.type === 'search.changed' ? event.filter : null);

export const notarySearchMachine = setup({
  types: {
    context: {} as NotarySearchContext,
    events: {} as NotarySearchEvent,
    input: {} as { filter: NotaryFilter },
    tags: {} as 'busy',
  },
  actors: {
    find: fromPromise<readonly unknown[], NotaryFilter>(placeholders('notary search')('find')),
  },
  delays: {
    nameSettle: nameSettleMs,
  },
  guards: {
    sameFilter: ({ context, event }) => {
      const filter = changedFilter(event);
      return (
        filter !== null &&
        filter.regionId === context.filter.regionId &&
        filter.districtId === context.filter.districtId &&
        filter.name === context.filter.name
      );
    },
    otherName: ({ context, event }) => changedFilter(event)?.name !== context.filter.name,
    narrowed: ({ context }) => context.filter.regionId !== null || context.filter.name !== null,
  },
  actions: {
    remember: assign({ filter: ({ context, event }) => changedFilter(event) ?? context.filter }),
  },
}).createMachine({
  id: 'notarySearch',
  context: ({ input }) => ({ filter: input.filter, notaries: null }),
  initial: 'deciding',
  on: {
    'search.changed': [
      { guard: 'sameFilter' },
      { guard: 'otherName', target: '.settling', actions: 'remember' },
      { target: '.deciding', actions: 'remember' },
    ],
  },
  states: {
    deciding: {
      always: [{ guard: 'narrowed', target: 'searching' }, { target: 'narrowing' }],
    },
    narrowing: {},
    settling: {
      tags: ['busy'],
      after: { nameSettle: 'deciding' },
      on: {
        'search.changed': [
          { guard: 'sameFilter' },
          // Another keystroke: the wait starts again.
          { guard: 'otherName', target: 'settling', reenter: true, actions: 'remember' },
          // A region or a district while the name settles: searched with it once it has.
          { actions: 'remember' },
        ],
      },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        src: 'find',
        input: ({ context }) => context.filter,
        onDone: { target: 'found', actions: assign({ notaries: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    found: {},
    failed: {
      on: { 'search.retried': 'searching' },
    },
  },
});

export type NotarySearchMachine = typeof notarySearchMachine;

/** Every state of the chart, for the tests that must visit them all. */
export const notarySearchStateValues = [
  'deciding',
  'narrowing',
  'settling',
  'searching',
  'found',
  'failed',
] as const;
