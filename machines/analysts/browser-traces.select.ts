import type { SnapshotFrom } from 'xstate';
import type { BrowserTraceSummary, BrowserTracesMachine } from './browser-traces.machine';

export interface BrowserTracesView {
  busy: boolean;
  /** The list, once loaded (empty: no trace is linked to the act). */
  traces: readonly BrowserTraceSummary[] | null;
  /** The list could not be loaded: it can be loaded again. */
  listFailed: boolean;
  traceId: number | null;
  /** The chosen trace's replay, once loaded (the ministry's answer). */
  replay: unknown;
  /** The chosen trace could not be loaded: it can be tried again. */
  traceFailed: boolean;
  actorId: string | null;
}

export function selectBrowserTraces(snapshot: SnapshotFrom<BrowserTracesMachine>): BrowserTracesView {
  const { context } = snapshot;
  return {
    busy: snapshot.hasTag('busy'),
    traces: snapshot.matches('list') ? context.traces : null,
    listFailed: snapshot.matches('listFailed'),
    traceId: context.traceId,
    replay: snapshot.matches({ list: 'shown' }) ? context.replay : null,
    traceFailed: snapshot.matches({ list: 'failed' }),
    actorId: context.actorId,
  };
}
