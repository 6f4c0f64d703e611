import { eq } from 'drizzle-orm';
import type { Right } from '../../machines/act-types/rights';
import type { Database } from '../db/database';
import { powersOfAttorney } from '../db/schema';

// The registry of powers of attorney made by notaries: the base of a delegation (11680), and later the
// public search of section 6. Read by the registry's id.

type Reader = Pick<Database, 'select'>;

export type PowerOfAttorneyRecord = Omit<typeof powersOfAttorney.$inferSelect, 'rights'> & {
  rights: Right[];
};

export async function powerOfAttorneyById(db: Reader, id: number): Promise<PowerOfAttorneyRecord | null> {
  const [row] = await db.select().from(powersOfAttorney).where(eq(powersOfAttorney.id, id));
  return row ? { ...row, rights: row.rights as Right[] } : null;
}
