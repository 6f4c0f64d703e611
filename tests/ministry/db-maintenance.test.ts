import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../ministry/db/database';
import { maintainTables, tablesDue } from '../../ministry/db/maintenance';
import { seedActs } from '../../scripts/bench-acts';
import { drivers, ministryForSuite, type TestMinistry } from '../support/ministry';

// PGlite has no autovacuum, so the ministry vacuums and analyzes where autovacuum would (decision
// 030); the same functions work on a PostgreSQL server, where autovacuum makes them unneeded.

// A server's statistics reach pg_stat_user_tables shortly after the transaction that made them.
const SOON = { timeout: 10_000, interval: 100 };

async function vacuumedAt(m: TestMinistry, table: string): Promise<string | null> {
  const [row] = await queryRows<{ at: string | null }>(
    m.db,
    sql`select coalesce(last_vacuum, last_autovacuum)::text as at from pg_stat_user_tables
        where schemaname = 'acts' and relname = ${table}`,
  );
  return row?.at ?? null;
}

const names = (due: { schema: string; table: string }[]) => due.map((t) => `${t.schema}.${t.table}`);

describe.each(drivers)('table maintenance on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  it('vacuums the tables a bulk load made due, and then none is due', async () => {
    const m = ministry();
    await seedActs(m, 3000);
    const loaded = ['acts.acts', 'acts.parties', 'acts.act_members'];
    await expect
      .poll(async () => names((await tablesDue(m.db)).filter((t) => t.vacuum)), SOON)
      .toEqual(expect.arrayContaining(loaded));

    const done = await maintainTables(m.db);
    expect(names(done)).toEqual(expect.arrayContaining(loaded));
    expect(await vacuumedAt(m, 'act_members')).not.toBeNull();
    await expect.poll(async () => names(await tablesDue(m.db)), SOON).not.toContain('acts.act_members');
    // Pages marked all-visible: the list's count reads the index alone.
    const plan = await queryRows<Record<string, string>>(
      m.db,
      sql`explain (analyze, costs off, timing off, summary off)
          select count(*) from acts.act_members where user_id = 1 and state <> 'deleted'`,
    );
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/Index Only Scan using act_members_(inprocess|list)_idx/);
    expect(text).toMatch(/Heap Fetches: 0\b/);
  });
});
