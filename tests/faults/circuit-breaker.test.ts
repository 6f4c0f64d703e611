import { createServer } from 'node:http';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { CircuitState } from '../../gateway/ministry/circuit-breaker.js';
import ru from '../../locales/ru/gateway.json' with { type: 'json' };
import { NotaryChoiceRegionsQuery as RegionsQuery } from '../../ui/features/acts/notary-choice.documents.js';
import {
  captureLogs,
  refusedUrl,
  type Script,
  send,
  startGateway,
  startScriptedMinistry,
} from '../gateway/harness.js';
import { replay } from '../gateway/recorded.js';

// The gateway's circuit breaker per ministry (decision 028): a ministry that stops answering is
// found, calls then fail fast with MINISTRY_UNAVAILABLE instead of holding every client for the
// spec's 60-100 s, and a health probe lets them through again once the ministry is back.

const inRussian = { headers: { 'accept-language': 'ru' } };
const unavailable = {
  message: ru.errors.MINISTRY_UNAVAILABLE,
  extensions: { code: 'MINISTRY_UNAVAILABLE' },
};

/** The sandbox ministry's own answers to the two routes these tests use. */
const healthyMinistry: Script = (request) => {
  if (request.url.startsWith('/api/health')) return replay('health');
  if (request.url.startsWith('/api/regions')) return replay('regions');
  return { status: 404 };
};

const regionCalls = (seen: { url: string }[]) => seen.filter((r) => r.url.startsWith('/api/regions')).length;

describe('the circuit breaker in front of the ministry', () => {
  it('fails fast on a ministry that accepts connections and never answers, and closes once it is healthy', async () => {
    let hung = true;
    // Accepts every connection, reads the request and never writes a byte back while `hung`.
    const ministry = await startScriptedMinistry((request, res) =>
      hung ? new Promise<undefined>(() => {}) : healthyMinistry(request, res),
    );
    const timeoutMs = 10_000;
    const gateway = startGateway({
      ministryUrl: ministry.url,
      timeoutMs,
      authTimeoutMs: timeoutMs,
      ministryBreaker: {
        failureThreshold: 3,
        slowCallMs: 200,
        probeTimeoutMs: 300,
        retryMs: 100,
        maxRetryMs: 400,
      },
    });
    const states: CircuitState[] = [];
    gateway.ministryBreaker.onChange((state) => states.push(state));
    let firstAnswered = false;
    // Started before the circuit opens, this call keeps its full timeout.
    const first = send(gateway, RegionsQuery, inRussian).finally(() => {
      firstAnswered = true;
    });
    try {
      // The hanging call makes the breaker probe the ministry's health, which gets no answer either.
      await expect.poll(() => states, { timeout: 5_000, interval: 20 }).toContain('open');

      const called = regionCalls(ministry.seen);
      const started = performance.now();
      const { result } = await send(gateway, RegionsQuery, inRussian);
      const waitedMs = performance.now() - started;
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]).toMatchObject(unavailable);
      // Answered without waiting for the request timeout, and without a call to the ministry...
      expect(waitedMs).toBeLessThan(timeoutMs);
      expect(regionCalls(ministry.seen)).toBe(called);
      // ...while the call that had already started still waits for the ministry.
      expect(firstAnswered).toBe(false);
      expect(gateway.ministryBreaker.state).not.toBe('closed');

      // The ministry recovers: a health probe finds it and the circuit closes.
      hung = false;
      await expect
        .poll(() => gateway.ministryBreaker.state, { timeout: 10_000, interval: 20 })
        .toBe('closed');
      expect(states).toContain('halfOpen');
      const recovered = await send(gateway, RegionsQuery, inRussian);
      expect(recovered.result.errors).toBeUndefined();
      expect(recovered.result.data?.regions.length).toBeGreaterThan(0);
    } finally {
      // Dropping the hung connections ends the first call (as a refused one).
      await ministry.close();
      await first;
      await gateway.close();
    }
  });

  it('stays closed for a slow ministry whose health still answers', async () => {
    // Under load a call may take longer than slowCallMs; the ministry still answers its health, so the
    // breaker must not turn slowness into MINISTRY_UNAVAILABLE for everyone.
    const ministry = await startScriptedMinistry(async (request, res) => {
      if (request.url.startsWith('/api/regions')) await new Promise((resolve) => setTimeout(resolve, 600));
      return healthyMinistry(request, res);
    });
    const gateway = startGateway({
      ministryUrl: ministry.url,
      ministryBreaker: { failureThreshold: 3, slowCallMs: 100, probeTimeoutMs: 5_000 },
    });
    const states: CircuitState[] = [];
    gateway.ministryBreaker.onChange((state) => states.push(state));
    try {
      const answers = await Promise.all([1, 2, 3].map(() => send(gateway, RegionsQuery, inRussian)));
      for (const { result } of answers) expect(result.errors).toBeUndefined();
      // The slow calls made the breaker ask the ministry's health, and it answered.
      expect(ministry.seen.some((r) => r.url.startsWith('/api/health'))).toBe(true);
      expect(states).toEqual([]);
      expect(gateway.ministryBreaker.state).toBe('closed');
    } finally {
      await gateway.close();
      await ministry.close();
    }
  });

  it('stays closed when clients go away while their calls wait for the ministry', async () => {
    // A load test's end, or people closing their tabs: each closed connection aborts its ministry call.
    // That says nothing about the ministry, so it must not count towards opening the circuit.
    const leaving = 5;
    // The ministry holds every regions call until the clients have gone: no fixed delay a loaded
    // machine could outlast before the clients leave.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ministry = await startScriptedMinistry(async (request, res) => {
      if (request.url.startsWith('/api/regions') && regionCalls(ministry.seen) <= leaving) await held;
      return healthyMinistry(request, res);
    });
    const { logger, lines } = captureLogs();
    const gateway = startGateway({
      ministryUrl: ministry.url,
      logger,
      ministryBreaker: { failureThreshold: 3 },
    });
    const states: CircuitState[] = [];
    gateway.ministryBreaker.onChange((state) => states.push(state));
    const url = await gateway.listen(0, '127.0.0.1');
    try {
      const clients = Array.from({ length: leaving }, () => new AbortController());
      const calls = clients.map((client) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
          body: JSON.stringify({ query: print(RegionsQuery) }),
          signal: client.signal,
        }).catch((error: unknown) => error),
      );
      // Every call has reached the ministry; then every client leaves before it answers.
      await expect.poll(() => regionCalls(ministry.seen), { timeout: 5_000, interval: 10 }).toBe(leaving);
      for (const client of clients) client.abort();
      await Promise.all(calls);
      // Each aborted call ends in one log line: abandoned (the client left) or unreachable (counted).
      const ended = () =>
        lines.filter((line) => /abandoned by the client|ministry unreachable/.test(line)).length;
      await expect.poll(ended, { timeout: 5_000, interval: 10 }).toBe(leaving);
      release();

      expect(states).toEqual([]);
      expect(gateway.ministryBreaker.state).toBe('closed');
      expect(lines.filter((line) => line.includes('ministry unreachable'))).toEqual([]);
      const { result } = await send(gateway, RegionsQuery, inRussian);
      expect(result.errors).toBeUndefined();
    } finally {
      release();
      await gateway.close();
      await ministry.close();
    }
  });

  it('opens after repeated refusals, and closes when the ministry is back on its port', async () => {
    const url = await refusedUrl();
    const gateway = startGateway({
      ministryUrl: url,
      ministryBreaker: { failureThreshold: 3, retryMs: 50, maxRetryMs: 200 },
    });
    const ministry = createServer((req, res) => {
      const reply = healthyMinistry(
        { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: '' },
        res,
      );
      if (reply && !(reply instanceof Promise)) {
        res.writeHead(reply.status, reply.headers ?? {});
        res.end(reply.body);
      }
    });
    try {
      const codes: unknown[] = [];
      for (let call = 0; call < 4; call++) {
        const { result } = await send(gateway, RegionsQuery, inRussian);
        codes.push(result.errors?.[0]?.extensions?.code);
      }
      // Each refusal answers at once anyway; from the threshold on, no call is even tried.
      expect(codes).toEqual([
        'INTEGRATION_ERROR',
        'INTEGRATION_ERROR',
        'INTEGRATION_ERROR',
        'MINISTRY_UNAVAILABLE',
      ]);
      expect(gateway.ministryBreaker.state).not.toBe('closed');

      await new Promise<void>((resolve) => ministry.listen(Number(new URL(url).port), '127.0.0.1', resolve));
      await expect
        .poll(() => gateway.ministryBreaker.state, { timeout: 10_000, interval: 20 })
        .toBe('closed');
      const { result } = await send(gateway, RegionsQuery, inRussian);
      expect(result.errors).toBeUndefined();
      expect(result.data?.regions.length).toBeGreaterThan(0);
    } finally {
      await gateway.close();
      ministry.closeAllConnections();
      await new Promise((resolve) => ministry.close(resolve));
    }
  });
});
