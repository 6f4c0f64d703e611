import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type AttemptKind, attempts } from '../db/schema';

export interface RateLimitOptions {
  db: Database;
  now: () => Date;
  // At most `maxFailures` failed attempts per subject within `windowMs`; the next attempt is refused.
  maxFailures: number;
  windowMs: number;
}

export interface RateLimiter {
  /** How long a failure counts; older attempts are the cleanup job's (./cleanup). */
  readonly windowMs: number;
  /** Milliseconds until a subject may try again, or 0 when every subject may try now. */
  retryAfterMs(subjects: string[]): Promise<number>;
  recordFailure(kind: AttemptKind, subjects: string[]): Promise<void>;
}

export const defaultRateLimit = { maxFailures: 10, windowMs: 15 * 60_000 } as const;

/**
 * Failed pre-check and auth attempts, counted in the database so that N instances share the count.
 * Checking and recording are separate statements: a burst of parallel requests may overshoot the
 * limit by the number in flight, which the window then absorbs (decision 007).
 */
export function createRateLimiter({ db, now, maxFailures, windowMs }: RateLimitOptions): RateLimiter {
  return {
    windowMs,
    async retryAfterMs(subjects) {
      const current = now();
      const rows = await db
        .select({ subject: attempts.subject, at: attempts.at })
        .from(attempts)
        .where(
          and(inArray(attempts.subject, subjects), gt(attempts.at, new Date(current.getTime() - windowMs))),
        )
        .orderBy(asc(attempts.at));
      let wait = 0;
      for (const subject of subjects) {
        const times = rows.filter((r) => r.subject === subject).map((r) => r.at.getTime());
        if (times.length < maxFailures) continue;
        // Free again once enough failures have left the window to bring the count below the limit.
        const leaving = times[times.length - maxFailures]!;
        wait = Math.max(wait, leaving + windowMs - current.getTime());
      }
      return Math.max(wait, 0);
    },

    async recordFailure(kind, subjects) {
      const at = now();
      await db.insert(attempts).values(subjects.map((subject) => ({ kind, subject, at })));
      // Old rows of these subjects no longer count for anything.
      await db
        .delete(attempts)
        .where(and(inArray(attempts.subject, subjects), lt(attempts.at, new Date(at.getTime() - windowMs))));
    },
  };
}
