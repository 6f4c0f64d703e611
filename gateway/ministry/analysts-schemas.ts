import { z } from 'zod';
import {
  ActEventType,
  ActJournalEvent,
  ActRefusalReason,
  ActRole,
  ActState,
  ReplayDivergenceKind,
  ReplayOutcome,
  TraceEntryKind,
} from '../generated/schema-types.js';
import { eventFromMinistry } from './acts-schemas.js';

// Shapes of the analysts' answers (issue 14, decisions 060 and 062; the ministry's own zod contract is
// machines/replay/analysts.schema.ts). The ministry has redacted them; here the statechart's words
// become the schema's enums, and context values (any JSON) become JSON text.

const int = z.number().int();
const state = z.enum(ActState);
const role = z.enum(ActRole);
const roles = z.array(role);
const journalEvent = z.string().transform(eventFromMinistry).pipe(z.enum(ActJournalEvent));
const eventType = z.string().transform(eventFromMinistry).pipe(z.enum(ActEventType));
const refusal = z.enum(ActRefusalReason).nullable();
const json = z.unknown().transform((value) => (value === undefined ? null : JSON.stringify(value)));

const replayStep = z.object({
  index: int,
  ref: z.string().nullable(),
  at: z.string().nullable(),
  kind: z.enum(TraceEntryKind),
  type: journalEvent,
  actor: z.object({ role, userId: z.string().nullable() }).nullable(),
  from: state,
  to: state,
  step: int.nullable(),
  outcome: z.enum(ReplayOutcome),
  refusal,
  expected: state.nullable(),
  contextDiff: z.array(z.object({ key: z.string(), before: json, after: json })),
  partial: z.boolean(),
  waitingFor: roles,
});

export const analystActSchema = z.object({
  act: z.object({
    rid: int,
    uuid: z.string(),
    regnum: z.string().nullable(),
    typeId: int,
    officeId: int,
    notaryId: int.nullable(),
    state,
    step: int,
    simplified: z.boolean(),
    awaiting: roles,
    version: int,
    instime: z.string(),
    updatedAt: z.string(),
    stateSince: z.string(),
  }),
  replay: z.object({
    partial: z.boolean(),
    steps: z.array(replayStep),
    divergence: z
      .object({
        index: int,
        ref: z.string().nullable(),
        at: z.string().nullable(),
        type: journalEvent,
        kind: z.enum(ReplayDivergenceKind),
        from: state,
        expected: state.nullable(),
        actual: state,
        refusal,
      })
      .nullable(),
    final: z.object({ state, step: int.nullable(), done: z.boolean(), waitingFor: roles }),
    segments: z.array(
      z.object({
        state,
        step: int.nullable(),
        fromIndex: int,
        toIndex: int.nullable(),
        enteredAt: z.string().nullable(),
        leftAt: z.string().nullable(),
        ms: z.number().nullable(),
        waitingFor: roles,
      }),
    ),
    timeInStates: z.array(z.object({ state, step: int.nullable(), visits: int, ms: z.number() })),
    waitingTotals: z.record(z.string(), z.number()).transform((totals) =>
      Object.entries(totals).flatMap(([name, ms]) => {
        const parsed = role.safeParse(name);
        return parsed.success ? [{ role: parsed.data, ms }] : [];
      }),
    ),
    toGoal: z
      .object({
        goal: state,
        reachable: z.boolean(),
        moves: z.array(z.object({ event: eventType, roles, from: state, to: state, step: int.nullable() })),
      })
      .nullable(),
  }),
  matchesStored: z.boolean(),
});

/** The export: kept as the ministry wrote it (the file an analyst downloads), counted. */
export const analystActTraceSchema = z
  .object({ events: z.array(z.looseObject({ type: z.string() })) })
  .transform((file) => ({ eventCount: file.events.length, json: JSON.stringify(file) }));

export const stuckActsPageSchema = z.object({
  asOf: z.string(),
  limits: z.array(z.object({ state, step: int, hours: int })),
  groups: z.array(z.object({ state, step: int, awaiting: roles, count: int, oldestSince: z.string() })),
  items: z.array(
    z.object({
      rid: int,
      uuid: z.string(),
      typeId: int,
      officeId: int,
      notaryId: int.nullable(),
      state,
      step: int,
      awaiting: roles,
      since: z.string(),
      hours: z.number(),
      limitHours: int,
    }),
  ),
  total: int,
  page: int,
  pageSize: int,
});
