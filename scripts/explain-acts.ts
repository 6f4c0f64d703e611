/**
 * The query plans behind the my-acts list bench (decision 030): seeds the bench's 100,000 acts, lets
 * the maintenance run that follows a bulk load, then prints EXPLAIN (ANALYZE, BUFFERS) of every
 * statement /notarial_act/list runs for the filters named on the command line (all when none).
 *
 *   npx tsx scripts/explain-acts.ts [--postgresql] [filter name ...]
 *
 * PGlite in memory by default; --postgresql uses a throw-away database on the bench's server
 * (DATABASE_URL, else TEST_DATABASE_URL, else 127.0.0.1:5432), dropped at the end.
 */

import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { listActs } from '../ministry/acts/queries';
import { createMinistry, type Ministry } from '../ministry/app';
import type { Database } from '../ministry/db/database';
import { maintainTables } from '../ministry/db/maintenance';
import * as schema from '../ministry/db/schema';
import { benchServerUrl, listFilters, seedActs, withThrowAwayDatabase } from './bench-acts';

type Statement = { sql: string; params: unknown[] };
type Client = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** The statements `listActs` sends for `query`, captured by a logging handle on the same client. */
async function statementsOf(ministry: Ministry, userId: number, query: string): Promise<Statement[]> {
  const captured: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
  const client = (ministry.db as unknown as { $client: unknown }).$client;
  const logging =
    ministry.driver === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  await listActs(
    logging as unknown as Database,
    userId,
    Object.fromEntries(new URLSearchParams(query)),
    'oz',
  );
  return captured;
}

async function explain(ministry: Ministry, names: string[]): Promise<void> {
  const { userId } = await seedActs(ministry);
  await maintainTables(ministry.db);
  const client = (ministry.db as unknown as { $client: Client }).$client;
  for (const [name, query] of listFilters) {
    if (names.length > 0 && !names.includes(name)) continue;
    console.log(`\n=== ${ministry.driver}: ${name} (${query})`);
    for (const statement of await statementsOf(ministry, userId, query)) {
      // Warm, then the plan of a run as the bench times it.
      await client.query(statement.sql, statement.params);
      const { rows } = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
      console.log(`-- ${statement.sql}\n-- params ${JSON.stringify(statement.params)}`);
      console.log(rows.map((row) => Object.values(row)[0]).join('\n'));
    }
  }
}

const args = process.argv.slice(2);
const onPostgres = args.includes('--postgresql');
const names = args.filter((a) => a !== '--postgresql');
if (onPostgres) {
  await withThrowAwayDatabase(benchServerUrl(), async (databaseUrl) => {
    const ministry = await createMinistry({ databaseUrl, faceId: false });
    try {
      await explain(ministry, names);
    } finally {
      await ministry.close();
    }
  });
} else {
  const ministry = await createMinistry({ dataDir: 'memory://', faceId: false });
  try {
    await explain(ministry, names);
  } finally {
    await ministry.close();
  }
}
