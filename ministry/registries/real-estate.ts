import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { citizens, realEstateBans, realEstateOwners, realEstates } from '../db/schema';
import { ownerOf, type VehicleBan, type VehicleOwner } from './vehicles';

// The cadastre registry: real estate by cadastre number, with its owners and shares and its bans.
// Every read is by a unique or indexed key and returns one object's rows.

type Reader = Pick<Database, 'select'>;

export interface RealEstateRecord {
  realEstate: typeof realEstates.$inferSelect;
  owners: VehicleOwner[];
  bans: VehicleBan[];
}

export async function findRealEstate(db: Reader, cadastreNumber: string): Promise<RealEstateRecord | null> {
  const [realEstate] = await db
    .select()
    .from(realEstates)
    .where(eq(realEstates.cadastreNumber, cadastreNumber));
  if (!realEstate) return null;
  // One after the other: inside a transaction the reads share one connection.
  const owners = await db
    .select({
      citizenId: realEstateOwners.citizenId,
      pin: citizens.pin,
      surname: citizens.surnameLatin,
      name: citizens.nameLatin,
      lastname: citizens.lastnameLatin,
      numerator: realEstateOwners.shareNumerator,
      denominator: realEstateOwners.shareDenominator,
    })
    .from(realEstateOwners)
    .innerJoin(citizens, eq(citizens.id, realEstateOwners.citizenId))
    .where(eq(realEstateOwners.realEstateId, realEstate.id))
    .orderBy(asc(realEstateOwners.citizenId));
  const bans = await db
    .select()
    .from(realEstateBans)
    .where(eq(realEstateBans.realEstateId, realEstate.id))
    .orderBy(asc(realEstateBans.id));
  return {
    realEstate,
    owners: owners.map(ownerOf),
    bans: bans.map(({ realEstateId: _realEstateId, ...ban }) => ban),
  };
}
