import type { SnapshotFrom } from 'xstate';
import { type BookingsPage, type EqueueListMachine, type EqueueTab, pagesOf } from './equeue-list.machine';

export interface EqueueListView {
  busy: boolean;
  tab: EqueueTab;
  list: BookingsPage | null;
  loading: boolean;
  /** Namespace equeue: the list could not be loaded. */
  errorKey: string | null;
  canRetry: boolean;
  /** The tab has no booking at all. */
  empty: boolean;
  page: number;
  pages: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  sending: boolean;
  actionError: { message: string | null } | null;
}

export function selectEqueueList(snapshot: SnapshotFrom<EqueueListMachine>): EqueueListView {
  const { context } = snapshot;
  return {
    busy: snapshot.hasTag('busy'),
    tab: context.tab,
    list: context.list,
    loading: snapshot.matches({ list: 'loading' }),
    errorKey: snapshot.matches({ list: 'failed' }) ? 'load.error' : null,
    canRetry: snapshot.can({ type: 'equeue.retried' }),
    empty: snapshot.matches({ list: 'shown' }) && context.list?.total === 0,
    page: context.page,
    pages: pagesOf(context.list),
    canGoPrevious: snapshot.can({ type: 'equeue.pageChosen', page: context.page - 1 }),
    canGoNext: snapshot.can({ type: 'equeue.pageChosen', page: context.page + 1 }),
    sending: snapshot.matches({ action: 'sending' }),
    actionError: context.actionError,
  };
}
