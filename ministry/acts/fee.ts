import { desc, eq, lte } from 'drizzle-orm';
import { actTypes, isActTypeId } from '../../machines/act-types/act-types';
import { tashkentDateTime } from '../../machines/clock/clock';
import { type ActFee, type ActFeeInput, actFee, isTariffActType } from '../../machines/money/act-fee';
import { applied } from '../../machines/money/fee';
import { type RelationshipDegree, relationshipDegreeSchema } from '../../machines/money/relationship';
import { tariff } from '../../machines/money/tariff';
import type { Database } from '../db/database';
import { type ActRow, baseAmounts, parties, realEstateSubjects, vehicleSubjects } from '../db/schema';
import { recordsRelationship } from '../registries/civil';

// The state fee (decision 040): an act type's tariff row, the receiving parties' relationship degree
// and the subject's value, through machines/money's `actFee` with the base amount in force. Two
// callers ask it the same way (decision 050): the notary's invoices read the inputs from the stored
// act (`feeOfAct`), the public calculator takes them as typed (`quoteFee`); both end in `quoteFee`.
// A stored act's claimed degree reduces its fee only when the civil registry confirms it between the
// act's applicant and that party (decision 076); the calculator, which names nobody, quotes as asked.

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
 * The base calculation amount (BHM) in force on a day (Tashkent): the latest one /update_dict
 * entered with an effective date on or before it, else the configured one (BASE_AMOUNT_TIYIN).
 */
export async function baseAmountOn(db: Reader, configured: number, at: Date | string): Promise<number> {
  const day = tashkentDateTime(at).date;
  const [row] = await db
    .select({ amount: baseAmounts.amount })
    .from(baseAmounts)
    .where(lte(baseAmounts.effectiveFrom, day))
    .orderBy(desc(baseAmounts.effectiveFrom))
    .limit(1);
  return row?.amount ?? configured;
}

/** The fee's inputs but the base amount: the act type's tariff row, the value, the relationships. */
export type FeeQuestion = Omit<ActFeeInput, 'baseAmount'>;

/** The fee for these inputs with the base amount in force at `at`: the one tariff path of both callers. */
export async function quoteFee(
  db: Reader,
  question: FeeQuestion,
  configuredBaseAmount: number,
  at: Date | string = new Date(),
): Promise<ActFee | null> {
  const baseAmount = await baseAmountOn(db, configuredBaseAmount, at);
  return actFee({ ...question, baseAmount });
}

/** The fee question of a registry act type, as the calculator asks it: one receiving party. */
export function feeQuestionOfType(
  typeId: number,
  value: number | undefined,
  relationship: RelationshipDegree | undefined,
): FeeQuestion {
  const actType = isActTypeId(typeId) ? actTypes[typeId].tariff : typeId;
  return { actType, value, relationships: relationship === undefined ? [] : [relationship] };
}

/**
 * The act's fee, or null where none can be computed. The value is the vehicle's agreed price, else
 * its valuation; a real estate's price, else its inventory price (the first subject with one).
 */
export async function feeOfAct(
  db: Reader,
  act: ActRow,
  configuredBaseAmount: number,
  at: Date | string = new Date(),
): Promise<ActFee | null> {
  return quoteFee(db, await feeQuestionOfAct(db, act), configuredBaseAmount, at);
}

/** What the fee of a stored act is asked with: its type, its subject's value, its receiving parties. */
export async function feeQuestionOfAct(db: Reader, act: ActRow): Promise<FeeQuestion> {
  // Sequential: inside a transaction the reads share one connection.
  const partyRows = await db
    .select({
      role: parties.role,
      class: parties.class,
      citizenId: parties.citizenId,
      fields: parties.fields,
      applicant: parties.applicant,
    })
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
  const actType = isActTypeId(act.typeId) ? actTypes[act.typeId].tariff : act.typeId;
  const applicant = partyRows.find((party) => party.applicant);
  const relationships: (RelationshipDegree | undefined)[] = [];
  let relationshipNotFound = false;
  for (const party of partyRows.filter((row) => !row.applicant && roles.includes(row.role))) {
    const claimed = relationshipOf(party.fields);
    if (claimed === undefined || !reduces(actType, claimed)) {
      relationships.push(claimed);
      continue;
    }
    // Only a claim that would lower the fee is asked, and only about this act's applicant and party.
    const confirmed =
      applicant !== undefined &&
      applicant.class === 'physical' &&
      party.class === 'physical' &&
      (await recordsRelationship(db, applicant.citizenId, party.citizenId, claimed));
    relationships.push(confirmed ? claimed : undefined);
    if (!confirmed) relationshipNotFound = true;
  }
  return {
    actType,
    value: values[0],
    relationships,
    ...(relationshipNotFound ? { relationshipNotFound } : {}),
  };
}

/** Whether the tariff lowers this act type's fee for a party of this degree. */
const reduces = (actType: number, degree: RelationshipDegree) =>
  isTariffActType(actType) && applied(tariff[actType], degree).basis.length > 1;
