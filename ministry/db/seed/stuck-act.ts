import { eq, inArray } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { nothingRecorded } from '../../../machines/act/act.machine';
import { storedActSchema } from '../../../machines/act/act.persist';
import { vehicleSubjectOf } from '../../acts/vehicle-subject';
import * as schema from '../schema';
import { seedStuckActTrace } from './stuck-act-trace';

// The analysts' seeded stuck act (issue 14, decision 060; docs/sandbox.md): a vehicle sale by Nazarov
// (AG 1000081) to Qodirova (AG 1000082), who accepted; sent for the check ten days before the seed ran
// and never reviewed, so it stands in step 2 (checking, the notary must act) far beyond the step's
// 48-hour limit. Its journal is written as the lifecycle writes it since migration 0020, whole events
// included, so a replay rebuilds it exactly.

export const stuckActUuid = '5d0c0a1e-0000-4000-8000-000000000014';
/** His car in the seeded registry (ministry/db/seed/vehicles.ts), and the price agreed, in som. */
export const stuckActVehicle = {
  stateNumber: '01N081NA',
  techPassportSeries: 'AAT',
  techPassportNumber: '2000081',
};
const priceSom = 230_000_000;
const licence = 'N-000101';
const day = 24 * 3_600_000;

// The seed's own transaction type, as in seed/index.ts: database.ts imports the seed, not the reverse.
type Tx = Parameters<Parameters<PgDatabase<PgQueryResultHKT, typeof schema>['transaction']>[0]>[0];

export async function seedStuckAct(tx: Tx, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: schema.notarialActs.id })
    .from(schema.notarialActs)
    .where(eq(schema.notarialActs.uuid, stuckActUuid));
  if (existing) return;
  const [notary] = await tx
    .select({ id: schema.notaries.id, officeId: schema.notaries.officeId })
    .from(schema.notaries)
    .where(eq(schema.notaries.licenseNumber, licence));
  const people = await tx
    .select({ id: schema.users.id, userid: schema.users.userid, citizen: schema.citizens })
    .from(schema.users)
    .innerJoin(schema.citizens, eq(schema.citizens.id, schema.users.citizenId))
    .where(inArray(schema.users.userid, ['onazarov', 'mqodirova']));
  const seller = people.find((p) => p.userid === 'onazarov');
  const buyer = people.find((p) => p.userid === 'mqodirova');
  const [vehicle] = await tx
    .select()
    .from(schema.vehicles)
    .where(eq(schema.vehicles.stateNumber, stuckActVehicle.stateNumber));
  if (!notary || !seller || !buyer || !vehicle) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day).toISOString();

  const [act] = await tx
    .insert(schema.notarialActs)
    .values({
      uuid: stuckActUuid,
      typeId: 1,
      applicantUserId: seller.id,
      notaryId: notary.id,
      officeId: notary.officeId,
      state: 'preparation',
      step: 1,
      context: {},
      instime: at(12),
      updatedAt: at(10),
      stateSince: at(10),
      clientPhone: seller.citizen.phone,
    })
    .returning({ id: schema.notarialActs.id });
  const fio = (c: typeof seller.citizen) => `${c.surnameLatin} ${c.nameLatin} ${c.lastnameLatin}`;
  const partyRow = (person: typeof seller, applicant: boolean) => ({
    actId: act!.id,
    citizenId: person.citizen.id,
    userId: person.id,
    role: applicant ? ('seller' as const) : ('buyer' as const),
    applicant,
    status: 'accepted' as const,
    statusAt: at(11),
    fio: fio(person.citizen),
    passserial: person.citizen.passserial,
    passnum: person.citizen.passnum,
    pin: person.citizen.pin,
    phone: person.citizen.phone,
  });
  await tx.insert(schema.parties).values(partyRow(seller, true));
  // The car as the registry had it when he made the act, as the creation stores it (acts/create.ts).
  await tx.insert(schema.vehicleSubjects).values(vehicleSubjectOf(act!.id, vehicle, priceSom, 0));
  const [party] = await tx
    .insert(schema.parties)
    .values(partyRow(buyer, false))
    .returning({ id: schema.parties.id });

  const input = {
    parties: [{ id: String(party!.id), userId: String(buyer.id), required: true }],
    notaryId: String(notary.id),
    simplified: false,
  };
  const applicant = { role: 'applicant' as const, userId: String(seller.id) };
  const partyActor = { role: 'party' as const, userId: String(buyer.id) };
  const stored = storedActSchema.parse({
    state: 'checking',
    context: {
      simplified: false,
      parties: [{ ...input.parties[0], status: 'accepted' }],
      invoices: [],
      notaryId: input.notaryId,
      ...nothingRecorded,
    },
  });
  await tx
    .update(schema.notarialActs)
    .set({ state: stored.state, step: 2, context: stored.context, version: 3, awaiting: ['notary'] })
    .where(eq(schema.notarialActs.id, act!.id));
  const row = {
    actId: act!.id,
    fromStep: 1,
    payload: {},
  };
  await tx.insert(schema.journal).values([
    {
      ...row,
      event: 'act.created',
      role: 'applicant',
      userId: seller.id,
      fromState: 'preparation',
      toState: 'preparation',
      toStep: 1,
      version: 1,
      payload: { type: 1, parties: input.parties.map((p) => p.id), notaryId: input.notaryId },
      machineEvent: { type: 'act.created', actor: applicant, input },
      at: at(12),
    },
    {
      ...row,
      event: 'party.accepted',
      role: 'party',
      userId: buyer.id,
      fromState: 'preparation',
      toState: 'preparation',
      toStep: 1,
      version: 2,
      payload: { partyId: String(party!.id) },
      machineEvent: { type: 'party.accepted', actor: partyActor, partyId: String(party!.id) },
      at: at(11),
    },
    {
      ...row,
      event: 'act.sentForCheck',
      role: 'applicant',
      userId: seller.id,
      fromState: 'preparation',
      toState: 'checking',
      toStep: 2,
      version: 3,
      machineEvent: { type: 'act.sentForCheck', actor: applicant },
      at: at(10),
    },
  ]);
  // The browser trace of his page that made it: the form, opened three and a half minutes before.
  await seedStuckActTrace(tx as never, {
    act: { rid: act!.id, uuid: stuckActUuid, typeId: 1, notaryId: notary.id },
    vehicle: { ...stuckActVehicle, priceSom },
    applicant: { userId: seller.id },
    party: {
      passserial: buyer.citizen.passserial,
      passnum: buyer.citizen.passnum,
      pin: buyer.citizen.pin,
      phone: buyer.citizen.phone ?? '',
    },
    startedAt: new Date(Date.parse(at(12)) - 216_300),
  });
}
