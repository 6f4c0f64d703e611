import type { SnapshotFrom } from 'xstate';
import type { EqueueTodayMachine } from './equeue-today.machine';

export interface EqueueTodayView<Today = unknown> {
  busy: boolean;
  today: Today | null;
  /** Namespace equeue: the day could not be loaded. */
  errorKey: string | null;
  canRetry: boolean;
  sending: boolean;
  actionError: { message: string | null } | null;
}

export function selectEqueueToday<Today>(snapshot: SnapshotFrom<EqueueTodayMachine>): EqueueTodayView<Today> {
  return {
    busy: snapshot.hasTag('busy'),
    today: snapshot.context.today as Today | null,
    errorKey: snapshot.matches({ day: 'failed' }) ? 'load.error' : null,
    canRetry: snapshot.can({ type: 'today.retried' }),
    sending: snapshot.matches({ action: 'sending' }),
    actionError: snapshot.context.actionError,
  };
}
