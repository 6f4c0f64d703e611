import { assign, fromPromise, setup } from 'xstate';

/**
 * The directory's map (decision 051), an enhancement beside the list: its modes are states.
 * notShown (decision 102: nothing of the map is fetched until the visitor scrolls to it or asks for
 * it, so the list is the page's first paint and maplibre does not block the page while it loads) ->
 * loadingModule (the lazy chunk with maplibre) -> loadingStyle (the configured style URL, or none:
 * the offline basemap) -> drawing (maplibre reads the style and draws the basemap) -> ready, where
 * the map is either moving (a move or a data load under way) or idle (everything drawn).
 * A chunk that cannot be loaded, or a map that cannot be drawn (no WebGL, an unreadable style), is
 * failed: the list under the map still does everything, and the visitor may try again.
 * The chunk and the style query are actors the UI provides (ui/features/notaries/notary-map.actors.ts);
 * the map itself reports its load, failure and moves as events.
 */

export interface NotaryMapContext {
  /** The loaded map module (the UI's lazy chunk), kept opaque here. */
  module: unknown;
  /** The production style's URL; null draws the offline basemap. */
  styleUrl: string | null;
}

export type NotaryMapEvent =
  /** The visitor scrolled to the map's place or pressed "show on map": fetch and draw it. */
  | { type: 'map.asked' }
  /** The map drew its style: its sources and layers can be added. */
  | { type: 'map.loaded' }
  /** The map could not be made or its style not read. */
  | { type: 'map.failed' }
  /** The map started moving or loading data. */
  | { type: 'map.busy' }
  /** The map has drawn everything and stopped. */
  | { type: 'map.idle' }
  | { type: 'map.retried' };

export const notaryMapMachine = setup({
  types: {
    context: {} as NotaryMapContext,
    events: {} as NotaryMapEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadModule: fromPromise<unknown>(async () => {
      throw new Error('loadModule not provided');
    }),
    loadStyle: fromPromise<string | null>(async () => {
      throw new Error('loadStyle not provided');
    }),
  },
}).createMachine({
  id: 'notaryMap',
  context: { module: null, styleUrl: null },
  initial: 'notShown',
  states: {
    notShown: { on: { 'map.asked': 'loadingModule' } },
    loadingModule: {
      tags: ['busy'],
      invoke: {
        src: 'loadModule',
        onDone: { target: 'loadingStyle', actions: assign({ module: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    loadingStyle: {
      tags: ['busy'],
      invoke: {
        src: 'loadStyle',
        onDone: { target: 'drawing', actions: assign({ styleUrl: ({ event }) => event.output }) },
        // The offline basemap needs no network: a map without the configured style beats none.
        onError: { target: 'drawing', actions: assign({ styleUrl: null }) },
      },
    },
    drawing: {
      tags: ['busy'],
      on: { 'map.loaded': 'ready', 'map.failed': 'failed' },
    },
    ready: {
      initial: 'moving',
      states: {
        moving: { tags: ['busy'], on: { 'map.idle': 'idle' } },
        idle: { on: { 'map.busy': 'moving' } },
      },
    },
    failed: { on: { 'map.retried': 'loadingModule' } },
  },
});

export type NotaryMapMachine = typeof notaryMapMachine;
