import type { SnapshotFrom } from 'xstate';
import type { DirectoryMachine, DirectoryPage, DirectoryQueryState } from './directory.machine';

export interface DirectoryView {
  query: DirectoryQueryState;
  result: DirectoryPage | null;
  /** A page is being fetched (a progress indicator and aria-busy on the list). */
  loading: boolean;
  /** The browser is asked for the visitor's position. */
  locating: boolean;
  /** The list is narrowed to one office (chosen on the map or in the list); it can be cleared. */
  officeFiltered: boolean;
  canClearOffice: boolean;
  /** Sorted by distance from the visitor's position. */
  nearMe: boolean;
  /** Why "near me" did not work (namespace notaries), shown beside a still usable list. */
  locationKey: string | null;
  errorKey: string | null;
  canRetry: boolean;
}

export function selectDirectory(snapshot: SnapshotFrom<DirectoryMachine>): DirectoryView {
  const { context } = snapshot;
  return {
    query: context.query,
    result: context.result,
    loading: snapshot.matches('loading'),
    locating: snapshot.matches('locating'),
    officeFiltered: context.query.officeId !== null,
    canClearOffice: snapshot.can({ type: 'directory.officeCleared' }),
    nearMe: context.query.sort === 'distance' && context.query.position !== null,
    locationKey: snapshot.matches('locationRefused') ? context.locationKey : null,
    errorKey: snapshot.hasTag('error') ? context.errorKey : null,
    canRetry: snapshot.can({ type: 'directory.retried' }),
  };
}
