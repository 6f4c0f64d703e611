import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { json, type ScriptedMinistry, scriptedMinistryForSuite, startGateway } from './harness.js';

// An operator's probes of the gateway and its graceful stop (decision 113): /healthz says the process
// answers, /readyz that it takes new work (not draining, and its ministry says it is ready), and a
// stop lets the requests under way finish before the sockets go.

/** A scripted ministry: /readyz as `ready()` says, the health probe slow when `slowMs` is set. */
function probedMinistry(state: { ready: boolean; slowMs: number }) {
  return async (request: { url: string }) => {
    if (request.url === '/readyz') return state.ready ? json(200, { status: 'ready' }) : json(503, {});
    if (request.url.startsWith('/api/health')) {
      if (state.slowMs > 0) await delay(state.slowMs);
      return json(200, { status: 'ok', database: 'pglite', migrations: 1 });
    }
    return json(404, {});
  };
}

async function listening(ministry: ScriptedMinistry) {
  const gateway = startGateway({ ministryUrl: ministry.url, staticDir: '/nonexistent' });
  const url = await gateway.listen(0, '127.0.0.1');
  return { gateway, url };
}

const probe = async (url: string, path: string) => {
  const answer = await fetch(`${url}${path}`);
  return { status: answer.status, body: await answer.json(), cache: answer.headers.get('cache-control') };
};

/** Resolves once the ministry is asked for its health: a query about it is then under way in the gateway. */
async function underWayAt(ministry: ScriptedMinistry) {
  const before = ministry.seen.length;
  await vi.waitFor(
    () => expect(ministry.seen.slice(before).some((seen) => seen.url.startsWith('/api/health'))).toBe(true),
    { timeout: 10_000, interval: 10 },
  );
}

const healthQuery = (url: string) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query: '{ health { gateway ministry { status } } }' }),
  });

describe('the gateway’s probes', () => {
  const state = { ready: true, slowMs: 0 };
  const ministry = scriptedMinistryForSuite(probedMinistry(state));

  it('is alive and ready while its ministry is ready, unready while it is not, alive throughout', async () => {
    const { gateway, url } = await listening(ministry());
    try {
      expect(await probe(url, '/healthz')).toEqual({
        status: 200,
        body: { status: 'alive' },
        cache: 'no-store',
      });
      expect(await probe(url, '/readyz')).toEqual({
        status: 200,
        body: { status: 'ready' },
        cache: 'no-store',
      });
      state.ready = false;
      expect(await probe(url, '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unready', ministry: 'unavailable' },
      });
      expect((await probe(url, '/healthz')).status).toBe(200);
      // The balancer in front of the gateways leaves the ministry out (decision 123).
      expect(await probe(url, '/readyz?exclude=ministry')).toMatchObject({
        status: 200,
        body: { status: 'ready' },
      });
      state.ready = true;
      expect((await probe(url, '/readyz')).status).toBe(200);
      // A probe is read, never written to.
      expect((await fetch(`${url}/readyz`, { method: 'POST' })).status).toBe(405);
    } finally {
      await gateway.close();
    }
  });

  it('is unready once draining, whatever the ministry says, and still answers the other routes', async () => {
    const { gateway, url } = await listening(ministry());
    try {
      gateway.drain();
      expect(await probe(url, '/readyz')).toMatchObject({ status: 503, body: { status: 'draining' } });
      expect(await probe(url, '/readyz?exclude=ministry')).toMatchObject({
        status: 503,
        body: { status: 'draining' },
      });
      expect((await probe(url, '/healthz')).status).toBe(200);
      const answer = await healthQuery(url);
      expect(answer.status, await answer.clone().text()).toBe(200);
      expect(await answer.json()).toEqual({
        data: { health: { gateway: 'UP', ministry: { status: 'UP' } } },
      });
    } finally {
      await gateway.close();
    }
  });

  it('lets a request under way finish within the grace, and accepts no new connection', async () => {
    state.slowMs = 600;
    const { gateway, url } = await listening(ministry());
    try {
      const underWay = healthQuery(url);
      // The request has reached the gateway, which waits on the slow ministry, before the stop.
      await underWayAt(ministry());
      const closed = gateway.close({ graceMs: 5_000 });
      const answer = await underWay;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        data: { health: { gateway: 'UP', ministry: { status: 'UP' } } },
      });
      await closed;
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    } finally {
      state.slowMs = 0;
      await gateway.close();
    }
  });

  it('without a grace, ends a request under way at once', async () => {
    state.slowMs = 2_000;
    const { gateway, url } = await listening(ministry());
    try {
      const underWay = healthQuery(url).then(
        (answer) => answer.status,
        () => 'cut',
      );
      await underWayAt(ministry());
      await gateway.close();
      expect(await underWay).toBe('cut');
    } finally {
      state.slowMs = 0;
    }
  });
});
