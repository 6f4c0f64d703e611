import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { openStreams, sessions } from '../db/schema';
import { MinistryError } from '../errors';
import type { AuthSession } from './sessions';

// The open event streams of sessions (the act watch, the video room) and what ends them
// (docs/decisions/071-revocation-reaches-streams.md). A stream is authorized when it opens; this module
// makes that authorization hold for as long as it is open:
// - its session ending (logout, "log out the others", a block or a deletion: any change of the session
//   row, announced by migration 0007's triggers on `auth_session_changes`) ends it with `session`;
// - its session expiring ends it with `session`, with nothing announced: each stream knows its session's
//   expiry and a sweep re-reads the row of a session past it (a request may have moved it on);
// - a change of what its user may see (a role granted or revoked, the user's exit from or rejection of
//   an act), announced on `auth_access_changes` inside the changing transaction, ends it with `access`:
//   the caller opens it again at once, and the route's own check decides;
// - when announcements may have been lost (the LISTEN connection came back), every session is re-read
//   and every stream's own check run again: those it refuses end with `access`.
// On PostgreSQL both channels reach every instance through the act change feed's LISTEN connection; on
// PGlite the database delivers them in-process (app.ts wires either). The number of open streams of a
// session is bounded across instances by rows in auth.open_streams (429 beyond it).

export type StreamEndReason = 'session' | 'access';

/** The event a stream sends before the ministry ends it for revocation; the gateway reads it. */
export function revokedEvent(reason: StreamEndReason): string {
  return `event: revoked\ndata: ${JSON.stringify({ reason })}\n\n`;
}

/** The channel of access changes: `user:<userId>` (everything of the user) or `user:<userId>:act:<actId>`. */
export const accessChangesChannel = 'auth_access_changes';

export interface AccessChange {
  userId: number;
  /** Only the streams of this act; null for every stream of the user. */
  actId: number | null;
}

type Executor = Pick<Database, 'execute'>;

/**
 * Inside the transaction that changes what the user may see: PostgreSQL (and PGlite) deliver the
 * announcement on commit and drop it with a rollback. Ids only, never personal data.
 */
export async function announceAccessChange(tx: Executor, change: AccessChange): Promise<void> {
  const payload =
    change.actId === null ? `user:${change.userId}` : `user:${change.userId}:act:${change.actId}`;
  await tx.execute(sql`select pg_notify(${accessChangesChannel}, ${payload})`);
}

export function parseAccessChange(payload: string | undefined): AccessChange | null {
  const match = /^user:(\d{1,15})(?::act:(\d{1,15}))?$/.exec(payload ?? '');
  if (!match) return null;
  const userId = Number(match[1]);
  const actId = match[2] === undefined ? null : Number(match[2]);
  return userId > 0 && (actId === null || actId > 0) ? { userId, actId } : null;
}

/** A stream's place among its session's open streams. */
export interface StreamSlot {
  /** The stream is open: `end` is called once when the session ends or the user's access changes. */
  attach(end: (reason: StreamEndReason) => void): void;
  /** The stream has ended (either side ended it): its place is free. Idempotent. */
  release(): void;
}

export interface SessionStreams {
  /**
   * One more open stream of `session` about act `actId`: 429 `too_many_streams` when the session holds
   * the most already (on any instance), 403 `access_denied` when it has just ended. `stillAllowed` is
   * the route's own check (it throws a refusal), run again after a resync.
   */
  admit(session: AuthSession, actId: number, stillAllowed: () => Promise<unknown>): Promise<StreamSlot>;
  /** A session row changed (its id; null: possibly every row): re-read those with open streams here. */
  sessionChanged(sessionId: string | null): void;
  /** An announcement of `auth_access_changes`. */
  accessChanged(payload: string): void;
  /** Announcements may have been lost (the LISTEN connection came back): re-check every stream. */
  resync(): Promise<void>;
  /** Streams open in this process. */
  openCount(): number;
  /** Forgets this instance's rows (the streams have been ended by the app's close). */
  close(): Promise<void>;
}

export interface SessionStreamsOptions {
  db: Database;
  now: () => Date;
  /** MAX_STREAMS_PER_SESSION. */
  maxPerSession: number;
  logger: { warn(object: object, message: string): void };
  /**
   * A row not refreshed for this long no longer counts (its instance is gone); default 15 s, refreshed
   * every third of it (decision 124: a crashed instance's streams held their session's budget a minute).
   */
  leaseMs?: number;
  /** How often the expiry of the sessions with open streams is compared with the clock; default 1 s. */
  sweepMs?: number;
}

/** At most this many open streams per session, by default: a few act screens and a video room. */
export const defaultMaxStreamsPerSession = 10;

interface Entry {
  rowId: string | null;
  actId: number;
  stillAllowed: () => Promise<unknown>;
  end: ((reason: StreamEndReason) => void) | null;
  ended: StreamEndReason | null;
  released: boolean;
}

interface Tracked {
  userId: number;
  expiresAt: Date;
  entries: Set<Entry>;
}

// Session rows re-read per query.
const checkBatch = 500;

export function createSessionStreams(options: SessionStreamsOptions): SessionStreams {
  const { db, now, maxPerSession, logger } = options;
  const leaseMs = options.leaseMs ?? 15_000;
  const sweepMs = options.sweepMs ?? 1_000;
  const instance = randomUUID();
  const tracked = new Map<string, Tracked>();
  const pending = new Set<Promise<unknown>>();
  // Rows being deleted, by session: a stream opened again at once (the gateway re-authorizing) is
  // counted after its predecessor's row is gone.
  const deleting = new Map<string, Set<Promise<unknown>>>();
  let timers: { sweep: NodeJS.Timeout; lease: NodeJS.Timeout } | null = null;
  let closed = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };

  function finish(entry: Entry, reason: StreamEndReason) {
    if (entry.ended) return;
    entry.ended = reason;
    entry.end?.(reason);
  }

  function endAll(sessionId: string, reason: StreamEndReason, only?: (entry: Entry) => boolean) {
    for (const entry of [...(tracked.get(sessionId)?.entries ?? [])]) {
      if (!only || only(entry)) finish(entry, reason);
    }
  }

  // Re-reads the rows of these sessions and ends the streams of any revoked, deleted or expired.
  const queued = new Set<string>();
  let scheduled = false;
  function check(sessionIds: Iterable<string>) {
    for (const id of sessionIds) if (tracked.has(id)) queued.add(id);
    if (scheduled || queued.size === 0) return;
    scheduled = true;
    // One query for every change announced in the same turn ("log out the others" ends many rows).
    setImmediate(() => {
      scheduled = false;
      const ids = [...queued];
      queued.clear();
      void track(readSessions(ids));
    });
  }

  async function readSessions(ids: string[]) {
    for (let i = 0; i < ids.length; i += checkBatch) {
      const batch = ids.slice(i, i + checkBatch);
      let rows: { id: string; revokedAt: Date | null; expiresAt: Date }[];
      try {
        rows = await db
          .select({ id: sessions.id, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(inArray(sessions.id, batch));
      } catch (error) {
        // Cannot tell whether these sessions live: end their streams, the callers open them again and
        // are checked then.
        logger.warn(
          { err: { name: (error as Error)?.name } },
          'session streams re-read failed, streams ended',
        );
        for (const id of batch) endAll(id, 'access');
        continue;
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      const at = now().getTime();
      for (const id of batch) {
        const row = byId.get(id);
        const session = tracked.get(id);
        if (!session) continue;
        if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= at) endAll(id, 'session');
        else session.expiresAt = row.expiresAt;
      }
    }
  }

  function sweep() {
    const at = now().getTime();
    check([...tracked].filter(([, session]) => session.expiresAt.getTime() <= at).map(([id]) => id));
  }

  function keepRowsFresh() {
    void track(
      db
        .update(openStreams)
        .set({ seenAt: now() })
        .where(eq(openStreams.instance, instance))
        .catch((error: unknown) =>
          logger.warn({ err: { name: (error as Error)?.name } }, 'open streams not refreshed'),
        ),
    );
  }

  function startTimers() {
    if (timers || closed) return;
    timers = { sweep: setInterval(sweep, sweepMs), lease: setInterval(keepRowsFresh, leaseMs / 3) };
    // Never what keeps a process alive: the open streams' sockets do that.
    timers.sweep.unref();
    timers.lease.unref();
  }

  function stopTimersWhenIdle() {
    if (tracked.size > 0 || !timers) return;
    clearInterval(timers.sweep);
    clearInterval(timers.lease);
    timers = null;
  }

  function forget(sessionId: string, entry: Entry) {
    const session = tracked.get(sessionId);
    session?.entries.delete(entry);
    if (session?.entries.size === 0) tracked.delete(sessionId);
    stopTimersWhenIdle();
  }

  return {
    async admit(session, actId, stillAllowed) {
      if (closed) throw new MinistryError(503, 'busy');
      // Tracked before the row is written: a revocation announced meanwhile is not missed, and
      // `attach` then ends the stream at once.
      const entry: Entry = { rowId: null, actId, stillAllowed, end: null, ended: null, released: false };
      let mine = tracked.get(session.id);
      if (!mine) {
        mine = { userId: session.userId, expiresAt: session.expiresAt, entries: new Set() };
        tracked.set(session.id, mine);
      }
      mine.entries.add(entry);
      startTimers();
      const freeing = deleting.get(session.id);
      if (freeing) await Promise.allSettled([...freeing]);
      try {
        const at = now();
        entry.rowId = await db.transaction(async (tx) => {
          // The session's row, locked: two streams opened together are counted one after the other.
          const [row] = await tx
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
            .for('update');
          if (!row) throw new MinistryError(403, 'access_denied');
          const [open] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(openStreams)
            .where(
              and(
                eq(openStreams.sessionId, session.id),
                gt(openStreams.seenAt, new Date(at.getTime() - leaseMs)),
              ),
            );
          if ((open?.n ?? 0) >= maxPerSession)
            throw new MinistryError(429, 'too_many_streams', { params: { max: maxPerSession } });
          const [inserted] = await tx
            .insert(openStreams)
            .values({ sessionId: session.id, instance, openedAt: at, seenAt: at })
            .returning({ id: openStreams.id });
          return inserted!.id;
        });
      } catch (error) {
        forget(session.id, entry);
        throw error;
      }
      const slot: StreamSlot = {
        attach(end) {
          entry.end = end;
          if (entry.ended) end(entry.ended);
        },
        release() {
          if (entry.released) return;
          entry.released = true;
          forget(session.id, entry);
          const { rowId } = entry;
          if (!rowId) return;
          const deleted = track(
            db
              .delete(openStreams)
              .where(eq(openStreams.id, rowId))
              .catch((error: unknown) =>
                logger.warn({ err: { name: (error as Error)?.name } }, 'open stream row not deleted'),
              ),
          );
          let ofSession = deleting.get(session.id);
          if (!ofSession) {
            ofSession = new Set();
            deleting.set(session.id, ofSession);
          }
          ofSession.add(deleted);
          void deleted.finally(() => {
            ofSession.delete(deleted);
            if (ofSession.size === 0 && deleting.get(session.id) === ofSession) deleting.delete(session.id);
          });
        },
      };
      return slot;
    },

    sessionChanged(sessionId) {
      check(sessionId === null ? tracked.keys() : [sessionId]);
    },

    accessChanged(payload) {
      const change = parseAccessChange(payload);
      if (!change) {
        logger.warn({ channel: accessChangesChannel }, 'unreadable access change ignored');
        return;
      }
      for (const [id, session] of tracked) {
        if (session.userId !== change.userId) continue;
        endAll(id, 'access', (entry) => change.actId === null || entry.actId === change.actId);
      }
    },

    async resync() {
      // What was announced meanwhile is gone: every session is read again, and every stream's own check
      // run again (one at a time: this is rare, and must not crowd out the requests).
      const sessionIds = [...tracked.keys()];
      await track(readSessions(sessionIds));
      for (const id of sessionIds) {
        for (const entry of [...(tracked.get(id)?.entries ?? [])]) {
          if (entry.ended || entry.released) continue;
          await entry.stillAllowed().catch(() => finish(entry, 'access'));
        }
      }
    },

    openCount() {
      let n = 0;
      for (const session of tracked.values()) n += session.entries.size;
      return n;
    },

    async close() {
      closed = true;
      if (timers) {
        clearInterval(timers.sweep);
        clearInterval(timers.lease);
        timers = null;
      }
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await db
        .delete(openStreams)
        .where(eq(openStreams.instance, instance))
        .catch(() => undefined);
    },
  };
}
