import { viewReplay } from '../replay/analyst-view';
import { fromInspectEvents } from '../replay/inspect';
import type { InspectionEventRecord } from '../replay/inspect.schema';
import { replayTrace } from '../replay/replay';
import type { ReplayResult } from '../replay/replay.types';
import { actorNameOf, sessionIdOf, tracedAnalystView } from './analyst-views';
import { tracedMachineOf } from './traced-machines';

/** The most actors of one trace replayed for an analyst (a page spawns a few dozen at most). */
export const maxReplayedActors = 100;

export interface BrowserTraceActorReplay {
  sessionId: string;
  machineId: string;
  parentSessionId: string | null;
  eventCount: number;
  replay: ReplayResult | null;
}

/**
 * An uploaded browser trace replayed actor by actor (issue 14, decision 061): each traced actor's
 * snapshots, read back as a trace (machines/replay/inspect.ts), run through today's SPA machine of
 * the same id (traced-machines.ts) with `replayTrace`. The result has the act replay's shape, so the
 * analysts' page steps through both alike, and is built from the machine's analyst view
 * (analyst-views.ts, decision 067): an uploaded trace shows analysts only what that view lists. A machine that cannot replay the recorded trace at all
 * (a context it cannot resolve) is answered without a replay rather than failing the others. Pure.
 */
export function replayBrowserTrace(
  events: readonly InspectionEventRecord[],
  now: string | null,
): BrowserTraceActorReplay[] {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.sessionId, (counts.get(event.sessionId) ?? 0) + 1);
  const actors: BrowserTraceActorReplay[] = [];
  for (const event of events) {
    if (event.type !== '@xstate.actor' || actors.some((a) => a.sessionId === event.sessionId)) continue;
    if (actors.length >= maxReplayedActors) break;
    const machine = tracedMachineOf(event.name);
    let replay: ReplayResult | null = null;
    if (machine) {
      try {
        replay = withNulls(
          viewReplay(
            tracedAnalystView(event.name),
            replayTrace(fromInspectEvents(events, event.sessionId), machine, { now, toGoal: false }),
          ),
        );
      } catch {
        replay = null;
      }
    }
    // The envelope comes from the page: its names are shown only where they are names of the code.
    actors.push({
      sessionId: sessionIdOf(event.sessionId),
      machineId: actorNameOf(event.name),
      parentSessionId: event.parentId ? sessionIdOf(event.parentId) : null,
      eventCount: counts.get(event.sessionId) ?? 0,
      replay,
    });
  }
  return actors;
}

/** A key that came or went is `null` on its missing side: the answer is JSON, which has no undefined. */
function withNulls(result: ReplayResult): ReplayResult {
  return {
    ...result,
    steps: result.steps.map((step) => ({
      ...step,
      contextDiff: step.contextDiff.map((change) => ({
        key: change.key,
        before: change.before ?? null,
        after: change.after ?? null,
      })),
    })),
  };
}

/** How many actors a trace's events name. */
export const actorCountOf = (events: readonly InspectionEventRecord[]): number =>
  events.filter((event) => event.type === '@xstate.actor').length;
