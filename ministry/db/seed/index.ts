import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import { seedActTypes } from './act-types';
import { seedNotifications, tashkentDayPlus } from './notifications';
import { seedOffices } from './offices';
import { seedPeople } from './people';
import { seedRegions } from './regions';

export { seedActTypes } from './act-types';
export { type SeedNotification, seedNotifications } from './notifications';
export { seedOffices } from './offices';
export { registryPhotos, type SeedPerson, seedPeople } from './people';
export { seedRegions } from './regions';

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Idempotent: every insert skips rows whose natural key already exists, so it runs at each start and
 * a second run adds nothing. Existing rows are never overwritten: data changed through the portal
 * (terms accepted, for example) survives a restart.
 */
export async function runSeed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.regions)
      .values(
        seedRegions.map((r) => ({
          id: r.id,
          nameOz: r.name.oz,
          nameUz: r.name.uz,
          nameRu: r.name.ru,
          sortOrder: r.sortOrder,
        })),
      )
      .onConflictDoNothing({ target: schema.regions.id });
    await tx
      .insert(schema.districts)
      .values(
        seedRegions.flatMap((r) =>
          r.districts.map((d) => ({
            id: d.id,
            regionId: d.regionId,
            kind: d.kind,
            nameOz: d.name.oz,
            nameUz: d.name.uz,
            nameRu: d.name.ru,
          })),
        ),
      )
      .onConflictDoNothing({ target: schema.districts.id });
    await tx
      .insert(schema.actTypes)
      .values(
        seedActTypes.map((a) => ({
          id: a.id,
          nameOz: a.name.oz,
          nameUz: a.name.uz,
          nameRu: a.name.ru,
          category: a.category,
          simplified: a.simplified,
        })),
      )
      .onConflictDoNothing({ target: schema.actTypes.id });
    await tx
      .insert(schema.offices)
      .values(
        seedOffices.map((o) => ({
          id: o.id,
          regionId: o.regionId,
          districtId: o.districtId,
          nameOz: o.name.oz,
          nameUz: o.name.uz,
          nameRu: o.name.ru,
          addressOz: o.address.oz,
          addressUz: o.address.uz,
          addressRu: o.address.ru,
          phone: o.phone,
          latitude: o.latitude,
          longitude: o.longitude,
        })),
      )
      .onConflictDoNothing({ target: schema.offices.id });
    await tx
      .insert(schema.citizens)
      .values(
        seedPeople.map((p) => ({
          pin: p.pin,
          passserial: p.passserial,
          passnum: p.passnum,
          nameLatin: p.name.latin,
          surnameLatin: p.surname.latin,
          lastnameLatin: p.lastname.latin,
          nameCyrillic: p.name.cyrillic,
          surnameCyrillic: p.surname.cyrillic,
          lastnameCyrillic: p.lastname.cyrillic,
          gender: p.gender,
          birthdate: p.birthdate,
          birthcountry: p.birthcountry,
          inn: p.inn,
          issueorg: p.issueorg,
          issuedate: p.issuedate,
          exprdate: p.exprdate,
          citizenship: p.citizenship,
          nationality: p.nationality,
          phone: p.phone,
          email: p.email,
          regionId: p.regionId,
          districtId: p.districtId,
          regaddress: p.regaddress,
          actaddress: p.actaddress,
        })),
      )
      .onConflictDoNothing({ target: schema.citizens.pin });
    // Ids of citizens come from the database, so users and notaries refer to them by natural key.
    await tx
      .insert(schema.users)
      .values(
        seedPeople.map((p) => ({
          citizenId: sql`(select id from ${schema.citizens} where ${schema.citizens.pin} = ${p.pin})`,
          userid: p.userid,
          termsofuse: p.termsofuse,
          roles: p.roles,
        })),
      )
      .onConflictDoNothing({ target: schema.users.userid });
    const notaries = seedPeople.flatMap((p) => (p.notary ? [{ userid: p.userid, ...p.notary }] : []));
    await tx
      .insert(schema.notaries)
      .values(
        notaries.map((n) => ({
          userId: sql`(select id from ${schema.users} where ${schema.users.userid} = ${n.userid})`,
          officeId: n.officeId,
          licenseNumber: n.licenseNumber,
        })),
      )
      .onConflictDoNothing({ target: schema.notaries.licenseNumber });
    await tx
      .insert(schema.photos)
      .values(
        seedPeople.map((p) => ({
          citizenId: sql`(select id from ${schema.citizens} where ${schema.citizens.pin} = ${p.pin})`,
          fileName: p.photo,
        })),
      )
      .onConflictDoNothing({ target: schema.photos.citizenId });
    // No target: either unique index (by rid or by uuid) identifies a notification already seeded.
    const now = new Date();
    await tx
      .insert(schema.notifications)
      .values(
        seedNotifications.map((n) => ({
          userId: sql`(select id from ${schema.users} where ${schema.users.userid} = ${n.userid})`,
          regtypeid: n.regtypeid,
          regsystemid: n.regsystemid,
          rid: n.rid,
          uuid: n.uuid,
          actTypeId: n.actTypeId,
          visitdate: tashkentDayPlus(now, n.daysAhead),
          visittime: n.visittime,
        })),
      )
      .onConflictDoNothing();
  });
}
