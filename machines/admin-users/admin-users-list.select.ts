import type { SnapshotFrom } from 'xstate';
import { type AdminUsersListMachine, type AdminUsersPage, pagesOfUsers } from './admin-users-list.machine';

export interface AdminUsersListView {
  busy: boolean;
  result: AdminUsersPage | null;
  /** The ministry's messages for the search's fields (q, role, state, page). */
  fields: Record<string, string>;
  errorKey: string | null;
  canRetry: boolean;
  /** Searched and nothing found. */
  empty: boolean;
  page: number;
  pages: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
}

export function selectAdminUsersList(snapshot: SnapshotFrom<AdminUsersListMachine>): AdminUsersListView {
  const { context } = snapshot;
  const pages = pagesOfUsers(context.result);
  return {
    busy: snapshot.hasTag('busy'),
    result: context.result,
    fields: snapshot.matches('refused') ? context.fields : {},
    errorKey: snapshot.matches('failed') ? 'load.error' : null,
    canRetry: snapshot.can({ type: 'users.retried' }),
    empty: snapshot.matches('shown') && context.result?.total === 0,
    page: context.page,
    pages,
    canGoPrevious: snapshot.can({ type: 'users.pageChosen', page: context.page - 1 }),
    canGoNext: snapshot.can({ type: 'users.pageChosen', page: context.page + 1 }),
  };
}
