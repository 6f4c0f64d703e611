import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createStored, restore } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import { amountValueSchema } from '../../machines/fields/amount';
import { citizenPassportType, exactPassportNumberSchema } from '../../machines/fields/passport-number';
import { exactPassportSeriesSchema } from '../../machines/fields/passport-series';
import { exactPhoneSchema } from '../../machines/fields/phone';
import { exactPinSchema } from '../../machines/fields/pin';
import { recordIdSchema } from '../../machines/fields/record-id';
import { exactStateNumberSchema } from '../../machines/fields/state-number';
import {
  exactTechPassportNumberSchema,
  exactTechPassportSeriesSchema,
} from '../../machines/fields/tech-passport';
import type { Database, Tx } from '../db/database';
import {
  type ActRow,
  citizens,
  journal,
  notarialActs,
  notaries,
  offices,
  parties,
  users,
  vehicleSubjects,
} from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import type { Language } from '../i18n';
import { findVehicle } from '../registries/vehicles';
import { sendInvitation } from './invitations';
import type { Acts } from './lifecycle';
import { writePrintForm } from './print-form';
import { checkVehicleDeal } from './vehicle-rules';

// Creating a vehicle sale (type 1) or gift (type 4): the applicant is the seller or giver; the other
// parties are invited by SMS (the sandbox's outbox) with a link carrying an unguessable token and its
// QR code. Everything is one transaction: a refused rule leaves no trace.

// The parties' data as the registry holds it: the UI's masks produce exactly this shape.
const passserial = exactPassportSeriesSchema;
const passnum = exactPassportNumberSchema(citizenPassportType);
const pin = exactPinSchema;

const partyInput = z
  .object({
    role: z.enum(['seller', 'buyer', 'giver', 'donee'], { error: 'error_wrong_party_role' }),
    passserial: passserial.optional(),
    passnum: passnum.optional(),
    pin: pin.optional(),
    phone: exactPhoneSchema.optional(),
  })
  .refine((p) => p.pin !== undefined || (p.passserial !== undefined && p.passnum !== undefined), {
    message: 'error_wrong_party_identity',
    path: ['pin'],
  });

export const createActSchema = z.object({
  type: z.union([z.literal(1), z.literal(4)], { error: 'error_wrong_act_type' }),
  regtype: z.union([z.literal(1), z.literal(2)], { error: 'error_wrong_regtype' }).default(1),
  // A simplified act is opened by uuid (enotarial_act, regsystemid 3); otherwise by rid (2).
  simplified: z.boolean().default(false),
  vehicle: z.object({
    stateNumber: exactStateNumberSchema,
    techPassportSeries: exactTechPassportSeriesSchema,
    techPassportNumber: exactTechPassportNumberSchema,
    // so'm; stored in tiyin, so a third decimal is rounded away rather than refused.
    price: amountValueSchema({
      type: 'error_wrong_price',
      positive: 'error_wrong_price',
      tooLarge: 'error_wrong_price',
    }),
  }),
  parties: z.array(partyInput).min(1, 'error_required_parties').max(10, 'error_required_parties'),
  notary: z.discriminatedUnion(
    'mode',
    [
      z.object({
        mode: z.literal('auto'),
        regionId: recordIdSchema('error_wrong_notary_choice').optional(),
      }),
      z.object({ mode: z.literal('manual'), notaryId: recordIdSchema('error_wrong_notary_choice') }),
    ],
    { error: 'error_wrong_notary_choice' },
  ),
  clientPhone: exactPhoneSchema.optional(),
});
export type CreateActInput = z.input<typeof createActSchema>;

/**
 * The roles a parsed input's parties may take: the type's two, and at least one counterpart. The
 * 400's `fields`, empty when the roles are right (exported for the registry's agreement test).
 */
export function partyRoleFields(input: z.output<typeof createActSchema>): Record<string, string> {
  const counterpart = input.type === 1 ? 'buyer' : 'donee';
  const disposer = input.type === 1 ? 'seller' : 'giver';
  const fields: Record<string, string> = {};
  input.parties.forEach((p, i) => {
    if (p.role !== counterpart && p.role !== disposer) fields[`parties.${i}.role`] = 'error_wrong_party_role';
  });
  if (!input.parties.some((p) => p.role === counterpart)) fields.parties = 'error_required_parties';
  return fields;
}

export interface CreateOptions {
  // Base URL of the portal for the invitation link's QR code (the SMS carries the same absolute link).
  publicUrl: string;
  language: Language;
}

type Citizen = typeof citizens.$inferSelect;

async function citizenOf(tx: Tx, party: z.infer<typeof partyInput>): Promise<Citizen> {
  const where =
    party.pin !== undefined
      ? eq(citizens.pin, party.pin)
      : and(eq(citizens.passserial, party.passserial!), eq(citizens.passnum, party.passnum!));
  const [citizen] = await tx.select().from(citizens).where(where);
  const samePassport =
    citizen &&
    (party.passserial === undefined || party.passserial === citizen.passserial) &&
    (party.passnum === undefined || party.passnum === citizen.passnum);
  if (!citizen || !samePassport) throw new MinistryError(400, 'citizen_not_found');
  return citizen;
}

/** The portal account of a citizen; one is opened for an invited citizen who has none yet. */
async function userOf(tx: Tx, citizen: Citizen): Promise<number> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.citizenId, citizen.id));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(users)
    .values({ citizenId: citizen.id, userid: `u${citizen.pin}`, roles: ['applicant'] })
    .returning({ id: users.id });
  return created!.id;
}

export async function chooseNotary(
  tx: Tx,
  choice: z.infer<typeof createActSchema>['notary'],
  regionId: number,
  /** Left out of an automatic choice: the notaries the applicant rejected on this act. */
  excluded: readonly number[] = [],
): Promise<{ notaryId: number; officeId: number }> {
  const load = sql<number>`(select count(*) from ${notarialActs} where ${notarialActs.notaryId} = ${notaries.id} and ${notarialActs.unfinished})::int`;
  const [row] = await tx
    .select({ notaryId: notaries.id, officeId: notaries.officeId, load })
    .from(notaries)
    .innerJoin(offices, eq(offices.id, notaries.officeId))
    .where(
      and(
        eq(notaries.licenseStatus, 'active'),
        choice.mode === 'manual'
          ? eq(notaries.id, choice.notaryId)
          : and(
              eq(offices.regionId, choice.regionId ?? regionId),
              excluded.length > 0 ? notInArray(notaries.id, [...excluded]) : undefined,
            ),
      ),
    )
    // Automatic choice: the least loaded notary of the region (fewest unfinished acts), then the oldest.
    .orderBy(asc(load), asc(notaries.id))
    .limit(1);
  if (!row) throw new MinistryError(400, 'no_notary_available');
  return { notaryId: row.notaryId, officeId: row.officeId };
}

export interface CreatedAct {
  rid: number;
  uuid: string;
  version: number;
}

export async function createAct(
  db: Database,
  acts: Acts,
  applicantUserId: number,
  body: unknown,
  options: CreateOptions,
): Promise<CreatedAct> {
  const input = parseInput(createActSchema, body);
  const disposer = input.type === 1 ? 'seller' : 'giver';
  const fields = partyRoleFields(input);
  if (Object.keys(fields).length > 0) throw new MinistryError(400, 'validation_failed', { fields });

  const at = acts.now().toISOString();
  const created = await db.transaction(async (tx) => {
    const [applicant] = await tx
      .select({ citizen: citizens })
      .from(users)
      .innerJoin(citizens, eq(citizens.id, users.citizenId))
      .where(eq(users.id, applicantUserId));
    if (!applicant) throw new MinistryError(403, 'forbidden');
    const invited: { input: z.infer<typeof partyInput>; citizen: Citizen; userId: number }[] = [];
    for (const [i, p] of input.parties.entries()) {
      const citizen = await citizenOf(tx, p);
      if (citizen.id === applicant.citizen.id || invited.some((other) => other.citizen.id === citizen.id)) {
        throw new MinistryError(400, 'validation_failed', {
          fields: { [`parties.${i}`]: 'error_duplicate_party' },
        });
      }
      invited.push({ input: p, citizen, userId: await userOf(tx, citizen) });
    }

    const vehicle = await findVehicle(tx, input.vehicle);
    if (!vehicle) throw new MinistryError(400, 'vehicle_not_found');
    await checkVehicleDeal(tx, {
      vehicle,
      disposerCitizenIds: [
        applicant.citizen.id,
        ...invited.filter((p) => p.input.role === disposer).map((p) => p.citizen.id),
      ],
      partyCitizenIds: [applicant.citizen.id, ...invited.map((p) => p.citizen.id)],
    });
    const { notaryId, officeId } = await chooseNotary(tx, input.notary, applicant.citizen.regionId);

    const [act] = await tx
      .insert(notarialActs)
      .values({
        typeId: input.type,
        applicantUserId,
        notaryId,
        officeId,
        state: 'preparation',
        step: 1,
        // Replaced below, once the parties have their ids.
        context: {},
        regtype: input.regtype,
        regsystemid: input.simplified ? 3 : 2,
        language: options.language,
        clientPhone: input.clientPhone ?? applicant.citizen.phone,
        vehicleId: vehicle.vehicle.id,
        instime: at,
        updatedAt: at,
      })
      .returning();
    const actRow = act!;
    const fio = (c: Citizen) => `${c.surnameLatin} ${c.nameLatin} ${c.lastnameLatin}`;
    await tx.insert(parties).values({
      actId: actRow.id,
      citizenId: applicant.citizen.id,
      userId: applicantUserId,
      role: disposer,
      applicant: true,
      status: 'accepted',
      statusAt: at,
      fio: fio(applicant.citizen),
      passserial: applicant.citizen.passserial,
      passnum: applicant.citizen.passnum,
      pin: applicant.citizen.pin,
      phone: applicant.citizen.phone,
    });
    const contextParties = [];
    for (const p of invited) {
      const [party] = await tx
        .insert(parties)
        .values({
          actId: actRow.id,
          citizenId: p.citizen.id,
          userId: p.userId,
          role: p.input.role,
          coOwner: p.input.role === disposer,
          required: true,
          fio: fio(p.citizen),
          passserial: p.citizen.passserial,
          passnum: p.citizen.passnum,
          pin: p.citizen.pin,
          phone: p.input.phone ?? p.citizen.phone,
        })
        .returning({ id: parties.id });
      await sendInvitation(tx, {
        act: actRow,
        partyId: party!.id,
        phone: p.input.phone ?? p.citizen.phone,
        message: 'invitation',
        language: options.language,
        publicUrl: options.publicUrl,
        at,
      });
      contextParties.push({ id: String(party!.id), userId: String(p.userId), required: true });
    }

    const stored = createStored({ parties: contextParties, notaryId: String(notaryId) });
    const [withContext] = await tx
      .update(notarialActs)
      .set({
        state: stored.state,
        context: stored.context,
        awaiting: selectAct(restore(stored), { role: 'system', userId: 'system' }).awaiting,
      })
      .where(eq(notarialActs.id, actRow.id))
      .returning();
    await tx.insert(vehicleSubjects).values({
      actId: actRow.id,
      vehicleId: vehicle.vehicle.id,
      stateNumber: vehicle.vehicle.stateNumber,
      techPassportSeries: vehicle.vehicle.techPassportSeries,
      techPassportNumber: vehicle.vehicle.techPassportNumber,
      address: vehicle.vehicle.address,
      specialMarks: vehicle.vehicle.specialMarks,
      issuer: vehicle.vehicle.issuer,
      issueDate: vehicle.vehicle.issueDate,
      make: vehicle.vehicle.make,
      model: vehicle.vehicle.model,
      country: vehicle.vehicle.country,
      motorNumber: vehicle.vehicle.motorNumber,
      bodyNumber: vehicle.vehicle.bodyNumber,
      chassisNumber: vehicle.vehicle.chassisNumber,
      colour: vehicle.vehicle.colour,
      year: vehicle.vehicle.year,
      horsepower: vehicle.vehicle.horsepower,
      stampOrganisation: vehicle.vehicle.stampOrganisation,
      stampDate: vehicle.vehicle.stampDate,
      price: Math.round(input.vehicle.price * 100),
      balancePercent: vehicle.vehicle.balancePercent,
      valuation: vehicle.vehicle.valuation,
      inventoryPrice: vehicle.vehicle.inventoryPrice,
      unpaidSum: 0,
      fines: vehicle.fines.filter((f) => !f.paid).reduce((sum, f) => sum + f.amount, 0),
    });
    await writePrintForm(tx, withContext as ActRow, at);
    // The journal's first row: the act came into being in preparation (version 1).
    await tx.insert(journal).values({
      actId: actRow.id,
      event: 'act.created',
      role: 'applicant',
      userId: applicantUserId,
      fromState: stored.state,
      toState: stored.state,
      fromStep: 1,
      toStep: 1,
      version: 1,
      payload: { type: input.type, parties: contextParties.map((p) => p.id), notaryId: String(notaryId) },
      at,
    });
    return { rid: actRow.id, uuid: actRow.uuid, version: 1 };
  });
  return created;
}
