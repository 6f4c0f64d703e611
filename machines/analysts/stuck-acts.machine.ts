import { filteredListMachine, type ListPage } from '../paging/filtered-list.machine';
import type { StuckState } from '../replay/analysts.schema';

/**
 * The stuck acts list (/analysts, decision 062): a filtered, paged list (machines/paging) narrowed by
 * office, notary and step. The GraphQL call is the `loadPage` actor the UI provides
 * (ui/features/analysts/analysts.actors.ts); a refused filter is its `ListQueryRefused`.
 */

export interface StuckActsFilter {
  office: number | null;
  notary: number | null;
  state: StuckState | null;
}

/** A page of stuck acts: the acts, and the groups by step and by who must act over all of them. */
export interface StuckActsResult<Item = unknown, Group = unknown> extends ListPage<Item> {
  groups: Group[];
}

export const noStuckFilter: StuckActsFilter = { office: null, notary: null, state: null };

export const stuckActsMachine = filteredListMachine<StuckActsFilter>('stuckActs', noStuckFilter);

export type StuckActsMachine = typeof stuckActsMachine;
