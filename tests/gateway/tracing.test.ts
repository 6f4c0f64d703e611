import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { newTraceparent, readTraceparent } from '../../machines/fields/traceparent.js';
import { seedPeople } from '../../ministry/db/seed/index.js';
import {
  AnswerInvitationMutation,
  CreateActMutation,
  SendActEventMutation,
} from '../../ui/features/acts/acts.documents.js';
import { CatalogueQuery } from '../../ui/features/catalogue/catalogue.documents.js';
import { addVehicle, cleanSale, userIdOf } from '../ministry/acts-support.js';
import { drivers, startTestMinistry, type TestMinistry } from '../support/ministry.js';
import { startGateway } from './harness.js';

// OpenTelemetry traces (issue 31, decision 119): one act transition, started by a request as the
// browser sends it (its own traceparent), read from what the gateway and the ministry exported over
// OTLP/HTTP to a collector: the gateway's span of the request under the browser's, its call to the
// ministry under it, the ministry's span of the route under that call, and the statements of the
// transition under the ministry's span, in one trace. The metrics of the same route are read too.

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** A span as exported, with its service and its attributes as plain values. */
interface ExportedSpan {
  service: string;
  /** The process that sent it (`service.instance.id`). */
  instance: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: 'server' | 'client' | 'other';
  start: bigint;
  end: bigint;
  attributes: Record<string, string | number | boolean>;
}

const plain = (value: OtlpValue) =>
  value.stringValue ??
  (value.intValue === undefined ? undefined : Number(value.intValue)) ??
  value.boolValue ??
  value.doubleValue ??
  '';
const attributesOf = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map((a) => [a.key, plain(a.value)]));

/** An OTLP/HTTP collector on loopback: it keeps every JSON export it receives. */
async function startCollector() {
  const exports: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') exports.push(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/v1/traces`,
    /** Everything received, as the collector's raw text: for what must never be in it. */
    raw: () => exports.join('\n'),
    spans(): ExportedSpan[] {
      return exports.flatMap((text) =>
        (JSON.parse(text) as OtlpExport).resourceSpans.flatMap((resourceSpans) => {
          const resource = attributesOf(resourceSpans.resource.attributes);
          const service = String(resource['service.name']);
          const instance = String(resource['service.instance.id']);
          return resourceSpans.scopeSpans.flatMap((scope) =>
            scope.spans.map((span) => ({
              service,
              instance,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              kind:
                span.kind === 2
                  ? ('server' as const)
                  : span.kind === 3
                    ? ('client' as const)
                    : ('other' as const),
              start: BigInt(span.startTimeUnixNano),
              end: BigInt(span.endTimeUnixNano),
              attributes: attributesOf(span.attributes),
            })),
          );
        }),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Collector = Awaited<ReturnType<typeof startCollector>>;

/** The spans of `traceId` once `complete` holds of them (the exporters send in batches), or a failure. */
async function traceOf(
  collector: Collector,
  traceId: string,
  complete: (spans: ExportedSpan[]) => boolean,
): Promise<ExportedSpan[]> {
  const spansOf = () => collector.spans().filter((span) => span.traceId === traceId);
  await vi.waitFor(
    () => {
      if (!complete(spansOf()))
        throw new Error(
          `trace incomplete: ${spansOf()
            .map((s) => s.name)
            .join(', ')}`,
        );
    },
    { timeout: 15_000, interval: 50 },
  );
  return spansOf();
}

const tracing = (endpoint: string, serviceName: string, sampleRatio = 1) => ({
  endpoint,
  serviceName,
  sampleRatio,
  scheduledDelayMs: 20,
});

const rahimovaPin = seedPeople.find((person) => person.userid === 'drahimova')!.pin;

const browserTraceparent = () => newTraceparent((bytes) => crypto.getRandomValues(bytes));

// OpenTelemetry anchors each span's clock to Date.now() when it starts, so two spans' times agree
// only as well as the wall clock kept pace with the monotonic one between their starts: to a
// millisecond on a calm machine, but a loaded virtual machine's wall clock is slewed, and a CI run
// saw a statement end 20 ms after its pass. The nesting itself is the parent ids'.
const clockSkew = 50_000_000n;

describe.each(drivers)('a traced act transition on %s', (driver) => {
  let collector: Collector;
  let ministry: TestMinistry;
  let gateway: Gateway;
  let unsampled: Gateway;
  let url: string;
  let unsampledUrl: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    collector = await startCollector();
    ministry = await startTestMinistry(driver, { tracing: tracing(collector.endpoint, 'notary-ministry') });
    gateway = startGateway({
      ministryUrl: ministry.url,
      tracing: tracing(collector.endpoint, 'notary-gateway'),
    });
    url = await gateway.listen(0, '127.0.0.1');
    // An operator who keeps no traces: whatever the browser's flag, nothing is recorded.
    unsampled = startGateway({
      ministryUrl: ministry.url,
      tracing: tracing(collector.endpoint, 'notary-gateway', 0),
    });
    unsampledUrl = await unsampled.listen(0, '127.0.0.1');
    for (const userid of ['drahimova', 'stursunov']) {
      const { token } = await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid));
      tokens[userid] = token;
    }
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await unsampled?.close();
    await ministry?.close();
    await collector?.close();
  });

  /** A GraphQL request as the portal's page sends it, with the trace it starts. */
  async function graphql(
    at: string,
    userid: string,
    document: Parameters<typeof print>[0],
    variables: object,
    traceparent = browserTraceparent(),
  ) {
    const answer = await fetch(`${at}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'oz',
        authorization: `Bearer ${tokens[userid]}`,
        traceparent,
      },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await answer.json()) as { data?: Record<string, { uuid?: string }>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return { body, traceparent };
  }

  /**
   * A new act of Rahimova's, of a vehicle of her own made for it (a retry finds no duplicate), with
   * the buyer's acceptance: ready to be sent for check, at version 2.
   */
  async function actReadyToSend() {
    const vehicle = await addVehicle(ministry, [rahimovaPin]);
    const { body } = await graphql(url, 'drahimova', CreateActMutation, { input: { ...cleanSale, vehicle } });
    const uuid = body.data?.createAct?.uuid as string;
    const outbox = (await (await fetch(`${ministry.url}/api/sms_outbox?phone=931000003`)).json()) as {
      link: string;
    }[];
    const link = outbox.find((message) => message.link.includes(uuid))?.link as string;
    const invite = new URL(link).searchParams.get('invite') as string;
    await graphql(url, 'stursunov', AnswerInvitationMutation, { token: invite, accept: true, version: 1 });
    return { uuid, vehicle };
  }

  it('runs from the browser’s request through the gateway and the ministry to the database', async () => {
    const { uuid, vehicle } = await actReadyToSend();
    const { traceparent } = await graphql(url, 'drahimova', SendActEventMutation, {
      uuid,
      type: 'act_sentForCheck',
      version: 2,
    });
    const browser = readTraceparent(traceparent)!;

    const spans = await traceOf(
      collector,
      browser.traceId,
      (trace) =>
        trace.some(
          (span) =>
            span.service === 'notary-ministry' && span.kind === 'client' && span.name === 'UPDATE acts',
        ) && trace.some((span) => span.service === 'notary-gateway' && span.kind === 'server'),
    );

    // The gateway's span of the request continues the browser's, and is named by its operation.
    const served = spans.filter((span) => span.service === 'notary-gateway' && span.kind === 'server');
    expect(served).toHaveLength(1);
    const request = served[0]!;
    expect(request.parentSpanId).toBe(browser.spanId);
    expect(request.name).toBe('mutation SendActEvent');
    expect(request.attributes).toMatchObject({
      'graphql.operation.name': 'SendActEvent',
      'http.request.method': 'POST',
      'http.response.status_code': 200,
    });

    // Its call to the ministry, under it; the ministry's span of the route, under the call.
    const calls = spans.filter((span) => span.parentSpanId === request.spanId && span.kind === 'client');
    const call = calls.find((span) => String(span.attributes['url.path']).endsWith('/events'));
    expect(call, calls.map((span) => span.attributes['url.path']).join(', ')).toBeDefined();
    expect(call!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.response.status_code': 200,
    });
    const route = spans.find(
      (span) => span.service === 'notary-ministry' && span.parentSpanId === call!.spanId,
    );
    expect(route?.kind).toBe('server');
    expect(route?.name).toMatch(/^POST \/api\/notarial_act\/:uuid\//);
    expect(route?.attributes['http.response.status_code']).toBe(200);
    // Each span starts within its parent; the call ends before the gateway answers. (The ministry's
    // span ends when its answer is written out, which the gateway may read first: no order there.)
    expect(call!.start).toBeGreaterThanOrEqual(request.start - clockSkew);
    expect(call!.end).toBeLessThanOrEqual(request.end + clockSkew);
    expect(route!.start).toBeGreaterThanOrEqual(call!.start - clockSkew);

    // The transition's statements, under the route's span: the act's new version and its journal row.
    const statements = spans.filter((span) => span.parentSpanId === route!.spanId);
    expect(statements.every((span) => span.kind === 'client')).toBe(true);
    expect(statements.every((span) => span.attributes['db.system.name'] === 'postgresql')).toBe(true);
    const names = statements.map((span) => span.name);
    expect(names).toEqual(expect.arrayContaining(['UPDATE acts', 'INSERT journal']));
    for (const statement of statements) {
      expect(statement.start).toBeGreaterThanOrEqual(route!.start - clockSkew);
      expect(statement.end).toBeLessThanOrEqual(route!.end + clockSkew);
    }

    // Nothing of the people or their sessions is in what left the services: no token, no PIN.
    const exported = collector.raw();
    for (const token of Object.values(tokens)) expect(exported).not.toContain(token);
    for (const person of seedPeople.slice(0, 5)) expect(exported).not.toContain(person.pin);
    expect(exported).not.toContain(vehicle.stateNumber);

    // The same route, counted in the ministry's metrics as a scraper reads them.
    const metrics = await (await fetch(`${ministry.url}/metrics`)).text();
    expect(metrics).toContain(
      `ministry_http_requests_total{method="POST",route="${route!.name.slice('POST '.length)}",status="200"}`,
    );
  });

  it('records nothing of a request the gateway does not sample, whatever the browser’s flag says', async () => {
    const { traceparent } = await graphql(unsampledUrl, 'drahimova', CatalogueQuery, {});
    const { traceId } = readTraceparent(traceparent)!;
    // A request the sampled gateway serves afterwards, for the exporters to have sent what they had.
    const { traceparent: later } = await graphql(url, 'drahimova', CatalogueQuery, {});
    await traceOf(collector, readTraceparent(later)!.traceId, (trace) =>
      trace.some((span) => span.service === 'notary-ministry'),
    );
    expect(collector.spans().filter((span) => span.traceId === traceId)).toEqual([]);
  });

  it('traces no probe: the gateways’ status checks and the load balancer’s say nothing of a request', async () => {
    const probes = ['/api/health', '/healthz', '/readyz', '/metrics'].map((path) => ({
      path,
      traceparent: browserTraceparent(),
    }));
    for (const { path, traceparent } of probes) {
      const answer = await fetch(`${ministry.url}${path}`, { headers: { traceparent } });
      expect(answer.status, path).toBe(200);
      await answer.arrayBuffer();
    }
    // A traced request after them, for the exporter to have sent what it had.
    const { traceparent: later } = await graphql(url, 'drahimova', CatalogueQuery, {});
    await traceOf(collector, readTraceparent(later)!.traceId, (trace) =>
      trace.some((span) => span.service === 'notary-ministry'),
    );
    const probeTraces = new Set(probes.map(({ traceparent }) => readTraceparent(traceparent)!.traceId));
    expect(collector.spans().filter((span) => probeTraces.has(span.traceId))).toEqual([]);
  });

  it('starts a trace of its own for a request without a valid traceparent', async () => {
    const { body } = await graphql(url, 'drahimova', CatalogueQuery, {}, '00-zz-bad-01');
    expect(body.data?.catalogue).toBeDefined();
    await expect
      .poll(
        () =>
          collector
            .spans()
            .filter(
              (span) => span.service === 'notary-gateway' && span.kind === 'server' && !span.parentSpanId,
            )
            .some((span) => span.name === 'query Catalogue'),
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});

describe.each(drivers)('a traced job pass on %s', (driver) => {
  let collector: Collector;
  let ministry: TestMinistry;

  beforeAll(async () => {
    collector = await startCollector();
    // The cleanup job (decision 114) due every second, its worker asking every half second.
    ministry = await startTestMinistry(driver, {
      tracing: tracing(collector.endpoint, 'notary-ministry'),
      jobs: { cleanupMs: 1_000, pollingIntervalSeconds: 0.5 },
    });
  }, 60_000);
  afterAll(async () => {
    await ministry?.close();
    await collector?.close();
  });

  it('is a trace of its own: the pass’s span, and the statements it sent under it', async () => {
    await expect
      .poll(() => collector.spans().some((span) => span.name === 'job cleanup'), { timeout: 20_000 })
      .toBe(true);
    const pass = collector.spans().find((span) => span.name === 'job cleanup')!;
    expect(pass).toMatchObject({ service: 'notary-ministry', parentSpanId: undefined, kind: 'other' });
    expect(pass.attributes['job.name']).toBe('cleanup');
    const statements = await traceOf(collector, pass.traceId, (spans) => spans.length > 1);
    const children = statements.filter((span) => span.spanId !== pass.spanId);
    // The login state's and the video challenges' deletions, each a statement of the pass.
    expect(children.length).toBeGreaterThanOrEqual(2);
    for (const child of children) {
      expect(child).toMatchObject({ parentSpanId: pass.spanId, kind: 'client', service: 'notary-ministry' });
      expect(child.attributes['db.system.name']).toBe('postgresql');
      // Within the pass's time, give or take the skew of each span's anchored clock.
      expect(child.start).toBeGreaterThanOrEqual(pass.start - clockSkew);
      expect(child.end).toBeLessThanOrEqual(pass.end + clockSkew);
    }
    expect(children.some((span) => span.name.startsWith('DELETE'))).toBe(true);
    // Every trace of this ministry that no request began begins with a pass (each job's first is
    // offered at start): the queue's own statements (fetching, completing a job) are outside any
    // pass, and untraced. This ministry's spans only: an exporter of another test's process,
    // retrying, may reach a collector on its reused port, as a request may reach this ministry's.
    expect(pass.instance).toMatch(/^[0-9a-f-]{36}$/);
    const roots = collector
      .spans()
      .filter((span) => span.instance === pass.instance && span.kind !== 'server' && !span.parentSpanId);
    expect(roots.map((span) => span.name).filter((name) => !name.startsWith('job '))).toEqual([]);
  });
});
