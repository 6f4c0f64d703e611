import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { births, marriages } from '../db/schema';

// The civil registry's births and marriages (its deaths: ./vehicles.ts `deathsOf`). Reads by a unique
// or indexed key, one record each.

type Reader = Pick<Database, 'select'>;

export type BirthRecord = typeof births.$inferSelect;
export type MarriageRecord = typeof marriages.$inferSelect;

/** The birth record of a child (citizen id), or null when the registry has none. */
export async function birthOf(db: Reader, childCitizenId: number): Promise<BirthRecord | null> {
  const [row] = await db.select().from(births).where(eq(births.childCitizenId, childCitizenId));
  return row ?? null;
}

/** The parents a birth record names. */
export const parentsOf = (birth: BirthRecord): number[] =>
  [birth.fatherCitizenId, birth.motherCitizenId].filter((id): id is number => id !== null);

/** The marriage in force between two citizens, whichever is the husband, or null. */
export async function marriageBetween(db: Reader, a: number, b: number): Promise<MarriageRecord | null> {
  const [row] = await db
    .select()
    .from(marriages)
    .where(
      and(
        or(
          and(eq(marriages.husbandCitizenId, a), eq(marriages.wifeCitizenId, b)),
          and(eq(marriages.husbandCitizenId, b), eq(marriages.wifeCitizenId, a)),
        ),
        isNull(marriages.dissolvedOn),
      ),
    )
    .limit(1);
  return row ?? null;
}
