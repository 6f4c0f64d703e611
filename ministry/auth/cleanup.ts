import { and, lt, notExists, sql } from 'drizzle-orm';
import { deleteInBatches } from '../db/batches';
import type { Database } from '../db/database';
import { browserTraces, livenessSessions, rateLimits, sessions } from '../db/schema';

// The login state that no longer counts for anything, deleted by the cleanup job (ministry/jobs,
// decision 114). Each kind of row is kept a while past its use, for an operator to read:
// - a session, 30 days past its last token's expiry (a revoked session's tokens expire within the
//   session lifetime of the revocation), and not while a browser trace of it is kept: the traces'
//   own retention job deletes those first;
// - a face check's liveness session, a day after it began: its token lived minutes;
// - a login or search limit's counter, once its window has ended (decision 129).

export const endedSessionRetentionMs = 30 * 86_400_000;
export const livenessSessionRetentionMs = 86_400_000;

export interface LoginStatePurged {
  sessions: number;
  livenessSessions: number;
  rateLimits: number;
}

export async function purgeExpiredLoginState(db: Database, now: Date): Promise<LoginStatePurged> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    sessions: await deleteInBatches(
      db,
      sessions,
      sessions.id,
      and(
        lt(sessions.expiresAt, before(endedSessionRetentionMs)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(browserTraces)
            .where(sql`${browserTraces.sessionId} = ${sessions.id}`),
        ),
      ),
    ),
    livenessSessions: await deleteInBatches(
      db,
      livenessSessions,
      livenessSessions.sessionId,
      lt(livenessSessions.startedAt, before(livenessSessionRetentionMs)),
    ),
    rateLimits: await deleteInBatches(db, rateLimits, rateLimits.key, lt(rateLimits.expire, now)),
  };
}
