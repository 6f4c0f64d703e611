/**
 * The cluster's processes and the environment of each (issue 31, decisions 121 and 122), written once
 * for both places it runs: `npm run cluster` on this machine's loopback (every service on 127.0.0.1,
 * each on a port of its own) and `compose.yaml` (each service its own container on the default ports,
 * reached by its name). HAProxy has one frontend per tier; the gateways reach the ministries and the
 * face-ID service through it, the ministries the face-ID service.
 */
import type { Tier } from './haproxy';
import type { ServerEntry } from './server-build';

export type ClusterTier = 'portal' | 'ministry' | 'face-id';

export interface ClusterProcess {
  /** The process's name: the supervisor's, the compose service's, HAProxy's server's. */
  name: string;
  tier: ClusterTier;
  /** The compiled service it runs (decision 122). */
  entry: ServerEntry;
  /** The line its JSON log writes once it serves. */
  readyMessage: string;
  /** The port it listens on. */
  port: number;
  env: Record<string, string>;
}

export interface ClusterSite {
  databaseUrl: string;
  redisUrl: string;
  publicUrl: string;
  /** The address every service listens on. */
  listenHost: string;
  /** The port a process listens on, by its name. */
  portOf(name: string): number;
  /** HAProxy's frontend of a tier, as the other processes reach it (`http://host:port`). */
  frontOf(tier: 'ministry' | 'face-id'): string;
  /** TRUSTED_PROXIES of the gateways: HAProxy's address as they see it (decisions 116, 118). */
  proxyAddress: string;
}

/** The processes of each tier, by name, in the order the cluster starts them. */
export const clusterNames = {
  ministry: ['ministry-1', 'ministry-2'],
  'face-id': ['face-id-1'],
  portal: ['gateway-1', 'gateway-2'],
} as const satisfies Record<ClusterTier, readonly string[]>;

/**
 * On SIGTERM each process answers its check 503 this long before it stops taking connections
 * (decision 113): HAProxy takes an instance out after two failed checks a second apart.
 */
const drainDelayMs = '3000';

/**
 * What HAProxy asks each tier's instances. The gateways' readiness leaves the ministry out: the
 * ministries are checked on their own, and a ministry tier that does not answer is the same for every
 * gateway, whose MINISTRY_UNAVAILABLE (in the user's language) is better than HAProxy's 503 (decision 123).
 */
const tierChecks: Record<ClusterTier, string> = {
  portal: '/readyz?exclude=ministry',
  ministry: '/readyz',
  'face-id': '/readyz',
};

/** HAProxy's frontend of each tier over its processes, each reached at `hostOf(process)`. */
export function haproxyTiers(
  processes: readonly ClusterProcess[],
  frontPort: (tier: ClusterTier) => number,
  hostOf: (process: ClusterProcess) => string,
): Tier[] {
  return (Object.keys(clusterNames) as ClusterTier[]).map((tier) => ({
    name: tier,
    port: frontPort(tier),
    servers: processes
      .filter((p) => p.tier === tier)
      .map((p) => ({ name: p.name, host: hostOf(p), port: p.port })),
    check: tierChecks[tier],
    ...(tier === 'portal' ? { public: true } : {}),
  }));
}

/**
 * Every process of the cluster. The first ministry migrates and seeds the database; the other
 * processes start once it is ready (the ministries and face-ID), then the gateways.
 */
export function clusterProcesses(site: ClusterSite): ClusterProcess[] {
  const shared = { DATABASE_URL: site.databaseUrl, PUBLIC_URL: site.publicUrl };
  const tier = (
    name: ClusterTier,
    entry: ServerEntry,
    readyMessage: string,
    env: (port: string) => Record<string, string>,
  ) =>
    clusterNames[name].map(
      (process): ClusterProcess => ({
        name: process,
        tier: name,
        entry,
        readyMessage,
        port: site.portOf(process),
        env: { ...env(String(site.portOf(process))), DRAIN_DELAY_MS: drainDelayMs },
      }),
    );
  return [
    ...tier('ministry', 'ministry', 'ministry ready', (port) => ({
      ...shared,
      MINISTRY_PORT: port,
      MINISTRY_HOST: site.listenHost,
      // The face-ID service, through HAProxy: any of its instances describes a face.
      FACE_ID_URL: site.frontOf('face-id'),
    })),
    ...tier('face-id', 'face-id', 'face-id ready', (port) => ({
      ...shared,
      FACE_ID_PORT: port,
      FACE_ID_HOST: site.listenHost,
    })),
    ...tier('portal', 'gateway', 'gateway ready', (port) => ({
      PORT: port,
      HOST: site.listenHost,
      MINISTRY_URL: site.frontOf('ministry'),
      LIVENESS_URL: `${site.frontOf('face-id').replace(/^http/, 'ws')}/liveness`,
      // HAProxy's request ids and client addresses are taken from it alone.
      TRUSTED_PROXIES: site.proxyAddress,
      REDIS_URL: site.redisUrl,
    })),
  ];
}
