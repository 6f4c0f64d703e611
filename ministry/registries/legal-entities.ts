import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { citizens, legalEntities } from '../db/schema';

// The state register of legal entities, by tax id (inn), with the manager's PIN: a legal party (a
// pledgee bank) is named by its inn and its manager.

type Reader = Pick<Database, 'select'>;

export interface LegalEntityRecord {
  entity: typeof legalEntities.$inferSelect;
  managerPin: string;
}

export async function legalEntityByInn(db: Reader, inn: string): Promise<LegalEntityRecord | null> {
  const [row] = await db
    .select({ entity: legalEntities, managerPin: citizens.pin })
    .from(legalEntities)
    .innerJoin(citizens, eq(citizens.id, legalEntities.managerCitizenId))
    .where(eq(legalEntities.inn, inn));
  return row ?? null;
}
