import { eq } from 'drizzle-orm';
import { actTypes, isActTypeId } from '../../machines/act-types/act-types';
import { type ActFee, actFee } from '../../machines/money/act-fee';
import { type RelationshipDegree, relationshipDegreeSchema } from '../../machines/money/relationship';
import type { Database } from '../db/database';
import { type ActRow, parties, realEstateSubjects, vehicleSubjects } from '../db/schema';

// The state fee of an act (decision 040): its type's tariff row, its receiving parties'
// relationship degree and its subject's value, through machines/money's `computeFee` with the
// base amount the ministry is configured with (BASE_AMOUNT_TIYIN).

type Reader = Pick<Database, 'select'>;

/** The roles whose relationship to the applicant the fee rules read: those the registry asks it of. */
function receivingRoles(typeId: number): readonly string[] {
  if (!isActTypeId(typeId)) return [];
  return actTypes[typeId].roles
    .filter((rule) => rule.fields.relationship !== undefined)
    .map((rule) => rule.role);
}

const relationshipOf = (fields: Record<string, unknown>): RelationshipDegree | undefined => {
  const parsed = relationshipDegreeSchema.safeParse(fields.relationship);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The act's fee, or null where none can be computed. The value is the vehicle's agreed price, else
 * its valuation; a real estate's price, else its inventory price (the first subject with one).
 */
export async function feeOfAct(db: Reader, act: ActRow, baseAmount: number): Promise<ActFee | null> {
  // Sequential: inside a transaction the reads share one connection.
  const partyRows = await db
    .select({ role: parties.role, fields: parties.fields, applicant: parties.applicant })
    .from(parties)
    .where(eq(parties.actId, act.id))
    .orderBy(parties.id);
  const vehicles = await db
    .select({ price: vehicleSubjects.price, valuation: vehicleSubjects.valuation })
    .from(vehicleSubjects)
    .where(eq(vehicleSubjects.actId, act.id))
    .orderBy(vehicleSubjects.id);
  const realEstate = await db
    .select({ price: realEstateSubjects.price, inventoryPrice: realEstateSubjects.inventoryPrice })
    .from(realEstateSubjects)
    .where(eq(realEstateSubjects.actId, act.id))
    .orderBy(realEstateSubjects.id);
  const values = [
    ...vehicles.map((subject) => subject.price ?? subject.valuation),
    ...realEstate.map((subject) => subject.price ?? subject.inventoryPrice),
  ].filter((value): value is number => value !== null && value !== undefined);
  const roles = receivingRoles(act.typeId);
  const relationships = partyRows
    .filter((party) => !party.applicant && roles.includes(party.role))
    .map((party) => relationshipOf(party.fields));
  const actType = isActTypeId(act.typeId) ? actTypes[act.typeId].tariff : act.typeId;
  return actFee({ actType, value: values[0], relationships, baseAmount });
}
