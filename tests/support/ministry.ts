import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type CreateMinistryOptions, createMinistry, type Ministry } from '../../ministry/app';
import { type Driver, queryRows } from '../../ministry/db/database';
import { defaultTestDatabaseUrl, hidePassword, isCi, postgresAnswers } from '../../scripts/postgres';
import { testLogDestination, testLogLevel } from './log-files';
import { forSuite } from './suite';

// The ministry tests run on embedded PGlite always, and also on a PostgreSQL server when one answers.
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? defaultTestDatabaseUrl;

// Under CI the PostgreSQL tests must run (decision 021): npm test starts a server when none answers, so
// a missing one here is a broken run, reported by every file that needs a ministry, never a skip.
const postgresReachable = await postgresAnswers(testDatabaseUrl);
if (!postgresReachable) {
  if (isCi()) {
    throw new Error(
      `CI is set and no PostgreSQL answers at ${hidePassword(testDatabaseUrl)}: the PostgreSQL tests must ` +
        'run under CI (npm test starts a server when none answers; see docs/testing.md)',
    );
  }
  console.log(`ministry tests: no PostgreSQL at ${hidePassword(testDatabaseUrl)}, running on PGlite only`);
}

export const drivers: Driver[] = postgresReachable ? ['pglite', 'postgresql'] : ['pglite'];

export interface TestMinistry extends Ministry {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The PostgreSQL database it runs on, for another process to open (a CLI); undefined on PGlite. */
  databaseUrl?: string | undefined;
}

let pgliteImage: Blob | undefined;
/** The run's seeded PGlite image (database-images.setup.ts), read once per test process. */
function seededPgliteImage(): Blob {
  pgliteImage ??= new Blob([readFileSync(inject('pgliteImageFile'))]);
  return pgliteImage;
}

/**
 * A throw-away database for `driver`: PGlite in memory, or a fresh database on the test server that
 * is dropped on close. It is a copy of the run's migrated and seeded database (decision 055), or with
 * `empty` a database with nothing in it, for the tests of migrating and seeding themselves.
 */
export async function createTestDatabase(
  driver: Driver,
  { empty = false }: { empty?: boolean } = {},
): Promise<{
  options: Pick<CreateMinistryOptions, 'databaseUrl' | 'dataDir' | 'dataImage'>;
  drop(): Promise<void>;
}> {
  if (driver === 'pglite') {
    return {
      options: { dataDir: 'memory://', dataImage: empty ? undefined : seededPgliteImage() },
      drop: async () => undefined,
    };
  }
  const name = `notary_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? null : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type TestMinistryOptions = Pick<
  CreateMinistryOptions,
  | 'logger'
  | 'auth'
  | 'faceId'
  | 'livenessPolicy'
  | 'faceIdWorkers'
  | 'smsOutbox'
  | 'sandboxSmsProvider'
  | 'publicUrl'
  | 'baseAmount'
  | 'video'
  | 'searchRateLimit'
  | 'browserTraces'
  | 'kioskRateLimit'
  | 'equeueMaxUpcoming'
  | 'streams'
  | 'actQuotas'
  | 'sandboxPayments'
  | 'bank'
  | 'jobs'
  | 'tracing'
>;

/**
 * The suites walk dozens of acts of one seeded applicant through a day; the daily limits of acts and
 * registry lookups (decision 069) are proved by tests that set their own.
 */
export const testActQuotas = { actsPerDay: 1000, lookupsPerDay: 1000 };

/**
 * A ministry on a throw-away database, listening on a free port. Without `faceId` it runs with no
 * face-ID server (no models loaded); tests of login pass `faceId: createFaceId` or a factory.
 */
export async function startTestMinistry(
  driver: Driver,
  extra: TestMinistryOptions = {},
): Promise<TestMinistry> {
  const database = await createTestDatabase(driver);
  let ministry: Ministry;
  try {
    ministry = await createMinistry({
      faceId: false,
      // The run's log file unless the test reads the logs itself.
      logger: { level: testLogLevel, stream: testLogDestination('ministry') },
      actQuotas: testActQuotas,
      ...database.options,
      ...extra,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  let listening: TestMinistry;
  try {
    listening = await listeningMinistry(ministry);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...listening,
    databaseUrl: database.options.databaseUrl,
    async close() {
      await within(40_000, ministry.close(), () => `in the ministry’s ${ministry.closing()} part`);
      await within(15_000, database.drop(), () => 'dropping the database');
    },
  };
}

/**
 * `work`, or an error naming what is still pending (`pending()`) once `ms` have passed: the limits of a
 * close are under the suites' hook limit (60 s), so a close that hangs fails saying where.
 */
async function within<T>(ms: number, work: Promise<T>, pending: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`closing took over ${ms / 1000} s: still ${pending()}`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `ministry` listening on a free port of 127.0.0.1, with its URL; closed if it cannot listen. */
export async function listeningMinistry(ministry: Ministry): Promise<TestMinistry> {
  try {
    await ministry.app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await ministry.close();
    throw error;
  }
  const address = ministry.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('ministry is not listening on TCP');
  return { ...ministry, url: `http://127.0.0.1:${address.port}` };
}

/**
 * The ministry of the enclosing suite, on a throw-away database (see `forSuite`):
 * `const ministry = ministryForSuite(driver)`, then `ministry().url` inside tests.
 */
export function ministryForSuite(driver: Driver, extra: TestMinistryOptions = {}): () => TestMinistry {
  return forSuite(
    `the ${driver} ministry`,
    () => startTestMinistry(driver, extra),
    (ministry) => ministry.close(),
  );
}

/** Row count of every table in the database (all schemas, drizzle's journal included). */
export async function rowCounts(db: Ministry['db']): Promise<Record<string, number>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`,
    );
    counts[`${table.schema}.${table.name}`] = rows[0]?.n ?? 0;
  }
  return counts;
}

export function totalRows(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
