import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { citizens, notarialActs } from '../db/schema';
import { enforcementBureauUrl } from '../db/seed/vehicles';
import { MinistryError } from '../errors';
import { deathsOf, unpaidDebtsOf, type VehicleRecord } from '../registries/vehicles';

// The vehicle business rules of specification section 5. Each refusal is a 400 whose message (section
// 8) the client shows as its toast; they are checked when the act is created and again before it goes
// forward (ministry/acts/lifecycle.ts), because a registry can change in between.

type Reader = Pick<Database, 'select'>;

// Vehicle alienation acts: a sale (1) and a gift (4) of one vehicle exclude each other.
export const vehicleActTypes = [1, 4] as const;
export type VehicleActType = (typeof vehicleActTypes)[number];

export interface VehicleDeal {
  vehicle: VehicleRecord;
  // The applicant and every co-owner seller or giver.
  disposerCitizenIds: number[];
  // Every party of the act (disposers included).
  partyCitizenIds: number[];
  // The act being checked, when it exists already (excluded from the duplicate search).
  actId?: number | undefined;
}

export async function checkVehicleDeal(db: Reader, deal: VehicleDeal): Promise<void> {
  const { vehicle } = deal;
  const [existing] = await db
    .select({ id: notarialActs.id, uuid: notarialActs.uuid })
    .from(notarialActs)
    .where(
      and(
        eq(notarialActs.vehicleId, vehicle.vehicle.id),
        eq(notarialActs.unfinished, true),
        inArray(notarialActs.typeId, [...vehicleActTypes]),
        deal.actId === undefined ? undefined : ne(notarialActs.id, deal.actId),
      ),
    )
    .limit(1);
  if (existing) {
    throw new MinistryError(400, 'duplicate_act', {
      params: { uuid: existing.uuid, rid: existing.id, link: `/my_notarial_act/${existing.id}` },
    });
  }

  const ownerIds = vehicle.owners.map((o) => o.citizenId);
  const applicantId = deal.disposerCitizenIds[0];
  if (applicantId === undefined || !ownerIds.includes(applicantId)) {
    throw new MinistryError(400, 'not_vehicle_owner');
  }
  if (deal.disposerCitizenIds.some((id) => !ownerIds.includes(id))) {
    throw new MinistryError(400, 'not_vehicle_owner');
  }

  // A deceased owner or party: the act cannot go on (and shared property of a deceased owner is done
  // in person at a notary office, specification section 1).
  const deceased = await deathsOf(db, [...new Set([...ownerIds, ...deal.partyCitizenIds])]);
  if (deceased.size > 0) {
    const firstDeceased = [...vehicle.owners.map((o) => o.citizenId), ...deal.partyCitizenIds].find((id) =>
      deceased.has(id),
    );
    const pin = vehicle.owners.find((o) => o.citizenId === firstDeceased)?.pin;
    throw new MinistryError(400, 'deceased_party', {
      params: { pin: pin ?? (await pinOf(db, firstDeceased ?? 0)) },
    });
  }

  const debts = await unpaidDebtsOf(db, deal.disposerCitizenIds);
  if (debts.size > 0) {
    throw new MinistryError(400, 'enforcement_debt', { params: { link: enforcementBureauUrl } });
  }

  const activeBans = vehicle.bans.filter((ban) => ban.state === 'active').length;
  const unpaidFines = vehicle.fines.filter((fine) => !fine.paid).length;
  if (activeBans > 0 || unpaidFines > 0) {
    throw new MinistryError(400, 'vehicle_bans_fines', { params: { bans: activeBans, fines: unpaidFines } });
  }

  const missing = ownerIds.filter((id) => !deal.disposerCitizenIds.includes(id));
  if (missing.length > 0) {
    throw new MinistryError(400, 'co_owner_missing', { params: { missing: missing.length } });
  }
}

async function pinOf(db: Reader, citizenId: number): Promise<string> {
  const [row] = await db.select({ pin: citizens.pin }).from(citizens).where(eq(citizens.id, citizenId));
  return row?.pin ?? '';
}
