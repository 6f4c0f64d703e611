import { filteredListMachine, type ListPage } from '../paging/filtered-list.machine';
import type { PortalRole, UserState } from './admin-users.schema';

/**
 * The administrators' list (/admin/users, decision 056): a filtered, paged list (machines/paging,
 * decision 062). A new search or filter loads page 1, a page chosen loads that page. The query's
 * text is the form's own (plain input); what was searched is context. The ministry's refusal of a
 * query is the `loadPage` actor's `ListQueryRefused`.
 */

export interface AdminUsersFilter {
  query: string;
  role: PortalRole | null;
  state: UserState | null;
  deleted: boolean | null;
  /** true: only users with a grant waiting for a second administrator (decision 072). */
  pending: boolean | null;
}

export type AdminUsersPage<Item = unknown> = ListPage<Item>;

export const noFilter: AdminUsersFilter = {
  query: '',
  role: null,
  state: null,
  deleted: false,
  pending: null,
};

export const adminUsersListMachine = filteredListMachine<AdminUsersFilter>('adminUsersList', noFilter);

export type AdminUsersListMachine = typeof adminUsersListMachine;
