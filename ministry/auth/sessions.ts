import { createSecretKey, type KeyObject } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';

export interface AuthSession {
  id: string;
  userId: number;
  // Set by logout during the request, so its answer carries no refreshed token of a dead session.
  revoked: boolean;
  // The expiry the session's row holds: that of the newest token issued for it.
  expiresAt: Date;
}

export interface SessionsOptions {
  db: Database;
  secret: Uint8Array;
  ttlMs: number;
  now: () => Date;
  /** A refresh moves the session's expiry (and writes its row) only once it would move this much. */
  refreshStepMs?: number;
  /**
   * Remember a session row once read, until `forget` names it. Only for a database that reports every
   * change of a session row, whoever writes it, before the writing statement returns (embedded PGlite
   * with migration 0007's triggers: app.ts wires them), so a logout, an expiry or a revocation by any
   * path still ends the session at once (decision 007). On a PostgreSQL server, whose other instances'
   * notifications arrive later, the row is read on every request.
   */
  remembersRows?: boolean;
}

/** The channel on which migration 0007's triggers announce the id of a changed session row ('*': all). */
export const sessionChangesChannel = 'auth_session_changes';

/** Subscribes `changed` to every change of a session row (its id; null for every row). */
export type SessionChanges = (changed: (sessionId: string | null) => void) => Promise<void>;

export interface Sessions {
  /** Starts a session for `userId` inside `tx` (the transaction that also consumes the liveness token). */
  create(tx: Pick<Database, 'insert'>, userId: number): Promise<{ session: AuthSession; token: string }>;
  /** The session of a token whose signature and expiry hold and whose session is not revoked; else null. */
  verify(token: string): Promise<AuthSession | null>;
  /** A token of the same session with a fresh expiry (within refreshStepMs of now + ttl). */
  refresh(session: AuthSession): Promise<string>;
  revoke(session: AuthSession): Promise<void>;
  /** The row of this session (null: of every session) has changed: read it again. */
  forget(sessionId: string | null): void;
}

/**
 * A minute: the expiry every 200 hands out lags now + ttl by at most this, and a session's row is
 * written at most once a minute however often its user reads (decision 031).
 */
export const defaultRefreshStepMs = 60_000;

// Bounds of the three in-process memos below; past them the oldest entries go.
const maxVerifiedTokens = 10_000;
const maxSignedSessions = 10_000;
const maxKnownRows = 10_000;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Claims {
  sid: string;
  userId: number;
  /** Seconds since the epoch, as in the token. */
  exp: number;
}

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

export function createSessions({
  db,
  secret,
  ttlMs,
  now,
  refreshStepMs = defaultRefreshStepMs,
  remembersRows = false,
}: SessionsOptions): Sessions {
  // Imported once: handed raw bytes, jose imports the key again for every signature and check.
  const key: KeyObject = createSecretKey(secret);
  // Tokens whose signature has been checked, with their claims: a client sends the same token many
  // times, and only its expiry and its session's row can change. Pure memos of what jose computed, so
  // nothing another instance needs lives here; revocation is read from the row (or `rows` below).
  const verified = new Map<string, Claims>();
  // The last token signed per session: with the expiry moving once per refreshStepMs, consecutive
  // answers of a session carry the same token, signed once.
  const signed = new Map<string, { exp: number; token: string }>();
  // With remembersRows: the unrevoked session rows read and not changed since (id -> user and expiry).
  const rows = new Map<string, { userId: number; expiresAt: Date }>();
  // Moves on every change reported: a row read while a change was reported may be older than it and is
  // not remembered (PGlite runs one statement at a time, but the continuations of two may interleave).
  let changes = 0;

  // Read on every request where rows are not remembered: its text built once (ministry/db/prepared.ts).
  const sessionRow = db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('session_row');

  function expiry(): Date {
    return new Date(now().getTime() + ttlMs);
  }

  async function sign(session: AuthSession, expiresAt: Date): Promise<string> {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    const last = signed.get(session.id);
    if (last?.exp === exp) return last.token;
    const token = await new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(session.userId))
      .setIssuedAt(Math.floor(now().getTime() / 1000))
      .setExpirationTime(exp)
      .sign(key);
    remember(signed, session.id, { exp, token }, maxSignedSessions);
    return token;
  }

  async function claimsOf(token: string): Promise<Claims | null> {
    const known = verified.get(token);
    if (known) return known;
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      // Only HS256: a token naming another algorithm (or "none") is refused before its claims count.
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() }));
    } catch {
      return null;
    }
    const { sid, sub, exp } = payload;
    if (
      typeof sid !== 'string' ||
      !uuidShape.test(sid) ||
      typeof sub !== 'string' ||
      !/^\d+$/.test(sub) ||
      typeof exp !== 'number'
    ) {
      return null;
    }
    const claims = { sid, userId: Number(sub), exp };
    remember(verified, token, claims, maxVerifiedTokens);
    return claims;
  }

  return {
    async create(tx, userId) {
      const createdAt = now();
      const expiresAt = expiry();
      const [row] = await tx
        .insert(sessions)
        .values({ userId, createdAt, lastSeenAt: createdAt, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session was not created');
      const session: AuthSession = { id: row.id, userId, revoked: false, expiresAt };
      return { session, token: await sign(session, expiresAt) };
    },

    async verify(token) {
      const claims = await claimsOf(token);
      // jose's own rule for a remembered token: valid while exp is after the current second.
      if (!claims || claims.exp <= Math.floor(now().getTime() / 1000)) return null;
      const known = rows.get(claims.sid);
      if (known)
        return known.userId === claims.userId
          ? { id: claims.sid, userId: known.userId, revoked: false, expiresAt: known.expiresAt }
          : null;
      const changesBefore = changes;
      const [row] = await sessionRow.execute({ sid: claims.sid, userId: claims.userId });
      if (!row) return null;
      if (remembersRows && changes === changesBefore)
        remember(rows, row.id, { userId: claims.userId, expiresAt: row.expiresAt }, maxKnownRows);
      return { id: row.id, userId: claims.userId, revoked: false, expiresAt: row.expiresAt };
    },

    async refresh(session) {
      const next = expiry();
      // Within a step of the row's expiry, the row stays as it is and so does the token's expiry:
      // a token never outlives the expiry its session's row holds.
      if (next.getTime() - session.expiresAt.getTime() >= refreshStepMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now(), expiresAt: next })
          .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
        session.expiresAt = next;
      }
      return sign(session, session.expiresAt);
    },

    async revoke(session) {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
      session.revoked = true;
      signed.delete(session.id);
    },

    forget(sessionId) {
      changes += 1;
      if (sessionId === null) rows.clear();
      else rows.delete(sessionId);
    },
  };
}
