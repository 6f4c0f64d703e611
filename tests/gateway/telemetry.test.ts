import { setImmediate as nextTurn } from 'node:timers/promises';
import Fastify from 'fastify';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../gateway/app.js';
import { createGatewayLogger } from '../../gateway/logger.js';
import { loggerOptions } from '../../ministry/logger.js';
import { installRequestIds, requestIdOf } from '../../ministry/request-id.js';
import { CatalogueQuery } from '../../ui/features/catalogue/catalogue.documents.js';
import { ministryForSuite } from '../support/ministry.js';

// Telemetry (issue 31, decision 118). Request ids: the gateway answers every request's id in
// X-Request-Id, writes it in each of its log lines for the request, and hands it to the ministry, whose
// lines for the same request carry it too, so one id finds a request in both processes' logs. A proxy
// the gateway trusts may give the id; a client may not. Metrics: each service's Prometheus exposition,
// read as a scraper reads it, counts what the requests did, with labels that are patterns, not paths.

interface LogLine {
  reqId?: string;
  msg?: string;
  service?: string;
}

/** A Prometheus exposition as a scraper reads it: each series (name and labels) with its value. */
function sample(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

async function scrape(url: string): Promise<string> {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
}

const collector = () => {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
};

describe('request ids and metrics, from the gateway through the ministry', () => {
  const ministryLog = collector();
  const gatewayLog = collector();
  const ministry = ministryForSuite('pglite', {
    logger: { level: 'info', stream: ministryLog.stream },
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  let gateway: Gateway;
  let url: string;
  beforeAll(async () => {
    gateway = createGateway({
      ministryUrl: ministry().url,
      logger: createGatewayLogger({ level: 'debug' }, gatewayLog.stream),
      // The test stands for a proxy on 127.0.0.1 only when it says so: see the last test.
      trustedProxies: ['127.0.0.2'],
      requestBudget: { requests: 1_000_000 },
    });
    url = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(() => gateway?.close());

  const catalogue = (headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru', ...headers },
      body: JSON.stringify({ query: print(CatalogueQuery), variables: { query: 'ishonchnoma' } }),
    });

  it('is answered, and names the gateway’s lines and the ministry’s lines of that request', async () => {
    const first = await catalogue();
    const second = await catalogue();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { errors?: unknown }).errors).toBeUndefined();
    await second.arrayBuffer();
    const id = first.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(second.headers.get('x-request-id')).not.toBe(id);

    // The gateway's call to the ministry, and the ministry's own lines for the request it received.
    const gatewayLines = gatewayLog.lines.filter((line) => line.reqId === id);
    expect(gatewayLines.map((line) => line.msg)).toContain('ministry call');
    const ministryLines = ministryLog.lines.filter((line) => line.reqId === id);
    expect(ministryLines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('is the ministry’s answer header too, and a malformed or missing one is replaced', async () => {
    const given = await fetch(`${ministry().url}/healthz`, { headers: { 'x-request-id': 'abcdef12.34' } });
    expect(given.headers.get('x-request-id')).toBe('abcdef12.34');
    const malformed = await fetch(`${ministry().url}/healthz`, {
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${ministry().url}/healthz`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not a client’s to choose: the gateway gives its own unless a trusted proxy sent it', async () => {
    const fromClient = await catalogue({ 'x-request-id': 'chosen-by-client-0001' });
    await fromClient.arrayBuffer();
    expect(fromClient.headers.get('x-request-id')).not.toBe('chosen-by-client-0001');
    expect(gatewayLog.lines.some((line) => line.reqId === 'chosen-by-client-0001')).toBe(false);
    expect(ministryLog.lines.some((line) => line.reqId === 'chosen-by-client-0001')).toBe(false);

    const proxied = createGateway({
      ministryUrl: ministry().url,
      logger: createGatewayLogger({ level: 'debug' }, gatewayLog.stream),
      trustedProxies: ['127.0.0.1'],
      requestBudget: { requests: 1_000_000 },
    });
    const proxiedUrl = await proxied.listen(0, '127.0.0.1');
    try {
      const answer = await fetch(`${proxiedUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': '7f000001:c3a2_0A1B.5' },
        body: JSON.stringify({ query: print(CatalogueQuery), variables: {} }),
      });
      await answer.arrayBuffer();
      expect(answer.headers.get('x-request-id')).toBe('7f000001:c3a2_0A1B.5');
      expect(
        ministryLog.lines.filter((line) => line.reqId === '7f000001:c3a2_0A1B.5').length,
      ).toBeGreaterThan(0);
    } finally {
      await proxied.close();
    }
  });

  it('are counted in the gateway’s metrics, on their own port only', async () => {
    const metricsUrl = await gateway.metrics.listen(0, '127.0.0.1');
    const before = sample(await scrape(`${metricsUrl}/metrics`));
    await (await catalogue()).arrayBuffer();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    const text = await scrape(`${metricsUrl}/metrics`);
    const after = sample(text);
    const grew = (series: string) => (after.get(series) ?? 0) - (before.get(series) ?? 0);
    expect(grew('gateway_http_requests_total{kind="graphql",status="200"}')).toBe(1);
    expect(grew('gateway_http_requests_total{kind="probe",status="200"}')).toBe(1);
    expect(grew('gateway_http_request_duration_seconds_count{kind="graphql"}')).toBe(1);
    expect(grew('gateway_ministry_calls_total{outcome="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(after.get('gateway_websocket_connections')).toBe(0);
    // Every piece of the requests above had its turn: none is left waiting (decision 128).
    expect(after.get('gateway_turns_waiting')).toBe(0);
    expect(after.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    // No path, id or address is a label: every label value is one of the kinds or a status.
    expect(text).not.toMatch(/^gateway_\w*\{[^}]*kind="(?!(graphql|files|speed_test|probe|static)")/m);
    // Not on the public port, and only GET /metrics on its own.
    const publicMetrics = await (await fetch(`${url}/metrics`)).text();
    expect(publicMetrics).not.toContain('gateway_http_requests_total');
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${metricsUrl}/other`)).status).toBe(404);
  });

  it('are counted in the ministry’s metrics by route pattern, with its streams, rooms and jobs', async () => {
    const before = sample(await scrape(`${ministry().url}/metrics`));
    await (await catalogue()).arrayBuffer();
    const missing = await fetch(`${ministry().url}/api/notarial_act/3f6c1d2e-0000-4000-8000-000000000000`);
    await missing.arrayBuffer();
    const text = await scrape(`${ministry().url}/metrics`);
    const after = sample(text);
    const grew = (series: string) => (after.get(series) ?? 0) - (before.get(series) ?? 0);
    expect(grew('ministry_http_requests_total{method="GET",route="/api/catalogue",status="200"}')).toBe(1);
    expect(
      grew(
        `ministry_http_requests_total{method="GET",route="/api/notarial_act/:uuid",status="${missing.status}"}`,
      ),
    ).toBe(1);
    expect(grew('ministry_http_request_duration_seconds_count{method="GET",route="/api/catalogue"}')).toBe(1);
    // The uuid asked for is nowhere: the route is its pattern.
    expect(text).not.toContain('3f6c1d2e');
    expect(after.get('ministry_open_streams')).toBe(0);
    expect(after.get('ministry_video_rooms')).toBe(0);
    expect(after.get('ministry_face_id_load')).toBe(0);
    // Every job of the queue has its lag, and none of them is late.
    const lags = [...after].filter(([series]) => series.startsWith('ministry_job_lag_seconds{'));
    expect(lags.map(([series]) => series)).toEqual(
      expect.arrayContaining([
        'ministry_job_lag_seconds{job="cleanup"}',
        'ministry_job_lag_seconds{job="sms.send"}',
      ]),
    );
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('count the requests the gateway’s budget refused', async () => {
    const strict = createGateway({
      ministryUrl: ministry().url,
      logger: createGatewayLogger({ level: 'silent' }),
      requestBudget: { requests: 1 },
    });
    const strictUrl = await strict.listen(0, '127.0.0.1');
    const metricsUrl = await strict.metrics.listen(0, '127.0.0.1');
    try {
      const ask = () =>
        fetch(`${strictUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        }).then((answer) => answer.status);
      expect([await ask(), await ask(), await ask()]).toEqual([200, 429, 429]);
      const after = sample(await scrape(`${metricsUrl}/metrics`));
      expect(after.get('gateway_request_budget_refusals_total')).toBe(2);
      expect(after.get('gateway_http_requests_total{kind="graphql",status="429"}')).toBe(2);
    } finally {
      await strict.close();
    }
  });
});

describe('the ministry’s log lines of a request', () => {
  it('name it once, on the request’s logger and on a service’s logger alike', async () => {
    const raw: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ level: 'info', stream: { write: (line: string) => void raw.push(line) } }),
      genReqId: requestIdOf,
    });
    installRequestIds(app);
    const service = app.log.child({ component: 'a-service' });
    app.get('/work', async () => {
      // The line is written after a turn of the event loop, as a service's after its query.
      await nextTurn();
      service.info('working');
      return { done: true };
    });
    try {
      const answer = await app.inject({ url: '/work', headers: { 'x-request-id': 'req-00000042' } });
      expect(answer.headers['x-request-id']).toBe('req-00000042');
      service.info('outside any request');
    } finally {
      await app.close();
    }
    const lines = raw.map((line) => JSON.parse(line) as LogLine);
    expect(lines.find((line) => line.msg === 'working')?.reqId).toBe('req-00000042');
    expect(lines.find((line) => line.msg === 'outside any request')?.reqId).toBeUndefined();
    // Fastify's own lines bind the id; the mixin does not write it a second time.
    const completed = raw.find((line) => line.includes('"request completed"')) ?? '';
    expect(completed.match(/"reqId"/g)).toHaveLength(1);
  });
});
