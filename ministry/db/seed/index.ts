import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { catalogueSearchKey } from '../../../machines/catalogue/catalogue.schema';
import { addDays, tashkentDate } from '../../../machines/clock/clock';
import { citizenSearchKey } from '../../text/citizen-search-key';
import { latinToCyrillic, uzbekLatin } from '../../text/latin-to-cyrillic';
import { newSandboxKeyPair, sandboxAlgorithm } from '../../video/sandbox-keys';
import * as schema from '../schema';
import { seedActTypes } from './act-types';
import { seedCatalogue } from './catalogue';
import { seedDutyNotaries, seedEqueueBookings } from './equeue';
import { seedHolidays } from './holidays';
import { seedNotaryDirectory } from './notary-directory-seed';
import { seedNotifications } from './notifications';
import { seedOffices } from './offices';
import { seedPeople } from './people';
import { seedRegions } from './regions';
import {
  civilCitizens,
  seedBirths,
  seedLegalEntities,
  seedMarriages,
  seedPowersOfAttorney,
  seedRealEstates,
} from './registries';
import { citizenByPin, deathRows, powerOfAttorneyRow } from './rows';
import { seedSearches } from './searches';
import { seedStuckAct } from './stuck-act';
import {
  registryOnlyCitizenRow,
  registryOnlyCitizens,
  type SeedBan,
  seedDebts,
  seedVehicles,
} from './vehicles';

export { seedActTypes } from './act-types';
export { type SeedCatalogueEntry, seedCatalogue } from './catalogue';
export { accountNotaryCards, registryNotaries, seedRegisteredActs } from './notary-directory';
export { type SeedNotification, seedNotifications } from './notifications';
export { seedOffices } from './offices';
export { registryPhotos, type SeedPerson, seedPeople } from './people';
export { seedRegions } from './regions';
export {
  civilCitizens,
  seedBirths,
  seedLegalEntities,
  seedMarriages,
  seedPowersOfAttorney,
  seedRealEstates,
} from './registries';
export { registryOnlyCitizens, seedDebts, seedVehicles } from './vehicles';

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SeedOptions {
  /** SANDBOX_PEOPLE: the fictional people and everything of theirs (default true; decision 066). */
  sandboxPeople?: boolean | undefined;
}

// The seeded person without a sandbox signing key: joining a video act refuses her with "personal data
// not confirmed" (specification section 8; decision 045).
export const withoutSigningKey = ['myusupova'] as const;

/**
 * A sandbox e-signature key pair for each seeded person who has none yet (but those of
 * `withoutSigningKey`): the public key for the ministry (portal.signing_keys), the private key for the
 * sandbox signing provider (sandbox.signing_keys). Keys are random per database.
 */
async function seedSigningKeys(tx: Db): Promise<void> {
  const userids = seedPeople
    .map((p) => p.userid)
    .filter((userid) => !(withoutSigningKey as readonly string[]).includes(userid));
  const missing = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(
      sql`${schema.users.userid} in (${sql.join(
        userids.map((userid) => sql`${userid}`),
        sql`, `,
      )}) and not exists (select 1 from ${schema.signingKeys} where ${schema.signingKeys.userId} = ${schema.users.id})`,
    );
  if (missing.length === 0) return;
  const pairs = missing.map((user) => ({ userId: user.id, ...newSandboxKeyPair() }));
  await tx
    .insert(schema.signingKeys)
    .values(
      pairs.map((pair) => ({ userId: pair.userId, algorithm: sandboxAlgorithm, publicKey: pair.publicKey })),
    );
  await tx
    .insert(schema.sandboxSigningKeys)
    .values(pairs.map((pair) => ({ userId: pair.userId, privateKey: pair.privateKey })))
    .onConflictDoNothing();
}

/** A name in three languages as the name_oz, name_uz and name_ru columns take it. */
const names = (name: { oz: string; uz: string; ru: string }) => ({
  nameOz: name.oz,
  nameUz: name.uz,
  nameRu: name.ru,
});

// Ids of citizens, users and vehicles come from the database, so other rows refer to them by natural key.
const userByUserid = (userid: string) =>
  sql`(select id from ${schema.users} where ${schema.users.userid} = ${userid})`;
const realEstateByNumber = (cadastreNumber: string) =>
  sql`(select id from ${schema.realEstates} where ${schema.realEstates.cadastreNumber} = ${cadastreNumber})`;
const vehicleByNumber = (stateNumber: string) =>
  sql`(select id from ${schema.vehicles} where ${schema.vehicles.stateNumber} = ${stateNumber})`;

/**
 * Idempotent: every insert skips rows whose natural key already exists, so it runs at each start and
 * a second run adds nothing. Existing rows are never overwritten: data changed through the portal
 * (terms accepted, for example) survives a restart.
 */
export async function runSeed(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    if (options.sandboxPeople ?? true) await seedSandboxPeople(tx);
    // The administrators' search (decision 056): accounts opened before it had no key yet.
    const unkeyed = await tx
      .select({ id: schema.users.id, citizen: schema.citizens })
      .from(schema.users)
      .innerJoin(schema.citizens, eq(schema.citizens.id, schema.users.citizenId))
      .where(eq(schema.users.searchKey, ''));
    for (const { id, citizen } of unkeyed) {
      await tx
        .update(schema.users)
        .set({ searchKey: citizenSearchKey(citizen) })
        .where(eq(schema.users.id, id));
    }
  });
}

/**
 * How many of the sandbox's fictional people a database holds (by their PINs): production refuses a
 * database that has any (decision 066).
 */
export async function seededPeopleIn(db: Pick<Db, 'select'>): Promise<number> {
  const pins = [...seedPeople, ...registryOnlyCitizens, ...civilCitizens].map((person) => person.pin);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.citizens)
    .where(inArray(schema.citizens.pin, pins));
  return row?.n ?? 0;
}

/**
 * What every database needs, sandbox or production: the dictionaries (regions and districts, act
 * types, the service catalogue), the notary offices and the public holidays.
 */
async function seedReferenceData(tx: Tx): Promise<void> {
  await tx
    .insert(schema.regions)
    .values(
      seedRegions.map((r) => ({
        id: r.id,
        ...names(r.name),
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
          ...names(d.name),
        })),
      ),
    )
    .onConflictDoNothing({ target: schema.districts.id });
  await tx
    .insert(schema.actTypes)
    .values(
      seedActTypes.map((a) => ({
        id: a.id,
        ...names(a.name),
        category: a.category,
        simplified: a.simplified,
      })),
    )
    .onConflictDoNothing({ target: schema.actTypes.id });
  await tx
    .insert(schema.catalogueEntries)
    .values(
      seedCatalogue.map((entry) => {
        const type = seedActTypes.find((a) => a.id === entry.actTypeId)!;
        return {
          actTypeId: entry.actTypeId,
          texts: entry.texts,
          searchKey: catalogueSearchKey(type.name, entry.texts),
          sortOrder: entry.sortOrder,
        };
      }),
    )
    .onConflictDoNothing({ target: schema.catalogueEntries.actTypeId });
  await tx
    .insert(schema.offices)
    .values(
      seedOffices.map((o) => ({
        id: o.id,
        regionId: o.regionId,
        districtId: o.districtId,
        ...names(o.name),
        addressOz: o.address.oz,
        addressUz: o.address.uz,
        addressRu: o.address.ru,
        phone: o.phone,
        latitude: o.latitude,
        longitude: o.longitude,
      })),
    )
    .onConflictDoNothing({ target: schema.offices.id });
  // The equeue's public holidays (issue 13, decision 057).
  await seedHolidays(tx);
}

/**
 * The sandbox's fictional people (SANDBOX_PEOPLE, on by default; decision 066): the citizens and
 * their accounts, signing keys, notaries and photos, their notifications, the registries the business
 * rules read (vehicles, real estate, births, marriages, powers of attorney, legal entities), the
 * notary directory's notaries and reviews, the public searches' acts and cases, the e2e's bookings
 * and the analysts' stuck act.
 */
async function seedSandboxPeople(tx: Tx): Promise<void> {
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
  await tx
    .insert(schema.users)
    .values(
      seedPeople.map((p) => ({
        citizenId: citizenByPin(p.pin),
        userid: p.userid,
        termsofuse: p.termsofuse,
        roles: p.roles,
        searchKey: citizenSearchKey({
          surnameLatin: p.surname.latin,
          nameLatin: p.name.latin,
          lastnameLatin: p.lastname.latin,
          surnameCyrillic: p.surname.cyrillic,
          nameCyrillic: p.name.cyrillic,
          lastnameCyrillic: p.lastname.cyrillic,
        }),
      })),
    )
    .onConflictDoNothing({ target: schema.users.userid });
  await seedSigningKeys(tx);
  const notaries = seedPeople.flatMap((p) => (p.notary ? [{ userid: p.userid, ...p.notary }] : []));
  await tx
    .insert(schema.notaries)
    .values(
      notaries.map((n) => ({
        userId: userByUserid(n.userid),
        officeId: n.officeId,
        licenseNumber: n.licenseNumber,
        licenseStatus: n.licenseStatus ?? ('active' as const),
      })),
    )
    .onConflictDoNothing({ target: schema.notaries.licenseNumber });
  await tx
    .insert(schema.photos)
    .values(
      seedPeople.map((p) => ({
        citizenId: citizenByPin(p.pin),
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
        userId: userByUserid(n.userid),
        regtypeid: n.regtypeid,
        regsystemid: n.regsystemid,
        rid: n.rid,
        uuid: n.uuid,
        actTypeId: n.actTypeId,
        visitdate: addDays(tashkentDate(now), n.daysAhead),
        visittime: n.visittime,
      })),
    )
    .onConflictDoNothing();
  await seedVehicleRegistry(tx);
  await seedRuleRegistries(tx);
  // A seeded absence ends a while after today (its card counts days from now).
  await seedNotaryDirectory(tx, now);
  // The public checks and searches (issue 12): registered acts, powers of attorney, inheritance cases.
  await seedSearches(tx);
  // The equeue's bookings of the e2e (decision 063), dated from now so they are always ahead.
  await seedEqueueBookings(tx as never, now);
  // The offices' duty notaries (decision 070): seeded notaries, so sandbox people too.
  await seedDutyNotaries(tx as never, now);
  // The analysts' stuck act (issue 14, decision 060), dated from now so it is always over its limit.
  await seedStuckAct(tx as never, now);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An active ban as the registry stores it (vehicle or real estate). */
const banRow = (b: SeedBan) => ({
  kind: b.kind,
  state: 'active' as const,
  startDate: b.startDate,
  documentDate: b.startDate,
  documentNumber: b.documentNumber,
  official: uzbekLatin(b.official),
  ...organNames(b),
});

/** A seeded ban's organ in the three locales (the registry's dictionaries carry oz, uz and ru names). */
const organNames = (b: SeedBan) => ({
  organ: uzbekLatin(b.organ),
  organUz: latinToCyrillic(uzbekLatin(b.organ)),
  organRu: b.organRu,
});

/**
 * Bans seeded before the organs had Cyrillic and Russian names (migration 0030) get them, matched by
 * their Latin name; a ban whose names are set is left alone, as the rest of the seed leaves rows.
 */
async function nameSeededOrgans(tx: Tx): Promise<void> {
  const seeded = [...seedVehicles.flatMap((v) => v.bans), ...seedRealEstates.flatMap((r) => r.bans)];
  const byOrgan = new Map(seeded.map((b) => [uzbekLatin(b.organ), organNames(b)]));
  for (const [organ, names] of byOrgan) {
    const { organUz, organRu } = names;
    for (const table of [schema.vehicleBans, schema.realEstateBans]) {
      await tx
        .update(table)
        .set({ organUz, organRu })
        .where(and(eq(table.organ, organ), eq(table.organUz, '')));
    }
  }
}

// Vehicles, their owners, bans and fines, enforcement debts and deaths (ministry/db/seed/vehicles.ts).
async function seedVehicleRegistry(tx: Tx): Promise<void> {
  await tx
    .insert(schema.citizens)
    .values(registryOnlyCitizens.map(registryOnlyCitizenRow))
    .onConflictDoNothing({ target: schema.citizens.pin });
  await tx
    .insert(schema.deaths)
    .values(deathRows(registryOnlyCitizens))
    .onConflictDoNothing({ target: schema.deaths.citizenId });
  await tx
    .insert(schema.vehicles)
    .values(
      seedVehicles.map((v) => ({
        stateNumber: v.stateNumber,
        techPassportSeries: v.techPassportSeries,
        techPassportNumber: v.techPassportNumber,
        make: v.make,
        model: v.model,
        country: uzbekLatin(v.country),
        year: v.year,
        colour: uzbekLatin(v.colour),
        motorNumber: v.motorNumber,
        bodyNumber: v.bodyNumber,
        horsepower: v.horsepower,
        issuer: uzbekLatin(v.issuer),
        issueDate: v.issueDate,
        address: uzbekLatin(v.address),
        valuation: v.valuation,
        inventoryPrice: Math.round(v.valuation * 0.8),
      })),
    )
    .onConflictDoNothing({ target: schema.vehicles.stateNumber });
  await tx
    .insert(schema.vehicleOwners)
    .values(
      seedVehicles.flatMap((v) =>
        v.owners.map((pin) => ({
          vehicleId: vehicleByNumber(v.stateNumber),
          citizenId: citizenByPin(pin),
          shareNumerator: 1,
          shareDenominator: v.owners.length,
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(schema.vehicleBans)
    .values(
      seedVehicles.flatMap((v) =>
        v.bans.map((b) => ({
          vehicleId: vehicleByNumber(v.stateNumber),
          ...banRow(b),
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(schema.vehicleFines)
    .values(
      seedVehicles.flatMap((v) =>
        v.fines.map((f) => ({ vehicleId: vehicleByNumber(v.stateNumber), ...f, paid: false })),
      ),
    )
    .onConflictDoNothing({ target: schema.vehicleFines.resolutionNumber });
  await tx
    .insert(schema.enforcementDebts)
    .values(
      seedDebts.map((d) => ({
        citizenId: citizenByPin(d.pin),
        caseNumber: d.caseNumber,
        amount: d.amount,
        paidAmount: d.paidAmount,
      })),
    )
    .onConflictDoNothing({ target: schema.enforcementDebts.caseNumber });
}

// Real estate, births, marriages, powers of attorney and legal entities (ministry/db/seed/registries.ts).
async function seedRuleRegistries(tx: Tx): Promise<void> {
  await tx
    .insert(schema.citizens)
    .values(civilCitizens.map(registryOnlyCitizenRow))
    .onConflictDoNothing({ target: schema.citizens.pin });
  await tx
    .insert(schema.births)
    .values(
      seedBirths.map((b) => ({
        recordNumber: b.recordNumber,
        childCitizenId: citizenByPin(b.child),
        fatherCitizenId: b.father === null ? null : citizenByPin(b.father),
        motherCitizenId: b.mother === null ? null : citizenByPin(b.mother),
        registeredOn: b.registeredOn,
        organisation: uzbekLatin(b.organisation),
      })),
    )
    .onConflictDoNothing({ target: schema.births.recordNumber });
  await tx
    .insert(schema.marriages)
    .values(
      seedMarriages.map((m) => ({
        recordNumber: m.recordNumber,
        husbandCitizenId: citizenByPin(m.husband),
        wifeCitizenId: citizenByPin(m.wife),
        registeredOn: m.registeredOn,
        organisation: uzbekLatin(m.organisation),
        dissolvedOn: m.dissolvedOn,
      })),
    )
    .onConflictDoNothing({ target: schema.marriages.recordNumber });
  await tx
    .insert(schema.realEstates)
    .values(
      seedRealEstates.map((r) => ({
        cadastreNumber: r.cadastreNumber,
        cadastreType: r.cadastreType,
        objectName: uzbekLatin(r.objectName),
        address: uzbekLatin(r.address),
        area: r.area,
        livingArea: r.livingArea,
        rooms: r.rooms,
        inventoryPrice: r.inventoryPrice,
      })),
    )
    .onConflictDoNothing({ target: schema.realEstates.cadastreNumber });
  await tx
    .insert(schema.realEstateOwners)
    .values(
      seedRealEstates.flatMap((r) =>
        r.owners.map((o) => ({
          realEstateId: realEstateByNumber(r.cadastreNumber),
          citizenId: citizenByPin(o.pin),
          shareNumerator: o.share[0],
          shareDenominator: o.share[1],
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(schema.realEstateBans)
    .values(
      seedRealEstates.flatMap((r) =>
        r.bans.map((b) => ({
          realEstateId: realEstateByNumber(r.cadastreNumber),
          ...banRow(b),
        })),
      ),
    )
    .onConflictDoNothing();
  await nameSeededOrgans(tx);
  await tx
    .insert(schema.powersOfAttorney)
    .values(seedPowersOfAttorney.map(powerOfAttorneyRow))
    .onConflictDoNothing({ target: schema.powersOfAttorney.id });
  await tx
    .insert(schema.legalEntities)
    .values(
      seedLegalEntities.map((e) => ({
        inn: e.inn,
        name: e.name,
        address: uzbekLatin(e.address),
        phone: e.phone,
        managerCitizenId: citizenByPin(e.manager),
      })),
    )
    .onConflictDoNothing({ target: schema.legalEntities.inn });
}
