import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { MinistryCallOutcome } from '../ministry/client.js';

// The gateway's Prometheus metrics (issue 31, decision 118), on prom-client: its HTTP requests by kind
// and status with their time, its calls to the ministry by outcome with their time, the WebSocket
// connections it holds, the requests its budget refused, and Node's process figures. They are served
// on a port of their own (METRICS_PORT, on METRICS_HOST, loopback by default), never on the public
// one: a scrape is the operator's, not the citizen's. Labels are bounded: a request's kind, never its path.

/** What a gateway request was, for the metrics: the kinds the server routes to. */
export type RequestKind = 'graphql' | 'files' | 'speed_test' | 'probe' | 'static';

export interface GatewayMetrics {
  readonly registry: Registry;
  /** Counts `res` once it is answered (or abandoned), with the time since now. */
  track(kind: RequestKind, res: ServerResponse): void;
  ministryCall(outcome: MinistryCallOutcome, seconds: number): void;
  budgetRefused(): void;
  /** Serves GET /metrics on `port` of `host`; resolves with its URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** Seconds: a static file (a millisecond) to the ministry's general timeout's order (100 s). */
const durationBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 100];

let processRegistry: Registry | undefined;
/** Node's process figures, collected once per process however many gateways it holds (the tests). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The exposition of `registry` and of the process. */
const exposition = async (registry: Registry) =>
  `${await processMetrics().metrics()}${await registry.metrics()}`;

export function createGatewayMetrics(sources: {
  websockets(): number;
  turnsWaiting(): number;
}): GatewayMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests answered, by kind (graphql, files, speed_test, probe, static) and status',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer written, by kind',
    labelNames: ['kind'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const calls = new Counter({
    name: 'gateway_ministry_calls_total',
    help: 'Calls to the ministry, by outcome (status class, timeout, unreachable, abandoned, circuit_open)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const callDuration = new Histogram({
    name: 'gateway_ministry_call_duration_seconds',
    help: 'Time of a call to the ministry, by outcome',
    labelNames: ['outcome'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'gateway_request_budget_refusals_total',
    help: 'Requests refused with 429 because their address had spent its budget',
    registers: [registry],
  });
  new Gauge({
    name: 'gateway_websocket_connections',
    help: 'GraphQL WebSocket connections (subscriptions, liveness) open on this gateway',
    registers: [registry],
    collect() {
      this.set(sources.websockets());
    },
  });
  new Gauge({
    name: 'gateway_turns_waiting',
    help: 'Pieces of request work waiting for their turn of the event loop: above a few, the gateway is saturated (decision 128)',
    registers: [registry],
    collect() {
      this.set(sources.turnsWaiting());
    },
  });

  let server: Server | undefined;
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://metrics').pathname;
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    const text = await exposition(registry);
    res.writeHead(200, { 'content-type': registry.contentType }).end(text);
  };

  return {
    registry,
    track(kind, res) {
      const end = duration.startTimer({ kind });
      res.once('close', () => {
        end();
        requests.inc({ kind, status: String(res.statusCode) });
      });
    },
    ministryCall(outcome, seconds) {
      calls.inc({ outcome });
      if (outcome !== 'circuit_open') callDuration.observe({ outcome }, seconds);
    },
    budgetRefused() {
      refused.inc();
    },
    listen(port, host = '127.0.0.1') {
      server ??= createServer((req, res) => {
        serve(req, res).catch(() => {
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      });
      const listening = server;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          listening.off('error', reject);
          const { port: bound } = listening.address() as AddressInfo;
          resolve(`http://${host.includes(':') ? `[${host}]` : host}:${bound}`);
        });
      });
    },
    close() {
      const listening = server;
      server = undefined;
      return listening ? new Promise<void>((resolve) => listening.close(() => resolve())) : Promise.resolve();
    },
  };
}
