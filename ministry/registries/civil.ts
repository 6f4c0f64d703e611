import { and, eq, isNull, or } from 'drizzle-orm';
import type { RelationshipDegree } from '../../machines/money/relationship';
import type { Database } from '../db/database';
import { births, marriages } from '../db/schema';

// The civil registry's births and marriages (its deaths: ./vehicles.ts `deathsOf`), and the kinship
// they make (decision 076). Reads by a unique or indexed key.

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

/** The citizens a child's birth record names as its parents; none when the registry has no record. */
async function recordedParents(db: Reader, citizenId: number): Promise<number[]> {
  const birth = await birthOf(db, citizenId);
  return birth ? parentsOf(birth) : [];
}

/** Whether the birth records make two citizens siblings: another child of a parent either one has. */
async function siblings(db: Reader, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const ofA = await recordedParents(db, a);
  const ofB = await recordedParents(db, b);
  return ofA.some((parent) => ofB.includes(parent));
}

/** The citizens married to `citizenId` by a marriage in force. */
async function spousesOf(db: Reader, citizenId: number): Promise<number[]> {
  const rows = await db
    .select({ husband: marriages.husbandCitizenId, wife: marriages.wifeCitizenId })
    .from(marriages)
    .where(
      and(
        or(eq(marriages.husbandCitizenId, citizenId), eq(marriages.wifeCitizenId, citizenId)),
        isNull(marriages.dissolvedOn),
      ),
    );
  return rows.map((row) => (row.husband === citizenId ? row.wife : row.husband));
}

/**
 * Whether the civil registry's births and marriages make `party` the `degree` of `applicant` (the
 * party's relation to the applicant, as the act's form names it: `parent` is the applicant's parent).
 * It answers one question about two citizens an act already names, yes or no, and never which
 * relation they do have (decision 076; the registry is not a lookup, decision 069). `other` is never
 * confirmed: it names no relation.
 */
export async function recordsRelationship(
  db: Reader,
  applicant: number,
  party: number,
  degree: RelationshipDegree,
): Promise<boolean> {
  if (applicant === party) return false;
  // Sequential reads: inside a transaction they share one connection.
  const isParentOf = async (parent: number, child: number) =>
    (await recordedParents(db, child)).includes(parent);
  const someOf = async (candidates: number[], test: (candidate: number) => Promise<boolean>) => {
    for (const candidate of candidates) if (await test(candidate)) return true;
    return false;
  };
  switch (degree) {
    case 'spouse':
      return (await marriageBetween(db, applicant, party)) !== null;
    case 'parent':
      return isParentOf(party, applicant);
    case 'child':
      return isParentOf(applicant, party);
    case 'childSpouse':
      return someOf(await spousesOf(db, party), (spouse) => isParentOf(applicant, spouse));
    case 'grandchild':
      return someOf(await recordedParents(db, party), (parent) => isParentOf(applicant, parent));
    case 'grandparent':
      return someOf(await recordedParents(db, applicant), (parent) => isParentOf(party, parent));
    case 'sibling':
      return siblings(db, applicant, party);
    case 'nephewOrNiece':
      return someOf(await recordedParents(db, party), (parent) => siblings(db, applicant, parent));
    case 'other':
      return false;
  }
}
