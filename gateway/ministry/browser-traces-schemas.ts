import { z } from 'zod';
import {
  BrowserTraceReason,
  ReplayDivergenceKind,
  ReplayOutcome,
  TraceEntryKind,
} from '../generated/schema-types.js';

// Shapes of the ministry's browser-trace answers (issue 14, decision 061; the ministry's own zod
// contract is machines/browser-trace/browser-trace.schema.ts). The replay's words become the schema's
// enums; context values (any JSON) become JSON text.

const int = z.number().int();
const json = z.unknown().transform((value) => (value === undefined ? null : JSON.stringify(value)));

export const browserTracingSchema = z.object({
  traced: z.boolean(),
  reason: z.enum(BrowserTraceReason).nullable(),
  consent: z.boolean(),
});

export const browserTraceUploadSchema = z.object({
  traceId: int,
  eventCount: int,
  capped: z.boolean(),
});

const summary = z.object({
  id: int,
  startedAt: z.string(),
  lastAt: z.string(),
  actorCount: int,
  eventCount: int,
  capped: z.boolean(),
  partial: z.boolean(),
});

export const actBrowserTracesSchema = z
  .object({ items: z.array(summary) })
  .transform((answer) => answer.items);

const replay = z.object({
  partial: z.boolean(),
  steps: z.array(
    z.object({
      index: int,
      ref: z.string().nullable(),
      at: z.string().nullable(),
      kind: z.enum(TraceEntryKind),
      type: z.string(),
      from: z.string(),
      to: z.string(),
      step: int.nullable(),
      outcome: z.enum(ReplayOutcome),
      refusal: z.string().nullable(),
      expected: z.string().nullable(),
      contextDiff: z.array(z.object({ key: z.string(), before: json, after: json })),
      partial: z.boolean(),
      waitingFor: z.array(z.string()),
    }),
  ),
  divergence: z
    .object({
      index: int,
      ref: z.string().nullable(),
      at: z.string().nullable(),
      type: z.string(),
      kind: z.enum(ReplayDivergenceKind),
      from: z.string(),
      expected: z.string().nullable(),
      actual: z.string(),
      refusal: z.string().nullable(),
    })
    .nullable(),
  final: z.object({ state: z.string(), done: z.boolean(), context: json }),
  segments: z.array(
    z.object({
      state: z.string(),
      fromIndex: int,
      toIndex: int.nullable(),
      enteredAt: z.string().nullable(),
      leftAt: z.string().nullable(),
      ms: z.number().nullable(),
    }),
  ),
  timeInStates: z.array(z.object({ state: z.string(), visits: int, ms: z.number() })),
});

export const browserTraceReplaySchema = z.object({
  trace: summary,
  actors: z.array(
    z.object({
      sessionId: z.string(),
      machineId: z.string(),
      parentSessionId: z.string().nullable(),
      eventCount: int,
      replay: replay.nullable(),
    }),
  ),
  acts: z.array(int),
});
