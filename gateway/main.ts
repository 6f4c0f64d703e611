import { setTimeout as delay } from 'node:timers/promises';
import { tracingSettings } from '../machines/portal-env/tracing-env.js';
import { cliArgs } from '../scripts/support/cli-args.js';
import { type GatewayConfig, readGatewayConfig } from './config.js';
import { gatewayRefusal } from './profile.js';

cliArgs({
  usage: `usage: npm run gateway   (tsx gateway/main.ts; npm start runs it for you)

The gateway: serves the built SPA, /graphql (HTTP and WebSocket) and /files/* on PORT (8080), and
calls the ministry at MINISTRY_URL (http://127.0.0.1:8081). It takes no options: its configuration is
the environment (PORT, HOST, MINISTRY_URL, LIVENESS_URL, LOG_LEVEL, HSTS, ...; README "Configuration"
and docs/contracts.md). A malformed variable stops the start with one line naming it.

  -h, --help  this text`,
  options: {},
});

/** Ends the process before it serves anything: the message to stderr, a failure status. */
function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// The configuration and the production profile first (decisions 066, 090), before the server's
// modules load: a refused start costs a fraction of a second and leaves nothing listening.
const config: GatewayConfig = (() => {
  try {
    return readGatewayConfig(process.env);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
})();
if (config.profile.refused.length > 0) refuse(gatewayRefusal(config.profile.refused));

const [{ createGateway }, { DEFAULT_LIVENESS_URL }, { createGatewayLogger }] = await Promise.all([
  import('./app.js'),
  import('./liveness/bridge.js'),
  import('./logger.js'),
]);

const production = config.profile.config.NODE_ENV === 'production';

const logger = createGatewayLogger({ level: config.LOG_LEVEL });

const ministryUrl = config.MINISTRY_URL;
const livenessUrl = config.LIVENESS_URL ?? DEFAULT_LIVENESS_URL;
const gateway = createGateway({
  ministryUrl,
  livenessUrl,
  clientConfig: {
    faceCheckLimitMs: config.FACE_CHECK_LIMIT_MS,
    faceCheckStartDelayMs: config.FACE_CHECK_START_DELAY_MS,
    frameIntervalMs: config.FACE_FRAME_INTERVAL_MS,
    instructionalVideoUrl: config.INSTRUCTIONAL_VIDEO_URL ?? null,
    mapStyleUrl: config.MAP_STYLE_URL ?? null,
    kioskIdleMs: config.KIOSK_IDLE_MS,
    kioskIdleCountdownMs: config.KIOSK_IDLE_COUNTDOWN_MS,
  },
  noticeHtml: config.noticeHtml,
  ...(config.MINISTRY_TIMEOUT_MS !== undefined ? { timeoutMs: config.MINISTRY_TIMEOUT_MS } : {}),
  ...(config.MINISTRY_AUTH_TIMEOUT_MS !== undefined
    ? { authTimeoutMs: config.MINISTRY_AUTH_TIMEOUT_MS }
    : {}),
  logger,
  graphiql: !production,
  production,
  trustedProxies: config.TRUSTED_PROXIES,
  requestBudget: {
    requests: config.REQUEST_BUDGET,
    sessionRequests: config.SESSION_REQUEST_BUDGET,
    speedTestBytes: config.SPEED_TEST_BUDGET_BYTES,
    redisUrl: config.REDIS_URL,
  },
  corsOrigins: config.CORS_ORIGINS,
  hsts: config.profile.config.HSTS === 'on',
  ...(config.STATIC_DIR ? { staticDir: config.STATIC_DIR } : {}),
  tracing: tracingSettings(config, 'notary-gateway'),
});

const url = await gateway.listen(config.PORT, config.HOST || undefined);
if (config.METRICS_PORT !== undefined) {
  const metricsUrl = await gateway.metrics.listen(config.METRICS_PORT, config.METRICS_HOST);
  logger.info({ metricsUrl }, 'gateway metrics served');
}
// Written whatever LOG_LEVEL says: scripts/processes.ts waits for this line to know the port is up.
process.stdout.write(`${JSON.stringify({ msg: 'gateway ready', url, ministryUrl, livenessUrl })}\n`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // Readiness off first, so the load balancer sends new requests to another gateway; then no new
    // connection, the subscription sockets closed (their clients reconnect elsewhere), and the requests
    // under way given DRAIN_TIMEOUT_MS to finish (decision 113).
    gateway.drain();
    logger.info({ signal, drainDelayMs: config.DRAIN_DELAY_MS }, 'gateway draining');
    delay(config.DRAIN_DELAY_MS)
      .then(() => gateway.close({ graceMs: config.DRAIN_TIMEOUT_MS }))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'gateway close failed');
          process.exit(1);
        },
      );
  });
}
