import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { livenessSessions } from '../db/schema';
import type { LivenessStore } from '../face-id';

/**
 * The face-ID server's record of liveness sessions, in the database so that every ministry instance
 * sees them: the instance that ran the face check need not be the one that answers /api/auth.
 */
export function databaseLivenessStore(db: Database, now: () => Date = () => new Date()): LivenessStore {
  return {
    async begin(sessionId) {
      const inserted = await db
        .insert(livenessSessions)
        .values({ sessionId, startedAt: now() })
        .onConflictDoNothing({ target: livenessSessions.sessionId })
        .returning({ sessionId: livenessSessions.sessionId });
      return inserted.length === 1;
    },
    async complete(sessionId, jti) {
      const completed = await db
        .update(livenessSessions)
        .set({ completedAt: now(), jti })
        .where(and(eq(livenessSessions.sessionId, sessionId), isNull(livenessSessions.completedAt)))
        .returning({ sessionId: livenessSessions.sessionId });
      // As the in-memory store: completing twice, or what was never begun, is a bug of the caller.
      if (completed.length !== 1) throw new Error('completing a liveness session that was not begun');
    },
  };
}

export type LivenessState = 'completed' | 'not_completed' | 'used';

/** Where a liveness token's session stands: only 'completed' (with that jti, never used) may log in. */
export async function livenessState(db: Database, sessionId: string, jti: string): Promise<LivenessState> {
  const [row] = await db.select().from(livenessSessions).where(eq(livenessSessions.sessionId, sessionId));
  if (!row || row.completedAt === null || row.jti !== jti) return 'not_completed';
  return row.usedAt === null ? 'completed' : 'used';
}

/**
 * Marks a liveness token used; false when another request used it first. Given the transaction that
 * creates the session, so of two requests racing with one token exactly one gets a session.
 */
export async function consumeLivenessToken(
  tx: Pick<Database, 'update'>,
  sessionId: string,
  jti: string,
  at: Date,
): Promise<boolean> {
  const used = await tx
    .update(livenessSessions)
    .set({ usedAt: at })
    .where(
      and(
        eq(livenessSessions.sessionId, sessionId),
        eq(livenessSessions.jti, jti),
        isNull(livenessSessions.usedAt),
      ),
    )
    .returning({ sessionId: livenessSessions.sessionId });
  return used.length === 1;
}
