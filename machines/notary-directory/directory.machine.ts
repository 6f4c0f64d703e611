import { assign, fromPromise, setup } from 'xstate';
import type { DirectorySort } from './directory-limits';

/**
 * The notary directory page (/notary, decision 051): its modes are states, the query is context.
 * loading -> list | filteredByOffice (an office chosen on the map or in the list) -> loading on any
 * change of the query; "near me" goes through locating, which answers a position (the list is then
 * sorted by distance) or locationRefused (refused or unavailable, explained; the list stays usable);
 * a failed page load is error, retried by the visitor. The page's GraphQL call and the browser's
 * geolocation are actors the UI provides.
 */

export interface DirectoryPosition {
  latitude: number;
  longitude: number;
}

export interface DirectoryQueryState {
  sort: DirectorySort;
  regionId: number | null;
  districtId: number | null;
  officeId: number | null;
  name: string | null;
  page: number;
  position: DirectoryPosition | null;
}

export interface DirectoryPage<Item = unknown> {
  total: number;
  page: number;
  size: number;
  items: Item[];
}

export type LocationFailure = 'refused' | 'unavailable';

export interface DirectoryContext {
  query: DirectoryQueryState;
  result: DirectoryPage | null;
  /** Translation keys (namespace notaries). */
  errorKey: string | null;
  locationKey: string | null;
}

export type DirectoryEvent =
  | { type: 'directory.sortChanged'; sort: Exclude<DirectorySort, 'distance'> }
  | { type: 'directory.regionChosen'; regionId: number | null }
  | { type: 'directory.districtChosen'; districtId: number | null }
  | { type: 'directory.nameSearched'; name: string }
  | { type: 'directory.pageChosen'; page: number }
  | { type: 'directory.officeChosen'; officeId: number }
  | { type: 'directory.officeCleared' }
  | { type: 'directory.nearMeAsked' }
  | { type: 'directory.retried' };

export const initialQuery: DirectoryQueryState = {
  sort: 'alphabet',
  regionId: null,
  districtId: null,
  officeId: null,
  name: null,
  page: 1,
  position: null,
};

/** A geolocation failure thrown by the UI's `locate` actor. */
export class LocationError extends Error {
  constructor(readonly failure: LocationFailure) {
    super(`location ${failure}`);
    this.name = 'LocationError';
  }
}

const locationKeyOf = (error: unknown) =>
  error instanceof LocationError && error.failure === 'refused' ? 'location.refused' : 'location.unavailable';

const withQuery =
  (patch: (query: DirectoryQueryState, event: DirectoryEvent) => Partial<DirectoryQueryState>) =>
  ({ context, event }: { context: DirectoryContext; event: DirectoryEvent }) => ({
    ...context.query,
    // A new filter or sort starts at the first page; choosing a page keeps it.
    page: 1,
    ...patch(context.query, event),
  });

export const directoryMachine = setup({
  types: {
    context: {} as DirectoryContext,
    events: {} as DirectoryEvent,
    input: {} as Partial<DirectoryQueryState> | undefined,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadPage: fromPromise<DirectoryPage, DirectoryQueryState>(async () => {
      throw new Error('loadPage not provided');
    }),
    locate: fromPromise<DirectoryPosition>(async () => {
      throw new Error('locate not provided');
    }),
  },
  guards: {
    officeChosen: ({ context }) => context.query.officeId !== null,
  },
  actions: {
    sortBy: assign({
      query: withQuery((_q, e) => (e.type === 'directory.sortChanged' ? { sort: e.sort } : {})),
    }),
    // A region resets the district (its districts are others); both clear a chosen office, which the
    // map may no longer show.
    chooseRegion: assign({
      query: withQuery((_q, e) =>
        e.type === 'directory.regionChosen' ? { regionId: e.regionId, districtId: null, officeId: null } : {},
      ),
    }),
    chooseDistrict: assign({
      query: withQuery((_q, e) =>
        e.type === 'directory.districtChosen' ? { districtId: e.districtId, officeId: null } : {},
      ),
    }),
    searchName: assign({
      query: withQuery((_q, e) =>
        e.type === 'directory.nameSearched' ? { name: e.name.trim() === '' ? null : e.name.trim() } : {},
      ),
    }),
    choosePage: assign({
      query: ({ context, event }) =>
        event.type === 'directory.pageChosen' ? { ...context.query, page: event.page } : context.query,
    }),
    chooseOffice: assign({
      query: withQuery((_q, e) => (e.type === 'directory.officeChosen' ? { officeId: e.officeId } : {})),
    }),
    clearOffice: assign({ query: withQuery(() => ({ officeId: null })) }),
    clearErrors: assign({ errorKey: null }),
  },
}).createMachine({
  id: 'notaryDirectory',
  context: ({ input }) => ({
    query: { ...initialQuery, ...input },
    result: null,
    errorKey: null,
    locationKey: null,
  }),
  initial: 'loading',
  on: {
    'directory.sortChanged': { target: '.loading', actions: 'sortBy' },
    'directory.regionChosen': { target: '.loading', actions: 'chooseRegion' },
    'directory.districtChosen': { target: '.loading', actions: 'chooseDistrict' },
    'directory.nameSearched': { target: '.loading', actions: 'searchName' },
    'directory.pageChosen': { target: '.loading', actions: 'choosePage' },
    'directory.officeChosen': { target: '.loading', actions: 'chooseOffice' },
    'directory.nearMeAsked': { target: '.locating' },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: 'officeChosen',
            target: 'filteredByOffice',
            actions: assign({ result: ({ event }) => event.output }),
          },
          { target: 'list', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: { target: 'error', actions: assign({ errorKey: 'load.error' }) },
      },
    },
    list: {},
    filteredByOffice: {
      on: { 'directory.officeCleared': { target: 'loading', actions: 'clearOffice' } },
    },
    locating: {
      tags: ['busy'],
      entry: assign({ locationKey: null }),
      invoke: {
        src: 'locate',
        onDone: {
          target: 'loading',
          actions: assign({
            query: ({ context, event }) => ({
              ...context.query,
              position: event.output,
              sort: 'distance' as const,
              page: 1,
            }),
          }),
        },
        onError: {
          target: 'locationRefused',
          actions: assign({ locationKey: ({ event }) => locationKeyOf(event.error) }),
        },
      },
    },
    locationRefused: {},
    error: {
      tags: ['error'],
      on: { 'directory.retried': 'loading' },
    },
  },
});

export type DirectoryMachine = typeof directoryMachine;
