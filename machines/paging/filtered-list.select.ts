import type { SnapshotFrom } from 'xstate';
import { type FilteredListMachine, type ListPage, pagesOfList } from './filtered-list.machine';

/** Where a paged list is: its page, how many there are, and whether it may move one back or on. */
export interface PagingView {
  page: number;
  pages: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
}

/** What the view of every paged list shows of its loading. */
export interface PagedListView extends PagingView {
  busy: boolean;
  /** Why the list cannot be shown (a key in the feature's namespace). */
  errorKey: string | null;
  canRetry: boolean;
  /** Loaded and nothing in it. */
  empty: boolean;
}

/** The paging of a list whose machine moves to a page on the event `type` with that `page`. */
export function pagingOf<Type extends string>(
  snapshot: { can(event: { type: Type; page: number }): boolean },
  type: Type,
  page: number,
  pages: number,
): PagingView {
  return {
    page,
    pages,
    canGoPrevious: snapshot.can({ type, page: page - 1 }),
    canGoNext: snapshot.can({ type, page: page + 1 }),
  };
}

export interface FilteredListView extends PagedListView {
  result: ListPage | null;
  /** The ministry's messages for the filter's fields. */
  fields: Record<string, string>;
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
    ...pagingOf(snapshot, 'list.pageChosen', context.page, pagesOfList(context.result)),
  };
}
