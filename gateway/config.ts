import { z } from 'zod';
import {
  envHost,
  envInteger,
  envList,
  envLogLevel,
  envMs,
  envPort,
  envUrl,
  readAll,
  readConfig,
} from '../machines/portal-env/env-values.js';
import type { Environment } from '../machines/portal-env/portal-env.js';
import { tracingEnvSchema } from '../machines/portal-env/tracing-env.js';
import { DEFAULT_CLIENT_CONFIG, KIOSK_IDLE_BOUNDS } from './client-config.js';
import { defaultRequestBudget } from './http/request-budget-defaults.js';
import { noticeHtmlFromEnv } from './notice.js';
import { gatewayProfile } from './profile.js';

/**
 * The gateway's configuration (decision 090): every variable the process reads, in one zod schema,
 * parsed once at start in main.ts before the server's modules load. A malformed value stops the start
 * with one line naming the variable and what it must be (README "Configuration", docs/contracts.md).
 * HSTS, NODE_ENV, CORS_ORIGINS and PORTAL_ENV are the production profile's too (gateway/profile.ts),
 * which says what production refuses; `readGatewayConfig` returns both. The ministry call timeouts
 * and the liveness socket's address keep their defaults where the modules that use them keep them
 * (app.ts, liveness/bridge.ts): unset here is `undefined`.
 */

const idle = KIOSK_IDLE_BOUNDS;

const gatewayConfigSchema = z.object({
  PORT: envPort('PORT').transform((port) => port ?? 8080),
  // Every interface when unset (the gateway is what browsers reach); validated, decision 113.
  HOST: envHost('HOST'),
  MINISTRY_URL: envUrl('MINISTRY_URL', ['http:', 'https:'], 'http://127.0.0.1:8081').transform(
    (url) => url ?? 'http://127.0.0.1:8081',
  ),
  LIVENESS_URL: envUrl('LIVENESS_URL', ['ws:', 'wss:'], 'ws://127.0.0.1:8081/liveness'),
  LOG_LEVEL: envLogLevel(),
  FACE_CHECK_LIMIT_MS: envMs('FACE_CHECK_LIMIT_MS').transform(
    (ms) => ms ?? DEFAULT_CLIENT_CONFIG.faceCheckLimitMs,
  ),
  FACE_CHECK_START_DELAY_MS: envMs('FACE_CHECK_START_DELAY_MS').transform(
    (ms) => ms ?? DEFAULT_CLIENT_CONFIG.faceCheckStartDelayMs,
  ),
  FACE_FRAME_INTERVAL_MS: envMs('FACE_FRAME_INTERVAL_MS').transform(
    (ms) => ms ?? DEFAULT_CLIENT_CONFIG.frameIntervalMs,
  ),
  // Decision 074's bounds: below them a person reading a form is logged out, above them the next
  // person finds the last one's session.
  KIOSK_IDLE_MS: envInteger('KIOSK_IDLE_MS', idle.kioskIdleMs).transform(
    (ms) => ms ?? DEFAULT_CLIENT_CONFIG.kioskIdleMs,
  ),
  KIOSK_IDLE_COUNTDOWN_MS: envInteger('KIOSK_IDLE_COUNTDOWN_MS', idle.kioskIdleCountdownMs).transform(
    (ms) => ms ?? DEFAULT_CLIENT_CONFIG.kioskIdleCountdownMs,
  ),
  INSTRUCTIONAL_VIDEO_URL: envUrl(
    'INSTRUCTIONAL_VIDEO_URL',
    ['https:', 'http:'],
    'https://www.youtube-nocookie.com/embed/...',
  ),
  MAP_STYLE_URL: envUrl('MAP_STYLE_URL', ['https:', 'http:'], 'https://tiles.example/style.json'),
  MINISTRY_TIMEOUT_MS: envMs('MINISTRY_TIMEOUT_MS'),
  MINISTRY_AUTH_TIMEOUT_MS: envMs('MINISTRY_AUTH_TIMEOUT_MS'),
  TRUSTED_PROXIES: envList(),
  CORS_ORIGINS: envList(),
  STATIC_DIR: z.string().optional(),
  // On SIGTERM (decision 113): how long /readyz says 503 before the gateway stops accepting
  // connections, then how long the requests under way may take to finish.
  DRAIN_DELAY_MS: envInteger('DRAIN_DELAY_MS', { min: 0, max: 600_000 }).transform((ms) => ms ?? 0),
  DRAIN_TIMEOUT_MS: envInteger('DRAIN_TIMEOUT_MS', { min: 0, max: 600_000 }).transform((ms) => ms ?? 10_000),
  // The general request budget of one client address (decision 116): /graphql requests, file
  // downloads and speed tests a minute, and speed-test bytes per ten minutes; counted in Redis when
  // REDIS_URL is set (shared by every gateway), in this process's memory otherwise.
  REQUEST_BUDGET: envInteger('REQUEST_BUDGET', { min: 1, max: 1_000_000 }).transform(
    (requests) => requests ?? defaultRequestBudget.requests,
  ),
  // One session's requests a minute from any address (decision 126).
  SESSION_REQUEST_BUDGET: envInteger('SESSION_REQUEST_BUDGET', { min: 1, max: 1_000_000 }).transform(
    (requests) => requests ?? defaultRequestBudget.sessionRequests,
  ),
  SPEED_TEST_BUDGET_BYTES: envInteger('SPEED_TEST_BUDGET_BYTES', {
    min: 1024 * 1024,
    max: 64 * 1024 * 1024 * 1024,
  }).transform((bytes) => bytes ?? defaultRequestBudget.speedTestBytes),
  REDIS_URL: envUrl('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  // Prometheus metrics (decision 118) on a port of their own, off unless set: never the public port.
  METRICS_PORT: envPort('METRICS_PORT'),
  METRICS_HOST: envHost('METRICS_HOST').transform((host) => host || '127.0.0.1'),
  // OpenTelemetry traces (decision 119), off unless an OTLP endpoint is set.
  ...tracingEnvSchema,
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema> & {
  /** The operator's announcement per language (NOTICE_HTML_OZ, _UZ, _RU; notice.ts). */
  noticeHtml: ReturnType<typeof noticeHtmlFromEnv>;
  /** The production profile of this environment (decision 066): its variables and what it refuses. */
  profile: ReturnType<typeof gatewayProfile>;
};

/**
 * The gateway's configuration from `env`, or a ConfigError naming every malformed variable on one
 * line. A refusal of production is not an error here: the caller reads `profile.refused`.
 */
export function readGatewayConfig(env: Environment): GatewayConfig {
  const [profile, config, noticeHtml] = readAll(
    () => gatewayProfile(env),
    () => readConfig(gatewayConfigSchema, env),
    () => noticeHtmlFromEnv(env),
  );
  return { ...config, noticeHtml, profile };
}
