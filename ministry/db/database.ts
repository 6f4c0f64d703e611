import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { fromProjectRoot } from '../project-root';
import { namedStatements } from './pglite-statements';
import * as schema from './schema';
import { runSeed, type SeedOptions } from './seed';
import { TracedPool } from './traced';

export type Schema = typeof schema;
// The one handle every route and service takes: the common base of both drivers, so code written
// against it runs unchanged on PGlite and on a PostgreSQL server.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => ...)`: services that write several rows take it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Driver = 'pglite' | 'postgresql';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /**
   * PGlite only: calls `onPayload` for each NOTIFY on `channel` of this (in-process) database. PGlite
   * delivers a notification at commit, before the statement that wrote it (or its COMMIT) returns.
   * Absent on a PostgreSQL server, where other instances' notifications arrive later.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  /**
   * Raw SQL for a library that brings its own (the job queue, ministry/jobs): `$1`-style parameters,
   * or none, when `text` may hold several statements (a `BEGIN; ...; COMMIT;` block). On PGlite such a
   * block runs inside the database's own exclusive transaction, so no other statement of the process
   * can land in the middle of it, and a failure in it is rolled back before anything else runs.
   */
  executeSql: RawExecutor;
  close(): Promise<void>;
}

export type RawExecutor = (text: string, values?: readonly unknown[]) => Promise<{ rows: unknown[] }>;

export const migrationsFolder = fromProjectRoot('ministry', 'db', 'migrations');

// Any constant pair works; it only has to be the same for every ministry instance of this database.
const MIGRATION_LOCK: [number, number] = [0x6e6f7461, 0x6d696772];

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * PGlite in memory only: the image of a data folder (`pgliteImage`) the database starts from instead
   * of an empty one. The tests start hundreds of throw-away databases from one seeded image.
   */
  dataImage?: Blob | undefined;
  /** SANDBOX_PEOPLE: seed the sandbox's fictional people (default true); reference data is always seeded. */
  sandboxPeople?: boolean | undefined;
  /** DATABASE_POOL_SIZE: connections to a PostgreSQL server at most (default 10). */
  poolSize?: number | undefined;
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a statement running longer (default 30 s); the
   * migrations of a start run without it.
   */
  statementTimeoutMs?: number | undefined;
}

export const defaultPoolSize = 10;
const defaultStatementTimeoutMs = 30_000;
/** How long a request waits for a connection of a full pool before it fails, instead of hanging. */
const connectionTimeoutMs = 10_000;

/** Opens the database, applies pending migrations and the idempotent seed, then returns the handle. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(postgresPool(options.databaseUrl, options), seedOptions(options))
    : openPglite(options.dataDir ?? 'memory://', options.dataImage, seedOptions(options));
}

/**
 * The image of a migrated and seeded in-memory PGlite database (PGlite's `dumpDataDir`), for
 * `OpenOptions.dataImage`. Making one costs what opening an empty database costs (the PostgreSQL
 * cluster's initdb, every migration, the whole seed); starting from it costs a fraction of that.
 */
export async function pgliteImage(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await prepare(drizzlePglite(namedStatements(client), { schema }));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

const seedOptions = (options: OpenOptions): SeedOptions => ({ sandboxPeople: options.sandboxPeople ?? true });

// One process owns a PGlite database, so there is no concurrent migrator to fence off.
async function prepare(db: PgliteDatabase<Schema>, seed: SeedOptions = {}): Promise<void> {
  await migratePglite(db, { migrationsFolder });
  await runSeed(db, seed);
}

async function openPglite(
  dataDir: string,
  image: Blob | undefined,
  seed: SeedOptions,
): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory && image) throw new Error('a data image starts an in-memory database only');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? { loadDataDir: image } : { dataDir });
  try {
    const db = drizzlePglite(namedStatements(client), { schema });
    // From an image both find nothing left to do, in a few queries.
    await prepare(db, seed);
    return {
      db,
      driver: 'pglite',
      listen: async (channel, onPayload) => {
        await client.listen(channel, onPayload);
      },
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, [...values]);
        const results = await client.transaction((tx) => tx.exec(text));
        return { rows: results.flatMap((result) => result.rows) };
      },
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** A pool of `DATABASE_POOL_SIZE` connections (also the admission queue's default, app.ts). */
function postgresPool(
  connectionString: string,
  options: Pick<OpenOptions, 'poolSize' | 'statementTimeoutMs'>,
): TracedPool {
  const pool = new TracedPool({
    connectionString,
    max: options.poolSize ?? defaultPoolSize,
    statement_timeout: options.statementTimeoutMs ?? defaultStatementTimeoutMs,
    connectionTimeoutMillis: connectionTimeoutMs,
  });
  // A connection the server ends (a restart, a failover, an administrator) must not bring the process
  // down. Idle, the pool drops that client and opens a new one on demand; checked out between two
  // statements (a transaction waiting on its caller), the error is emitted on the client alone, where
  // the pool listens only while it is idle: unheard, it stopped the process when PostgreSQL restarted
  // (decision 124). The caller's next statement fails (503 database_unavailable) and the pool discards
  // the client when it is released. Each client reports its loss once; only the code is logged.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) => {
      process.stderr.write(
        `${JSON.stringify({ level: 40, msg: 'database connection lost', code: error.code ?? null })}\n`,
      );
    });
  });
  return pool;
}

async function openPostgres(pool: pg.Pool, seed: SeedOptions): Promise<DatabaseHandle> {
  try {
    // Several instances may start together against one server: the session-level advisory lock lets
    // exactly one of them migrate and seed while the others wait, then find nothing left to do.
    const client = await pool.connect();
    try {
      // A migration may rewrite a large table: the start waits for it, not the statement timeout.
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1, $2)', MIGRATION_LOCK);
      try {
        const locked = drizzlePg(client, { schema });
        await migratePg(locked, { migrationsFolder });
        await runSeed(locked, seed);
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', MIGRATION_LOCK);
        await client.query('reset statement_timeout');
      }
    } finally {
      client.release();
    }
    return {
      db: drizzlePg(pool, { schema }),
      driver: 'postgresql',
      // A block of statements without parameters goes by the simple protocol, as one round trip.
      executeSql: async (text, values) => {
        const result = await pool.query(text, values ? [...values] : undefined);
        // Several statements answer one result each: their rows together, as on PGlite.
        return { rows: Array.isArray(result) ? result.flatMap((r: pg.QueryResult) => r.rows) : result.rows };
      },
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * A PostgreSQL database another process migrates: a pool on it, no migration and no seed. For a
 * service that shares the ministry's database without owning it (the face-ID service, decision 120);
 * it starts once a ministry has migrated the database.
 */
export function connectPostgres(
  connectionString: string,
  options: Pick<OpenOptions, 'poolSize' | 'statementTimeoutMs'> = {},
): { db: Database; close(): Promise<void> } {
  const pool = postgresPool(connectionString, options);
  return { db: drizzlePg(pool, { schema }), close: () => pool.end() };
}

/**
 * Rows of a raw query. Both drivers answer `execute` with `{ rows }`, but the common base type cannot
 * say so. Cast int8 results (`count(*)::int`) in the SQL: PGlite and pg parse int8 differently.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Number of migrations applied to this database (drizzle's own journal table). */
export async function appliedMigrations(db: Database): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.n ?? 0;
}
