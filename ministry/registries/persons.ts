import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { births, citizens, legalEntities } from '../db/schema';

// Who a PIN and a document name together in the civil registry, and which legal entity a manager
// acts for. The registry answers only when every part names the same person: a PIN alone or a
// passport alone names nobody here, so the act's form cannot be used to look anyone up
// (docs/decisions/069-registry-is-not-a-lookup.md). Each read is one lookup by a unique key. Whether
// the document is still in force is not asked here: it names the person either way, and the notary
// checks the documents themselves (a deceased person's, say, which the rules then refuse).

type Reader = Pick<Database, 'select'>;

export type Citizen = typeof citizens.$inferSelect;

/** A person as an act names them: the PIN with the passport, or a minor's PIN with the birth record. */
export type PersonIdentity =
  | { pin: string; passserial: string; passnum: string }
  | { pin: string; birthRecordNumber: string };

/** The citizen the PIN and the document name together, or null when they name nobody together. */
export async function citizenByIdentity(db: Reader, identity: PersonIdentity): Promise<Citizen | null> {
  if ('birthRecordNumber' in identity) {
    const [row] = await db
      .select({ citizen: citizens })
      .from(citizens)
      .innerJoin(births, eq(births.childCitizenId, citizens.id))
      .where(and(eq(citizens.pin, identity.pin), eq(births.recordNumber, identity.birthRecordNumber)));
    return row?.citizen ?? null;
  }
  const [citizen] = await db
    .select()
    .from(citizens)
    .where(
      and(
        eq(citizens.pin, identity.pin),
        eq(citizens.passserial, identity.passserial),
        eq(citizens.passnum, identity.passnum),
      ),
    );
  return citizen ?? null;
}

/** The legal entity of this tax id when this citizen is its manager, or null. */
export async function legalEntityManagedBy(
  db: Reader,
  inn: string,
  managerCitizenId: number,
): Promise<typeof legalEntities.$inferSelect | null> {
  const [entity] = await db
    .select()
    .from(legalEntities)
    .where(and(eq(legalEntities.inn, inn), eq(legalEntities.managerCitizenId, managerCitizenId)));
  return entity ?? null;
}
