import { assign, fromPromise, setup } from 'xstate';

/**
 * A bounded list narrowed by a filter and read a page at a time (the administrators' users, decision
 * 056; the analysts' stuck acts, decision 062): loading -> shown | refused (the ministry refused the
 * filter: its messages by field) | failed (retried). A new filter loads page 1, a page chosen within
 * range loads that page; while a page loads the last one stays in context. The page is an actor the
 * UI provides (`loadPage`).
 */

export interface ListPage<Item = unknown> {
  total: number;
  page: number;
  pageSize: number;
  items: Item[];
}

/** Thrown by the UI's `loadPage` when the ministry refuses the filter: message by field. */
export class ListQueryRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('query refused');
    this.name = 'ListQueryRefused';
  }
}

export interface FilteredListContext<Filter> {
  filter: Filter;
  page: number;
  result: ListPage | null;
  fields: Record<string, string>;
}

export type FilteredListEvent<Filter> =
  | { type: 'list.filtered'; filter: Filter }
  | { type: 'list.pageChosen'; page: number }
  | { type: 'list.retried' };

export const pagesOfList = (result: ListPage | null) =>
  result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

/** The machine of one kind of list, starting on `filter` unless its input gives another. */
export function filteredListMachine<Filter>(id: string, filter: Filter) {
  return setup({
    types: {
      context: {} as FilteredListContext<Filter>,
      events: {} as FilteredListEvent<Filter>,
      input: {} as { filter?: Filter },
      tags: {} as 'busy',
    },
    actors: {
      loadPage: fromPromise<ListPage, { filter: Filter; page: number }>(async () => {
        throw new Error('loadPage not provided');
      }),
    },
    guards: {
      refused: ({ event }) => 'error' in event && event.error instanceof ListQueryRefused,
      pageInRange: ({ context, event }) =>
        event.type === 'list.pageChosen' &&
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= pagesOfList(context.result) &&
        event.page !== context.page,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ filter: input.filter ?? filter, page: 1, result: null, fields: {} }),
    initial: 'loading',
    on: {
      'list.filtered': {
        target: '.loading',
        actions: assign({ filter: ({ event }) => event.filter, page: 1 }),
      },
    },
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ filter: context.filter, page: context.page }),
          onDone: { target: 'shown', actions: assign({ result: ({ event }) => event.output, fields: {} }) },
          onError: [
            {
              guard: 'refused',
              target: 'refused',
              actions: assign({
                fields: ({ event }) => (event.error as ListQueryRefused).fields,
                result: null,
              }),
            },
            { target: 'failed' },
          ],
        },
      },
      shown: {
        on: {
          'list.pageChosen': {
            guard: 'pageInRange',
            target: 'loading',
            actions: assign({ page: ({ event }) => event.page }),
          },
        },
      },
      refused: {},
      failed: { on: { 'list.retried': 'loading' } },
    },
  });
}

export type FilteredListMachine<Filter> = ReturnType<typeof filteredListMachine<Filter>>;
