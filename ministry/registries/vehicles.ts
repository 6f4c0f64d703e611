import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  citizens,
  deaths,
  enforcementDebts,
  vehicleBans,
  vehicleFines,
  vehicleOwners,
  vehicles,
} from '../db/schema';

// Read access to the state registries the vehicle rules consult: the traffic police's vehicles (with
// owners, bans and fines), the enforcement bureau's debts and the civil registry's deaths. The sandbox
// keeps them in its own database; the real ministry would call the registries' services here.

type Reader = Pick<Database, 'select'>;

export type RegistryVehicle = typeof vehicles.$inferSelect;

export interface VehicleOwner {
  citizenId: number;
  pin: string;
  fio: string;
  share: { numerator: number; denominator: number };
}

export interface VehicleBan {
  id: number;
  kind: 'ban' | 'arrest' | 'restriction';
  state: 'active' | 'removed';
  startDate: string;
  documentDate: string;
  documentNumber: string;
  official: string;
  /** The organ in Latin Uzbek, Cyrillic Uzbek and Russian (registries/ban-organ.ts picks one). */
  organ: string;
  organUz: string;
  organRu: string;
}

export interface VehicleFine {
  id: number;
  resolutionNumber: string;
  issuedOn: string;
  amount: number; // tiyin
  paid: boolean;
}

export interface VehicleRecord {
  vehicle: RegistryVehicle;
  owners: VehicleOwner[];
  bans: VehicleBan[];
  fines: VehicleFine[];
}

export interface VehicleKey {
  stateNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
}

/** The vehicle with this state number and tech passport, or null (all three must match). */
export async function findVehicle(db: Reader, key: VehicleKey): Promise<VehicleRecord | null> {
  const [vehicle] = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.stateNumber, key.stateNumber),
        eq(vehicles.techPassportSeries, key.techPassportSeries),
        eq(vehicles.techPassportNumber, key.techPassportNumber),
      ),
    );
  return vehicle ? vehicleRecord(db, vehicle) : null;
}

export async function vehicleById(db: Reader, id: number): Promise<VehicleRecord | null> {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return vehicle ? vehicleRecord(db, vehicle) : null;
}

/** An owner as the registries' joins read one (vehicles and real estate alike). */
export const ownerOf = (o: {
  citizenId: number;
  pin: string;
  surname: string;
  name: string;
  lastname: string;
  numerator: number;
  denominator: number;
}): VehicleOwner => ({
  citizenId: o.citizenId,
  pin: o.pin,
  fio: `${o.surname} ${o.name} ${o.lastname}`,
  share: { numerator: o.numerator, denominator: o.denominator },
});

async function vehicleRecord(db: Reader, vehicle: RegistryVehicle): Promise<VehicleRecord> {
  // One after the other: inside a transaction the reads share one connection.
  const owners = await db
    .select({
      citizenId: vehicleOwners.citizenId,
      pin: citizens.pin,
      surname: citizens.surnameLatin,
      name: citizens.nameLatin,
      lastname: citizens.lastnameLatin,
      numerator: vehicleOwners.shareNumerator,
      denominator: vehicleOwners.shareDenominator,
    })
    .from(vehicleOwners)
    .innerJoin(citizens, eq(citizens.id, vehicleOwners.citizenId))
    .where(eq(vehicleOwners.vehicleId, vehicle.id))
    .orderBy(asc(vehicleOwners.citizenId));
  const bans = await db
    .select()
    .from(vehicleBans)
    .where(eq(vehicleBans.vehicleId, vehicle.id))
    .orderBy(asc(vehicleBans.id));
  const fines = await db
    .select()
    .from(vehicleFines)
    .where(eq(vehicleFines.vehicleId, vehicle.id))
    .orderBy(asc(vehicleFines.id));
  return {
    vehicle,
    owners: owners.map(ownerOf),
    bans: bans.map(({ vehicleId: _vehicleId, ...ban }) => ban),
    fines: fines.map(({ vehicleId: _vehicleId, ...fine }) => fine),
  };
}

/** Death records of these citizens: citizen id -> death date (yyyy-mm-dd). */
export async function deathsOf(db: Reader, citizenIds: number[]): Promise<Map<number, string>> {
  if (citizenIds.length === 0) return new Map();
  const rows = await db.select().from(deaths).where(inArray(deaths.citizenId, citizenIds));
  return new Map(rows.map((row) => [row.citizenId, row.deathDate]));
}

/** Unpaid enforcement-bureau debt of each citizen (tiyin), only for those who owe something. */
export async function unpaidDebtsOf(db: Reader, citizenIds: number[]): Promise<Map<number, number>> {
  if (citizenIds.length === 0) return new Map();
  const rows = await db
    .select({
      citizenId: enforcementDebts.citizenId,
      unpaid: sql<number>`sum(${enforcementDebts.amount} - ${enforcementDebts.paidAmount})::float8`,
    })
    .from(enforcementDebts)
    .where(inArray(enforcementDebts.citizenId, citizenIds))
    .groupBy(enforcementDebts.citizenId);
  return new Map(
    rows.filter((row) => Number(row.unpaid) > 0).map((row) => [row.citizenId, Number(row.unpaid)]),
  );
}
