import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ensureTestPostgres,
  findPostgresBin,
  isCi,
  postgresAnswers,
  type TestPostgres,
} from '../../scripts/postgres';

// npm test's PostgreSQL under CI (scripts/postgres.ts, decision 021): when nothing answers at
// TEST_DATABASE_URL it starts a throw-away server, there or on another port, and removes it at the end.
// Without PostgreSQL's binaries outside CI there is nothing to start (under CI it would be installed).

async function listening(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not on TCP');
  return address.port;
}

async function unusedPort(): Promise<number> {
  const server = createServer();
  const port = await listening(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const dataFolder = (server: TestPostgres) => /data in (\S+)\)/.exec(server.description)?.[1] ?? '';

describe.skipIf(!findPostgresBin() && !isCi())('a PostgreSQL server for the test run', () => {
  const started: TestPostgres[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) server.stop();
    for (const close of closers.splice(0)) await close();
  });

  it('starts one at the port of an unreachable TEST_DATABASE_URL, with its database, and removes it at the end', async () => {
    const port = await unusedPort();
    const wanted = `postgres://postgres@127.0.0.1:${port}/contracts_probe`;
    expect(await postgresAnswers(wanted)).toBe(false);

    const server = await ensureTestPostgres(wanted, () => undefined);
    started.push(server);
    expect(server).toMatchObject({ started: true, url: wanted });
    const folder = dataFolder(server);
    expect(existsSync(folder)).toBe(true);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ db: string }>('select current_database() as db');
      expect(rows).toEqual([{ db: 'contracts_probe' }]);
      // The ministry's name search lowers Cyrillic: the C locale would not.
      const lowered = await client.query<{ name: string }>("select lower('ТОЖИЕВ Sardor') as name");
      expect(lowered.rows).toEqual([{ name: 'тожиев sardor' }]);
      // The tests create and drop databases of their own on it.
      await client.query('create database contracts_probe_child');
      await client.query('drop database contracts_probe_child');
    } finally {
      await client.end();
    }

    server.stop();
    expect(await postgresAnswers(wanted)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  }, 60_000);

  it('uses a server that answers as it is, and starts on another port when the wanted one is taken', async () => {
    // Something that is not PostgreSQL holds the port of the URL.
    const squatter = createServer((socket) => socket.destroy());
    const taken = await listening(squatter);
    closers.push(() => new Promise((resolve) => squatter.close(() => resolve())));

    const server = await ensureTestPostgres(`postgres://postgres@127.0.0.1:${taken}/test`, () => undefined);
    started.push(server);
    const port = Number(new URL(server.url).port);
    expect(server.started).toBe(true);
    expect(port).not.toBe(taken);
    expect(new URL(server.url).pathname).toBe('/test');

    const again = await ensureTestPostgres(server.url, () => undefined);
    expect(again).toMatchObject({ started: false, url: server.url });
    again.stop();
    expect(await postgresAnswers(server.url)).toBe(true);
  }, 60_000);
});
