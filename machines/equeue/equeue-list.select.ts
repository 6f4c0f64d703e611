import type { SnapshotFrom } from 'xstate';
import { type PagedListView, pagingOf } from '../paging/filtered-list.select';
import type { RescheduleOf } from './booking-page.machine';
import { type BookingsPage, type EqueueListMachine, type EqueueTab, pagesOf } from './equeue-list.machine';

/** `errorKey` is in the namespace equeue; `empty`: the tab has no booking at all. */
export interface EqueueListView extends PagedListView {
  tab: EqueueTab;
  list: BookingsPage | null;
  loading: boolean;
  sending: boolean;
  actionError: { message: string | null } | null;
  /** The booking wizard is open (a new booking or a move): the book button is hidden. */
  wizardOpen: boolean;
  /** The booking the open wizard moves; null for a new booking or a closed wizard. */
  moving: RescheduleOf | null;
  /** A booking may be moved now (no wizard open, no action under way). */
  canOpenWizard: boolean;
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
    ...pagingOf(snapshot, 'equeue.pageChosen', context.page, pagesOf(context.list)),
    sending: snapshot.matches({ action: 'sending' }),
    actionError: context.actionError,
    wizardOpen: !snapshot.matches({ wizard: 'closed' }),
    moving: context.moving,
    canOpenWizard: snapshot.can({ type: 'equeue.wizardOpened' }),
  };
}
