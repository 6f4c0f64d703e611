import type { SnapshotFrom } from 'xstate';
import { type FilteredListView, selectFilteredList } from '../paging/filtered-list.select';
import type { KioskActsMachine, KioskActsTab } from './kiosk-acts.machine';

export interface KioskActsView extends FilteredListView {
  /** The tab shown. */
  tab: KioskActsTab;
}

export function selectKioskActs(snapshot: SnapshotFrom<KioskActsMachine>): KioskActsView {
  return { ...selectFilteredList(snapshot), tab: snapshot.context.filter.tab };
}
