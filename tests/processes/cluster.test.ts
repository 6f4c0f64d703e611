import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAlive, type Service, startService, stopChild } from '../../scripts/processes.js';
import { freePort } from '../../scripts/support/free-ports.js';
import { CatalogueQuery } from '../../ui/features/catalogue/catalogue.documents.js';
import { MeQuery } from '../../ui/features/session/session.documents.js';
import { wsClient } from '../gateway/harness.js';
import { clusterPid } from '../support/cluster.js';
import { faceLogin } from '../support/face-login.js';
import { createTestDatabase, drivers } from '../support/ministry.js';

// `npm run cluster` (issue 31, decision 121): HAProxy in front of two gateways, two ministries and the
// face-ID service, each its own OS process, on a PostgreSQL database. Through HAProxy's one port: a
// request carries HAProxy's id; a whole login with a real face check (browser → HAProxy → gateway →
// HAProxy → face-ID; gateway → HAProxy → ministry → HAProxy → face-ID) opens a session every instance
// honours; a gateway killed is not seen by the requests that follow, and comes back by itself.

interface Ready {
  url: string;
  gateways: number[];
  ministries: number[];
  faceIds: number[];
}

describe.skipIf(!drivers.includes('postgresql'))('the cluster as npm run cluster starts it', () => {
  let cluster: Service;
  let drop: () => Promise<void>;
  let ready: Ready;
  let client: Client | undefined;
  const lines: string[] = [];
  const pidOf = (name: string) => clusterPid(lines, name);

  beforeAll(async () => {
    const database = await createTestDatabase('postgresql');
    drop = database.drop;
    cluster = startService(
      'cluster',
      'scripts/cluster.ts',
      {
        DATABASE_URL: database.options.databaseUrl as string,
        PORT: String(await freePort()),
        LIVENESS_WORKERS: '1',
        LOG_LEVEL: 'warn',
      },
      'cluster ready',
      { quiet: true, onLine: (line) => lines.push(line) },
    );
    await cluster.ready;
    ready = JSON.parse(lines.find((line) => line.includes('"msg":"cluster ready"')) as string) as Ready;
  }, 240_000);
  afterAll(async () => {
    await client?.dispose();
    if (cluster) await stopChild(cluster.child, 'SIGKILL');
    await drop?.();
  }, 60_000);

  const catalogue = (headers: Record<string, string> = {}) =>
    fetch(`${ready.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'oz', ...headers },
      body: JSON.stringify({ query: print(CatalogueQuery), variables: {} }),
    });

  it('answers through HAProxy, with HAProxy’s request id, every instance ready behind it', async () => {
    const answer = await catalogue();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();
    // The gateways trust HAProxy's id (TRUSTED_PROXIES): its format, not a gateway's UUID.
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9A-F]+:[0-9A-F]+_[0-9A-F]+:[0-9A-F]+_/);
    for (const port of [...ready.gateways, ...ready.ministries, ...ready.faceIds]) {
      const probe = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(probe.status, `instance on ${port}`).toBe(200);
    }
  });

  it('logs in with a real face check across the processes', async () => {
    client = wsClient(ready.url, { locale: 'oz' });
    const authenticate = await faceLogin(client);
    expect(authenticate.resultCode).toBe(1);
    // The session is the database's: whichever gateway and ministry answer, it holds.
    for (let i = 0; i < 4; i++) {
      const me = await fetch(`${ready.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${authenticate.token}`,
          'accept-language': 'oz',
        },
        body: JSON.stringify({ query: print(MeQuery) }),
      });
      const body = (await me.json()) as { data?: { me?: unknown }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data?.me).toBeTruthy();
    }
  }, 180_000);

  it('loses no request when a gateway is killed, and the gateway comes back by itself', async () => {
    const killed = pidOf('gateway-1');
    expect(killed).toBeGreaterThan(0);
    process.kill(killed as number, 'SIGKILL');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await catalogue();
      await answer.arrayBuffer();
      statuses.push(answer.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    await expect.poll(() => pidOf('gateway-1'), { timeout: 60_000, interval: 200 }).not.toBe(killed);
    await expect
      .poll(
        async () =>
          (await fetch(`http://127.0.0.1:${ready.gateways[0]}/readyz`).catch(() => undefined))?.status,
        { timeout: 60_000, interval: 200 },
      )
      .toBe(200);
  }, 120_000);

  it('stops every process it started on SIGTERM', async () => {
    const pids = lines
      .filter((line) => line.includes('"msg":"cluster process started"'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid);
    expect(pids.length).toBeGreaterThanOrEqual(5);
    const exited = new Promise<number | null>((resolve) =>
      cluster.child.once('exit', (code) => resolve(code)),
    );
    cluster.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(pids.filter(processAlive)).toEqual([]);
    await expect(fetch(`${ready.url}/readyz`)).rejects.toThrow();
  }, 60_000);
});
