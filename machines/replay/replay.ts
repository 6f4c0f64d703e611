import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  pathToStateValue,
  type StateValue,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type {
  ContextChange,
  ReplayDivergence,
  ReplayMachine,
  ReplayMove,
  ReplayOptions,
  ReplayResult,
  ReplaySegment,
  ReplayStep,
  ReplayStepTime,
  Trace,
  TraceEntry,
} from './replay.types';

/**
 * Replay (issue 14, decision 060): a trace (an act's journal, or a browser's inspection events) run
 * through today's machine, entry by entry. Pure: no clock (the caller passes `now`), no I/O.
 *
 * It answers where the machine is after every entry and what each entry changed in the context; the
 * first entry where the trace and today's machine disagree (the machine refuses what the journal
 * says happened, or goes elsewhere: Temporal's non-determinism error); how long the machine stayed
 * in each state and whom it waited for; and the shortest way from where it stopped to the goal, with
 * who must make each move. After a disagreement the replay follows the trace (the state it names),
 * so the timeline and the times stay those of what really happened.
 */

type Snapshot = AnyMachineSnapshot;

/** A state value with its regions in name order, at every level: one value, one text. */
function sortedRegions(value: StateValue): StateValue {
  if (typeof value === 'string') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedRegions(value[key] as StateValue)]),
  ) as StateValue;
}

/**
 * A state as text: `checking`; a nested one `a.b`; parallel regions as JSON, in the regions' name
 * order (xstate orders a parallel value's keys by which region moved last, so the same state could
 * otherwise be written two ways: a live actor's trace and a replay would disagree on nothing).
 */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const key = keys[0]!;
    const child = value[key];
    return child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? key
      : `${key}.${stateLabel(child as StateValue)}`;
  }
  return JSON.stringify(sortedRegions(value));
}

/** A recorded label as stateLabel writes it today (a trace written before regions were sorted). */
const canonical = (label: string | null) => (label?.startsWith('{') ? stateLabel(labelValue(label)) : label);

/** The state value a label names (the inverse of stateLabel). */
export function labelValue(label: string): StateValue {
  return label.startsWith('{') ? (JSON.parse(label) as StateValue) : pathToStateValue(label.split('.'));
}

/**
 * One inert actor scope for the whole replay. xstate's `transition()` builds a new actor per call,
 * which costs more than the transition itself; the machines replayed here hold no actors of their
 * own, so one scope serves every event (actions are not executed: `actionExecutor` does nothing).
 */
function inertScope(logic: AnyStateMachine) {
  const self = createActor(logic);
  return {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as Parameters<AnyStateMachine['transition']>[2];
}

function diffOf(before: Record<string, unknown>, after: Record<string, unknown>): ContextChange[] {
  if (before === after) return [];
  const changes: ContextChange[] = [];
  for (const key in after) {
    if (before[key] !== after[key] && !sameJson(before[key], after[key]))
      changes.push({ key, before: before[key], after: after[key] });
  }
  for (const key in before) {
    if (!(key in after)) changes.push({ key, before: before[key], after: undefined });
  }
  return changes;
}

/** Assign replaces a key's object even when nothing in it changed; only a real change counts. */
function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

const msBetween = (from: string | null, to: string | null): number | null => {
  if (from === null || to === null) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isNaN(ms) ? null : Math.max(0, ms);
};

/** Replays `trace` through `machine` (today's), answering the whole story; see the module comment. */
export function replayTrace<TLogic extends AnyStateMachine>(
  trace: Trace,
  machine: ReplayMachine<TLogic>,
  options: ReplayOptions = {},
): ReplayResult {
  const logic = machine.logic;
  const scope = inertScope(logic);
  const withDiffs = options.contextDiffs !== false;
  const stepOf = machine.stepOf ?? (() => null);
  const waitingFor = (machine.waitingFor ?? (() => [])) as (snapshot: Snapshot) => string[];
  const explain = machine.explainRefusal as
    | ((snapshot: Snapshot, event: EventObject) => string | null)
    | undefined;
  // A journal records what happened: each of its events was taken. A browser trace records every
  // event an actor received, taken or not: only the state it names is compared.
  const recordsTaken = trace.source === 'journal';

  const resolve = (value: StateValue, context: unknown): Snapshot =>
    logic.resolveState({ value, context: context as never }) as Snapshot;

  const startOf = (entry: TraceEntry | undefined): Snapshot => {
    if (entry?.kind === 'start' && entry.contextPatch !== null && entry.expected !== null)
      return resolve(labelValue(entry.expected), entry.contextPatch);
    if (entry?.kind === 'start' && machine.start) return machine.start(entry.input) as Snapshot;
    return logic.getInitialSnapshot(scope, entry?.kind === 'start' ? entry.input : undefined) as Snapshot;
  };

  const entries = trace.entries;
  const first = entries[0];
  let snapshot = startOf(first);
  let label = stateLabel(snapshot.value);
  let waiting = waitingFor(snapshot);
  let divergence: ReplayDivergence | null = null;
  let partial = false;
  const steps: ReplayStep[] = new Array(entries.length);
  const segments: ReplaySegment[] = [];
  const waitingTotals: Record<string, number> = {};
  let lastAt: string | null = null;

  const openSegment = (entry: TraceEntry, state: string, roles: string[]) => {
    segments.push({
      state,
      step: stepOf(state),
      fromIndex: entry.index,
      toIndex: null,
      enteredAt: entry.at,
      leftAt: null,
      ms: null,
      waitingFor: [...roles],
    });
  };
  /** Time between two entries goes to whoever the machine waited for in between. */
  const countWaiting = (at: string | null) => {
    const ms = msBetween(lastAt, at);
    if (ms !== null) for (const role of waiting) waitingTotals[role] = (waitingTotals[role] ?? 0) + ms;
    if (at !== null) lastAt = at;
  };

  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.partial) partial = true;
    const from = label;
    const before = snapshot;
    let outcome: ReplayStep['outcome'];
    let refusal: string | null = null;

    if (i === 0 && entry.kind === 'start') {
      outcome = 'started';
    } else if (entry.kind === 'start') {
      // A second start (a browser trace of a restarted actor): begin again where it says.
      snapshot = startOf(entry);
      outcome = 'started';
    } else if (entry.kind === 'edit') {
      if (entry.contextPatch === null) {
        outcome = 'skipped';
        partial = true;
      } else {
        snapshot = (
          machine.edit
            ? machine.edit(snapshot as never, entry.contextPatch)
            : resolve(snapshot.value, { ...snapshot.context, ...entry.contextPatch })
        ) as Snapshot;
        outcome = 'edited';
      }
    } else if (entry.event === null) {
      outcome = 'skipped';
      partial = true;
    } else {
      const event = entry.event as EventObject;
      const next = logic.transition(snapshot, event, scope) as Snapshot;
      const taken = next !== snapshot;
      const to = taken ? stateLabel(next.value) : from;
      const expected = canonical(entry.expected);
      if (!taken && (recordsTaken || (expected !== null && expected !== from))) {
        outcome = 'refused';
        refusal = explain?.(snapshot, event) ?? 'not_allowed';
      } else if (expected !== null && expected !== to) {
        outcome = 'diverged';
      } else {
        outcome = 'applied';
      }
      snapshot = next;
      if ((outcome === 'refused' || outcome === 'diverged') && divergence === null) {
        divergence = {
          index: entry.index,
          ref: entry.ref,
          at: entry.at,
          type: entry.type,
          kind: outcome,
          from,
          expected: entry.expected,
          actual: to,
          refusal,
        };
      }
    }

    // Where the trace names a state, the story goes on from there (a skipped or diverging entry).
    let current = stateLabel(snapshot.value);
    if (entry.expected !== null && canonical(entry.expected) !== current && outcome !== 'started') {
      snapshot = resolve(labelValue(entry.expected), snapshot.context);
      current = stateLabel(snapshot.value);
    }

    if (i === 0) {
      lastAt = entry.at;
    } else {
      countWaiting(entry.at);
    }
    if (i === 0 || current !== label) {
      const open = segments[segments.length - 1];
      if (open) {
        open.toIndex = entry.index;
        open.leftAt = entry.at;
        open.ms = msBetween(open.enteredAt, entry.at);
      }
      label = current;
      waiting = waitingFor(snapshot);
      openSegment(entry, current, waiting);
    } else if (snapshot !== before) {
      waiting = waitingFor(snapshot);
      const open = segments[segments.length - 1]!;
      for (const role of waiting) if (!open.waitingFor.includes(role)) open.waitingFor.push(role);
    }

    steps[i] = {
      index: entry.index,
      ref: entry.ref,
      at: entry.at,
      kind: entry.kind,
      type: entry.type,
      actor: entry.actor,
      from: i === 0 ? current : from,
      to: current,
      step: stepOf(current),
      outcome,
      refusal,
      expected: entry.expected,
      contextDiff:
        withDiffs && i > 0
          ? diffOf(before.context as Record<string, unknown>, snapshot.context as Record<string, unknown>)
          : [],
      partial: entry.partial || outcome === 'skipped',
      waitingFor: waiting,
    };
  }

  const done = snapshot.status === 'done';
  const open = segments[segments.length - 1];
  if (open && !done) {
    const now = options.now ?? null;
    open.ms = msBetween(open.enteredAt, now);
    countWaiting(now);
  } else if (open) {
    open.ms = 0;
  }

  return {
    machineId: logic.id,
    source: trace.source,
    partial,
    steps,
    divergence,
    final: {
      state: label,
      step: stepOf(label),
      done,
      context: snapshot.context,
      waitingFor: done ? [] : waiting,
    },
    segments,
    timeInStates: totalsOf(segments),
    waitingTotals,
    toGoal: options.toGoal === false || done ? null : toGoal(machine, snapshot),
  };
}

function totalsOf(segments: ReplaySegment[]): ReplayStepTime[] {
  const totals = new Map<string, ReplayStepTime>();
  for (const segment of segments) {
    const total = totals.get(segment.state);
    if (total) {
      total.visits += 1;
      total.ms += segment.ms ?? 0;
    } else {
      totals.set(segment.state, {
        state: segment.state,
        step: segment.step,
        visits: 1,
        ms: segment.ms ?? 0,
      });
    }
  }
  return [...totals.values()];
}

/** The shortest way from `snapshot` to the machine's goal (xstate/graph), with who may make each move. */
export function toGoal<TLogic extends AnyStateMachine>(
  machine: ReplayMachine<TLogic>,
  snapshot: Snapshot,
): ReplayResult['toGoal'] {
  const goal = machine.goal;
  if (goal === undefined || machine.pathEvents === undefined) return null;
  if (stateLabel(snapshot.value) === goal) return { goal, reachable: true, moves: [] };
  const paths = getShortestPaths(machine.logic, {
    fromState: snapshot as never,
    events: machine.pathEvents as never,
    ...(machine.serializeState ? { serializeState: machine.serializeState as never } : {}),
  });
  const best = paths
    .filter((path) => stateLabel((path.state as Snapshot).value) === goal)
    .sort((a, b) => a.steps.length - b.steps.length)[0];
  if (!best) return { goal, reachable: false, moves: [] };
  const stepOf = machine.stepOf ?? (() => null);
  const rolesOf = machine.rolesOf ?? (() => []);
  const moves: ReplayMove[] = [];
  const taken = best.steps.filter((step) => step.event.type !== 'xstate.init');
  // Each step holds the event and the snapshot it led to.
  let from = stateLabel(snapshot.value);
  for (const step of taken) {
    const to = stateLabel((step.state as Snapshot).value);
    const event = step.event as EventObject;
    moves.push({ event: event.type, roles: rolesOf(event.type), from, to, step: stepOf(to) });
    from = to;
  }
  return { goal, reachable: true, moves };
}
