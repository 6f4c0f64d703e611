import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteImage } from '../../ministry/db/database';
import { defaultTestDatabaseUrl, postgresAnswers } from '../../scripts/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the image of a migrated and seeded PGlite database (pgliteImage). */
    pgliteImageFile: string;
    /** A migrated and seeded database on the test server, the template of the suites' databases. */
    postgresTemplate: string | null;
  }
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * vitest's global setup: the ministry's test databases start from one migrated and seeded database of
 * each driver, made here once per run (decision 055). Opening an empty database runs PostgreSQL's
 * initdb (PGlite), every migration and the whole seed, seconds each time; a copy costs a fraction.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'notary-test-images-'));
  const imageFile = join(folder, 'pglite.tar');
  writeFileSync(imageFile, Buffer.from(await (await pgliteImage()).arrayBuffer()));
  project.provide('pgliteImageFile', imageFile);

  const serverUrl = process.env.TEST_DATABASE_URL ?? defaultTestDatabaseUrl;
  let template: string | null = null;
  if (await postgresAnswers(serverUrl)) {
    template = `notary_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    // Migrated and seeded, then closed: a template must have no connections while it is copied.
    await (await openDatabase({ databaseUrl: url.toString() })).close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (template) await onServer(serverUrl, `drop database if exists ${template} with (force)`);
  };
}
