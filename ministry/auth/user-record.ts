import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { citizens, districts, regions, users } from '../db/schema';
import type { Language } from '../i18n';
import { nameIn } from '../text/citizen-name';

/** The user record of the specification (section 3): every field, in this order. */
export interface UserRecord {
  id: number;
  userid: string;
  name: string;
  surname: string;
  lastname: string;
  fullname: string;
  typeid: number;
  gender: number;
  birthdate: string;
  birthcountry: string;
  inn: string | null;
  pin: string;
  passserial: string;
  passnum: string;
  issueorg: string;
  issuedate: string;
  exprdate: string;
  citizenship: string;
  nationality: string;
  phone: string;
  email: string | null;
  regionid: number;
  regionru: string;
  regionuz: string;
  districtid: number;
  districtru: string;
  districtuz: string;
  regaddress: string;
  actaddress: string;
  orginn: string | null;
  orgname: string | null;
  valid: boolean;
  termsofuse: number;
  roles: string[];
}

const region = alias(regions, 'user_region');
const district = alias(districts, 'user_district');

/**
 * The record of portal user `userId`. Names come in the script of the request's language: Latin for
 * oz, Cyrillic for uz and ru (the registry keeps both); region and district names come as the
 * specification's regionuz (Cyrillic Uzbek) and regionru.
 */
export async function userRecord(
  db: Database,
  userId: number,
  language: Language,
): Promise<UserRecord | null> {
  const [row] = await db
    .select({ user: users, citizen: citizens, region, district })
    .from(users)
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .innerJoin(region, eq(region.id, citizens.regionId))
    .innerJoin(district, eq(district.id, citizens.districtId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, citizen } = row;
  const name = nameIn(language, citizen.nameLatin, citizen.nameCyrillic);
  const surname = nameIn(language, citizen.surnameLatin, citizen.surnameCyrillic);
  const lastname = nameIn(language, citizen.lastnameLatin, citizen.lastnameCyrillic);
  return {
    id: user.id,
    userid: user.userid,
    name,
    surname,
    lastname,
    fullname: `${surname} ${name} ${lastname}`.toUpperCase(),
    typeid: user.typeid,
    gender: citizen.gender,
    birthdate: citizen.birthdate,
    birthcountry: citizen.birthcountry,
    inn: citizen.inn,
    pin: citizen.pin,
    passserial: citizen.passserial,
    passnum: citizen.passnum,
    issueorg: citizen.issueorg,
    issuedate: citizen.issuedate,
    exprdate: citizen.exprdate,
    citizenship: citizen.citizenship,
    nationality: citizen.nationality,
    phone: citizen.phone,
    email: citizen.email,
    regionid: citizen.regionId,
    regionru: row.region.nameRu,
    regionuz: row.region.nameUz,
    districtid: citizen.districtId,
    districtru: row.district.nameRu,
    districtuz: row.district.nameUz,
    regaddress: citizen.regaddress,
    actaddress: citizen.actaddress,
    orginn: user.orginn,
    orgname: user.orgname,
    valid: citizen.valid,
    termsofuse: user.termsofuse,
    roles: user.roles,
  };
}
