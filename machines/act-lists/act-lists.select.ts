import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type FilteredListView, selectFilteredList } from '../paging/filtered-list.select';
import type {
  ActFilterReference,
  ActFiltersMachine,
  ActListCriteria,
  MyActsMachine,
  MyActsTab,
  NotaryQueueMachine,
} from './act-lists.machine';

/** A list of acts as a table draws it: the paged list, with its own wait (nothing received yet). */
export interface ActListView extends FilteredListView {
  /** Waiting for the first page: nothing to show but the wait. */
  waiting: boolean;
}

const actList = (view: FilteredListView): ActListView => ({
  ...view,
  waiting: view.busy && view.result === null,
});

export interface MyActsView extends ActListView {
  tab: MyActsTab;
  criteria: ActListCriteria;
  /** How many criteria the filter sets (the filter button's badge). */
  filterCount: number;
}

export function selectMyActs(snapshot: SnapshotFrom<MyActsMachine>): MyActsView {
  const { tab, criteria } = snapshot.context.filter;
  return {
    ...actList(selectFilteredList(snapshot)),
    tab,
    criteria,
    filterCount: Object.keys(criteria).length,
  };
}

/** What the my-acts page does: choose a tab (the filter stays), apply a filter (the tab stays), a page. */
export function myActsIntents(list: ActorRefFrom<MyActsMachine>) {
  const filter = () => list.getSnapshot().context.filter;
  return {
    chooseTab: (tab: MyActsTab) => list.send({ type: 'list.filtered', filter: { ...filter(), tab } }),
    applyCriteria: (criteria: ActListCriteria) =>
      list.send({ type: 'list.filtered', filter: { ...filter(), criteria } }),
    choosePage: (page: number) => list.send({ type: 'list.pageChosen', page }),
    retry: () => list.send({ type: 'list.retried' }),
  };
}

export interface NotaryQueueView extends ActListView {
  /** The step whose queue is shown; null for every step. */
  step: number | null;
}

export function selectNotaryQueue(snapshot: SnapshotFrom<NotaryQueueMachine>): NotaryQueueView {
  return { ...actList(selectFilteredList(snapshot)), step: snapshot.context.filter.step };
}

export function notaryQueueIntents(list: ActorRefFrom<NotaryQueueMachine>) {
  return {
    chooseStep: (step: number | null) => list.send({ type: 'list.filtered', filter: { step } }),
    choosePage: (page: number) => list.send({ type: 'list.pageChosen', page }),
    retry: () => list.send({ type: 'list.retried' }),
  };
}

export interface ActFiltersView {
  open: boolean;
  reference: ActFilterReference;
  /** The reference could not be loaded: the selects are empty, the panel may ask again. */
  referenceFailed: boolean;
}

const noReference: ActFilterReference = { actTypes: [], offices: [] };

export function selectActFilters(snapshot: SnapshotFrom<ActFiltersMachine>): ActFiltersView {
  return {
    open: snapshot.matches({ panel: 'open' }),
    reference: snapshot.context.reference ?? noReference,
    referenceFailed: snapshot.matches({ reference: 'failed' }),
  };
}

export function actFiltersIntents(filters: ActorRefFrom<ActFiltersMachine>) {
  return {
    setOpen: (open: boolean) => filters.send({ type: open ? 'filters.opened' : 'filters.closed' }),
    retryReference: () => filters.send({ type: 'filters.referenceRetried' }),
  };
}
