import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createMinistry } from '../../ministry/app';
import { queryRows } from '../../ministry/db/database';
import { translate } from '../../ministry/i18n';
import {
  createTestDatabase,
  drivers,
  ministryForSuite,
  startTestMinistry,
  testDatabaseUrl,
} from '../support/ministry';

// An operator's probes of the ministry and its pool (decision 113): /healthz says the process answers,
// /readyz that it takes new work (not draining, its database answers), outside the admission queue;
// on PostgreSQL the pool's size and statement timeout are what the configuration says.

describe.each(drivers)('the ministry’s probes on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  it('is alive and ready, then unready once draining while it still answers the requests it gets', async () => {
    const app = ministry().app;
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'alive' }]);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', database: driver }]);

    ministry().drain();
    const draining = await app.inject({ method: 'GET', url: '/readyz' });
    expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // Draining turns readiness off; the requests a load balancer still sends are answered.
    const regions = await app.inject({ method: 'GET', url: '/api/regions' });
    expect(regions.statusCode).toBe(200);
    expect((regions.json() as unknown[]).length).toBe(14);
  });
});

describe.each(drivers)('the ministry’s close on %s', (driver) => {
  it('closes a connection whose request was under way as soon as it is answered, not after its keep-alive', async () => {
    const ministry = await startTestMinistry(driver);
    const { port } = new URL(ministry.url);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // The server's 'request' event: its headers are read, and Fastify (the first listener) has routed
    // it before the close begins.
    const routed = new Promise<void>((resolve) => ministry.app.server.once('request', () => resolve()));
    // A request routed before the close, whose body (9 bytes) has not all arrived.
    socket.write(
      'POST /api/check_before_auth HTTP/1.1\r\nHost: ministry\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{"x":',
    );
    await routed;
    const started = performance.now();
    const closed = ministry.close();
    await expect.poll(() => ministry.closing()).toBe('http');
    socket.write('1}  ');
    await ended;
    await closed;
    // Answered (a malformed body is a 400), then closed at once: Fastify's keep-alive is 72 s.
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe.skipIf(!drivers.includes('postgresql'))('the ministry’s pool on postgresql', () => {
  it('says unready while its database refuses connections, and ready again once it takes them', async () => {
    const database = await createTestDatabase('postgresql');
    const ministry = await createMinistry({ ...database.options, faceId: false });
    const name = new URL(database.options.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const unready = await ministry.app.inject({ method: 'GET', url: '/readyz' });
      expect([unready.statusCode, unready.json()]).toEqual([
        503,
        { status: 'unready', database: 'postgresql' },
      ]);
      // The reason is a word: nothing of the driver's message (the server, the database's name).
      expect(unready.body).not.toContain(name);
      expect((await ministry.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // A request meanwhile is a retry in the caller's language, never a 500 (decision 124).
      const regions = await ministry.app.inject({
        method: 'GET',
        url: '/api/regions',
        headers: { 'accept-language': 'ru' },
      });
      expect(regions.statusCode).toBe(503);
      expect(regions.headers['retry-after']).toBe('2');
      expect(regions.json()).toEqual({
        code: 'database_unavailable',
        message: translate('ru', 'errors.database_unavailable'),
      });
      expect(regions.body).not.toContain(name);

      await admin.query(`alter database ${name} allow_connections true`);
      const ready = await ministry.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
      await admin.end();
      await ministry.close();
      await database.drop();
    }
  });

  it('opens at most DATABASE_POOL_SIZE connections and cancels a statement past its timeout', async () => {
    const database = await createTestDatabase('postgresql');
    const ministry = await createMinistry({
      ...database.options,
      faceId: false,
      poolSize: 3,
      statementTimeoutMs: 300,
    });
    const name = new URL(database.options.databaseUrl!).pathname.slice(1);
    try {
      const [setting] = await queryRows<{ statement_timeout: string }>(
        ministry.db,
        sql`show statement_timeout`,
      );
      expect(setting?.statement_timeout).toBe('300ms');
      await expect(ministry.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });

      // Eight statements at once share three connections, none of them cancelled.
      const sleeps = Promise.all(
        Array.from({ length: 8 }, () => ministry.db.execute(sql`select pg_sleep(0.1)`)),
      );
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      let most = 0;
      try {
        for (let i = 0; i < 5; i++) {
          const { rows } = await admin.query<{ n: number }>(
            // The pool's connections (the change feed's LISTEN connection is not one).
            "select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'select pg_sleep%'",
            [name],
          );
          most = Math.max(most, rows[0]?.n ?? 0);
        }
      } finally {
        await admin.end();
      }
      await sleeps;
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(3);
    } finally {
      await ministry.close();
      await database.drop();
    }
  });
});
