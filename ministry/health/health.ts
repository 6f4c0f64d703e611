import type { FastifyInstance } from 'fastify';
import { appliedMigrations, type Database, type Driver } from '../db/database';

// The ministry's health (GET /api/health): it reads the database, so a ministry whose database is gone
// answers 500 instead of "ok". What an operator's load balancer asks is below: /healthz and /readyz.

export interface Health {
  status: 'ok';
  database: Driver;
  /** How many migrations the database has applied. */
  migrations: number;
}

export async function health(db: Database, driver: Driver): Promise<Health> {
  return { status: 'ok', database: driver, migrations: await appliedMigrations(db) };
}

/**
 * Whether the process still takes new work. `drain()` (SIGTERM, main.ts) turns readiness off for good:
 * a load balancer stops sending requests here while those under way finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

/** How long /readyz waits for the database before it calls it unready. */
export const readinessTimeoutMs = 2_000;

export type Readiness =
  | { ready: true; body: { status: 'ready'; database: Driver } }
  | { ready: false; body: { status: 'draining' } | { status: 'unready'; database: Driver } };

/**
 * GET /readyz: ready while the process is not draining and its database answers a query within
 * `readinessTimeoutMs` (a server restarting, a pool with no free connection). The reason is a word,
 * never the driver's message, which may name the server.
 */
export async function readiness(
  db: Database,
  driver: Driver,
  lifecycle: Lifecycle,
  timeoutMs = readinessTimeoutMs,
): Promise<Readiness> {
  if (lifecycle.draining) return { ready: false, body: { status: 'draining' } };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = appliedMigrations(db).then(
    () => true,
    () => false,
  );
  try {
    const ok = await Promise.race([answered, late]);
    // A drain that began while the database was asked wins.
    if (lifecycle.draining) return { ready: false, body: { status: 'draining' } };
    return ok
      ? { ready: true, body: { status: 'ready', database: driver } }
      : { ready: false, body: { status: 'unready', database: driver } };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fastify's close: no new connection, and the idle ones closed at once. A keep-alive connection whose
 * request was under way at that moment would stay open after its answer for the whole keep-alive time
 * (Fastify's 72 s), and the close with it; it is closed as soon as it is idle, looked for every 100 ms
 * until the server has closed.
 */
export async function closeHttp(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
