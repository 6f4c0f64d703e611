import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgresBin } from '../postgres';

// npm run backup / npm run restore (issue 31, decision 117): the ministry's PostgreSQL database to one
// file of pg_dump's custom format, and back. A backup is taken from one snapshot: the figures its
// manifest records (migrations, acts, journal rows) are counted in the very snapshot pg_dump writes,
// so a restore can check that it brought back what was backed up. A restore never overwrites: it
// restores into a new database in one transaction, checks it, and only then swaps the names, keeping
// the database it replaced under another name; a restore that fails leaves everything as it was.

export const manifestFormat = 'notary-backup/1';

export interface BackupFigures {
  /** Migrations applied (drizzle's journal). */
  migrations: number;
  acts: number;
  journal: number;
  /** The sum of every act's version: it moves when any act takes a step, as the counts may not. */
  actVersions: number;
}

export interface BackupManifest extends BackupFigures {
  format: typeof manifestFormat;
  /** SHA-256 of the dump file, hex. */
  sha256: string;
  bytes: number;
  createdAt: string;
  /** The PostgreSQL server's major version the dump came from. */
  serverVersion: string;
}

/** A refusal or failure said in one line, with no connection string, password or row in it. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const manifestPath = (file: string) => `${file}.manifest.json`;

/** A tool of PostgreSQL's client (pg_dump, pg_restore): the newest installed, else the PATH's. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = findPostgresBin();
  return bin && existsSync(join(bin, name)) ? join(bin, name) : name;
}

/** The connection for a child tool: the URL without its password, which goes by PGPASSWORD. */
function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The URL of another database on the same server. */
function databaseOnServer(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!name) throw new BackupError('DATABASE_URL names no database');
  return name;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs a PostgreSQL tool; its stderr's first error line (no context lines, which may quote rows). */
function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64_000) stderr += chunk.toString('utf8');
    });
    child.once('error', (error: Error & { code?: string }) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} is not installed: install PostgreSQL's client (apt-get install -y postgresql-client)`
            : `${command} could not start (${error.code ?? error.name})`,
        ),
      ),
    );
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const line =
        stderr
          .split('\n')
          .map((each) => each.trim())
          .find((each) => /error:/i.test(each) && !/^(CONTEXT|DETAIL|LINE \d+):/i.test(each)) ??
        `exit status ${code}`;
      reject(new BackupError(`${command.split('/').pop()} failed: ${line.slice(0, 300)}`));
    });
  });
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    const code = (error as { code?: string }).code;
    throw new BackupError(
      code === '3D000'
        ? `the database ${databaseName(databaseUrl)} does not exist`
        : `PostgreSQL does not answer at the DATABASE_URL's server (${code ?? 'no answer'})`,
    );
  }
  return client;
}

/** A connection to the server's maintenance database (postgres, else template1), to create and rename. */
async function maintenanceConnection(databaseUrl: string): Promise<pg.Client> {
  try {
    return await connect(databaseOnServer(databaseUrl, 'postgres'));
  } catch (error) {
    if (!(error instanceof BackupError && / does not exist$/.test(error.message))) throw error;
    return connect(databaseOnServer(databaseUrl, 'template1'));
  }
}

/** The figures a manifest records, counted on `client` (inside the backup's snapshot). */
async function figuresOf(client: pg.Client): Promise<BackupFigures> {
  const schemas = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname in ('acts', 'drizzle')`,
  );
  if (schemas.rows.length < 2)
    throw new BackupError('the database holds no notary portal: start the ministry on it once first');
  const { rows } = await client.query<BackupFigures>(
    `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
            (select count(*)::int from acts.acts) as acts,
            (select count(*)::int from acts.journal) as journal,
            (select coalesce(sum(version), 0)::int from acts.acts) as "actVersions"`,
  );
  const figures = rows[0];
  if (!figures) throw new BackupError('the database answered no figures');
  return figures;
}

export interface BackupOptions {
  databaseUrl: string;
  file: string;
  now?: () => Date;
}

/**
 * Writes the database to `file` (pg_dump's custom format, compressed) and its manifest beside it.
 * The ministries may keep running: the dump and the figures come from one exported snapshot. Nothing
 * is left at `file` unless the whole dump was written.
 */
export async function backupDatabase({
  databaseUrl,
  file,
  now = () => new Date(),
}: BackupOptions): Promise<BackupManifest> {
  const client = await connect(databaseUrl);
  const partial = `${file}.partial`;
  try {
    await client.query('begin transaction isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string; version: string }>(
      `select pg_export_snapshot() as snapshot, current_setting('server_version_num') as version`,
    );
    const snapshot = rows[0]?.snapshot ?? '';
    const figures = await figuresOf(client);
    const connection = toolConnection(databaseUrl);
    await runTool(
      postgresTool('pg_dump'),
      [
        '--format=custom',
        '--compress=6',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${partial}`,
        `--dbname=${connection.dbname}`,
      ],
      connection.env,
    );
    await client.query('commit');
    const manifest: BackupManifest = {
      format: manifestFormat,
      sha256: await sha256Of(partial),
      bytes: (await stat(partial)).size,
      createdAt: now().toISOString(),
      serverVersion: String(Math.floor(Number(rows[0]?.version ?? 0) / 10_000)),
      ...figures,
    };
    await writeFile(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(manifestPath(file), 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupError(`no readable manifest beside the backup (${manifestPath(file)})`);
  }
  if (manifest.format !== manifestFormat || typeof manifest.sha256 !== 'string')
    throw new BackupError(`the manifest is not one of ${manifestFormat}`);
  return manifest as BackupManifest;
}

export interface RestoreOptions extends BackupOptions {}

export interface Restored {
  manifest: BackupManifest;
  /** The name the replaced database is kept under; undefined when there was none. */
  keptAs: string | undefined;
}

/** Other sessions connected to `name`, from the maintenance connection. */
async function sessionsOn(admin: pg.Client, name: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Restores `file` as the database of `databaseUrl`: checks the file against its manifest, restores it
 * into a new database in one transaction, checks the restored figures against the manifest, then
 * renames the current database out of the way and the restored one into its place, in one
 * transaction. Refused while anything is connected to the database (stop the ministries first).
 */
export async function restoreDatabase({
  databaseUrl,
  file,
  now = () => new Date(),
}: RestoreOptions): Promise<Restored> {
  const manifest = await readManifest(file);
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  if ((await sha256Of(file)) !== manifest.sha256)
    throw new BackupError('the backup file does not match its manifest: it is damaged or was changed');

  const target = databaseName(databaseUrl);
  const stamp = now().toISOString().replace(/\D/g, '').slice(0, 14);
  // PostgreSQL's names are at most 63 bytes.
  const named = (suffix: string) => `${target.slice(0, 63 - suffix.length)}${suffix}`;
  const restoring = named(`_restoring_${stamp}`);
  const kept = named(`_before_${stamp}`);
  const admin = await maintenanceConnection(databaseUrl);
  try {
    const existing = await admin.query<{ collate: string; ctype: string }>(
      'select datcollate as collate, datctype as ctype from pg_database where datname = $1',
      [target],
    );
    const current = existing.rows[0];
    const refuseIfInUse = async () => {
      const sessions = current ? await sessionsOn(admin, target) : 0;
      if (sessions > 0)
        throw new BackupError(
          `${sessions} connection(s) are open to the database ${target}: stop the ministries before a restore`,
        );
    };
    await refuseIfInUse();
    // The restored database sorts and lowers text as the one it replaces (Cyrillic names included).
    const locale = current
      ? ` lc_collate ${pg.escapeLiteral(current.collate)} lc_ctype ${pg.escapeLiteral(current.ctype)}`
      : '';
    await admin.query(`create database ${quoteIdent(restoring)} template template0 encoding 'UTF8'${locale}`);
    try {
      const connection = toolConnection(databaseOnServer(databaseUrl, restoring));
      await runTool(
        postgresTool('pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${connection.dbname}`,
          file,
        ],
        connection.env,
      );
      const restored = await connect(databaseOnServer(databaseUrl, restoring));
      let figures: BackupFigures;
      try {
        figures = await figuresOf(restored);
      } finally {
        await restored.end().catch(() => undefined);
      }
      for (const key of ['migrations', 'acts', 'journal', 'actVersions'] as const) {
        if (figures[key] !== manifest[key])
          throw new BackupError(
            `the restored database has ${figures[key]} ${key}, the backup recorded ${manifest[key]}: nothing was replaced`,
          );
      }
      await refuseIfInUse();
      await admin.query('begin');
      if (current) await admin.query(`alter database ${quoteIdent(target)} rename to ${quoteIdent(kept)}`);
      await admin.query(`alter database ${quoteIdent(restoring)} rename to ${quoteIdent(target)}`);
      await admin.query('commit');
    } catch (error) {
      await admin.query('rollback').catch(() => undefined);
      await admin
        .query(`drop database if exists ${quoteIdent(restoring)} with (force)`)
        .catch(() => undefined);
      throw error;
    }
    return { manifest, keptAs: current ? kept : undefined };
  } finally {
    await admin.end().catch(() => undefined);
  }
}
