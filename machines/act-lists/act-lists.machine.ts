import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import { filteredListMachine, type ListPage } from '../paging/filtered-list.machine';
import type { LocalizedText } from '../text/locales';

/**
 * The portal's lists of acts (issue 29, decision 092): "My notarial acts" (two tabs narrowed by the
 * filter form) and the notary's queue (a tab per step). Both are the paged list of machines/paging,
 * the tab being part of its filter: choosing a tab or applying the filter loads that list's first page.
 */

/** A page of a portal's act list: the table shows up to 20 rows. */
export const actListPageSize = 20;

export const myActsTabs = ['IN_PROCESS', 'AWAITING'] as const;
export type MyActsTab = (typeof myActsTabs)[number];

/**
 * The filter form's criteria as the ministry's list query takes them (the UI's `toActListFilter`
 * builds them from the form): only the criteria set, so their count is the number of keys.
 */
export type ActListCriteria = Readonly<Record<string, unknown>>;

export interface MyActsFilter {
  tab: MyActsTab;
  criteria: ActListCriteria;
}

export const myActsMachine = filteredListMachine<MyActsFilter>('myActs', { tab: 'IN_PROCESS', criteria: {} });
export type MyActsMachine = typeof myActsMachine;

/** The queue holds unfinished acts: steps 1 to 8 (9 is registered). */
export const queueSteps = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The notary queue's tab: one step, or null for every step. */
export interface NotaryQueueFilter {
  step: number | null;
}

export const notaryQueueMachine = filteredListMachine<NotaryQueueFilter>('notaryQueue', { step: null });
export type NotaryQueueMachine = typeof notaryQueueMachine;

export type ActListPage<Item = unknown> = ListPage<Item>;

/** The filter form's choices the ministry knows: act types and notary offices. */
export interface ActFilterReference {
  actTypes: { id: number; name: LocalizedText }[];
  offices: { id: number; name: LocalizedText }[];
}

const notProvided = placeholders('actFilters');

/**
 * The filter form of "My notarial acts": its panel, closed or open, and the reference its selects
 * offer (loading, loaded, or failed: the selects then offer no choice, and the panel may ask again).
 */
export const actFiltersMachine = setup({
  types: {
    context: {} as { reference: ActFilterReference | null },
    events: {} as
      | { type: 'filters.opened' }
      | { type: 'filters.closed' }
      | { type: 'filters.referenceRetried' },
  },
  actors: {
    loadReference: fromPromise<ActFilterReference>(notProvided('loadReference')),
  },
}).createMachine({
  id: 'actFilters',
  type: 'parallel',
  context: { reference: null },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'filters.opened': 'open' } },
        open: { on: { 'filters.closed': 'closed' } },
      },
    },
    reference: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadReference',
            onDone: { target: 'loaded', actions: assign({ reference: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: { on: { 'filters.referenceRetried': 'loading' } },
      },
    },
  },
});
export type ActFiltersMachine = typeof actFiltersMachine;
