import { createLimitCounter } from '../auth/rate-limit';
import type { Database } from '../db/database';

// The per-address limit of the public searches (docs/decisions/052-public-searches.md), counted by
// rate-limiter-flexible in auth.rate_limits beside the login limits (decision 129).

export const searchKinds = ['notarial_act', 'proxy', 'inheritcase', 'ban'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchRateLimit {
  /** Searches of one kind one client address may make within `windowMs`; the next is refused (429). */
  max: number;
  windowMs: number;
}

export const defaultSearchRateLimit: SearchRateLimit = { max: 30, windowMs: 10 * 60_000 };

export interface SearchLimit {
  /**
   * Counts a search of `kind` by `subject` (the client address as an HMAC, as the login limits keep
   * it), in one statement whatever the instance: null when it is within the limit, or the milliseconds
   * until the address may search that kind again (at least a second).
   */
  admit(kind: SearchKind, subject: string): Promise<number | null>;
}

export function createSearchLimit(db: Database, limit: SearchRateLimit): SearchLimit {
  const counter = createLimitCounter(db, 'search', { points: limit.max, windowMs: limit.windowMs });
  return {
    async admit(kind, subject) {
      const waitMs = await counter.spend(`${kind}:${subject}`);
      return waitMs > 0 ? waitMs : null;
    },
  };
}
