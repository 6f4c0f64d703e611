import { initialTransition, transition } from 'xstate';
import { z } from 'zod';
import {
  type ActActor,
  type ActContext,
  type ActEvent,
  type ActInput,
  type ActRefusalReason,
  type ActSnapshot,
  type ActStateName,
  actMachine,
  actStateNames,
  explainRefusal,
  stateOf,
} from './act.machine';
import { actContextSchema, actEditSchema, actEventSchema } from './act.schema';

/**
 * Persistence and the ministry's one entry point. An act is stored as its state name and its
 * context (plain JSON); the chart has no actors, delays or history, so that pair is the whole
 * snapshot. `applyEvent` is the pure function the ministry runs inside its transaction: load,
 * apply, persist `next` and journal `from` → `to`, or answer 409 with `reason`.
 */

export interface StoredAct {
  state: ActStateName;
  context: ActContext;
}

export const storedActSchema = z.object({
  state: z.enum(actStateNames),
  context: actContextSchema,
});

export type ApplyResult =
  | { ok: true; next: StoredAct; from: ActStateName; to: ActStateName; event: ActEvent }
  | { ok: false; reason: ActRefusalReason; issues?: string[] };

export type EditResult =
  | { ok: true; next: StoredAct }
  | {
      ok: false;
      reason: Extract<ActRefusalReason, 'invalid_event' | 'not_allowed' | 'forbidden_role'>;
      issues?: string[];
    };

/** A new act in preparation, every party awaiting. */
export function createStored(input: ActInput): StoredAct {
  const [snapshot] = initialTransition(actMachine, input);
  return toStored(snapshot);
}

export function toStored(snapshot: ActSnapshot): StoredAct {
  return { state: stateOf(snapshot), context: structuredClone(snapshot.context) };
}

/** The snapshot of a stored act. Throws on a row that is not an act (a corrupt or foreign row). */
export function restore(stored: StoredAct): ActSnapshot {
  const parsed = storedActSchema.parse(stored);
  return actMachine.resolveState({ value: parsed.state, context: parsed.context });
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);

/**
 * Apply one event to a stored act. `event` is untrusted (a request body): its shape is checked
 * first (`invalid_event` with zod's message keys), then the chart decides. A refusal changes
 * nothing; `stored` itself is never mutated.
 */
export function applyEvent(stored: StoredAct, event: unknown): ApplyResult {
  const parsed = actEventSchema.safeParse(event);
  if (!parsed.success) return { ok: false, reason: 'invalid_event', issues: issuesOf(parsed.error) };
  const snapshot = restore(stored);
  const reason = explainRefusal(snapshot, parsed.data);
  if (reason) return { ok: false, reason };
  const [next] = transition(actMachine, snapshot, parsed.data);
  return { ok: true, next: toStored(next), from: stateOf(snapshot), to: stateOf(next), event: parsed.data };
}

/**
 * A data edit (parties, notary choice): not an event, so not journalled as a transition, and
 * allowed to the applicant in preparation only (the `editable` tag; `selectAct(...).canEdit`).
 * Whether an edit resets a party's answer is the caller's business: it passes the parties as
 * they should be.
 */
export function editStored(stored: StoredAct, actor: ActActor, edit: unknown): EditResult {
  const parsed = actEditSchema.safeParse(edit);
  if (!parsed.success) return { ok: false, reason: 'invalid_event', issues: issuesOf(parsed.error) };
  const snapshot = restore(stored);
  if (!snapshot.hasTag('editable')) return { ok: false, reason: 'not_allowed' };
  if (actor.role !== 'applicant') return { ok: false, reason: 'forbidden_role' };
  const context: ActContext = {
    ...structuredClone(snapshot.context),
    ...(parsed.data.parties !== undefined ? { parties: parsed.data.parties } : {}),
    ...(parsed.data.notaryId !== undefined ? { notaryId: parsed.data.notaryId } : {}),
  };
  return { ok: true, next: toStored(actMachine.resolveState({ value: stateOf(snapshot), context })) };
}
