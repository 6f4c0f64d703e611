import { assign, setup } from 'xstate';
import { catalogueKeys, readCatalogueQuery } from './catalogue-query';

/**
 * The catalogue's search box (decision 050): ready, or invalid with the schema's reason for the
 * query last submitted. A valid query is opened (the host navigates to /na_details?q=..., whose
 * list is the search's result; an empty query opens the whole catalogue) and the box is ready again.
 */

export interface CatalogueSearchContext {
  /** The reason (a catalogue validation key) the submitted query was refused. */
  errorKey: string | null;
}

export type CatalogueSearchEvent = { type: 'search.submitted'; text: string };

const parse = (text: string) => readCatalogueQuery({ q: text });

export const catalogueSearchMachine = setup({
  types: {
    context: {} as CatalogueSearchContext,
    events: {} as CatalogueSearchEvent,
  },
  actions: {
    /** The host opens the catalogue list for the query (undefined: the whole catalogue). */
    open: (_, _params: { q: string | undefined }) => {},
  },
  guards: {
    valid: ({ event }) => parse(event.text).success,
  },
}).createMachine({
  id: 'catalogueSearch',
  context: { errorKey: null },
  initial: 'ready',
  on: {
    'search.submitted': [
      {
        guard: 'valid',
        target: '.ready',
        actions: [
          assign({ errorKey: null }),
          {
            type: 'open',
            params: ({ event }) => {
              const read = parse(event.text);
              return { q: read.success ? read.data.q : undefined };
            },
          },
        ],
      },
      {
        target: '.invalid',
        actions: assign({
          errorKey: ({ event }) => {
            const read = parse(event.text);
            return (!read.success && read.issues[0]?.message) || catalogueKeys.queryShort;
          },
        }),
      },
    ],
  },
  states: {
    ready: {},
    invalid: {},
  },
});

export type CatalogueSearchMachine = typeof catalogueSearchMachine;
