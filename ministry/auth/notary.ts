import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notaries, users } from '../db/schema';

/**
 * The notary a user works as: an active licence on an account that holds the notary role (decision
 * 056: revoking the role terminates the licence, the row stays), or null. The office's equeue and the
 * directory's review moderation both ask it.
 */
export async function workingNotary(
  db: Database,
  userId: number,
): Promise<{ id: number; officeId: number } | null> {
  const [row] = await db
    .select({ id: notaries.id, officeId: notaries.officeId })
    .from(notaries)
    .innerJoin(users, eq(users.id, notaries.userId))
    .where(
      and(
        eq(notaries.userId, userId),
        eq(notaries.licenseStatus, 'active'),
        sql`'notary' = any(${users.roles})`,
      ),
    );
  return row ?? null;
}
