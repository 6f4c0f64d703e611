import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';

export interface AuthSession {
  id: string;
  userId: number;
  // Set by logout during the request, so its answer carries no refreshed token of a dead session.
  revoked: boolean;
}

export interface SessionsOptions {
  db: Database;
  secret: Uint8Array;
  ttlMs: number;
  now: () => Date;
}

export interface Sessions {
  /** Starts a session for `userId` inside `tx` (the transaction that also consumes the liveness token). */
  create(tx: Pick<Database, 'insert'>, userId: number): Promise<{ session: AuthSession; token: string }>;
  /** The session of a token whose signature and expiry hold and whose session is not revoked; else null. */
  verify(token: string): Promise<AuthSession | null>;
  /** A new token of the same session with a fresh expiry. */
  refresh(session: AuthSession): Promise<string>;
  revoke(session: AuthSession): Promise<void>;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSessions({ db, secret, ttlMs, now }: SessionsOptions): Sessions {
  function expiry(): Date {
    return new Date(now().getTime() + ttlMs);
  }

  function sign(session: AuthSession, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(session.userId))
      .setIssuedAt(Math.floor(now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret);
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
      const session: AuthSession = { id: row.id, userId, revoked: false };
      return { session, token: await sign(session, expiresAt) };
    },

    async verify(token) {
      let sid: unknown;
      let sub: unknown;
      try {
        // Only HS256: a token naming another algorithm (or "none") is refused before its claims count.
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now() });
        sid = payload.sid;
        sub = payload.sub;
      } catch {
        return null;
      }
      if (typeof sid !== 'string' || !uuidShape.test(sid) || typeof sub !== 'string' || !/^\d+$/.test(sub)) {
        return null;
      }
      const userId = Number(sub);
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sid), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return row ? { id: row.id, userId, revoked: false } : null;
    },

    async refresh(session) {
      const expiresAt = expiry();
      await db
        .update(sessions)
        .set({ lastSeenAt: now(), expiresAt })
        .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
      return sign(session, expiresAt);
    },

    async revoke(session) {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
      session.revoked = true;
    },
  };
}
