import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import type {
  contextChangeSchema,
  replayDivergenceSchema,
  replayMoveSchema,
  replayResultSchema,
  replaySegmentSchema,
  replayStepSchema,
  replayStepTimeSchema,
  traceActorSchema,
  traceEntrySchema,
  traceSchema,
} from './replay.schema';

export type TraceActor = z.infer<typeof traceActorSchema>;
export type TraceEntry = z.infer<typeof traceEntrySchema>;
export type Trace = z.infer<typeof traceSchema>;
export type ContextChange = z.infer<typeof contextChangeSchema>;
export type ReplayStep = z.infer<typeof replayStepSchema>;
export type ReplayDivergence = z.infer<typeof replayDivergenceSchema>;
export type ReplaySegment = z.infer<typeof replaySegmentSchema>;
export type ReplayStepTime = z.infer<typeof replayStepTimeSchema>;
export type ReplayMove = z.infer<typeof replayMoveSchema>;
export type ReplayResult = z.infer<typeof replayResultSchema>;

/**
 * A machine as the replay reads it: the statechart itself and what the replay must know of its
 * domain (steps, who is waited for, why an event is refused, the goal and how to get there).
 * `actReplayMachine` (act.replay.ts) describes the act; `plainReplayMachine` any other machine
 * (a browser trace of the login or the equeue), with no steps, roles or goal.
 */
export interface ReplayMachine<TLogic extends AnyStateMachine = AnyStateMachine> {
  logic: TLogic;
  /** The snapshot a `start` entry begins with (its input); absent: the machine's own initial state. */
  start?: (input: unknown) => SnapshotFrom<TLogic>;
  /** The snapshot after a data edit: the context keys of the patch set, the state unchanged. */
  edit?: (snapshot: SnapshotFrom<TLogic>, patch: Record<string, unknown>) => SnapshotFrom<TLogic>;
  /** The step number of a state label (act: 1-9); null for none. */
  stepOf?: (state: string) => number | null;
  /** Who must act in this snapshot (act: applicant, party, notary). */
  waitingFor?: (snapshot: SnapshotFrom<TLogic>) => string[];
  /** Why today's machine refuses the event here (a translation key); null when it takes it. */
  explainRefusal?: (snapshot: SnapshotFrom<TLogic>, event: EventObject) => string | null;
  /** The state the shortest way leads to (act: `registered`). */
  goal?: string;
  /** The events a shortest-path search may try from a snapshot (with payloads that fit it). */
  pathEvents?: (snapshot: SnapshotFrom<TLogic>) => EventObject[];
  /** What identifies a state in the search: the state and the context the guards read. */
  serializeState?: (snapshot: SnapshotFrom<TLogic>) => string;
  /** The roles that may send an event type (act: `actRules`). */
  rolesOf?: (type: string) => string[];
}

export interface ReplayOptions {
  /** The instant a stay still going is measured to (ISO); machines read no clock of their own. */
  now?: string | null;
  /** Leave out per-step context diffs (the bench and big journals: speed over detail). */
  contextDiffs?: boolean;
  /** Skip the shortest-path search. */
  toGoal?: boolean;
}
