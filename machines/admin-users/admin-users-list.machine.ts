import { assign, fromPromise, setup } from 'xstate';
import type { PortalRole, UserState } from './admin-users.schema';

/**
 * The administrators' list (/admin/users, decision 056): loading -> shown | failed (retried). A new
 * search or filter loads page 1, a page chosen loads that page; while a page loads the last one stays
 * in context. The query's text is the form's own (plain input); what was searched is context.
 */

export interface AdminUsersFilter {
  query: string;
  role: PortalRole | null;
  state: UserState | null;
  deleted: boolean | null;
}

export interface AdminUsersPage<Item = unknown> {
  total: number;
  page: number;
  pageSize: number;
  items: Item[];
}

/** Thrown by the UI's `loadUsers` when the ministry refuses the query: message by field. */
export class QueryRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('query refused');
    this.name = 'QueryRefused';
  }
}

export interface AdminUsersListContext {
  filter: AdminUsersFilter;
  page: number;
  result: AdminUsersPage | null;
  fields: Record<string, string>;
}

export type AdminUsersListEvent =
  | { type: 'users.searched'; filter: AdminUsersFilter }
  | { type: 'users.pageChosen'; page: number }
  | { type: 'users.retried' };

export const pagesOfUsers = (result: AdminUsersPage | null) =>
  result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

export const noFilter: AdminUsersFilter = { query: '', role: null, state: null, deleted: false };

export const adminUsersListMachine = setup({
  types: {
    context: {} as AdminUsersListContext,
    events: {} as AdminUsersListEvent,
    input: {} as { filter?: AdminUsersFilter },
    tags: {} as 'busy',
  },
  actors: {
    loadUsers: fromPromise<AdminUsersPage, { filter: AdminUsersFilter; page: number }>(async () => {
      throw new Error('loadUsers not provided');
    }),
  },
  guards: {
    refused: ({ event }) => 'error' in event && event.error instanceof QueryRefused,
    pageInRange: ({ context, event }) =>
      event.type === 'users.pageChosen' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pagesOfUsers(context.result) &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'adminUsersList',
  context: ({ input }) => ({ filter: input.filter ?? noFilter, page: 1, result: null, fields: {} }),
  initial: 'loading',
  on: {
    'users.searched': {
      target: '.loading',
      actions: assign({ filter: ({ event }) => event.filter, page: 1 }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadUsers',
        input: ({ context }) => ({ filter: context.filter, page: context.page }),
        onDone: { target: 'shown', actions: assign({ result: ({ event }) => event.output, fields: {} }) },
        onError: [
          {
            guard: 'refused',
            target: 'refused',
            actions: assign({ fields: ({ event }) => (event.error as QueryRefused).fields, result: null }),
          },
          { target: 'failed' },
        ],
      },
    },
    shown: {
      on: {
        'users.pageChosen': {
          guard: 'pageInRange',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
    refused: {},
    failed: { on: { 'users.retried': 'loading' } },
  },
});

export type AdminUsersListMachine = typeof adminUsersListMachine;
