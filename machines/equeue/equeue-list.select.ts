import type { SnapshotFrom } from 'xstate';
import type { RescheduleOf } from './booking-page.machine';
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
    page: context.page,
    pages: pagesOf(context.list),
    canGoPrevious: snapshot.can({ type: 'equeue.pageChosen', page: context.page - 1 }),
    canGoNext: snapshot.can({ type: 'equeue.pageChosen', page: context.page + 1 }),
    sending: snapshot.matches({ action: 'sending' }),
    actionError: context.actionError,
    wizardOpen: !snapshot.matches({ wizard: 'closed' }),
    moving: context.moving,
    canOpenWizard: snapshot.can({ type: 'equeue.wizardOpened' }),
  };
}
