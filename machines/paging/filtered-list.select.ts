import type { SnapshotFrom } from 'xstate';
import { type FilteredListMachine, type ListPage, pagesOfList } from './filtered-list.machine';

export interface FilteredListView {
  busy: boolean;
  result: ListPage | null;
  /** The ministry's messages for the filter's fields. */
  fields: Record<string, string>;
  errorKey: string | null;
  canRetry: boolean;
  /** Loaded and nothing matches. */
  empty: boolean;
  page: number;
  pages: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
}

export function selectFilteredList<Filter>(
  snapshot: SnapshotFrom<FilteredListMachine<Filter>>,
): FilteredListView {
  const { context } = snapshot;
  return {
    busy: snapshot.hasTag('busy'),
    result: context.result,
    fields: snapshot.matches('refused') ? context.fields : {},
    errorKey: snapshot.matches('failed') ? 'load.error' : null,
    canRetry: snapshot.can({ type: 'list.retried' }),
    empty: snapshot.matches('shown') && context.result?.total === 0,
    page: context.page,
    pages: pagesOfList(context.result),
    canGoPrevious: snapshot.can({ type: 'list.pageChosen', page: context.page - 1 }),
    canGoNext: snapshot.can({ type: 'list.pageChosen', page: context.page + 1 }),
  };
}
