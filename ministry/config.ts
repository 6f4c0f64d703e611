import { z } from 'zod';
import {
  envDecimal,
  envHost,
  envInteger,
  envList,
  envLogLevel,
  envMs,
  envPort,
  envUrl,
  envValue,
  readAll,
  readConfig,
} from '../machines/portal-env/env-values';
import type { Environment } from '../machines/portal-env/portal-env';
import { tracingEnvSchema } from '../machines/portal-env/tracing-env';
import { stepLimitsSchema } from '../machines/replay/analysts.schema';
import { ministryProfile } from './profile';
import type { IceServer } from './video/media/types';

/** A job's interval: whole milliseconds, at least a second (the job queue's time slots are seconds). */
const envJobInterval = (name: string) =>
  envValue(name, 'a whole number of milliseconds, at least 1000', (raw) => {
    const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isSafeInteger(value) && value >= 1000 ? value : null;
  });

/**
 * The ministry's configuration (decision 090): every variable the process reads, in one zod schema,
 * parsed once at start in main.ts before anything opens. A malformed value stops the start with one
 * line naming the variable and what it must be (README "Configuration", docs/contracts.md). The
 * production profile's variables (PORTAL_ENV, the sandbox switches, the secrets, PUBLIC_URL,
 * BROWSER_TRACE, LIVENESS_*) are read by ministry/profile.ts, which also says what production refuses;
 * `readMinistryConfig` returns both. A default the service's own modules keep (a session's lifetime,
 * the state fee's base amount, the browser traces' retention...) stays theirs: unset here is
 * `undefined`, so tests that build the ministry without main.ts get the same value.
 */

const iceServersSchema = z
  .array(
    z.object({
      urls: z.string().min(1).max(512),
      username: z.string().max(512).optional(),
      credential: z.string().max(512).optional(),
    }),
  )
  .max(16);

/** `from-to` within 1024-65535 (VIDEO_PORT_RANGE). */
function portRange(raw: string): [number, number] | null {
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(raw);
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  return match && from >= 1024 && to <= 65535 && from <= to ? [from, to] : null;
}

const ministryConfigSchema = z
  .object({
    MINISTRY_PORT: envPort('MINISTRY_PORT').transform((port) => port ?? 8081),
    // Loopback by default: the sandbox is reached through the gateway on the same machine. A cluster's
    // ministries listen where the gateways reach them (decision 113).
    MINISTRY_HOST: envHost('MINISTRY_HOST').transform((host) => host ?? '127.0.0.1'),
    DATABASE_POOL_SIZE: envInteger('DATABASE_POOL_SIZE', { max: 1000 }),
    // The face-ID service on its own (decision 120): where a ministry reaches it (unset, the ministry
    // runs face-ID itself), and where `npm run face-id` listens.
    FACE_ID_URL: envUrl('FACE_ID_URL', ['http:', 'https:'], 'http://127.0.0.1:8082'),
    FACE_ID_PORT: envPort('FACE_ID_PORT').transform((port) => port ?? 8082),
    FACE_ID_HOST: envHost('FACE_ID_HOST').transform((host) => host ?? '127.0.0.1'),
    DATABASE_STATEMENT_TIMEOUT_MS: envMs('DATABASE_STATEMENT_TIMEOUT_MS'),
    // On SIGTERM, how long /readyz says 503 before the ministry stops taking requests (decision 113).
    DRAIN_DELAY_MS: envInteger('DRAIN_DELAY_MS', { min: 0, max: 600_000 }).transform((ms) => ms ?? 0),
    DATABASE_URL: envUrl(
      'DATABASE_URL',
      ['postgres:', 'postgresql:'],
      'postgres://postgres@127.0.0.1:5432/notary',
    ),
    DATA_DIR: z
      .string()
      .optional()
      .transform((dir) => dir || '.data/ministry'),
    LOG_LEVEL: envLogLevel(),
    PUBLIC_URL: envUrl('PUBLIC_URL', ['http:', 'https:'], 'https://notary.example'),
    // Where the `sms.send` job hands messages over (decision 115); unset, the sandbox provider's route
    // on this ministry (SANDBOX_SMS_PROVIDER).
    SMS_PROVIDER_URL: envUrl('SMS_PROVIDER_URL', ['http:', 'https:'], 'https://sms.example/messages'),
    MAX_WAITING_REQUESTS: envInteger('MAX_WAITING_REQUESTS'),
    BASE_AMOUNT_TIYIN: envInteger('BASE_AMOUNT_TIYIN'),
    ANALYSTS_STEP_LIMITS: envValue(
      'ANALYSTS_STEP_LIMITS',
      'state=hours pairs such as checking=48,payment=120 (hours 1 to 8760)',
      (raw) => {
        const parsed = stepLimitsSchema.safeParse(raw);
        return parsed.success ? parsed.data : null;
      },
    ).transform((limits) => limits ?? stepLimitsSchema.parse('')),
    SEARCH_RATE_LIMIT: envInteger('SEARCH_RATE_LIMIT'),
    SEARCH_RATE_WINDOW_MS: envMs('SEARCH_RATE_WINDOW_MS'),
    KIOSK_RATE_LIMIT: envInteger('KIOSK_RATE_LIMIT'),
    KIOSK_RATE_WINDOW_MS: envMs('KIOSK_RATE_WINDOW_MS'),
    EQUEUE_MAX_UPCOMING: envInteger('EQUEUE_MAX_UPCOMING'),
    MAX_STREAMS_PER_SESSION: envInteger('MAX_STREAMS_PER_SESSION', { max: 1000 }),
    ACTS_PER_DAY: envInteger('ACTS_PER_DAY'),
    REGISTRY_LOOKUPS_PER_DAY: envInteger('REGISTRY_LOOKUPS_PER_DAY'),
    BROWSER_TRACE_SAMPLE_RATE: envDecimal('BROWSER_TRACE_SAMPLE_RATE', 0, 1),
    BROWSER_TRACE_RETENTION_DAYS: envInteger('BROWSER_TRACE_RETENTION_DAYS', { max: 3650 }),
    BROWSER_TRACE_DAILY_LIMIT: envInteger('BROWSER_TRACE_DAILY_LIMIT', { max: 100_000 }),
    VIDEO_RECORDINGS_DIR: z.string().optional(),
    VIDEO_HOST: z
      .string()
      .optional()
      .transform((host) => host || '127.0.0.1'),
    // Not quoted back: the servers' credentials are in it.
    VIDEO_ICE_SERVERS: envValue(
      'VIDEO_ICE_SERVERS',
      'a JSON array of { urls, username?, credential? } (at most 16)',
      (raw): IceServer[] | null => {
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          return null;
        }
        const parsed = iceServersSchema.safeParse(json);
        if (!parsed.success) return null;
        return parsed.data.map((server) => ({
          urls: server.urls,
          ...(server.username !== undefined ? { username: server.username } : {}),
          ...(server.credential !== undefined ? { credential: server.credential } : {}),
        }));
      },
      false,
    ),
    VIDEO_PORT_RANGE: envValue('VIDEO_PORT_RANGE', 'from-to, within 1024-65535', portRange),
    VIDEO_RECORDING_GRACE_MS: envMs('VIDEO_RECORDING_GRACE_MS'),
    SANDBOX_BANK_SECRET: envValue(
      'SANDBOX_BANK_SECRET',
      'at least 32 characters long',
      (raw) => (raw.length >= 32 ? raw : null),
      false,
    ),
    SESSION_TTL_MS: envMs('SESSION_TTL_MS'),
    AUTH_MAINTENANCE: envValue('AUTH_MAINTENANCE', '0 or 1', (raw) =>
      raw === '1' ? true : raw === '0' ? false : null,
    ),
    AUTH_MAX_FAILURES: envInteger('AUTH_MAX_FAILURES'),
    AUTH_FAILURE_WINDOW_MS: envMs('AUTH_FAILURE_WINDOW_MS'),
    GATEWAY_ADDRESSES: envList(),
    LIVENESS_WORKERS: envInteger('LIVENESS_WORKERS'),
    // The periodic jobs' intervals (ministry/jobs, decision 114); unset, ministry-jobs.ts's defaults.
    NON_ATTENDANCE_INTERVAL_MS: envJobInterval('NON_ATTENDANCE_INTERVAL_MS'),
    EQUEUE_REMINDER_INTERVAL_MS: envJobInterval('EQUEUE_REMINDER_INTERVAL_MS'),
    BROWSER_TRACE_PURGE_INTERVAL_MS: envJobInterval('BROWSER_TRACE_PURGE_INTERVAL_MS'),
    TABLE_MAINTENANCE_INTERVAL_MS: envJobInterval('TABLE_MAINTENANCE_INTERVAL_MS'),
    CLEANUP_INTERVAL_MS: envJobInterval('CLEANUP_INTERVAL_MS'),
    SMS_SEND_INTERVAL_MS: envJobInterval('SMS_SEND_INTERVAL_MS'),
    // OpenTelemetry traces (decision 119), off unless an OTLP endpoint is set.
    ...tracingEnvSchema,
  })
  .transform((env) => ({
    ...env,
    /** SEARCH_RATE_LIMIT and SEARCH_RATE_WINDOW_MS (decision 052): either set, the other's default. */
    searchRateLimit:
      env.SEARCH_RATE_LIMIT === undefined && env.SEARCH_RATE_WINDOW_MS === undefined
        ? undefined
        : { max: env.SEARCH_RATE_LIMIT ?? 30, windowMs: env.SEARCH_RATE_WINDOW_MS ?? 600_000 },
    /** KIOSK_RATE_LIMIT and KIOSK_RATE_WINDOW_MS (decision 070): either set, the other's default. */
    kioskRateLimit:
      env.KIOSK_RATE_LIMIT === undefined && env.KIOSK_RATE_WINDOW_MS === undefined
        ? undefined
        : { max: env.KIOSK_RATE_LIMIT ?? 20, windowMs: env.KIOSK_RATE_WINDOW_MS ?? 60_000 },
  }));

export type MinistryConfig = z.output<typeof ministryConfigSchema> & {
  /** The production profile of this environment (decision 066): its variables and what it refuses. */
  profile: ReturnType<typeof ministryProfile>;
};

/**
 * The ministry's configuration from `env`, or a ConfigError naming every malformed variable on one
 * line (the profile's and the schema's alike). A refusal of production is not an error here: the
 * caller reads `profile.refused`.
 */
export function readMinistryConfig(env: Environment): MinistryConfig {
  const [profile, config] = readAll(
    () => ministryProfile(env),
    () => readConfig(ministryConfigSchema, env),
  );
  return { ...config, profile };
}
