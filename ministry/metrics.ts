import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from './jobs/queue';

// The ministry's Prometheus metrics (issue 31, decision 118), on prom-client, at GET /metrics of its
// own port (the ministry is reached by the gateways only, as its /api is): every request by route
// pattern and status with its time, the open act and video streams, the live video rooms, the face-ID
// workers' load, each job's lag, waiting passes and failures, and Node's process figures. Labels are
// bounded: a route is Fastify's pattern (`/api/notarial_act/:uuid`), never the path asked for.

export interface MetricsSources {
  openStreams(): number;
  videoRooms(): number;
  /** Null when this ministry serves no face-ID. */
  faceIdLoad(): number | null;
  /** Null until (or unless) this instance works the job queue. */
  jobs(): JobQueue | null;
}

/** Seconds: from a cached read (a few ms) to the statement timeout's order (30 s). */
export const requestDurationBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;
/** Node's process figures, collected once per process however many ministries it holds (the tests). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The exposition of `registry` and of the process. */
export const exposition = async (registry: Registry) =>
  `${await processMetrics().metrics()}${await registry.metrics()}`;

export function installMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  const requests = new Counter({
    name: 'ministry_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'ministry_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: requestDurationBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'ministry_open_streams',
    help: 'Act watches and video-room streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'ministry_video_rooms',
    help: 'Live video rooms on this instance',
    registers: [registry],
    collect() {
      this.set(sources.videoRooms());
    },
  });
  new Gauge({
    name: 'ministry_face_id_load',
    help: 'Frames and face descriptions the face-ID workers hold, in hand or queued',
    registers: [registry],
    collect() {
      this.set(sources.faceIdLoad() ?? 0);
    },
  });
  // One read of the queue's table serves the three job figures of a scrape.
  let statusRead: ReturnType<JobQueue['status']> | undefined;
  const jobStatus = () => {
    const queue = sources.jobs();
    if (!queue) return Promise.resolve([]);
    statusRead ??= queue.status().finally(() => {
      statusRead = undefined;
    });
    return statusRead;
  };
  const jobGauge = (
    name: string,
    help: string,
    figure: (status: Awaited<ReturnType<typeof jobStatus>>[number]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const status of await jobStatus()) this.set({ job: status.name }, figure(status));
      },
    });
  jobGauge(
    'ministry_job_lag_seconds',
    'How long the oldest due pass of a job has waited for a worker',
    (s) => s.lagMs / 1000,
  );
  jobGauge('ministry_job_waiting', 'Passes of a job due and waiting for a worker', (s) => s.waiting);
  jobGauge(
    'ministry_job_failed_last_day',
    'Passes of a job failed for good in the last 24 hours',
    (s) => s.failedLastDay,
  );

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { admission: 'bypass' } }, async (_request, reply) =>
    reply.type(registry.contentType).send(await exposition(registry)),
  );
  return registry;
}
