import { createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { actorCountOf, replayBrowserTrace } from '../../machines/browser-trace/browser-trace.replay';
import {
  actBrowserTracesLimit,
  type BrowserTraceBatch,
  type BrowserTraceMode,
  type BrowserTraceReplay,
  type BrowserTraceSummary,
  type BrowserTracing,
  browserTraceKeys,
  browserTraceReplaySchema,
  browserTraceSummarySchema,
  defaultRetentionDays,
  traceLimits,
} from '../../machines/browser-trace/browser-trace.schema';
import { actRefsOf, redactRecord } from '../../machines/browser-trace/recorder';
import { tashkentDayStart } from '../../machines/clock/clock';
import { isoInstant } from '../../machines/replay/act.replay';
import type { InspectionEventRecord } from '../../machines/replay/inspect.schema';
import type * as schema from '../db/schema';
import {
  browserTraceActs,
  browserTraceBatches,
  browserTraceConsents,
  browserTraces,
  citizens,
  notarialActs,
  users,
} from '../db/schema';
import { MinistryError } from '../errors';

// database.ts's Database, spelt out: the seed stores its stuck act's trace with this store
// (db/seed/stuck-act-trace.ts), and database.ts imports the seed.
type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

// Browser traces in the ministry (issue 14, decision 061): which sessions are traced, the batches the
// page uploads (redacted again here, and scrubbed of the session user's own words), the acts a trace
// touched, the analysts' list and replay, and the purge after the retention period.

export interface BrowserTraceOptions {
  /** BROWSER_TRACE: off, sample (default) or all. */
  mode: BrowserTraceMode;
  /** BROWSER_TRACE_SAMPLE_RATE: the share of sessions traced in `sample` mode, 0..1 (default 0). */
  sampleRate: number;
  /** BROWSER_TRACE_RETENTION_DAYS (default 30). */
  retentionDays: number;
  /**
   * BROWSER_TRACE_DAILY_LIMIT: the traces (page loads) one user may start per day, Tashkent time (default
   * 50); more is 429 (decision 071). With a trace's own cap of 2 MB, what one user can store a day is bounded.
   */
  dailyLimit: number;
}

export const defaultDailyTraceLimit = 50;

export const defaultBrowserTraceOptions: BrowserTraceOptions = {
  mode: 'sample',
  sampleRate: 0,
  retentionDays: defaultRetentionDays,
  dailyLimit: defaultDailyTraceLimit,
};

/**
 * A session's place in [0, 1), from its id: the same session is sampled alike by every instance and
 * every request, with nothing stored.
 */
export function sampleOf(sessionId: string): number {
  return createHash('sha256').update(sessionId).digest().readUInt32BE(0) / 2 ** 32;
}

async function consentOf(db: Pick<Database, 'select'>, userId: number): Promise<boolean> {
  const [last] = await db
    .select({ consent: browserTraceConsents.consent })
    .from(browserTraceConsents)
    .where(eq(browserTraceConsents.userId, userId))
    .orderBy(desc(browserTraceConsents.id))
    .limit(1);
  return last?.consent ?? false;
}

/** Whether this session is traced, and why: the configuration, the sample, or the user's consent. */
export async function tracingOf(
  db: Pick<Database, 'select'>,
  options: BrowserTraceOptions,
  session: { id: string; userId: number },
): Promise<BrowserTracing> {
  const consent = await consentOf(db, session.userId);
  if (options.mode === 'off') return { traced: false, reason: null, consent };
  if (options.mode === 'all') return { traced: true, reason: 'all', consent };
  if (sampleOf(session.id) < options.sampleRate) return { traced: true, reason: 'sampled', consent };
  return consent ? { traced: true, reason: 'consent', consent } : { traced: false, reason: null, consent };
}

export async function setConsent(db: Database, userId: number, consent: boolean, at: Date): Promise<void> {
  await db.insert(browserTraceConsents).values({ userId, consent, at: at.toISOString() });
}

/** The session user's own PIN, passport, phone and names: scrubbed from whatever they upload. */
async function ownWords(db: Pick<Database, 'select'>, userId: number): Promise<string[]> {
  const [person] = await db
    .select({
      pin: citizens.pin,
      passserial: citizens.passserial,
      passnum: citizens.passnum,
      phone: citizens.phone,
      names: sql<
        string[]
      >`array[${citizens.nameLatin}, ${citizens.surnameLatin}, ${citizens.lastnameLatin}, ${citizens.nameCyrillic}, ${citizens.surnameCyrillic}, ${citizens.lastnameCyrillic}]`,
      userid: users.userid,
    })
    .from(users)
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) return [];
  return [
    person.pin,
    `${person.passserial}${person.passnum}`,
    person.passnum,
    person.phone,
    person.userid,
    ...person.names.flatMap((name) => name.split(/\s+/)),
  ];
}

/**
 * Of the acts `actIds`, those `userId` may read: the detail's own rule (acts/queries.ts readableActIds,
 * which the route passes; this module cannot import it, the seed imports this one).
 */
export type ReadableActs = (
  db: Pick<Database, 'select'>,
  userId: number,
  actIds: readonly number[],
) => Promise<number[]>;

export interface StoreLimits {
  /** New traces per user and Tashkent day (BROWSER_TRACE_DAILY_LIMIT). */
  dailyLimit: number;
  readableActs: ReadableActs;
}

export interface StoredBatch {
  traceId: number;
  eventCount: number;
  capped: boolean;
}

/**
 * One uploaded batch, stored: the trace is created by its first batch (at most `dailyLimit` traces per
 * user and Tashkent day, 429 beyond), a batch sent twice is stored once, a trace never holds more than
 * its cap (400 when a batch would pass it), and the acts the events name are linked, only those the
 * uploader may read (a page naming another person's act is stored without that link: analysts never see
 * it under that act). What is stored is redacted here again: the page is not trusted with it.
 */
export async function storeBatch(
  db: Database,
  session: { id: string; userId: number },
  batch: BrowserTraceBatch,
  now: Date,
  { dailyLimit, readableActs }: StoreLimits,
): Promise<StoredBatch> {
  const words = await ownWords(db, session.userId);
  const events = batch.events.map((record) => redactRecord(record, words));
  const bytes = JSON.stringify(events).length;
  if (bytes > traceLimits.batchBytes * 2) {
    throw new MinistryError(400, 'validation_failed', { fields: { events: browserTraceKeys.wrongBatch } });
  }
  const refs = actRefsOf(events);
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const thisTrace = and(eq(browserTraces.sessionId, session.id), eq(browserTraces.clientId, batch.traceId));
    const [known] = await tx.select({ id: browserTraces.id }).from(browserTraces).where(thisTrace);
    if (!known) {
      // A new trace: counted against the user's day, their row locked so that two first batches
      // arriving together are counted one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, session.userId)).for('update');
      const dayStart = tashkentDayStart(now);
      const [started] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(browserTraces)
        .where(and(eq(browserTraces.userId, session.userId), gte(browserTraces.startedAt, dayStart)));
      if ((started?.n ?? 0) >= dailyLimit)
        throw new MinistryError(429, 'too_many_browser_traces', { params: { max: dailyLimit } });
    }
    await tx
      .insert(browserTraces)
      .values({
        sessionId: session.id,
        userId: session.userId,
        clientId: batch.traceId,
        startedAt: at,
        lastAt: at,
      })
      .onConflictDoNothing();
    const [trace] = await tx
      .select()
      .from(browserTraces)
      .where(and(eq(browserTraces.sessionId, session.id), eq(browserTraces.clientId, batch.traceId)))
      .for('update');
    if (!trace) throw new MinistryError(500, 'internal_error');
    if (trace.eventCount + events.length > traceLimits.events || trace.bytes + bytes > traceLimits.bytes) {
      throw new MinistryError(400, 'validation_failed', { fields: { events: browserTraceKeys.traceFull } });
    }
    const inserted = await tx
      .insert(browserTraceBatches)
      .values({ traceId: trace.id, seq: batch.seq, events, at })
      .onConflictDoNothing()
      .returning({ seq: browserTraceBatches.seq });
    if (inserted.length === 0)
      return { traceId: trace.id, eventCount: trace.eventCount, capped: trace.capped };
    const [updated] = await tx
      .update(browserTraces)
      .set({
        lastAt: at,
        eventCount: sql`${browserTraces.eventCount} + ${events.length}`,
        actorCount: sql`${browserTraces.actorCount} + ${actorCountOf(events)}`,
        bytes: sql`${browserTraces.bytes} + ${bytes}`,
        batchCount: sql`${browserTraces.batchCount} + 1`,
        maxSeq: sql`greatest(${browserTraces.maxSeq}, ${batch.seq})`,
        capped: sql`${browserTraces.capped} or ${batch.capped}`,
      })
      .where(eq(browserTraces.id, trace.id))
      .returning({ eventCount: browserTraces.eventCount, capped: browserTraces.capped });
    if (refs.rids.length > 0 || refs.uuids.length > 0) {
      const named = await tx
        .select({ id: notarialActs.id })
        .from(notarialActs)
        .where(
          or(
            refs.rids.length > 0 ? inArray(notarialActs.id, refs.rids) : undefined,
            refs.uuids.length > 0 ? inArray(notarialActs.uuid, refs.uuids) : undefined,
          ),
        );
      // The page is not trusted with the link either: only acts the uploader may read.
      const touched = await readableActs(
        tx,
        session.userId,
        named.map((act) => act.id),
      );
      if (touched.length > 0) {
        await tx
          .insert(browserTraceActs)
          .values(touched.map((actId) => ({ traceId: trace.id, actId })))
          .onConflictDoNothing();
      }
    }
    return { traceId: trace.id, eventCount: updated!.eventCount, capped: updated!.capped };
  });
}

type TraceRow = typeof browserTraces.$inferSelect;

function summaryOf(trace: TraceRow): BrowserTraceSummary {
  return browserTraceSummarySchema.parse({
    id: trace.id,
    startedAt: isoInstant(trace.startedAt),
    lastAt: isoInstant(trace.lastAt),
    actorCount: trace.actorCount,
    eventCount: trace.eventCount,
    capped: trace.capped,
    partial: trace.batchCount < trace.maxSeq + 1,
  });
}

/** The traces linked to an act, newest first (at most actBrowserTracesLimit). */
export async function tracesOfAct(
  db: Pick<Database, 'select'>,
  actId: number,
): Promise<BrowserTraceSummary[]> {
  const rows = await db
    .select({ trace: browserTraces })
    .from(browserTraceActs)
    .innerJoin(browserTraces, eq(browserTraces.id, browserTraceActs.traceId))
    .where(eq(browserTraceActs.actId, actId))
    .orderBy(desc(browserTraces.startedAt), desc(browserTraces.id))
    .limit(actBrowserTracesLimit);
  return rows.map((row) => summaryOf(row.trace));
}

/** One trace, its events in order, and the acts it touched; 404 when it is not (or no longer) kept. */
export async function traceOf(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<{ trace: TraceRow; events: InspectionEventRecord[]; acts: number[] }> {
  const [trace] = await db.select().from(browserTraces).where(eq(browserTraces.id, id)).limit(1);
  if (!trace) throw new MinistryError(404, 'not_found');
  const batches = await db
    .select({ events: browserTraceBatches.events })
    .from(browserTraceBatches)
    .where(eq(browserTraceBatches.traceId, id))
    .orderBy(browserTraceBatches.seq);
  const acts = await db
    .select({ actId: browserTraceActs.actId })
    .from(browserTraceActs)
    .where(eq(browserTraceActs.traceId, id))
    .orderBy(browserTraceActs.actId);
  return { trace, events: batches.flatMap((b) => b.events), acts: acts.map((a) => a.actId) };
}

/** GET /api/analysts/browser_traces/:id: every traced actor replayed through today's SPA machine. */
export async function traceReplay(
  db: Pick<Database, 'select'>,
  id: number,
  now: Date,
): Promise<BrowserTraceReplay & { firstAct: number | null }> {
  const { trace, events, acts } = await traceOf(db, id);
  const answer = browserTraceReplaySchema.parse({
    trace: summaryOf(trace),
    actors: replayBrowserTrace(events, now.toISOString()),
    acts,
  });
  return { ...answer, firstAct: acts[0] ?? null };
}

/**
 * Deletes the traces older than the retention period, a batch at a time. Any number of instances may
 * run it at once: each claims its rows with FOR UPDATE SKIP LOCKED, so no trace is purged twice and no
 * instance waits for another. Answers how many traces were deleted.
 */
export async function purgeBrowserTraces(
  db: Database,
  now: Date,
  retentionDays: number,
  batchSize = 500,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: browserTraces.id })
        .from(browserTraces)
        .where(lt(browserTraces.lastAt, cutoff))
        .orderBy(browserTraces.id)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((row) => row.id);
      await tx.delete(browserTraceActs).where(inArray(browserTraceActs.traceId, ids));
      await tx.delete(browserTraceBatches).where(inArray(browserTraceBatches.traceId, ids));
      const gone = await tx
        .delete(browserTraces)
        .where(inArray(browserTraces.id, ids))
        .returning({ id: browserTraces.id });
      return gone.length;
    });
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
