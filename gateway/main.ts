import { gatewayProfile, gatewayRefusal } from './profile.js';

// The production profile first (decision 066), before the server's modules load: a refused start
// costs a fraction of a second and leaves nothing listening.
const profile = (() => {
  try {
    return gatewayProfile(process.env);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return process.exit(1);
  }
})();
if (profile.refused.length > 0) {
  process.stderr.write(`${gatewayRefusal(profile.refused)}\n`);
  process.exit(1);
}

const [
  { createGateway, DEFAULT_AUTH_TIMEOUT_MS, DEFAULT_TIMEOUT_MS },
  { DEFAULT_CLIENT_CONFIG },
  { DEFAULT_LIVENESS_URL },
  { createGatewayLogger },
  { noticeHtmlFromEnv },
] = await Promise.all([
  import('./app.js'),
  import('./client-config.js'),
  import('./liveness/bridge.js'),
  import('./logger.js'),
  import('./notice.js'),
]);

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function list(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const production = process.env.NODE_ENV === 'production';

const logger = createGatewayLogger({ level: process.env.LOG_LEVEL ?? 'info' });

const port = positiveInt('PORT', 8080);
const ministryUrl = process.env.MINISTRY_URL ?? 'http://127.0.0.1:8081';
const livenessUrl = process.env.LIVENESS_URL || DEFAULT_LIVENESS_URL;
const gateway = createGateway({
  ministryUrl,
  livenessUrl,
  clientConfig: {
    faceCheckLimitMs: positiveInt('FACE_CHECK_LIMIT_MS', DEFAULT_CLIENT_CONFIG.faceCheckLimitMs),
    faceCheckStartDelayMs: positiveInt(
      'FACE_CHECK_START_DELAY_MS',
      DEFAULT_CLIENT_CONFIG.faceCheckStartDelayMs,
    ),
    frameIntervalMs: positiveInt('FACE_FRAME_INTERVAL_MS', DEFAULT_CLIENT_CONFIG.frameIntervalMs),
    instructionalVideoUrl: process.env.INSTRUCTIONAL_VIDEO_URL || null,
    mapStyleUrl: process.env.MAP_STYLE_URL || null,
    // Bounds are checked as the gateway is created (client-config.ts): out of them, it does not start.
    kioskIdleMs: positiveInt('KIOSK_IDLE_MS', DEFAULT_CLIENT_CONFIG.kioskIdleMs),
    kioskIdleCountdownMs: positiveInt('KIOSK_IDLE_COUNTDOWN_MS', DEFAULT_CLIENT_CONFIG.kioskIdleCountdownMs),
  },
  // Out of its bound a variable stops the start, naming itself (notice.ts).
  noticeHtml: noticeHtmlFromEnv(process.env),
  timeoutMs: positiveInt('MINISTRY_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
  authTimeoutMs: positiveInt('MINISTRY_AUTH_TIMEOUT_MS', DEFAULT_AUTH_TIMEOUT_MS),
  logger,
  graphiql: !production,
  production,
  trustedProxies: list('TRUSTED_PROXIES'),
  corsOrigins: list('CORS_ORIGINS'),
  hsts: profile.config.HSTS === 'on',
  ...(process.env.STATIC_DIR ? { staticDir: process.env.STATIC_DIR } : {}),
});

const url = await gateway.listen(port, process.env.HOST);
// Written whatever LOG_LEVEL says: scripts/processes.ts waits for this line to know the port is up.
process.stdout.write(`${JSON.stringify({ msg: 'gateway ready', url, ministryUrl, livenessUrl })}\n`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'gateway closing');
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'gateway close failed');
        process.exit(1);
      },
    );
  });
}
