import type { SnapshotFrom } from 'xstate';
import type { AnalystActEvent, AnalystActMachine } from './analyst-act.machine';

export interface AnalystActView {
  busy: boolean;
  /** The act as the ministry answered it, once loaded (null otherwise). */
  act: unknown;
  /** Why there is no act to show (namespace analysts), or null. */
  errorKey: 'notFound' | 'error_wrong_act_ref' | 'load.error' | null;
  /** The ministry's own text for a refused reference, when it gave one. */
  errorText: string | null;
  canRetry: boolean;
  ref: string | null;
  /** The act's trace is being loaded for its file. */
  exporting: boolean;
  /** The last export failed (namespace analysts). */
  exportErrorKey: 'act.exportFailed' | null;
}

/** What the act page calls: named functions, so the view spells no event. */
export const analystActIntents = (send: (event: AnalystActEvent) => void) => ({
  search: (ref: string) => send({ type: 'act.searched', ref }),
  retry: () => send({ type: 'act.retried' }),
  exportTrace: (uuid: string, fileName: string) => send({ type: 'trace.exported', uuid, fileName }),
});

export function selectAnalystAct(snapshot: SnapshotFrom<AnalystActMachine>): AnalystActView {
  const { context } = snapshot;
  const errorKey = snapshot.matches('notFound')
    ? 'notFound'
    : snapshot.matches('refused')
      ? 'error_wrong_act_ref'
      : snapshot.matches('failed')
        ? 'load.error'
        : null;
  return {
    busy: snapshot.hasTag('busy'),
    act: snapshot.matches('loaded') ? context.act : null,
    errorKey,
    errorText: snapshot.matches('refused') ? context.refusedText : null,
    canRetry: snapshot.can({ type: 'act.retried' }),
    ref: context.ref,
    exporting: snapshot.matches({ loaded: 'exporting' }),
    exportErrorKey: snapshot.matches({ loaded: 'exportFailed' }) ? 'act.exportFailed' : null,
  };
}
