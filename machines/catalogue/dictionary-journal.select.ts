import type { SnapshotFrom } from 'xstate';
import { type DictionaryJournalMachine, type JournalPage, lastPageOf } from './dictionary-journal.machine';

export interface DictionaryJournalView<Item> {
  /** A page is on its way. */
  busy: boolean;
  /** Nothing to show yet (a spinner). */
  loading: boolean;
  /** The page shown (the previous one while the next loads); null before the first answer or failed. */
  journal: JournalPage<Item> | null;
  /** No change was ever saved. */
  empty: boolean;
  page: number;
  last: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  /** The journal could not be read: a retry is offered. */
  failed: boolean;
}

export function selectDictionaryJournal<Item>(
  snapshot: SnapshotFrom<DictionaryJournalMachine>,
): DictionaryJournalView<Item> {
  const { page, journal } = snapshot.context;
  const last = lastPageOf(journal);
  const failed = snapshot.matches('failed');
  return {
    busy: snapshot.hasTag('busy'),
    loading: snapshot.matches('loading') && journal === null,
    journal: failed ? null : (journal as JournalPage<Item> | null),
    empty: !failed && journal !== null && journal.total === 0,
    page,
    last,
    canGoPrevious: snapshot.can({ type: 'journal.pageChosen', page: page - 1 }),
    canGoNext: snapshot.can({ type: 'journal.pageChosen', page: page + 1 }),
    failed,
  };
}
