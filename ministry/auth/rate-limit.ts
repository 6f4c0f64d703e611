import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';

// The ministry's limits on rate-limiter-flexible (decision 129): its Drizzle store keeps each
// subject's counter in auth.rate_limits, so every instance of one database shares it, and counts an
// attempt in one statement (an upsert that adds the points and returns the total), so parallel
// attempts cannot all pass a limit with one place left. A window begins at a subject's first counted
// attempt and lasts `windowMs`; its end is read from the system clock, as the library reads it.

export interface Limit {
  /** Points one subject may spend per window: the attempt that would spend one more is refused. */
  points: number;
  windowMs: number;
}

export interface LimitCounter {
  /**
   * Spends one point of `key`'s window: 0 when it was within the limit, or the milliseconds until the
   * window ends (at least a second) when the limit was already spent.
   */
  spend(key: string): Promise<number>;
  /** Gives back the point an attempt spent, once it turned out not to count (a success). */
  refund(key: string): Promise<void>;
}

/** A counter of one limit in auth.rate_limits, its keys under `prefix`. */
export function createLimitCounter(db: Database, prefix: string, limit: Limit): LimitCounter {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: prefix,
    points: limit.points,
    duration: Math.ceil(limit.windowMs / 1000),
    // The cleanup job deletes ended windows (./cleanup); no timer of the library's.
    clearExpiredByTimeout: false,
  });
  return {
    async spend(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(refusal.msBeforeNext, 1000);
        throw refusal;
      }
    },
    async refund(key) {
      await limiter.reward(key);
    },
  };
}

export interface RateLimiter {
  /**
   * Counts one attempt against every subject at once, before it is made: 0 when each is within its
   * limit (the attempt counts as failed unless `succeeded` follows), or the milliseconds until the
   * subjects may try again (the attempt is refused and does not count).
   */
  begin(subjects: string[]): Promise<number>;
  /** The attempt succeeded: it no longer counts against its subjects. */
  succeeded(subjects: string[]): Promise<void>;
}

/** At most 10 failed pre-check, auth and kiosk enrolment attempts per subject in 15 minutes. */
export const defaultRateLimit = { maxFailures: 10, windowMs: 15 * 60_000 } as const;

/**
 * Failed login attempts per subject (an HMAC of a passport or a client address). Each attempt is
 * counted before it is made and given back when it succeeds, so that a burst of parallel attempts is
 * refused beyond the limit instead of each checking a count the others have not yet raised.
 */
export function createRateLimiter(
  db: Database,
  { maxFailures, windowMs }: { maxFailures: number; windowMs: number },
): RateLimiter {
  const counter = createLimitCounter(db, 'login', { points: maxFailures, windowMs });
  const refund = async (subjects: string[]) => {
    for (const subject of subjects) await counter.refund(subject);
  };
  return {
    async begin(subjects) {
      let wait = 0;
      for (const subject of subjects) wait = Math.max(wait, await counter.spend(subject));
      // A refused attempt does not count: every point it spent is given back, the one past the limit
      // too (the store adds it before it answers).
      if (wait > 0) await refund(subjects);
      return wait;
    },
    succeeded: refund,
  };
}
