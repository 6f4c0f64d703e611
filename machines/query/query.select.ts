import type { SnapshotFrom } from 'xstate';
import type { QueryEvent, QueryMachine } from './query.machine';

export interface QueryView<Data> {
  /** The last answer: kept while other variables load, null until the first one. */
  data: Data | null;
  /** A read is under way (the first one, or one for other variables). */
  loading: boolean;
  /** The last read failed (the error policy has said why, unless the read is silent). */
  failed: boolean;
  canRetry: boolean;
}

/** The projection, the answer typed as the host's read gives it (the chart does not look into it). */
export function selectQuery<Data>(snapshot: SnapshotFrom<QueryMachine>): QueryView<Data> {
  return {
    data: snapshot.context.data as Data | null,
    loading: snapshot.hasTag('busy'),
    failed: snapshot.matches('failed'),
    canRetry: snapshot.can({ type: 'query.retried' }),
  };
}

/** What a view calls: the machine file is the only place its events are spelled. */
export const queryIntents = <Variables>(send: (event: QueryEvent<Variables>) => void) => ({
  /** The page's variables (a route's parameter, a filter) as they are now: other ones load. */
  change: (variables: Variables) => send({ type: 'query.changed', variables }),
  /** The same variables read afresh (after a save changed the answer). */
  reload: () => send({ type: 'query.reloaded' }),
  retry: () => send({ type: 'query.retried' }),
});
