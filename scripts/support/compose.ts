/**
 * `compose.yaml` and the HAProxy configuration it mounts (`deploy/haproxy.cfg`), written from the
 * cluster's plan (scripts/support/cluster-plan.ts, decision 122): the processes of `npm run cluster`,
 * each a container of the portal's image running its compiled service, with the same environment but
 * for the addresses (each service reached by its name, on its default port), beside PostgreSQL, Redis
 * and HAProxy. `npm run compose` writes both; a test fails when either differs from what it writes.
 */
import { stringify } from 'yaml';
import { type ClusterTier, clusterNames, clusterProcesses, haproxyTiers } from './cluster-plan';
import { haproxyConfig } from './haproxy';

/** The default port of each tier's services and of HAProxy's frontend of it. */
const tierPorts: Record<ClusterTier, number> = { portal: 8080, ministry: 8081, 'face-id': 8082 };
const tierOfName = (name: string): ClusterTier =>
  (Object.keys(clusterNames) as ClusterTier[]).find((tier) =>
    (clusterNames[tier] as readonly string[]).includes(name),
  ) ?? 'portal';

// The compose network's addresses: HAProxy's is fixed so the gateways can trust it alone.
const subnet = '172.30.0.0/24';
const haproxyAddress = '172.30.0.10';

const imageName = 'notary-portal:latest';

/** A variable compose takes from its own environment, with the sandbox's value when unset. */
const fromEnvironment = (name: string, fallback: string) => `\${${name}:-${fallback}}`;
const postgresPassword = fromEnvironment('POSTGRES_PASSWORD', 'notary');

/** `node` reads a service's /readyz: the image has no curl. */
function readyCheck(port: number) {
  return {
    test: [
      'CMD',
      'node',
      '-e',
      `fetch('http://127.0.0.1:${port}/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`,
    ],
    interval: '5s',
    timeout: '3s',
    retries: 3,
    start_period: '60s',
  };
}

export function composeFiles(): { compose: string; haproxy: string } {
  const processes = clusterProcesses({
    // Sandbox credentials: a deployment sets POSTGRES_PASSWORD (compose reads it from the environment).
    databaseUrl: `postgres://notary:${postgresPassword}@postgres:5432/notary`,
    redisUrl: 'redis://redis:6379',
    publicUrl: fromEnvironment('PUBLIC_URL', 'http://localhost:8080'),
    listenHost: '0.0.0.0',
    portOf: (name) => tierPorts[tierOfName(name)],
    frontOf: (tier) => `http://haproxy:${tierPorts[tier]}`,
    proxyAddress: haproxyAddress,
  });
  const services: Record<string, unknown> = {
    postgres: {
      image: 'postgres:16-bookworm',
      environment: {
        POSTGRES_USER: 'notary',
        POSTGRES_PASSWORD: postgresPassword,
        POSTGRES_DB: 'notary',
      },
      volumes: ['postgres-data:/var/lib/postgresql/data'],
      healthcheck: {
        test: ['CMD', 'pg_isready', '-U', 'notary'],
        interval: '5s',
        timeout: '3s',
        retries: 10,
      },
      networks: ['portal'],
    },
    redis: {
      image: 'redis:7-bookworm',
      healthcheck: { test: ['CMD', 'redis-cli', 'ping'], interval: '5s', timeout: '3s', retries: 10 },
      networks: ['portal'],
    },
  };
  const first = processes[0]?.name;
  for (const planned of processes) {
    // The first ministry migrates the database; every other service starts once it is ready.
    const dependsOn: Record<string, { condition: string }> =
      planned.name === first
        ? { postgres: { condition: 'service_healthy' } }
        : { [first ?? planned.name]: { condition: 'service_healthy' } };
    if (planned.tier === 'portal') dependsOn.redis = { condition: 'service_healthy' };
    services[planned.name] = {
      image: imageName,
      ...(planned.name === first ? { build: { context: '.', dockerfile: 'Dockerfile' } } : {}),
      command: ['node', '--enable-source-maps', `dist-server/${planned.entry}.js`],
      environment: { NODE_ENV: 'production', ...planned.env },
      depends_on: dependsOn,
      healthcheck: readyCheck(planned.port),
      restart: 'unless-stopped',
      // SIGTERM drains (decision 113): readiness off, the requests under way finish.
      stop_grace_period: '30s',
      networks: ['portal'],
    };
  }
  services.haproxy = {
    image: 'haproxy:2.6',
    volumes: ['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro'],
    ports: [`${tierPorts.portal}:${tierPorts.portal}`],
    depends_on: Object.fromEntries(
      processes.filter((p) => p.tier === 'portal').map((p) => [p.name, { condition: 'service_started' }]),
    ),
    restart: 'unless-stopped',
    networks: { portal: { ipv4_address: haproxyAddress } },
  };
  const compose = {
    services,
    networks: { portal: { ipam: { config: [{ subnet }] } } },
    volumes: { 'postgres-data': {} },
  };
  const header = [
    '# The portal as npm run cluster runs it (decisions 121, 122): HAProxy in front of two gateways, two',
    '# ministries and the face-ID service, on PostgreSQL, the request budget in Redis. Written by',
    '# `npm run compose` from scripts/support/cluster-plan.ts: edit that, not this file.',
    '#   docker compose up --build     then open http://localhost:8080',
    '',
  ].join('\n');
  const tiers = haproxyTiers(
    processes,
    (tier) => tierPorts[tier],
    (p) => p.name,
  );
  const haproxy = [
    '# HAProxy of compose.yaml, written by `npm run compose` (scripts/support/haproxy.ts, decision 121).',
    haproxyConfig(tiers, { maxConnections: 10_000, bind: '0.0.0.0', nameserver: '127.0.0.11:53' }),
  ].join('\n');
  return { compose: `${header}${stringify(compose, { lineWidth: 0 })}`, haproxy };
}
