import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createMinistry } from '../../ministry/app';
import { createTestDatabase, drivers, testDatabaseUrl } from '../support/ministry';

// A PostgreSQL server may end idle connections (restart, failover, an administrator): the ministry
// must neither crash nor keep failing, the pool reconnects on the next request.
describe.skipIf(!drivers.includes('postgresql'))('a lost database connection on postgresql', () => {
  it('is replaced on the next request', async () => {
    const database = await createTestDatabase('postgresql');
    const ministry = await createMinistry({ ...database.options, faceId: false });
    try {
      expect((await ministry.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const name = new URL(database.options.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      let ended = 0;
      try {
        const result = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
          [name],
        );
        ended = result.rows.filter((row) => row.ended).length;
        // pg_terminate_backend only signals: the connections are lost once their backends have gone
        // (each tells its client so as it ends), which under load can be after the next request left.
        await vi.waitFor(
          async () => {
            const left = await admin.query<{ count: number }>(
              'select count(*)::int as count from pg_stat_activity where datname = $1',
              [name],
            );
            expect(left.rows[0]?.count).toBe(0);
          },
          { timeout: 10_000, interval: 50 },
        );
      } finally {
        await admin.end();
      }
      expect(ended).toBeGreaterThan(0);
      const answer = await ministry.app.inject({ method: 'GET', url: '/api/regions' });
      expect(answer.statusCode).toBe(200);
      expect((answer.json() as unknown[]).length).toBe(14);
    } finally {
      await ministry.close();
      await database.drop();
    }
  });
});
