import { describe, expect, it } from 'vitest';
import { createMinistry } from '../../ministry/app';
import { civilCitizens, registryOnlyCitizens, seedPeople } from '../../ministry/db/seed';
import { searchCitizens } from '../../ministry/db/seed/searches';
import { createTestDatabase, drivers, rowCounts } from '../support/ministry';

// N ministry instances on one PostgreSQL server start together: the advisory lock lets one migrate
// and seed while the others wait, so none fails and nothing is seeded twice.
describe.skipIf(!drivers.includes('postgresql'))('ministry instances starting together on postgresql', () => {
  it('all start, and the seed lands once', async () => {
    const database = await createTestDatabase('postgresql', { empty: true });
    try {
      const instances = await Promise.all(
        [1, 2, 3].map(() => createMinistry({ ...database.options, faceId: false })),
      );
      try {
        const counts = await Promise.all(instances.map((instance) => rowCounts(instance.db)));
        expect(counts[0]?.['registry.citizens']).toBe(
          seedPeople.length + registryOnlyCitizens.length + civilCitizens.length + searchCitizens.length,
        );
        expect(counts[1]).toEqual(counts[0]);
        expect(counts[2]).toEqual(counts[0]);
        expect(counts[0]?.['drizzle.__drizzle_migrations']).toBeGreaterThanOrEqual(1);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    } finally {
      await database.drop();
    }
  });
});
