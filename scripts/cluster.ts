/**
 * `npm run cluster` (issue 31, decision 121): the portal as an operator runs it, on this machine's
 * loopback: HAProxy (Debian's) in front of two gateways, two ministries and the face-ID service, on a
 * PostgreSQL database, the gateways' request budget in Redis. Each is its own OS process started with
 * the command its container runs (`node dist-server/gateway.js`, `ministry.js`, `face-id.js`: the
 * compiled server, decision 122; `haproxy -f`), and restarted when it crashes (decision 028).
 * compose.yaml describes the same processes (scripts/support/cluster-plan.ts). `npm start` stays the
 * embedded single-process portal.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ensureDatabase, hidePassword } from './postgres';
import { root, type Supervised, type SupervisorEvent, stopChild, supervise } from './processes';
import { cliArgs } from './support/cli-args';
import { type ClusterProcess, clusterNames, clusterProcesses, haproxyTiers } from './support/cluster-plan';
import { freePorts } from './support/free-ports';
import { haproxyConfig } from './support/haproxy';
import { buildServer, serverEntry } from './support/server-build';

cliArgs({
  usage: `usage: npm run cluster   (builds the SPA, then tsx scripts/cluster.ts, which compiles the services)

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

try {
  // The ministries migrate it.
  await ensureDatabase(databaseUrl);
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}

const [ministry1, ministry2, faceId1, gateway1, gateway2, ministryFront, faceIdFront] = await freePorts(7);
const ports: Record<string, number> = {
  'ministry-1': ministry1,
  'ministry-2': ministry2,
  'face-id-1': faceId1,
  'gateway-1': gateway1,
  'gateway-2': gateway2,
};
const portalUrl = `http://127.0.0.1:${port}`;
const fronts = { ministry: ministryFront, 'face-id': faceIdFront } as const;
const processes = clusterProcesses({
  databaseUrl,
  redisUrl,
  publicUrl: process.env.PUBLIC_URL || portalUrl,
  listenHost: '127.0.0.1',
  portOf: (name) => ports[name] ?? refuse(`no port for ${name}`),
  frontOf: (tier) => `http://127.0.0.1:${fronts[tier]}`,
  proxyAddress: '127.0.0.1',
});
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
    haproxyTiers(
      processes,
      (tier) => (tier === 'portal' ? port : fronts[tier]),
      () => '127.0.0.1',
    ),
    { maxConnections, bind: '127.0.0.1' },
  ),
);

const supervised: Supervised[] = [];
let haproxy: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (haproxy) await stopChild(haproxy);
  // The gateways first (their clients reconnect nowhere now), then the services behind them.
  const stop = (names: readonly string[]) =>
    Promise.all(supervised.filter((s) => names.includes(s.name)).map((s) => s.stop()));
  await stop(clusterNames.portal);
  await stop([...clusterNames.ministry, ...clusterNames['face-id']]);
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

function start(planned: ClusterProcess) {
  const service = supervise(planned.name, serverEntry(planned.entry), planned.env, planned.readyMessage, {
    onEvent: report,
    execArgv: ['--enable-source-maps'],
  });
  supervised.push(service);
  return service.ready;
}
const startAll = (names: readonly string[]) =>
  Promise.all(processes.filter((p) => names.includes(p.name)).map(start));

try {
  // The compiled services, as the image runs them (decision 122): built afresh from this checkout.
  await buildServer();
  // The first ministry migrates and seeds the database; the others find nothing left to do.
  await startAll(['ministry-1']);
  await startAll(['ministry-2', ...clusterNames['face-id']]);
  await startAll(clusterNames.portal);
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}

haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
// Named like the supervised processes: whoever must end the cluster without this launcher (a test that
// kills it with SIGKILL) finds HAProxy's pid too, which would otherwise outlive it holding its port.
process.stdout.write(
  `${JSON.stringify({ msg: 'cluster process started', name: 'haproxy', pid: haproxy.pid, run: 1 })}\n`,
);
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
