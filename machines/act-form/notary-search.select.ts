import type { SnapshotFrom } from 'xstate';
import type { NotaryFilter, NotarySearchEvent, NotarySearchMachine } from './notary-search.machine';

export interface NotarySearchView<Notary> {
  /** Neither a region nor a name yet: the list asks to narrow first. */
  narrowFirst: boolean;
  /** A typed name settling, or the search under way. */
  searching: boolean;
  /** The search failed (the error policy has said why); it can be retried. */
  failed: boolean;
  /** The notaries of the last filter searched; null until one answered. */
  notaries: readonly Notary[] | null;
}

/** The projection, the notaries typed as the host's `find` gives them (the chart does not look into them). */
export function selectNotarySearch<Notary>(
  snapshot: SnapshotFrom<NotarySearchMachine>,
): NotarySearchView<Notary> {
  return {
    narrowFirst: snapshot.matches('narrowing'),
    searching: snapshot.hasTag('busy'),
    failed: snapshot.matches('failed'),
    notaries: snapshot.matches('found') ? (snapshot.context.notaries as readonly Notary[]) : null,
  };
}

/** What a view calls: the machine file is the only place its events are spelled. */
export const notarySearchIntents = (send: (event: NotarySearchEvent) => void) => ({
  /** The filter as the form holds it now (the name already `searchableName`'d). */
  change: (filter: NotaryFilter) => send({ type: 'search.changed', filter }),
  retry: () => send({ type: 'search.retried' }),
});
