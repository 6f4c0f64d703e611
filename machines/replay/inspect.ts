import { type AnalystView, viewContext, viewDiff, viewEvent } from './analyst-view';
import type { InspectionEventRecord } from './inspect.schema';
import { inspectVersion } from './inspect.schema';
import { labelValue, stateLabel } from './replay';
import type { ReplayResult, Trace, TraceEntry } from './replay.types';

/**
 * Traces in `@statelyai/inspect`'s event format (decision 060): an act's replay written out as the
 * events an inspector would have recorded had the act's machine run in one actor (`--export`), and
 * a browser's recorded events read back as a trace. What is written is built from the machine's
 * analyst view (decision 067): its contexts, context changes and events show only what it lists.
 */

const millis = (at: string | null) => String(at === null ? 0 : Date.parse(at));

/**
 * The replay as inspection events: the actor with its first snapshot (its whole context, when given),
 * then for each entry its event and the snapshot after it (with the context keys the entry changed).
 */
export function toInspectEvents(
  trace: Trace,
  result: ReplayResult,
  view: AnalystView,
  initialContext?: unknown,
): InspectionEventRecord[] {
  const sessionId = `${trace.machineId}:${trace.subject ?? 'trace'}`;
  const first = result.steps[0];
  const envelope = (at: string | null, id: string | null) => ({
    sessionId,
    rootId: sessionId,
    createdAt: millis(at),
    id,
    _version: inspectVersion,
  });
  const events: InspectionEventRecord[] = [
    {
      ...envelope(first?.at ?? null, null),
      type: '@xstate.actor',
      name: trace.machineId,
      parentId: null,
      snapshot: {
        status: 'active',
        value: labelValue(first?.to ?? 'unknown'),
        ...(initialContext === undefined ? {} : { context: viewContext(view, initialContext) }),
      },
    },
  ];
  trace.entries.forEach((entry, index) => {
    const step = result.steps[index];
    if (!step || index === 0) return;
    const event = viewEvent(view, eventOf(entry)) as { type: string } & Record<string, unknown>;
    events.push({
      ...envelope(entry.at, `${entry.index}:event`),
      type: '@xstate.event',
      event,
      sourceId: null,
    });
    events.push({
      ...envelope(entry.at, `${entry.index}:snapshot`),
      type: '@xstate.snapshot',
      event,
      snapshot: {
        status: index === result.steps.length - 1 && result.final.done ? 'done' : 'active',
        value: labelValue(step.to),
        context: Object.fromEntries(
          viewDiff(view, step.contextDiff).map((change) => [change.key, change.after]),
        ),
      },
    });
  });
  return events;
}

function eventOf(entry: TraceEntry): { type: string } & Record<string, unknown> {
  if (entry.kind === 'event' && entry.event) return { ...entry.event, type: entry.type };
  if (entry.kind === 'edit') return { type: entry.type, context: entry.contextPatch ?? {} };
  return { type: entry.type };
}

/**
 * A browser's inspection events as a trace of one actor (the root one, or `sessionId`): its start
 * from the actor's first snapshot, then every snapshot with the event that led to it.
 */
export function fromInspectEvents(events: readonly InspectionEventRecord[], sessionId?: string): Trace {
  const actor = events.find(
    (event) => event.type === '@xstate.actor' && (sessionId === undefined || event.sessionId === sessionId),
  );
  const session = sessionId ?? actor?.sessionId ?? events[0]?.sessionId ?? 'unknown';
  const at = (event: InspectionEventRecord) => {
    const ms = Number(event.createdAt);
    return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null;
  };
  const entries: TraceEntry[] = [];
  const machineId = actor?.type === '@xstate.actor' ? actor.name : session;
  for (const [index, event] of events.entries()) {
    if (event.sessionId !== session) continue;
    if (event.type === '@xstate.actor' && entries.length === 0) {
      const value = event.snapshot.value;
      entries.push({
        index,
        ref: event.id,
        at: at(event),
        kind: 'start',
        type: 'xstate.init',
        actor: null,
        event: null,
        contextPatch:
          value === undefined ? null : ((event.snapshot.context ?? {}) as Record<string, unknown>),
        change: null,
        expected: value === undefined ? null : stateLabel(value as never),
        partial: false,
        missing: [],
      });
    } else if (
      event.type === '@xstate.snapshot' &&
      event.event.type === 'xstate.init' &&
      entries.length === 1 &&
      event.snapshot.value !== undefined
    ) {
      // The actor's own start, with the snapshot it started in. A page records its events a moment
      // after they happen (when idle), so the actor's snapshot above may already be a later one.
      const start = entries[0]!;
      start.contextPatch = (event.snapshot.context ?? {}) as Record<string, unknown>;
      start.expected = stateLabel(event.snapshot.value as never);
    } else if (event.type === '@xstate.snapshot' && entries.length > 0 && event.event.type !== '') {
      entries.push({
        index,
        ref: event.id,
        at: at(event),
        kind: 'event',
        type: event.event.type,
        actor: null,
        event: event.event,
        contextPatch: null,
        change: null,
        expected: event.snapshot.value === undefined ? null : stateLabel(event.snapshot.value as never),
        partial: false,
        missing: [],
      });
    }
  }
  return { source: 'inspect', machineId, subject: session, entries };
}
