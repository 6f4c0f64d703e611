import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { type MinistryConfig, readMinistryConfig } from './config';
import type { FaceId } from './face-id';
import { ministryRefusal } from './profile';

// What the ministry's processes (`npm run ministry`, `npm run face-id`) do the same way: read their
// configuration before anything opens, then once listening the ready line launchers wait for, the
// face-ID workers' warm-up, and SIGTERM's draining.

/** Ends the process before it serves anything: the message to stderr, a failure status. */
export function refuseStart(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The configuration and the production profile (decisions 066, 090), read before the database opens
 * and before the service's modules load: a refused start costs a fraction of a second and leaves
 * nothing listening.
 */
export function startConfig(): MinistryConfig {
  let config: MinistryConfig;
  try {
    config = readMinistryConfig(process.env);
  } catch (error) {
    return refuseStart(error instanceof Error ? error.message : String(error));
  }
  if (config.profile.refused.length > 0) refuseStart(ministryRefusal(config.profile.refused));
  return config;
}

/**
 * Writes `{ msg: '<name> ready', url, ...extra }` to stdout whatever LOG_LEVEL says: launchers
 * (scripts/start.ts, the e2e server, the bench, the tests) wait for it. The URL is where a launcher on
 * this machine reaches the process: loopback when it listens on every interface.
 */
export function announceReady(name: string, app: FastifyInstance, host: string, extra: object = {}): void {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const shownHost =
    host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  process.stdout.write(
    `${JSON.stringify({ msg: `${name} ready`, url: `http://${shownHost}:${port}`, ...extra })}\n`,
  );
}

/**
 * After the ready line: the first face check no longer pays the models' first-inference cost
 * (150-550 ms per worker) once this is done.
 */
export function warmUpFaceId(faceId: FaceId, app: FastifyInstance): void {
  const started = performance.now();
  faceId.warmUp().then(
    () => app.log.info({ ms: Math.round(performance.now() - started) }, 'face-id warmed up'),
    (error: unknown) => app.log.error({ err: error }, 'face-id warm-up failed'),
  );
}

/**
 * On SIGTERM or SIGINT, once: readiness off first (`drain`), so the load balancer moves new work
 * elsewhere for `drainDelayMs`; then `close` (the work under way finishes, the streams and sockets end
 * and their clients reconnect to another instance, decision 113); exit 0, or 1 if it did not close.
 */
export function drainOnSignal(
  name: string,
  app: FastifyInstance,
  drainDelayMs: number,
  service: { drain(): void; close(): Promise<void> },
): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      service.drain();
      app.log.info({ signal, drainDelayMs }, `${name} draining`);
      delay(drainDelayMs)
        .then(() => service.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, `${name} did not close cleanly`);
            process.exit(1);
          },
        );
    });
  }
}
