/**
 * `npm run cluster` (issue 31, decision 121): the portal as an operator runs it, on this machine's
 * loopback: HAProxy (Debian's) in front of two gateways, two ministries and the face-ID service, on a
 * PostgreSQL database, the gateways' request budget in Redis. Each is its own OS process started with
 * the command a container would run (`tsx gateway/main.ts`, `tsx ministry/main.ts`, `tsx
 * ministry/face-id/main.ts`, `haproxy -f`), and restarted when it crashes (decision 028). `npm start`
 * stays the embedded single-process portal.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { hidePassword } from './postgres';
import { root, type Supervised, type SupervisorEvent, stopChild, supervise } from './processes';
import { cliArgs } from './support/cli-args';
import { freePorts } from './support/free-ports';
import { haproxyConfig } from './support/haproxy';

cliArgs({
  usage: `usage: npm run cluster   (builds the SPA, then tsx scripts/cluster.ts)

The portal across processes on this machine's loopback: HAProxy on PORT (8080) in front of two
gateways, two ministries and the face-ID service, on the PostgreSQL database DATABASE_URL
(postgres://postgres@127.0.0.1:5432/notary_cluster, created when missing), with the gateways' request
budget in Redis at REDIS_URL (redis://127.0.0.1:6379). Each process is restarted when it crashes;
Ctrl+C stops them all. Every other variable is passed to the processes as npm start passes it
(README "Configuration"). HAProxy is installed from Debian when missing (scripts/ensure-haproxy.sh).

  -h, --help  this text`,
  options: {},
});

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/notary_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const port = Number(process.env.PORT || 8080);
// As npm start: the portal as deployed (no GraphQL introspection, no GraphiQL) unless NODE_ENV says.
process.env.NODE_ENV ??= 'production';

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

if (spawnSync('bash', [join(root, 'scripts/ensure-haproxy.sh')], { stdio: 'inherit' }).status !== 0)
  refuse('The cluster needs HAProxy.');

/** Creates the cluster's database when the server has none of that name; the ministries migrate it. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) refuse(`DATABASE_URL names no usable database: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } catch (error) {
    refuse(
      `PostgreSQL at ${hidePassword(url)} does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
await ensureDatabase(databaseUrl);

const [gateway1, gateway2, ministry1, ministry2, faceId1, ministryFront, faceIdFront] = await freePorts(7);
const folder = mkdtempSync(join(tmpdir(), 'notary-cluster-'));
const configFile = join(folder, 'haproxy.cfg');
// Two descriptors a connection and some to spare, within the hard limit HAProxy may raise itself to.
const descriptors = Number(spawnSync('sh', ['-c', 'ulimit -Hn']).stdout.toString().trim());
const maxConnections = Math.max(
  256,
  Math.min(20_000, Math.floor(((Number.isFinite(descriptors) ? descriptors : 4096) - 200) / 2)),
);
writeFileSync(
  configFile,
  haproxyConfig(
    [
      { name: 'portal', port, servers: [gateway1, gateway2], public: true },
      { name: 'ministry', port: ministryFront, servers: [ministry1, ministry2] },
      { name: 'face-id', port: faceIdFront, servers: [faceId1] },
    ],
    maxConnections,
  ),
);
const portalUrl = `http://127.0.0.1:${port}`;
const shared = { DATABASE_URL: databaseUrl, PUBLIC_URL: process.env.PUBLIC_URL || portalUrl };
const ministryEnv = (ministryPort: number) => ({
  ...shared,
  MINISTRY_PORT: String(ministryPort),
  MINISTRY_HOST: '127.0.0.1',
  // The face-ID service, through HAProxy: any of its instances describes a face.
  FACE_ID_URL: `http://127.0.0.1:${faceIdFront}`,
});
const gatewayEnv = (gatewayPort: number) => ({
  PORT: String(gatewayPort),
  HOST: '127.0.0.1',
  MINISTRY_URL: `http://127.0.0.1:${ministryFront}`,
  LIVENESS_URL: `ws://127.0.0.1:${faceIdFront}/liveness`,
  // HAProxy's request ids and client addresses are taken from it alone.
  TRUSTED_PROXIES: '127.0.0.1',
  REDIS_URL: redisUrl,
});

const supervised: Supervised[] = [];
let haproxy: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (haproxy) await stopChild(haproxy);
  // The gateways first (their clients reconnect nowhere now), then the services behind them.
  const stop = (names: string[]) =>
    Promise.all(supervised.filter((s) => names.includes(s.name)).map((s) => s.stop()));
  await stop(['gateway-1', 'gateway-2']);
  await stop(['ministry-1', 'ministry-2', 'face-id-1']);
  rmSync(folder, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function report(event: SupervisorEvent) {
  if (stopping) return;
  // Which process is which, for an operator's `kill` (and the cluster's tests).
  if (event.type === 'started')
    process.stdout.write(
      `${JSON.stringify({ msg: 'cluster process started', name: event.name, pid: event.pid, run: event.run })}\n`,
    );
  if (event.type === 'exited')
    console.error(`${event.name} stopped (${event.signal ?? `exit ${event.code}`}).`);
  else if (event.type === 'restarting') console.error(`Restarting ${event.name} in ${event.delayMs} ms.`);
  else if (event.type === 'ready' && event.run > 1)
    console.error(`${event.name} is back (run ${event.run}).`);
}

function start(name: string, entry: string, env: Record<string, string>, readyMessage: string) {
  const service = supervise(name, entry, env, readyMessage, { onEvent: report });
  supervised.push(service);
  return service.ready;
}

try {
  // The first ministry migrates and seeds the database; the others find nothing left to do.
  await start('ministry-1', 'ministry/main.ts', ministryEnv(ministry1), 'ministry ready');
  await Promise.all([
    start('ministry-2', 'ministry/main.ts', ministryEnv(ministry2), 'ministry ready'),
    start(
      'face-id-1',
      'ministry/face-id/main.ts',
      { ...shared, FACE_ID_PORT: String(faceId1), FACE_ID_HOST: '127.0.0.1' },
      'face-id ready',
    ),
  ]);
  await Promise.all([
    start('gateway-1', 'gateway/main.ts', gatewayEnv(gateway1), 'gateway ready'),
    start('gateway-2', 'gateway/main.ts', gatewayEnv(gateway2), 'gateway ready'),
  ]);
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}

haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
haproxy.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`HAProxy stopped (${signal ?? `exit ${code}`}): the cluster stops.`);
  void shutdown(1);
});

// Ready once HAProxy takes a gateway as ready, which takes its ministries and face-ID as ready.
for (let attempt = 0; ; attempt++) {
  const answer = await fetch(`${portalUrl}/readyz`).catch(() => undefined);
  if (answer?.status === 200) break;
  await answer?.body?.cancel();
  if (attempt > 300) {
    console.error(`HAProxy did not answer ready on ${portalUrl} within 30 s.`);
    await shutdown(1);
  }
  await delay(100);
}
process.stdout.write(
  `${JSON.stringify({
    msg: 'cluster ready',
    url: portalUrl,
    database: hidePassword(databaseUrl),
    gateways: [gateway1, gateway2],
    ministries: [ministry1, ministry2],
    faceIds: [faceId1],
    frontends: { ministry: ministryFront, faceId: faceIdFront },
  })}\n`,
);
