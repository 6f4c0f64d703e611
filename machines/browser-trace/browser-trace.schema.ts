import { z } from 'zod';
import { inspectionEventSchema } from '../replay/inspect.schema';
import { replayResultSchema } from '../replay/replay.schema';

/**
 * Browser traces (issue 14, decision 061): the SPA's XState inspection events, recorded in
 * `@statelyai/inspect`'s event format, redacted, uploaded in batches and kept by the ministry for a
 * retention period. These shapes are shared by the recorder (machines/browser-trace/recorder.ts), the
 * ministry (which checks every upload against them), the gateway and the analysts' pages.
 * Messages are translation keys (`validation.<key>` in the ministry).
 */

/** BROWSER_TRACE: off (never), sample (BROWSER_TRACE_SAMPLE_RATE of sessions), all (every session). */
export const browserTraceModes = ['off', 'sample', 'all'] as const;
export type BrowserTraceMode = (typeof browserTraceModes)[number];

/** Why a session is traced: the configuration traces all, the session was sampled, the user consented. */
export const browserTraceReasons = ['all', 'sampled', 'consent'] as const;
export type BrowserTraceReason = (typeof browserTraceReasons)[number];

/** One trace (a page load of a session) holds at most this many events and bytes of JSON. */
export const traceLimits = {
  events: 5_000,
  bytes: 2_000_000,
  /** A batch: at most this many events, and the recorder cuts one before it passes the bytes. */
  batchEvents: 200,
  batchBytes: 256_000,
  /** Batches per trace (events / batchEvents, with room for small idle batches). */
  batches: 200,
} as const;

/** Days a trace is kept by default (BROWSER_TRACE_RETENTION_DAYS, 1..3650). */
export const defaultRetentionDays = 30;

export const browserTraceKeys = {
  wrongTrace: 'error_wrong_trace',
  wrongBatch: 'error_wrong_trace_batch',
  notTraced: 'error_session_not_traced',
  traceFull: 'error_trace_full',
  wrongConsent: 'error_wrong_trace_consent',
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /api/browser_traces: one batch of one trace. */
export const browserTraceBatchSchema = z.object({
  /** The trace's own id, chosen by the page (a UUID v4) when it starts recording. */
  traceId: z.string({ error: browserTraceKeys.wrongTrace }).regex(uuidPattern, browserTraceKeys.wrongTrace),
  /** The batch's number in the trace, from 0: a gap tells the ministry a batch was lost (partial). */
  seq: z
    .number({ error: browserTraceKeys.wrongBatch })
    .int(browserTraceKeys.wrongBatch)
    .min(0, browserTraceKeys.wrongBatch)
    .max(traceLimits.batches - 1, browserTraceKeys.wrongBatch),
  events: z
    .array(inspectionEventSchema, { error: browserTraceKeys.wrongBatch })
    .min(1, browserTraceKeys.wrongBatch)
    .max(traceLimits.batchEvents, browserTraceKeys.wrongBatch),
  /** The recorder reached its cap: events after this batch were not recorded. */
  capped: z.boolean({ error: browserTraceKeys.wrongBatch }),
});
export type BrowserTraceBatch = z.infer<typeof browserTraceBatchSchema>;

/** GET /api/browser_traces/session: whether the session is traced, and the user's consent. */
export const browserTracingSchema = z.object({
  traced: z.boolean(),
  reason: z.enum(browserTraceReasons).nullable(),
  /** The user allowed their sessions to be traced (after contacting support). */
  consent: z.boolean(),
});
export type BrowserTracing = z.infer<typeof browserTracingSchema>;

/** POST /api/browser_traces/consent */
export const browserTraceConsentSchema = z.object({
  consent: z.boolean({ error: browserTraceKeys.wrongConsent }),
});

export const browserTraceIdParamsSchema = z.object({
  id: z.preprocess(
    (value) => (typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value),
    z
      .number({ error: browserTraceKeys.wrongTrace })
      .int(browserTraceKeys.wrongTrace)
      .min(1, browserTraceKeys.wrongTrace)
      .max(2_147_483_647, browserTraceKeys.wrongTrace),
  ),
});

/** The most traces listed for one act (newest first). */
export const actBrowserTracesLimit = 50;

const instant = z.string();

/** GET /api/analysts/acts/:ref/browser_traces: an item. */
export const browserTraceSummarySchema = z.object({
  id: z.number().int().positive(),
  startedAt: instant,
  lastAt: instant,
  actorCount: z.number().int().nonnegative(),
  eventCount: z.number().int().nonnegative(),
  /** The recorder hit its cap: the trace ends before the page did. */
  capped: z.boolean(),
  /** A batch never arrived (dropped after a failed upload): the trace has a hole. */
  partial: z.boolean(),
});
export type BrowserTraceSummary = z.infer<typeof browserTraceSummarySchema>;

export const actBrowserTracesSchema = z.object({
  items: z.array(browserTraceSummarySchema).max(actBrowserTracesLimit),
});

/** One traced actor of a trace and its replay through today's machine of the same id. */
export const browserTraceActorSchema = z.object({
  sessionId: z.string(),
  /** The actor's machine id (`login`, `faceCheck`); its system name when it is no machine. */
  machineId: z.string(),
  parentSessionId: z.string().nullable(),
  eventCount: z.number().int().nonnegative(),
  /** Replayed through the SPA's machine of that id; null for actors no known machine runs. */
  replay: replayResultSchema.nullable(),
});

/** GET /api/analysts/browser_traces/:id */
export const browserTraceReplaySchema = z.object({
  trace: browserTraceSummarySchema,
  actors: z.array(browserTraceActorSchema),
  /** The acts the trace touched, by rid. */
  acts: z.array(z.number().int().positive()),
});
export type BrowserTraceReplay = z.infer<typeof browserTraceReplaySchema>;
