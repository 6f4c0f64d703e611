import { redacted, redactText } from './redact';
import type { ContextChange, ReplayResult, ReplayStep } from './replay.types';

/**
 * What analysts see of a machine's trace, by construction (issue 27, decision 067): an allow-list of
 * the context keys and of each event's fields, each with the kind of value it may hold. Everything
 * not listed is dropped; a listed value that is not of its kind (free text where an id belongs) is
 * withheld. It applies alike to a snapshot's context, to each context difference (key by key), to an
 * event's payload and to a journal row's payload, so no row of any of them can carry what the list
 * does not name. Pure.
 */

/**
 * The kinds of value an analyst may see:
 * - `id`: a record's id or number (`12`, `NA-2026-000014`, a uuid), no personal pattern inside;
 * - `count`: a finite number; `flag`: a boolean;
 * - `word`: a name of the code (an enum value, a state, an event type, a translation key);
 * - `date` (yyyy-mm-dd), `time` (HH:mm);
 * - `path`: a portal path, without its query or fragment (where a page carries a PIN or passport);
 * - `withheld`: present or not, never its content (a notary's remark, a reason, a message);
 * - an object of listed fields, or a list of one kind.
 */
export type ViewField =
  | 'id'
  | 'count'
  | 'flag'
  | 'word'
  | 'date'
  | 'time'
  | 'path'
  | 'withheld'
  | { readonly fields: ViewFields }
  | { readonly items: ViewField };
export type ViewFields = Readonly<Record<string, ViewField>>;

export interface AnalystView {
  /** The context keys analysts see; any other key (and its differences) is dropped. */
  readonly context: ViewFields;
  /** Per event type, the fields analysts see besides its `type` and `actor`; other types: none. */
  readonly events: Readonly<Record<string, ViewFields>>;
  /**
   * The event types the machine knows: any other type a trace names (an uploaded one could name
   * anything) is withheld. Absent: every type that reads as a name of the code is shown.
   */
  readonly eventTypes?: ReadonlySet<string>;
}

/** A view that shows no context and no payload: the states, event types and times only. */
export const statesOnlyView: AnalystView = { context: {}, events: {} };

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
const wordPattern = /^[A-Za-z_][A-Za-z0-9_.:/-]{0,127}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const pathPattern = /^\/[A-Za-z0-9_.~/-]{0,255}$/;
/** A state label: `checking`, `a.b`, or the JSON of a parallel state's regions. */
const labelPattern = /^[A-Za-z0-9_.:{}",[\]-]{1,200}$/;

/** Text is kept only where no PIN, passport, phone or picture pattern is found in it. */
const clean = (text: string) => redactText(text) === text;

/** `value` as `field` lets an analyst see it; `undefined` for nothing to show. */
export function viewValue(field: ViewField, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (field === 'withheld') return redacted;
  if (typeof field === 'object') {
    if ('items' in field)
      return Array.isArray(value) ? value.map((item) => viewValue(field.items, item) ?? null) : redacted;
    return typeof value === 'object' && !Array.isArray(value) ? viewFields(field.fields, value) : redacted;
  }
  switch (field) {
    case 'id':
      if (typeof value === 'number') return Number.isSafeInteger(value) ? value : redacted;
      return typeof value === 'string' && idPattern.test(value) && clean(value) ? value : redacted;
    case 'count':
      return typeof value === 'number' && Number.isFinite(value) ? value : redacted;
    case 'flag':
      return typeof value === 'boolean' ? value : redacted;
    case 'word':
      return typeof value === 'string' && wordPattern.test(value) && clean(value) ? value : redacted;
    case 'date':
      return typeof value === 'string' && datePattern.test(value) ? value : redacted;
    case 'time':
      return typeof value === 'string' && timePattern.test(value) ? value : redacted;
    case 'path': {
      if (typeof value !== 'string') return redacted;
      const path = value.replace(/[?#].*$/s, '');
      return pathPattern.test(path) && clean(path) ? path : redacted;
    }
  }
}

/** Only the listed fields of `value`, each as its kind lets it be seen. */
export function viewFields(fields: ViewFields, value: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (!Object.hasOwn(value, key)) continue;
    const seen = viewValue(field, (value as Record<string, unknown>)[key]);
    if (seen !== undefined) out[key] = seen;
  }
  return out;
}

/** A machine's context (a snapshot's, or an input) as analysts see it. */
export const viewContext = (view: AnalystView, context: unknown): Record<string, unknown> | null =>
  context !== null && typeof context === 'object' && !Array.isArray(context)
    ? viewFields(view.context, context)
    : null;

/** The context differences analysts see: the listed keys only, both sides as their kind. */
export const viewDiff = (view: AnalystView, diff: readonly ContextChange[]): ContextChange[] =>
  diff.flatMap((change) => {
    const field = view.context[change.key];
    if (field === undefined || !Object.hasOwn(view.context, change.key)) return [];
    return [
      { key: change.key, before: viewValue(field, change.before), after: viewValue(field, change.after) },
    ];
  });

const actorFields: ViewFields = { role: 'word', userId: 'id' };

/**
 * An event (or a journal row's payload) as analysts see it: its type, its actor, and the fields the
 * view lists for `type` (the journal row's event when the payload does not say it).
 */
export function viewEvent(view: AnalystView, event: unknown, type?: string): Record<string, unknown> {
  if (event === null || typeof event !== 'object' || Array.isArray(event))
    return type ? { type: word(type) } : {};
  const record = event as Record<string, unknown>;
  const eventType = type ?? (typeof record.type === 'string' ? record.type : '');
  const listed = Object.hasOwn(view.events, eventType) ? view.events[eventType]! : {};
  const seen = viewFields({ actor: { fields: actorFields }, ...listed }, record);
  return { type: eventTypeOf(view, eventType), ...seen };
}

/** An event type as analysts see it: one the machine knows, else withheld. */
const eventTypeOf = (view: AnalystView, type: string) =>
  view.eventTypes === undefined || view.eventTypes.has(type) ? word(type) : redacted;

const word = (value: string) => viewValue('word', value) as string;
const label = (value: string) => (labelPattern.test(value) && clean(value) ? value : redacted);
const labelOrNull = (value: string | null) => (value === null ? null : label(value));
const wordOrNull = (value: string | null) => (value === null ? null : word(value));

function viewStep(view: AnalystView, step: ReplayStep): ReplayStep {
  return {
    ...step,
    ref: step.ref === null ? null : (viewValue('id', step.ref) as string),
    type: eventTypeOf(view, step.type),
    actor: step.actor === null ? null : (viewFields(actorFields, step.actor) as ReplayStep['actor']),
    from: label(step.from),
    to: label(step.to),
    expected: labelOrNull(step.expected),
    refusal: wordOrNull(step.refusal),
    contextDiff: viewDiff(view, step.contextDiff),
    waitingFor: step.waitingFor.map(word),
  };
}

/**
 * A replay as analysts see it: its steps, divergence, stays and way to the goal keep their states,
 * event types, roles and times; contexts and context differences keep what the view lists.
 */
export function viewReplay(view: AnalystView, result: ReplayResult): ReplayResult {
  const divergence = result.divergence;
  return {
    ...result,
    machineId: word(result.machineId),
    steps: result.steps.map((step) => viewStep(view, step)),
    divergence:
      divergence === null
        ? null
        : {
            ...divergence,
            ref: divergence.ref === null ? null : (viewValue('id', divergence.ref) as string),
            type: eventTypeOf(view, divergence.type),
            from: label(divergence.from),
            expected: labelOrNull(divergence.expected),
            actual: label(divergence.actual),
            refusal: wordOrNull(divergence.refusal),
          },
    final: {
      ...result.final,
      state: label(result.final.state),
      context: viewContext(view, result.final.context),
      waitingFor: result.final.waitingFor.map(word),
    },
    segments: result.segments.map((segment) => ({
      ...segment,
      state: label(segment.state),
      waitingFor: segment.waitingFor.map(word),
    })),
    timeInStates: result.timeInStates.map((time) => ({ ...time, state: label(time.state) })),
    waitingTotals: Object.fromEntries(
      Object.entries(result.waitingTotals).map(([role, ms]) => [word(role), ms]),
    ),
    toGoal:
      result.toGoal === null
        ? null
        : {
            ...result.toGoal,
            goal: label(result.toGoal.goal),
            moves: result.toGoal.moves.map((move) => ({
              ...move,
              event: word(move.event),
              roles: move.roles.map(word),
              from: label(move.from),
              to: label(move.to),
            })),
          },
  };
}
