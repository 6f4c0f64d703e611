import { sql } from 'drizzle-orm';
import * as schema from '../schema';
import type { SeedPowerOfAttorney } from './registries';
import type { RegistryOnlyCitizen } from './vehicles';

// Rows several seed modules write alike (./index.ts, ./searches.ts). Ids of citizens come from the
// database, so rows refer to them by natural key.

export const citizenByPin = (pin: string) =>
  sql`(select id from ${schema.citizens} where ${schema.citizens.pin} = ${pin})`;

/** The death records of those of `citizens` who died. */
export const deathRows = (citizens: readonly RegistryOnlyCitizen[]) =>
  citizens.flatMap((c) =>
    c.death
      ? [{ citizenId: citizenByPin(c.pin), deathDate: c.death.date, recordNumber: c.death.recordNumber }]
      : [],
  );

/** A registry power of attorney as registry.powers_of_attorney stores it. */
export const powerOfAttorneyRow = (p: SeedPowerOfAttorney) => ({
  id: p.id,
  registryNumber: p.registryNumber,
  registryDate: p.registryDate,
  actTypeId: p.actTypeId,
  principalCitizenId: citizenByPin(p.principal),
  attorneyCitizenId: citizenByPin(p.attorney),
  termFrom: p.termFrom,
  termTo: p.termTo,
  rights: p.rights,
  delegation: p.delegation,
  state: p.state,
});
