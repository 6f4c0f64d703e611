import type { SnapshotFrom } from 'xstate';
import type { CatalogueSearchMachine } from './catalogue-search.machine';

export interface CatalogueSearchView {
  /** Why the submitted query was refused (namespace catalogue, `validation.<key>`); null: the help. */
  errorKey: string | null;
}

export function selectCatalogueSearch(snapshot: SnapshotFrom<CatalogueSearchMachine>): CatalogueSearchView {
  return { errorKey: snapshot.matches('invalid') ? snapshot.context.errorKey : null };
}
