import { z } from 'zod';

/**
 * The shapes of a trace and of its replay (issue 14, decision 060), shared by the ministry (which
 * builds traces from an act's journal and answers replays to analysts), the CLI (which reads a trace
 * file) and the gateway and the analysts' pages (which read the answers). Plain data only: a state is
 * written as a label (`checking`, or `a.b` for a nested state), a context as JSON.
 */

/** Where a trace comes from: an act's journal in the ministry, or a browser's inspection events. */
export const traceSources = ['journal', 'inspect'] as const;

/**
 * What a trace entry is: the machine's start (an act's creation: the input it was created with), an
 * event the machine was sent, or a data edit (the context changed without an event, decision 017).
 */
export const traceEntryKinds = ['start', 'event', 'edit'] as const;

/**
 * What today's machine made of an entry:
 * - `started`, `applied`, `edited`: taken, and where the trace says where it went, the same place;
 * - `refused`: today's machine does not take the event at all (the trace says something happened);
 * - `diverged`: today's machine takes it but goes somewhere other than the trace says;
 * - `skipped`: the entry lacks what a replay needs (an old journal row), so the trace's own word on
 *   the state is taken as it is.
 */
export const replayOutcomes = ['started', 'applied', 'edited', 'refused', 'diverged', 'skipped'] as const;
export type ReplayOutcome = (typeof replayOutcomes)[number];

const json = z.record(z.string(), z.unknown());
const label = z.string().max(200);

export const traceActorSchema = z.object({
  role: z.string().max(32),
  userId: z.string().max(64).nullable(),
});

export const traceEntrySchema = z.object({
  /** The entry's position in its source (the journal row, 0-based, ordered by version). */
  index: z.number().int().nonnegative(),
  /** The source's own name for it: the journal row's version, or the inspection event's id. */
  ref: z.string().max(64).nullable(),
  /** ISO instant; null when the source did not say. */
  at: z.string().max(40).nullable(),
  kind: z.enum(traceEntryKinds),
  /** The event type (`act.sentForCheck`), or the journal's name for a start or edit (`act.created`). */
  type: z.string().max(128),
  actor: traceActorSchema.nullable(),
  /** kind `event`: the event as the machine is sent it, with its payload (and `type`). */
  event: json.nullable(),
  /** kind `start`: the machine's input. */
  input: z.unknown().optional(),
  /** kind `edit`: the context keys the edit set, as they became. */
  contextPatch: json.nullable(),
  /** kind `edit`: the data the edit changed (context and the act's own records), before and after. */
  change: z.object({ before: json, after: json }).nullable(),
  /** Where the source says the machine went (its state label); null when it does not say. */
  expected: label.nullable(),
  /** Rebuilt from an entry written before the journal kept whole events (migration 0020). */
  partial: z.boolean(),
  /** What a partial entry lacked (`event.remark`, `input.parties.userId`, ...). */
  missing: z.array(z.string().max(64)).max(32),
});

export const traceSchema = z.object({
  source: z.enum(traceSources),
  /** The machine's id (`act`), so a trace is not replayed through another machine. */
  machineId: z.string().max(64),
  /** The actor's session in a browser trace; the act's uuid in a journal trace. */
  subject: z.string().max(128).nullable(),
  entries: z.array(traceEntrySchema),
});

/** One context key that an entry changed. */
export const contextChangeSchema = z.object({ key: z.string(), before: z.unknown(), after: z.unknown() });

export const replayStepSchema = z.object({
  index: z.number().int().nonnegative(),
  ref: z.string().nullable(),
  at: z.string().nullable(),
  kind: z.enum(traceEntryKinds),
  type: z.string(),
  actor: traceActorSchema.nullable(),
  from: label,
  to: label,
  /** The step number of `to` (act: 1-9), null for side states or machines without steps. */
  step: z.number().int().nullable(),
  outcome: z.enum(replayOutcomes),
  /** Why today's machine refuses it (the act's refusal key: `forbidden_role`, `not_allowed`...). */
  refusal: z.string().nullable(),
  /** Where the trace says it went. */
  expected: label.nullable(),
  contextDiff: z.array(contextChangeSchema),
  partial: z.boolean(),
  /** Who must act after this entry (act: applicant, party, notary). */
  waitingFor: z.array(z.string()),
});

/** The first entry where the trace and today's machine disagree: the replay's non-determinism error. */
export const replayDivergenceSchema = z.object({
  /** The entry's (journal row's) index, 0-based. */
  index: z.number().int().nonnegative(),
  ref: z.string().nullable(),
  at: z.string().nullable(),
  type: z.string(),
  kind: z.enum(['refused', 'diverged']),
  from: label,
  /** Where the trace says the machine went. */
  expected: label.nullable(),
  /** Where today's machine goes (`from` again when it refuses). */
  actual: label,
  refusal: z.string().nullable(),
});

/** One stay in a state: from the entry that entered it to the one that left it (or to now). */
export const replaySegmentSchema = z.object({
  state: label,
  step: z.number().int().nullable(),
  fromIndex: z.number().int().nonnegative(),
  /** The index of the entry that left the state; null while the machine is still in it. */
  toIndex: z.number().int().nonnegative().nullable(),
  enteredAt: z.string().nullable(),
  leftAt: z.string().nullable(),
  /** Milliseconds; null when a time is missing. Still in it: until the replay's `now`. */
  ms: z.number().nullable(),
  /** Who the machine waited for during this stay (as it entered it). */
  waitingFor: z.array(z.string()),
});

/** The total time spent in one state over every stay, in the order the states were first entered. */
export const replayStepTimeSchema = z.object({
  state: label,
  step: z.number().int().nullable(),
  visits: z.number().int().positive(),
  ms: z.number(),
});

/** One move on the shortest way to the goal, and who may make it. */
export const replayMoveSchema = z.object({
  event: z.string(),
  roles: z.array(z.string()),
  from: label,
  to: label,
  step: z.number().int().nullable(),
});

export const replayResultSchema = z.object({
  machineId: z.string(),
  source: z.enum(traceSources),
  /** Some entry was rebuilt from an old row or skipped: the replay is as good as the journal allows. */
  partial: z.boolean(),
  steps: z.array(replayStepSchema),
  divergence: replayDivergenceSchema.nullable(),
  final: z.object({
    state: label,
    step: z.number().int().nullable(),
    /** The machine reached a final state (act: registered or a side state). */
    done: z.boolean(),
    context: z.unknown(),
    waitingFor: z.array(z.string()),
  }),
  segments: z.array(replaySegmentSchema),
  timeInStates: z.array(replayStepTimeSchema),
  /** Milliseconds the machine waited for each role (a stay waiting for two counts for both). */
  waitingTotals: z.record(z.string(), z.number()),
  /** The shortest way from the final state to the goal; null when there is no goal or it is done. */
  toGoal: z
    .object({
      goal: label,
      reachable: z.boolean(),
      moves: z.array(replayMoveSchema),
    })
    .nullable(),
});
