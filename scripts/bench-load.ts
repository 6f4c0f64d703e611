/**
 * `npm run bench:load`: the portal under many users at once, printed, never asserted.
 *
 * The ministry and the gateway run as processes in production mode (NODE_ENV=production, as `npm start`
 * runs them) on free loopback ports, on a fresh embedded database seeded with acts and one session per
 * user (scripts/bench-load-seed.ts). autocannon then sends mixed authenticated reads, the ones every
 * page of a logged-in user makes: the my-acts list, an act's detail and the notifications. Through the
 * gateway they are the UI's own GraphQL documents (ui/features/*\/*.documents.ts); directly they are the
 * same reads of the ministry's REST /api. Each is run at 10 and at 200 connections for 30 s; the table
 * gives requests per second, p50 and p99 latency, errors (refused connections, non-2xx answers and
 * answers that are not the data asked for, a GraphQL `errors` included) and timeouts (no answer in
 * 10 s), and the gateway/direct ratio of requests per second. Latency is shown twice: the steady state
 * (answers after a run's first 5 s) and the start burst (the first 5 s, when every connection opens at
 * once and sends its first read at the same moment), with the whole run's p99 beside them. A first
 * read's latency counts from when its connection opens, not from when autocannon made its client
 * (decision 130).
 *
 * In production the ministry is another system on its own hosts, and the clients are elsewhere. Here,
 * with two cores or more, the ministry is pinned to core 0 and the gateway to core 1 (taskset), so
 * that the gateway/direct ratio measures what the gateway adds and not three processes taking turns on
 * shared cores; the load generator runs on the core of the process it does not call (core 1 against
 * the ministry, core 0 through the gateway), never beside the one it loads (decision 130).
 * `--shared-cores` leaves the scheduler free, as it was before decision 031's last slice. The
 * CPU time each process used is printed with the figures, so a run where the load generator was the
 * bottleneck shows it.
 *
 * Options: --duration=SECONDS (30), --connections=10,200, --acts=N (acts each applicant sells, 12),
 * --database-url=URL (a PostgreSQL server for the ministry instead of PGlite; the database is used as
 * it is and gets the bench's rows), --cpu-prof=DIR (the ministry and the gateway write CPU profiles
 * there when they stop), --targets=direct,gateway (one of them alone while looking into it),
 * --shared-cores (no pinning).
 *
 * `--cluster` (issue 31, decision 123) puts `npm run cluster` beside the single process, on one
 * PostgreSQL database (a throw-away one unless --database-url names one): the same reads through the
 * single gateway and through HAProxy in front of two gateways and two ministries, at each connection
 * count, all processes sharing the cores; then a rolling restart under the last count: each gateway and
 * ministry in turn gets SIGTERM (it drains, its supervisor starts it again) and the next waits for it to
 * be back, while the load runs; every request lost or answered wrongly is counted. Only 127.0.0.1 is
 * ever loaded.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client, Instance, Result } from 'autocannon';
import type { DocumentNode } from 'graphql';
import type { LoadUser } from './bench-load-seed';
import { cliArgs } from './support/cli-args';
import { freePorts } from './support/free-ports';

const { values } = cliArgs({
  usage: `usage: npm run bench:load [-- options]

Mixed authenticated reads (my acts, act detail, notifications) through the gateway and directly
against the ministry, on loopback, printed, never asserted (decision 031).

  --duration=SECONDS       each run's length (30)
  --connections=10,200     the connection counts, one run each
  --acts=N                 acts each applicant sells (12)
  --database-url=URL       a PostgreSQL server for the ministry instead of PGlite (used as it is)
  --cpu-prof=DIR           the ministry and the gateway write CPU profiles there when they stop
  --targets=direct,gateway one of them alone
  --shared-cores           no pinning of the processes to cores (taskset)
  --cluster                npm run cluster beside the single process on PostgreSQL, then a rolling
                           restart under load (a throw-away database unless --database-url)
  -h, --help               this text`,
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    acts: { type: 'string' },
    'database-url': { type: 'string' },
    'cpu-prof': { type: 'string' },
    targets: { type: 'string' },
    'shared-cores': { type: 'boolean' },
    cluster: { type: 'boolean' },
  },
});

// Loaded once the command line is read: `--help` answers before anything heavy loads.
const [
  { default: autocannon },
  { print },
  { ActQuery, MyActsQuery },
  { NotificationsQuery },
  { seedLoad },
  { startService, stopAll, stopChild },
  { dropDatabase, ensureDatabase, hidePassword },
] = await Promise.all([
  import('autocannon'),
  import('graphql'),
  import('../ui/features/acts/acts.documents'),
  import('../ui/features/session/session.documents'),
  import('./bench-load-seed'),
  import('./processes'),
  import('./postgres'),
]);

const durationS = Number(values.duration ?? 30);
const connectionSteps = (values.connections ?? '10,200').split(',').map(Number);
const actsPerApplicant = Number(values.acts ?? 12);
const targets = (values.targets ?? 'direct,gateway').split(',') as Target[];
const withCluster = values.cluster === true;
// The cluster runs on PostgreSQL: a database of the bench's own unless one is named.
const ownDatabase = withCluster && !values['database-url'];
const databaseUrl =
  values['database-url'] ??
  (withCluster ? `postgres://postgres@127.0.0.1:5432/notary_load_${process.pid}` : undefined);
const cpuProfileDir = values['cpu-prof'];
// Each service writes a .cpuprofile there when it stops (open it in Chrome's DevTools).
const execArgv = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
// taskset is util-linux's; without it (or with one core) the services share the cores.
// The cluster's seven processes cannot be pinned as two were: beside it, nothing is.
const pinned = !values['shared-cores'] && !withCluster && availableParallelism() >= 2 && hasTaskset();
const timeoutS = 10;
const warmUpS = 5;
// The start burst: the first seconds of a run, while the connections that all opened at once get
// their first answers (decision 031, session 8). Figures after it are the steady state.
const startS = 5;
const host = '127.0.0.1';

type Kind = 'list' | 'detail' | 'notifications';
const kinds: Kind[] = ['list', 'detail', 'notifications'];
/** The ministry's REST API, the single gateway, or HAProxy in front of the cluster's gateways. */
type Target = 'direct' | 'gateway' | 'cluster';

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Requests the ministry has logged (its access line), to count ministry calls per read. */
let ministryRequests = 0;

/** Warnings and errors the services logged (pino level 40 and up), kept for the report. */
const warnings = new Map<string, string[]>();
function keepWarning(service: string, line: string) {
  const level = /^\{"level":(\d+)/.exec(line)?.[1];
  if (level === undefined || Number(level) < 40) return;
  const kept = warnings.get(service) ?? [];
  kept.push(line);
  warnings.set(service, kept);
}

interface Portal {
  urls: Partial<Record<Target, string>>;
  /** The processes of each tier now (a cluster's change as they restart). */
  pids(): Record<'ministry' | 'gateway', number[]>;
  stop(): Promise<void>;
}

async function startPortal(dataDir: string): Promise<Portal> {
  const [port, ministryPort] = await freePorts(2, host);
  const ministryUrl = `http://${host}:${ministryPort}`;
  // LOG_LEVEL as npm start has it (info): each request's access lines are part of the cost measured.
  const common = { NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
  let warmedUp: () => void = () => {};
  const faceIdWarm = new Promise<void>((resolve) => {
    warmedUp = resolve;
  });
  const services = [
    startService(
      'ministry',
      'ministry/main.ts',
      {
        ...common,
        MINISTRY_PORT: String(ministryPort),
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      'ministry ready',
      {
        quiet: true,
        execArgv,
        // The face-ID models warm up after the ready line; the load waits so they take no CPU from it.
        onLine: (line) => {
          if (line.includes('face-id warm')) warmedUp();
          else if (line.includes('"msg":"incoming request"')) ministryRequests += 1;
          keepWarning('ministry', line);
        },
      },
    ),
  ];
  await services[0]!.ready;
  // At most a minute: a LOG_LEVEL above info never writes the line.
  await Promise.race([faceIdWarm, new Promise((resolve) => setTimeout(resolve, 60_000).unref())]);
  services.push(
    startService(
      'gateway',
      'gateway/main.ts',
      {
        ...common,
        PORT: String(port),
        HOST: host,
        MINISTRY_URL: ministryUrl,
        LIVENESS_URL: `ws://${host}:${ministryPort}/liveness`,
        // Every simulated citizen comes from this one address, and each session asks hundreds of
        // times a minute: the request budgets (decisions 116, 126) are set out of the way.
        REQUEST_BUDGET: '1000000',
        SESSION_REQUEST_BUDGET: '1000000',
      },
      'gateway ready',
      { quiet: true, execArgv, onLine: (line) => keepWarning('gateway', line) },
    ),
  );
  await services[1]!.ready;
  if (pinned) {
    const pin = (core: number, pid: number) =>
      execFileSync('taskset', ['-a', '-cp', String(core), String(pid)]);
    pin(0, services[0]!.child.pid!);
    pin(1, services[1]!.child.pid!);
  }
  return {
    urls: { direct: ministryUrl, gateway: `http://${host}:${port}` },
    pids: () => ({ ministry: [services[0]!.child.pid!], gateway: [services[1]!.child.pid!] }),
    stop: () => stopAll(services),
  };
}

interface Cluster extends Portal {
  /** The pid of a process of the cluster by its name, as its supervisor last started it. */
  pidOf(name: string): number | undefined;
  /** The port each process listens on, by name. */
  ports: Record<string, number>;
}

/** `npm run cluster` (decision 121) on the bench's database, its budget out of the way as above. */
async function startCluster(url: string): Promise<Cluster> {
  const [port] = await freePorts(1, host);
  const pids = new Map<string, number>();
  const lines: string[] = [];
  const cluster = startService(
    'cluster',
    'scripts/cluster.ts',
    {
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DATABASE_URL: url,
      PORT: String(port),
      REQUEST_BUDGET: '1000000',
      SESSION_REQUEST_BUDGET: '1000000',
    },
    'cluster ready',
    {
      quiet: true,
      onLine: (line) => {
        if (line.includes('"msg":"cluster process started"')) {
          const started = JSON.parse(line) as { name: string; pid: number };
          pids.set(started.name, started.pid);
        } else if (line.includes('"msg":"cluster ready"')) lines.push(line);
        else keepWarning('cluster', line);
      },
    },
  );
  await cluster.ready;
  const ready = JSON.parse(lines[0]!) as { url: string; gateways: number[]; ministries: number[] };
  const named = (prefix: string) =>
    [...pids].filter(([name]) => name.startsWith(prefix)).map(([, pid]) => pid);
  return {
    urls: { cluster: ready.url },
    pids: () => ({ ministry: named('ministry-'), gateway: named('gateway-') }),
    pidOf: (name) => pids.get(name),
    ports: {
      'gateway-1': ready.gateways[0]!,
      'gateway-2': ready.gateways[1]!,
      'ministry-1': ready.ministries[0]!,
      'ministry-2': ready.ministries[1]!,
    },
    stop: () => stopChild(cluster.child),
  };
}

interface Restart {
  name: string;
  /** From SIGTERM to the new process answering /readyz. */
  ms: number;
}

/**
 * SIGTERM to each of `names` in turn; the next once the restarted process answers /readyz and HAProxy
 * has had two of its checks (one second apart) to take it back.
 */
async function rollingRestart(cluster: Cluster, names: string[]): Promise<Restart[]> {
  const restarts: Restart[] = [];
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await wait(3_000);
  for (const name of names) {
    const before = cluster.pidOf(name);
    if (!before) throw new Error(`the cluster has no ${name}`);
    const started = performance.now();
    process.kill(before, 'SIGTERM');
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error(`${name} did not come back in 2 minutes`);
      await wait(100);
      const now = cluster.pidOf(name);
      if (!now || now === before) continue;
      const answer = await fetch(`http://${host}:${cluster.ports[name]}/readyz`).catch(() => undefined);
      await answer?.body?.cancel();
      if (answer?.status === 200) break;
    }
    restarts.push({ name, ms: performance.now() - started });
    await wait(2_000);
  }
  await wait(3_000);
  return restarts;
}

interface Read {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

/** A document's text, printed once: every request of a kind carries the same text, as the SPA's would. */
const graphqlBody = (document: DocumentNode, operationName: string) => {
  const query = print(document);
  return (variables: object) => JSON.stringify({ operationName, query, variables });
};

const documents = {
  list: graphqlBody(MyActsQuery, 'MyActs'),
  detail: graphqlBody(ActQuery, 'Act'),
  notifications: graphqlBody(NotificationsQuery, 'Notifications'),
};

/**
 * One connection's round of reads as `user`: the list, an act, the notifications, again with the next
 * act, over up to six of the user's acts, starting at a different act for each connection.
 */
function readsOf(target: Target, user: LoadUser, connection: number): Read[] {
  const auth = { authorization: `Bearer ${user.token}`, 'accept-language': 'oz' };
  const gql = {
    ...auth,
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  const rounds = Math.min(6, user.acts.length);
  const reads: Read[] = [];
  for (let k = 0; k < rounds; k++) {
    const uuid = user.acts[(connection + k) % user.acts.length]!;
    if (target === 'direct') {
      reads.push(
        {
          kind: 'list',
          method: 'GET',
          path: '/api/notarial_act/list?tab=inprocess&page=1&size=20',
          headers: auth,
        },
        { kind: 'detail', method: 'GET', path: `/api/notarial_act/${uuid}`, headers: auth },
        { kind: 'notifications', method: 'GET', path: '/api/notarial_act/get_notify', headers: auth },
      );
    } else {
      reads.push(
        {
          kind: 'list',
          method: 'POST',
          path: '/graphql',
          headers: gql,
          body: documents.list({ tab: 'IN_PROCESS', filter: {}, page: 1, size: 20 }),
        },
        { kind: 'detail', method: 'POST', path: '/graphql', headers: gql, body: documents.detail({ uuid }) },
        {
          kind: 'notifications',
          method: 'POST',
          path: '/graphql',
          headers: gql,
          body: documents.notifications({}),
        },
      );
    }
  }
  return reads;
}

/** The answer is the data asked for: JSON of the right shape, and over GraphQL data without errors. */
function answered(target: Target, kind: Kind, status: number, body: string): boolean {
  if (status !== 200) return false;
  if (target !== 'direct') return body.startsWith('{"data":{"') && !body.includes('"errors":[');
  return kind === 'notifications' ? body.startsWith('[') : body.startsWith('{"');
}

interface KindStats {
  /** Steady-state latencies: answers after the run's first `startS` seconds. */
  latencies: number[];
  bad: number;
  /** Why answers were wrong: the status and GraphQL error codes, counted (never the bodies: personal data). */
  why: Map<string, number>;
}

function whyWrong(status: number, body: string): string {
  const codes = [...body.matchAll(/"code":"([A-Z_a-z]+)"/g)].map((m) => m[1]);
  return `${status}${codes.length ? ` ${[...new Set(codes)].join(',')}` : ''}`;
}

interface RunFigures {
  target: Target;
  connections: number;
  result: Result;
  /** Answers that came back but were not the data asked for (non-2xx included). */
  bad: number;
  byKind: Record<Kind, KindStats>;
  cpu: Record<'ministry' | 'gateway' | 'load', number>;
  /**
   * Latencies of every answer after the first `startS` seconds (the steady state), and of the answers
   * in those first seconds, when every connection opens at once and sends its first read at the same
   * moment (the start burst). Both are counted from when the connections open (decision 130).
   */
  steady: number[];
  start: number[];
  /** Requests the ministry received during the run (through the gateway: its calls). */
  ministryRequests: number;
  /** The machine's 1-minute load average around the run: other work sharing the cores shows here. */
  loadBefore: number;
  loadAfter: number;
}

const ticksPerSecond = 100; // USER_HZ on Linux
const cores = availableParallelism();

/** CPU seconds the processes have used so far (user + system), from /proc; one gone counts 0. */
function cpuSeconds(pids: number[]): number {
  let seconds = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    } catch {
      // Restarted during the run (the rolling restart): its CPU is not counted.
    }
  }
  return seconds;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

async function run(
  portal: Portal,
  target: Target,
  users: LoadUser[],
  connections: number,
  seconds: number,
  /** Work done while the load runs (the rolling restart); the run ends 0 s after it instead of at `seconds`. */
  during?: () => Promise<unknown>,
): Promise<RunFigures> {
  const byKind = Object.fromEntries(
    kinds.map((k) => [k, { latencies: [], bad: 0, why: new Map() }]),
  ) as unknown as Record<Kind, KindStats>;
  let bad = 0;
  let nextConnection = 0;
  const steady: number[] = [];
  const start: number[] = [];
  // When autocannon has made its clients: their connections open from then on (net.connect opens a
  // socket on the next tick), all at once. Making 200 clients takes the load generator 0.2 to 0.6 s.
  let openedAt = Number.POSITIVE_INFINITY;
  const setupClient = (client: Client) => {
    const connection = nextConnection++;
    const user = users[connection % users.length]!;
    // The 'response' event follows the request's onResponse at once: it is that request's latency.
    let last: Kind = 'list';
    client.setRequests(
      readsOf(target, user, connection).map((read) => ({
        method: read.method,
        path: read.path,
        headers: read.headers,
        ...(read.body === undefined ? {} : { body: read.body }),
        onResponse: (status: number, body: string) => {
          last = read.kind;
          if (!answered(target, read.kind, status, body)) {
            bad += 1;
            const stats = byKind[read.kind];
            stats.bad += 1;
            const reason = whyWrong(status, body);
            stats.why.set(reason, (stats.why.get(reason) ?? 0) + 1);
          }
        },
      })),
    );
    client.on('response', (_status: number, _bytes: number, measured: number) => {
      const now = performance.now();
      // autocannon starts a first request's clock when it makes the client, but its connection opens
      // only once every client is made (see openedAt): the wait for the load generator is not the portal's.
      const ms = Math.min(measured, now - openedAt);
      if (now - openedAt < startS * 1000) start.push(ms);
      else {
        steady.push(ms);
        byKind[last].latencies.push(ms);
      }
    });
  };
  // The load generator (this process) never shares a core with the process it loads.
  if (pinned) execFileSync('taskset', ['-a', '-cp', target === 'direct' ? '1' : '0', String(process.pid)]);
  const { ministry, gateway } = portal.pids();
  const loadBefore = loadavg()[0]!;
  const ministryRequestsBefore = ministryRequests;
  const cpuBefore = {
    ministry: cpuSeconds(ministry),
    gateway: cpuSeconds(gateway),
    load: process.cpuUsage(),
  };
  const instance = autocannon({
    url: portal.urls[target] as string,
    connections,
    duration: seconds,
    timeout: timeoutS,
    pipelining: 1,
    setupClient,
    // Without a callback autocannon's instance is its result's promise too.
  }) as Promise<Result> & Pick<Instance, 'stop'>;
  openedAt = performance.now();
  if (during) void during().finally(() => instance.stop());
  const result = await instance;
  const load = process.cpuUsage(cpuBefore.load);
  const loadAfter = loadavg()[0]!;
  for (const stats of Object.values(byKind)) stats.latencies.sort((a, b) => a - b);
  steady.sort((a, b) => a - b);
  start.sort((a, b) => a - b);
  return {
    steady,
    start,
    target,
    connections,
    result,
    bad,
    byKind,
    loadBefore,
    loadAfter,
    ministryRequests: ministryRequests - ministryRequestsBefore,
    cpu: {
      ministry: cpuSeconds(ministry) - cpuBefore.ministry,
      gateway: cpuSeconds(gateway) - cpuBefore.gateway,
      load: (load.user + load.system) / 1e6,
    },
  };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * One line per run. p50, p99 and max are the steady state's (after the first `startS` seconds); the
 * start burst's p99 and max and the whole run's p99 are beside them; errors, timeouts
 * and requests per second count the whole run.
 */
function table(runs: RunFigures[]): string[] {
  const rps = (r: RunFigures) => r.result.requests.total / r.result.duration;
  const lines = [
    `  ${''.padEnd(20)} ${''.padEnd(7)} ${'steady state'.padEnd(26)} ${'start burst'.padEnd(17)} ${'whole run'.padEnd(8)}`,
    `  ${'connections'.padEnd(11)} ${'target'.padEnd(8)} ${pad('req/s', 7)} ${pad('p50', 8)} ${pad('p99', 8)} ${pad('max', 8)} ${pad('p99', 8)} ${pad('max', 8)} ${pad('p99', 8)} ${pad('errors', 7)} ${pad('timeouts', 8)}  gateway/direct, cluster/gateway`,
  ];
  for (const r of runs) {
    const { result } = r;
    // autocannon's errors include its timeouts; they are shown apart, and every non-2xx or wrong answer is
    // an error too.
    const errors = result.errors - result.timeouts + r.bad;
    const peerOf = (target: Target) =>
      runs.find((d) => d.target === target && d.connections === r.connections);
    const peer =
      r.target === 'gateway' ? peerOf('direct') : r.target === 'cluster' ? peerOf('gateway') : undefined;
    const ratio = peer ? `${(rps(r) / rps(peer)).toFixed(2)}x` : '';
    const whole = [...r.steady, ...r.start].sort((a, b) => a - b);
    lines.push(
      `  ${String(r.connections).padEnd(11)} ${r.target.padEnd(8)} ${pad(rps(r).toFixed(0), 7)} ${pad(ms(percentile(r.steady, 50)), 8)} ${pad(ms(percentile(r.steady, 99)), 8)} ${pad(ms(r.steady.at(-1) ?? 0), 8)} ${pad(ms(percentile(r.start, 99)), 8)} ${pad(ms(r.start.at(-1) ?? 0), 8)} ${pad(ms(percentile(whole, 99)), 8)} ${pad(errors, 7)} ${pad(result.timeouts, 8)}  ${ratio}`,
    );
  }
  return lines;
}

function details(runs: RunFigures[]): string[] {
  const lines = [
    '',
    'By read (steady-state p50 / p99, wrong answers in the whole run) and CPU seconds used during the run:',
  ];
  for (const r of runs) {
    const parts = kinds.map((kind) => {
      const { latencies, bad, why } = r.byKind[kind];
      const reasons = [...why].map(([reason, n]) => `${n}× ${reason}`).join(', ');
      return `${kind} ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))}${bad ? `, ${bad} wrong (${reasons})` : ''}`;
    });
    const perRequest = (seconds: number) =>
      `${((seconds * 1000) / Math.max(1, r.result.requests.total)).toFixed(2)} ms`;
    const cpu = `CPU ${r.target === 'cluster' ? 'ministries' : 'ministry'} ${r.cpu.ministry.toFixed(1)} s (${perRequest(r.cpu.ministry)}/request), gateway ${r.cpu.gateway.toFixed(1)} s (${perRequest(r.cpu.gateway)}/request), load generator ${r.cpu.load.toFixed(1)} s; ${(cores * r.result.duration).toFixed(0)} core-s in all; load average ${r.loadBefore.toFixed(1)} before, ${r.loadAfter.toFixed(1)} after`;
    lines.push(`  ${String(r.connections).padStart(3)} ${r.target.padEnd(8)} ${parts.join('; ')}`);
    // The cluster's ministries log to its launcher, whose lines the bench does not count.
    const calls =
      r.target === 'cluster'
        ? ''
        : `; ministry calls per read ${(r.ministryRequests / Math.max(1, r.result.requests.total)).toFixed(2)}`;
    lines.push(`      ${cpu}${calls}`);
  }
  return lines;
}

const dataDir = mkdtempSync(join(tmpdir(), 'notary-load-'));
let running: Portal | undefined;
try {
  console.log(
    `Load (${new Date().toISOString()}, Node ${process.version}, ${cores} cores, autocannon, ${host} only)\n`,
  );
  if (ownDatabase && databaseUrl) await ensureDatabase(databaseUrl);
  const seed = await seedLoad({ dataDir, databaseUrl }, actsPerApplicant);
  console.log(
    `Seeded ${seed.acts} acts through the ministry's routes and ${seed.users.length} sessions (${seed.users.map((u) => `${u.userid} ${u.acts.length} acts`).join(', ')}) in ${(seed.ms / 1000).toFixed(1)} s`,
  );
  const portal = await startPortal(dataDir);
  running = portal;
  console.log(
    `Ministry (${databaseUrl ? 'PostgreSQL' : 'PGlite'}) and gateway running, NODE_ENV=production, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}; ${pinned ? 'ministry on core 0, gateway on core 1, the load generator on the other core than the one it loads' : 'cores shared (no pinning)'}`,
  );
  console.log(
    `Each connection reads as one of the ${seed.users.length} users in turn: the list, an act, the notifications; ${durationS} s per run, timeout ${timeoutS} s; warm-up ${warmUpS} s each first.\n`,
  );
  const warmUp = async (on: Portal, target: Target) => {
    const warm = await run(on, target, seed.users, connectionSteps[0] ?? 10, warmUpS);
    if (warm.bad > 0 || warm.result.errors > 0)
      throw new Error(`warm-up of ${target}: ${warm.bad} wrong answers, ${warm.result.errors} errors`);
  };
  for (const target of targets) await warmUp(portal, target);
  const runs: RunFigures[] = [];
  for (const connections of connectionSteps) {
    for (const target of targets) {
      runs.push(await run(portal, target, seed.users, connections, durationS));
    }
  }
  let rolling: { figures: RunFigures; restarts: Restart[] } | undefined;
  if (withCluster && databaseUrl) {
    await portal.stop();
    running = undefined;
    const cluster = await startCluster(databaseUrl);
    running = cluster;
    console.log(
      `npm run cluster on the same database (${hidePassword(databaseUrl)}): HAProxy, two gateways, two ministries, the face-ID service; cores shared.\n`,
    );
    await warmUp(cluster, 'cluster');
    for (const connections of connectionSteps)
      runs.push(await run(cluster, 'cluster', seed.users, connections, durationS));
    const connections = connectionSteps.at(-1) ?? 200;
    let restarts: Restart[] = [];
    let failure: string | undefined;
    const figures = await run(cluster, 'cluster', seed.users, connections, 600, async () => {
      restarts = await rollingRestart(cluster, ['gateway-1', 'gateway-2', 'ministry-1', 'ministry-2']).catch(
        (error: unknown) => {
          failure = error instanceof Error ? error.message : String(error);
          return [];
        },
      );
    });
    if (failure) throw new Error(`the rolling restart stopped: ${failure}`);
    rolling = { figures, restarts };
  }
  console.log('Mixed authenticated reads (my acts, act detail, notifications):');
  console.log(table(runs).join('\n'));
  console.log(details(runs).join('\n'));
  if (rolling) {
    const { figures, restarts } = rolling;
    const lost = figures.result.errors - figures.result.timeouts + figures.bad;
    console.log(
      `\nRolling restart under ${figures.connections} connections (SIGTERM to each in turn, the next once it is back): ${restarts.map((r) => `${r.name} back in ${(r.ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    console.log(
      `  ${figures.result.requests.total} requests in ${figures.result.duration.toFixed(0)} s, ${lost} lost or wrong, ${figures.result.timeouts} timeouts; p99 ${ms(percentile(figures.steady, 99))}, max ${ms(figures.steady.at(-1) ?? 0)}${figures.bad ? `; wrong answers: ${kinds.flatMap((kind) => [...figures.byKind[kind].why].map(([reason, n]) => `${kind} ${n}× ${reason}`)).join(', ')}` : ''}`,
    );
  }
  for (const [service, lines] of warnings) {
    console.log(`\n${service}: ${lines.length} warnings or errors logged; the first ones:`);
    for (const line of lines.slice(0, 5)) console.log(`  ${line.slice(0, 400)}`);
  }
} finally {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (ownDatabase && databaseUrl) await dropDatabase(databaseUrl);
}
