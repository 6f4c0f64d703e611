/**
 * A PostgreSQL server for the tests (decision 021). Under CI the ministry's PostgreSQL tests must run,
 * so when nothing answers at TEST_DATABASE_URL, `npm test` starts a throw-away server: Debian's
 * PostgreSQL (installed with apt-get when missing), a fresh cluster in a temporary folder with trust
 * auth on loopback only, run as the `postgres` user because initdb refuses root. It is stopped and
 * its folder removed when the run ends. A server that already answers is used as it is and never
 * touched.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestPostgres {
  /** Where the tests find it: TEST_DATABASE_URL for vitest. */
  url: string;
  /** True when this run started the server (and will stop it). */
  started: boolean;
  /** What was done, for the run's log. */
  description: string;
  /** Stops a server this run started and removes its folder; synchronous, so exit handlers can call it. */
  stop(): void;
  /**
   * A server this run started only: stops it as a crash would (`pg_ctl -m immediate`: no checkpoint,
   * every connection cut), then starts it again, which recovers from its write-ahead log.
   */
  crashAndRestart?: () => void;
}

/** True when `CI` is set to anything but an explicit no. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

export function hidePassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** True when a PostgreSQL server accepts a connection and a query at `url`. */
export async function postgresAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The database a URL names, checked to be a plain name (it is written into SQL). */
function databaseOf(url: string): { name: string; admin: string } {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name))
    throw new Error(`DATABASE_URL names no usable database: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return { name, admin: admin.toString() };
}

async function onServer(
  url: string,
  work: (client: pg.Client, name: string) => Promise<void>,
): Promise<void> {
  const { name, admin } = databaseOf(url);
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await work(client, name);
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${hidePassword(url)} does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the database `url` names when its server has none of that name (npm run cluster, bench:load). */
export function ensureDatabase(url: string): Promise<void> {
  return onServer(url, async (client, name) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  });
}

/** Drops the database `url` names, closing its connections (a bench's throw-away database). */
export function dropDatabase(url: string): Promise<void> {
  return onServer(url, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

interface Ran {
  status: number;
  output: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Ran {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error) return { status: 127, output: result.error.message };
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

const isRoot = () => process.getuid?.() === 0;

/** The bin folder of the newest PostgreSQL under /usr/lib/postgresql, or of pg_config on the PATH. */
export function findPostgresBin(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const config = run('pg_config', ['--bindir']);
  if (config.status === 0 && existsSync(join(config.output, 'initdb'))) return config.output;
  return undefined;
}

/** Installs Debian's `postgresql` package, or throws saying why it cannot. */
function installPostgres(log: (line: string) => void): string {
  const manual = 'install it (apt-get install -y postgresql) or set TEST_DATABASE_URL to a running server';
  if (!isRoot()) throw new Error(`PostgreSQL is not installed and installing it needs root: ${manual}`);
  if (run('sh', ['-c', 'command -v apt-get']).status !== 0) {
    throw new Error(`PostgreSQL is not installed and apt-get is not available: ${manual}`);
  }
  log("PostgreSQL is not installed: installing Debian's package 'postgresql' with apt-get...");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = run('apt-get', ['update', '-qq'], env);
  const install = update.status === 0 ? run('apt-get', ['install', '-y', '-qq', 'postgresql'], env) : update;
  if (install.status !== 0) {
    throw new Error(
      `apt-get could not install postgresql (is Debian's package mirror reachable?): ${install.output.slice(-500)}`,
    );
  }
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('the postgresql package was installed but no initdb was found under /usr/lib/postgresql');
  return bin;
}

/** `preferred` when nothing listens there on 127.0.0.1, else a free port the system picks. */
async function freePort(preferred: number | undefined): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : undefined;
        server.close(() => resolve(chosen));
      });
    });
  if (preferred) {
    const port = await listen(preferred);
    if (port) return port;
  }
  const port = await listen(0);
  if (!port) throw new Error('no free TCP port on 127.0.0.1 for PostgreSQL');
  return port;
}

function postgresUser(): { uid: number; gid: number } {
  const uid = run('id', ['-u', 'postgres']);
  const gid = run('id', ['-g', 'postgres']);
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error("there is no 'postgres' user to run initdb as (it refuses to run as root)");
  }
  return { uid: Number(uid.output), gid: Number(gid.output) };
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Starts a fresh PostgreSQL for the tests. It listens on 127.0.0.1 at the port of `wanted` when that
 * port is free (so TEST_DATABASE_URL keeps working unchanged), otherwise on a free port, with trust
 * auth, and has the database and user that `wanted` names. Throws with the reason when it cannot.
 */
export async function startTestPostgres(
  wanted: string,
  log: (line: string) => void = console.log,
): Promise<TestPostgres> {
  const target = new URL(wanted);
  const user = decodeURIComponent(target.username) || 'postgres';
  const database = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'test';
  const bin = findPostgresBin() ?? installPostgres(log);
  const port = await freePort(loopback.has(target.hostname) && target.port ? Number(target.port) : undefined);

  const dir = mkdtempSync(join(tmpdir(), 'notary-test-postgres-'));
  const data = join(dir, 'data');
  // Root cannot run initdb or postgres: the folder goes to the postgres user, who runs both.
  const owner = isRoot() ? postgresUser() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = (command: string, args: string[]): Ran =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);

  let running = false;
  const stop = () => {
    if (running) {
      as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // C.UTF-8 as on the shared server: lower() and ILIKE must know Cyrillic (notary names).
    const init = as('initdb', [
      '-D',
      data,
      '-U',
      user,
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.output.slice(-800)}`);
    // Loopback only, the socket in our own folder, no fsync: a throw-away server for one run.
    const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", '-c fsync=off'];
    const control = (...action: string[]) =>
      as('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'server.log'),
        '-o',
        options.join(' '),
        '-w',
        '-t',
        '60',
        ...action,
      ]);
    const start = control('start');
    running = start.status === 0;
    if (!running) {
      const serverLog = existsSync(join(dir, 'server.log'))
        ? readFileSync(join(dir, 'server.log'), 'utf8')
        : '';
      throw new Error(
        `pg_ctl could not start PostgreSQL on port ${port}: ${`${start.output}\n${serverLog}`.trim().slice(-800)}`,
      );
    }
    const url = new URL(`postgres://127.0.0.1:${port}/${encodeURIComponent(database)}`);
    url.username = encodeURIComponent(user);
    const admin = new pg.Client({ host: '127.0.0.1', port, user, database: 'postgres' });
    await admin.connect();
    try {
      if (database !== 'postgres') await admin.query(`create database "${database.replaceAll('"', '""')}"`);
    } finally {
      await admin.end();
    }
    const version = run(join(bin, 'postgres'), ['--version']).output;
    const crashAndRestart = () => {
      const restart = control('-m', 'immediate', 'restart');
      if (restart.status !== 0)
        throw new Error(`pg_ctl could not restart PostgreSQL: ${restart.output.slice(-800)}`);
    };
    return {
      url: url.toString(),
      started: true,
      crashAndRestart,
      description: `started ${version || 'PostgreSQL'} at 127.0.0.1:${port} (data in ${dir}), stopped at the end`,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * The server the tests use under CI: the one at `url` when it answers, else one started here. Throws
 * with the reason when neither works; the caller reports it as a failed check.
 */
export async function ensureTestPostgres(
  url: string,
  log: (line: string) => void = console.log,
): Promise<TestPostgres> {
  if (await postgresAnswers(url)) {
    return { url, started: false, description: `PostgreSQL answers at ${hidePassword(url)}`, stop() {} };
  }
  log(`no PostgreSQL answers at ${hidePassword(url)}: starting one for this run`);
  return startTestPostgres(url, log);
}
