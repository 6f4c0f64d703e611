import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../ministry/db/database';
import {
  civilCitizens,
  registryOnlyCitizens,
  runSeed,
  seedActTypes,
  seedBirths,
  seededPeopleIn,
  seedLegalEntities,
  seedMarriages,
  seedPeople,
  seedPowersOfAttorney,
  seedRealEstates,
  seedRegisteredActs,
} from '../../ministry/db/seed';
import {
  searchCitizens,
  searchPowersOfAttorney,
  searchRegisteredActs,
  seedInheritanceCases,
} from '../../ministry/db/seed/searches';
import { createTestDatabase, drivers, ministryForSuite, rowCounts } from '../support/ministry';

interface PersonRow extends Record<string, unknown> {
  pin: string;
  passserial: string;
  passnum: string;
  phone: string;
  roles: string[];
  region_id: number;
  district_region: number;
  name_latin: string;
  name_cyrillic: string;
  termsofuse: number;
}

describe.each(drivers)('ministry seed on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  it('has the 14 regions, each with districts', async () => {
    const rows = await queryRows<{ id: number; districts: number }>(
      ministry().db,
      sql`select r.id, count(d.id)::int as districts from ref.regions r
          left join ref.districts d on d.region_id = r.id group by r.id`,
    );
    expect(rows).toHaveLength(14);
    for (const row of rows) expect(row.districts, `region ${row.id}`).toBeGreaterThanOrEqual(8);
  });

  it('has every act type with names in oz, uz and ru', async () => {
    const rows = await queryRows<{
      id: number;
      name_oz: string;
      name_uz: string;
      name_ru: string;
      simplified: boolean;
    }>(ministry().db, sql`select id, name_oz, name_uz, name_ru, simplified from ref.act_types order by id`);
    expect(rows.map((r) => r.id)).toEqual(seedActTypes.map((a) => a.id));
    for (const row of rows) {
      expect(row.name_oz).toMatch(/^[A-Za-z‘’ ()-]+$/);
      expect(row.name_uz).toMatch(/^[\u0400-\u04FF ()-]+$/);
      expect(row.name_ru).toMatch(/^[\u0400-\u04FF ()-]+$/);
      expect(row.simplified).toBe(true);
    }
  });

  it('names every ban’s organ in oz, uz and ru, and names a ban stored before those names at the next seed', async () => {
    const organs = () =>
      queryRows<{ organ: string; organ_uz: string; organ_ru: string }>(
        ministry().db,
        sql`select organ, organ_uz, organ_ru from registry.vehicle_bans
            union all select organ, organ_uz, organ_ru from registry.real_estate_bans`,
      );
    const rows = await organs();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.organ).toMatch(/^[A-Za-z‘’ ]+$/);
      expect(row.organ_uz).toMatch(/^[\u0400-\u04FF ]+$/);
      expect(row.organ_ru).toMatch(/^[\u0400-\u04FF ]+$/);
      expect(row.organ_ru).not.toMatch(/[ўқғҳЎҚҒҲ]/);
    }
    // A database from before migration 0030 has the columns empty: the seed fills them in.
    await ministry().db.execute(sql`update registry.vehicle_bans set organ_uz = '', organ_ru = ''`);
    await runSeed(ministry().db);
    const sorted = (list: typeof rows) => list.map((r) => JSON.stringify(r)).sort();
    expect(sorted(await organs())).toEqual(sorted(rows));
  });

  it('has applicants of six regions, two notaries with offices and two administrators', async () => {
    const people = await queryRows<PersonRow>(
      ministry().db,
      sql`select c.pin, c.passserial, c.passnum, c.phone, c.region_id, c.name_latin, c.name_cyrillic,
                 d.region_id as district_region, u.roles, u.termsofuse
          from registry.citizens c
          join portal.users u on u.citizen_id = c.id
          join ref.districts d on d.id = c.district_id`,
    );
    const withRole = (role: string) => people.filter((p) => p.roles.includes(role));
    const applicants = withRole('applicant');
    expect(applicants.length).toBeGreaterThanOrEqual(6);
    expect(new Set(applicants.map((p) => p.region_id)).size).toBeGreaterThanOrEqual(6);
    expect(withRole('notary')).toHaveLength(3);
    // Two: a grant of the administrator or notary role takes a second administrator (decision 072).
    expect(withRole('admin')).toHaveLength(2);
    for (const person of people) {
      expect(person.pin).toMatch(/^\d{14}$/);
      expect(person.passserial).toMatch(/^[A-Z]{2}$/);
      expect(person.passnum).toMatch(/^\d{7}$/);
      expect(person.phone).toMatch(/^\d{9}$/);
      expect(person.district_region).toBe(person.region_id);
      expect(person.name_cyrillic).toMatch(/^[\u0400-\u04FF]+$/);
      expect(person.termsofuse).toBe(0);
    }

    const notaries = await queryRows<{
      office_region: number;
      office_district: number;
      license_status: string;
      roles: string[];
    }>(
      ministry().db,
      sql`select o.region_id as office_region, o.district_id as office_district, n.license_status, u.roles
          from notary.notaries n
          join notary.offices o on o.id = n.office_id
          join portal.users u on u.id = n.user_id`,
    );
    expect(notaries).toHaveLength(4);
    const active = notaries.filter((n) => n.license_status === 'active');
    // Two active notaries in Tashkent city, in different districts, so a manual choice has a choice.
    const tashkent = active.filter((n) => n.office_region === 1726);
    expect(tashkent).toHaveLength(2);
    expect(new Set(tashkent.map((n) => n.office_district)).size).toBe(2);
    expect(active.every((n) => n.roles.includes('notary'))).toBe(true);
    // A former notary: the licence is kept, the notary role is not.
    const former = notaries.filter((n) => n.license_status !== 'active');
    expect(former.map((n) => [n.license_status, n.roles])).toEqual([['terminated', ['applicant']]]);
  });

  it('stores the seed module unchanged', async () => {
    const rows = await queryRows<{ pin: string; fullname: string }>(
      ministry().db,
      sql`select pin, surname_latin || ' ' || name_latin || ' ' || lastname_latin as fullname from registry.citizens`,
    );
    const stored = new Map(rows.map((r) => [r.pin, r.fullname.toUpperCase()]));
    for (const person of seedPeople) expect(stored.get(person.pin)).toBe(person.fullname.latin);
  });

  it('adds no rows when the seed runs again', async () => {
    const before = await rowCounts(ministry().db);
    // The people of the portal, and citizens only the registry knows (the vehicle rules' deceased owner,
    // a family with children, a child with no birth record).
    expect(before['registry.citizens']).toBe(
      seedPeople.length + registryOnlyCitizens.length + civilCitizens.length + searchCitizens.length,
    );
    expect(before['registry.real_estates']).toBe(seedRealEstates.length);
    expect(before['registry.real_estate_owners']).toBe(seedRealEstates.flatMap((r) => r.owners).length);
    expect(before['registry.real_estate_bans']).toBe(seedRealEstates.flatMap((r) => r.bans).length);
    expect(before['registry.births']).toBe(seedBirths.length);
    expect(before['registry.marriages']).toBe(seedMarriages.length);
    expect(before['registry.powers_of_attorney']).toBe(
      seedPowersOfAttorney.length + searchPowersOfAttorney.length,
    );
    // The registered acts of the notary directory's reviews and of the public searches, and the
    // searches' inheritance cases (ministry/db/seed/notary-directory.ts, searches.ts), and the analysts'
    // stuck act (stuck-act.ts, decision 060).
    expect(before['acts.acts']).toBe(seedRegisteredActs.length + searchRegisteredActs.length + 1);
    expect(before['registry.inheritance_cases']).toBe(seedInheritanceCases.length);
    expect(before['registry.legal_entities']).toBe(seedLegalEntities.length);
    await runSeed(ministry().db);
    expect(await rowCounts(ministry().db)).toEqual(before);
  });

  // The suites' databases are copies of one seeded database (decision 055): an empty database
  // migrated and seeded here must hold the same rows, so the copies hide nothing the seed would do.
  it('holds the rows of a database migrated and seeded from empty', async () => {
    const empty = await createTestDatabase(driver, { empty: true });
    const fresh = await openDatabase(empty.options);
    try {
      // Less the secrets, which the ministry makes on its first start, not the seed.
      const { 'auth.settings': _secrets, ...suite } = await rowCounts(ministry().db);
      expect(await rowCounts(fresh.db)).toEqual({ ...suite, 'auth.settings': 0 });
    } finally {
      await fresh.close();
      await empty.drop();
    }
    // An empty database's initdb, migrations and seed: seconds on a calm machine, far more on a loaded one.
  }, 120_000);

  // The production profile (decision 066): without SANDBOX_PEOPLE the seed writes the reference data
  // alone; the fictional people come only when asked, and are then found by their PINs.
  it('writes only the reference data without the sandbox people, and the rest once they are asked for', async () => {
    const empty = await createTestDatabase(driver, { empty: true });
    const fresh = await openDatabase({ ...empty.options, sandboxPeople: false });
    try {
      const counts = await rowCounts(fresh.db);
      const filled = Object.keys(counts).filter((table) => counts[table]! > 0);
      expect(filled.sort()).toEqual(
        [
          'drizzle.__drizzle_migrations',
          'ref.regions',
          'ref.districts',
          'ref.act_types',
          'ref.catalogue_entries',
          'notary.offices',
          'equeue.holidays',
        ].sort(),
      );
      const { 'auth.settings': _secrets, ...suite } = await rowCounts(ministry().db);
      for (const table of filled) expect(counts[table], table).toBe(suite[table]);
      expect(await seededPeopleIn(fresh.db)).toBe(0);

      await runSeed(fresh.db);
      expect(await seededPeopleIn(fresh.db)).toBe(
        seedPeople.length + registryOnlyCitizens.length + civilCitizens.length,
      );
      expect(await rowCounts(fresh.db)).toEqual({ ...suite, 'auth.settings': 0 });
    } finally {
      await fresh.close();
      await empty.drop();
    }
  }, 120_000);

  it('places every office inside Uzbekistan and in its own region', async () => {
    const rows = await queryRows<{ latitude: number; longitude: number; same_region: boolean }>(
      ministry().db,
      sql`select o.latitude, o.longitude, d.region_id = o.region_id as same_region
          from notary.offices o join ref.districts d on d.id = o.district_id`,
    );
    for (const row of rows) {
      expect(row.same_region).toBe(true);
      expect(row.latitude).toBeGreaterThan(37);
      expect(row.latitude).toBeLessThan(45.6);
      expect(row.longitude).toBeGreaterThan(56);
      expect(row.longitude).toBeLessThan(73.2);
    }
  });
});
