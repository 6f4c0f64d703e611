import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { searchRequests } from '../db/schema';

// The per-address limit of the public searches (docs/decisions/052-public-searches.md).

export const searchKinds = ['notarial_act', 'proxy', 'inheritcase', 'ban'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchRateLimit {
  /** Searches of one kind one client address may make within `windowMs`; the next is refused (429). */
  max: number;
  windowMs: number;
}

export const defaultSearchRateLimit: SearchRateLimit = { max: 30, windowMs: 10 * 60_000 };

export interface SearchAttempt {
  /** The client address as auth.search_requests keeps it: an HMAC, as the login limits keep it. */
  subject: string;
  kind: SearchKind;
  now: Date;
}

/**
 * Counts every search of a kind per client address in auth.search_requests, so every instance of one
 * database shares the count: records the attempt and answers null when it is within the limit, or the
 * milliseconds until the address may search again (at least a second) when it is refused. Check and
 * record are two statements: parallel requests may overshoot by the number in flight (as decision 007).
 */
export async function admitSearch(
  db: Database,
  limit: SearchRateLimit,
  { subject, kind, now }: SearchAttempt,
): Promise<number | null> {
  const since = new Date(now.getTime() - limit.windowMs);
  const recent = await db
    .select({ at: searchRequests.at })
    .from(searchRequests)
    .where(
      and(eq(searchRequests.subject, subject), eq(searchRequests.kind, kind), gt(searchRequests.at, since)),
    )
    .orderBy(desc(searchRequests.at))
    .limit(limit.max);
  if (recent.length >= limit.max) {
    // Free again once the oldest of the last `max` searches leaves the window.
    return Math.max(recent[recent.length - 1]!.at.getTime() + limit.windowMs - now.getTime(), 1000);
  }
  await db.insert(searchRequests).values({ subject, kind, at: now });
  if (recent.length === 0) {
    // The address's rows that no longer count, once per window at most.
    await db
      .delete(searchRequests)
      .where(and(eq(searchRequests.subject, subject), lt(searchRequests.at, since)));
  }
  return null;
}
