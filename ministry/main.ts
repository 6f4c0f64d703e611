import { dirname, join } from 'node:path';
import { z } from 'zod';
import { stepLimitsSchema } from '../machines/replay/analysts.schema';
import type { BrowserTraceOptions } from './browser-traces/store';
import { ministryProfile, ministryRefusal, seededPeopleRefusal } from './profile';
import type { IceServer } from './video/media';

// The sandbox ministry as a process: configuration from the environment (docs/contracts.md). The
// face-ID server reads its own (LIVENESS_POLICY, LIVENESS_*, LIVENESS_WORKERS).

/** Ends the process before it serves anything: the message to stderr, a failure status. */
function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// The production profile first (decision 066), before the database opens and before the service's
// modules load: a refused start costs a fraction of a second and leaves nothing listening.
const profile = (() => {
  try {
    return ministryProfile(process.env);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
})();
if (profile.refused.length > 0) refuse(ministryRefusal(profile.refused));
const production = profile.portalEnv === 'production';

const [
  { startNonAttendanceJob },
  { createMinistry },
  { defaultBrowserTraceOptions, startBrowserTracePurgeJob },
  { startTableMaintenance },
  { startReminderJob },
  { seededPeopleIn },
] = await Promise.all([
  import('./acts/non-attendance'),
  import('./app'),
  import('./browser-traces/store'),
  import('./db/maintenance'),
  import('./equeue/reminders'),
  import('./db/seed'),
]);

const port = Number(process.env.MINISTRY_PORT ?? 8081);

function optionalNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

function optionalSwitch(name: string): boolean | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1`);
  return raw === '1';
}

/** BASE_AMOUNT_TIYIN: the base calculation amount (BHM) of the state fee, whole tiyin (decision 040). */
function baseAmountTiyin(): number | undefined {
  const value = optionalNumber('BASE_AMOUNT_TIYIN');
  if (value !== undefined && !Number.isSafeInteger(value)) {
    throw new Error('BASE_AMOUNT_TIYIN must be a whole number of tiyin');
  }
  return value;
}

/** SEARCH_RATE_LIMIT and SEARCH_RATE_WINDOW_MS: the public searches per client address (decision 052). */
function searchRateLimit(): { max: number; windowMs: number } | undefined {
  const max = optionalNumber('SEARCH_RATE_LIMIT');
  const windowMs = optionalNumber('SEARCH_RATE_WINDOW_MS');
  if (max === undefined && windowMs === undefined) return undefined;
  if (
    (max !== undefined && !(Number.isSafeInteger(max) && max > 0)) ||
    (windowMs !== undefined && !(windowMs > 0))
  ) {
    throw new Error('SEARCH_RATE_LIMIT and SEARCH_RATE_WINDOW_MS must be positive numbers');
  }
  return { max: max ?? 30, windowMs: windowMs ?? 600_000 };
}

/** ACTS_PER_DAY and REGISTRY_LOOKUPS_PER_DAY: an applicant's acts and registry lookups a day (decision 069). */
function actQuotas(): { actsPerDay?: number; lookupsPerDay?: number } {
  const actsPerDay = optionalNumber('ACTS_PER_DAY');
  const lookupsPerDay = optionalNumber('REGISTRY_LOOKUPS_PER_DAY');
  for (const [name, value] of [
    ['ACTS_PER_DAY', actsPerDay],
    ['REGISTRY_LOOKUPS_PER_DAY', lookupsPerDay],
  ] as const) {
    if (value !== undefined && !Number.isSafeInteger(value))
      throw new Error(`${name} must be a whole number`);
  }
  return {
    ...(actsPerDay !== undefined ? { actsPerDay } : {}),
    ...(lookupsPerDay !== undefined ? { lookupsPerDay } : {}),
  };
}

/**
 * BROWSER_TRACE (off, sample, all), BROWSER_TRACE_SAMPLE_RATE (0..1), BROWSER_TRACE_RETENTION_DAYS
 * (decision 061), BROWSER_TRACE_DAILY_LIMIT (traces per user and day, decision 071).
 */
function browserTraceOptions(): BrowserTraceOptions {
  const mode = profile.config.BROWSER_TRACE ?? defaultBrowserTraceOptions.mode;
  const rawRate = process.env.BROWSER_TRACE_SAMPLE_RATE;
  const sampleRate =
    rawRate === undefined || rawRate === '' ? defaultBrowserTraceOptions.sampleRate : Number(rawRate);
  if (!(sampleRate >= 0 && sampleRate <= 1))
    throw new Error('BROWSER_TRACE_SAMPLE_RATE must be between 0 and 1');
  const retentionDays =
    optionalNumber('BROWSER_TRACE_RETENTION_DAYS') ?? defaultBrowserTraceOptions.retentionDays;
  if (!Number.isSafeInteger(retentionDays) || retentionDays > 3650) {
    throw new Error('BROWSER_TRACE_RETENTION_DAYS must be a whole number of days, 1 to 3650');
  }
  const dailyLimit = optionalNumber('BROWSER_TRACE_DAILY_LIMIT') ?? defaultBrowserTraceOptions.dailyLimit;
  if (!Number.isSafeInteger(dailyLimit) || dailyLimit > 100_000) {
    throw new Error('BROWSER_TRACE_DAILY_LIMIT must be a whole number of traces, 1 to 100000');
  }
  return { mode, sampleRate, retentionDays, dailyLimit };
}

/** VIDEO_ICE_SERVERS: a JSON array of RTCIceServer-like objects ({ urls, username?, credential? }). */
function iceServers(): IceServer[] | undefined {
  const raw = process.env.VIDEO_ICE_SERVERS;
  if (raw === undefined || raw === '') return undefined;
  const parsed = z
    .array(
      z.object({
        urls: z.string().min(1).max(512),
        username: z.string().max(512).optional(),
        credential: z.string().max(512).optional(),
      }),
    )
    .max(16)
    .safeParse(JSON.parse(raw));
  if (!parsed.success)
    throw new Error('VIDEO_ICE_SERVERS must be a JSON array of { urls, username?, credential? }');
  return parsed.data.map((server) => ({
    urls: server.urls,
    ...(server.username !== undefined ? { username: server.username } : {}),
    ...(server.credential !== undefined ? { credential: server.credential } : {}),
  }));
}

/** VIDEO_PORT_RANGE: `from-to`, the UDP ports ICE may use (a firewall's opening). */
function portRange(): [number, number] | undefined {
  const raw = process.env.VIDEO_PORT_RANGE;
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(raw);
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  if (!match || from < 1024 || to > 65535 || from > to)
    throw new Error('VIDEO_PORT_RANGE must be from-to, within 1024-65535');
  return [from, to];
}

/** KIOSK_RATE_LIMIT and KIOSK_RATE_WINDOW_MS: the operations one enrolled kiosk may sign (decision 070). */
function kioskRateLimit(): { max: number; windowMs: number } | undefined {
  const max = optionalNumber('KIOSK_RATE_LIMIT');
  const windowMs = optionalNumber('KIOSK_RATE_WINDOW_MS');
  if (max === undefined && windowMs === undefined) return undefined;
  const limit = { max: max ?? 20, windowMs: windowMs ?? 60_000 };
  if (!(Number.isInteger(limit.max) && limit.max > 0 && limit.windowMs > 0))
    throw new Error('KIOSK_RATE_LIMIT and KIOSK_RATE_WINDOW_MS must be positive numbers');
  return limit;
}

/** EQUEUE_MAX_UPCOMING: upcoming bookings one person may hold at once (decision 070). */
function equeueMaxUpcoming(): number | undefined {
  const max = optionalNumber('EQUEUE_MAX_UPCOMING');
  if (max !== undefined && !(Number.isInteger(max) && max > 0))
    throw new Error('EQUEUE_MAX_UPCOMING must be a positive whole number');
  return max;
}

/** MAX_STREAMS_PER_SESSION: act watches and video-room streams one session may hold open (decision 071). */
function maxStreamsPerSession(): number | undefined {
  const value = optionalNumber('MAX_STREAMS_PER_SESSION');
  if (value !== undefined && !(Number.isSafeInteger(value) && value <= 1000))
    throw new Error('MAX_STREAMS_PER_SESSION must be a whole number, 1 to 1000');
  return value;
}

/** SANDBOX_BANK_SECRET: the secret the sandbox bank signs its callbacks with (decision 083), 32+ characters. */
function sandboxBank(): { secret: string } | undefined {
  const secret = process.env.SANDBOX_BANK_SECRET;
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error('SANDBOX_BANK_SECRET must be at least 32 characters long');
  return { secret };
}

const dataDir = process.env.DATA_DIR || '.data/ministry';

const browserTraces = browserTraceOptions();
/** The database a production start found: createMinistry closes it, then the start is refused. */
class RefusedDatabase extends Error {}

const ministry = await createMinistry({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  publicUrl: profile.config.PUBLIC_URL,
  smsOutbox: profile.config.SANDBOX_SMS_OUTBOX,
  sandboxEsign: profile.config.SANDBOX_ESIGN,
  sandboxPayments: profile.config.SANDBOX_PAYMENTS,
  bank: sandboxBank(),
  sandboxPeople: profile.config.SANDBOX_PEOPLE,
  // A production database must not hold the sandbox's people, whoever seeded them (decision 066).
  checkDatabase: production
    ? async (db) => {
        const seeded = await seededPeopleIn(db);
        if (seeded > 0) throw new RefusedDatabase(seededPeopleRefusal(seeded));
      }
    : undefined,
  maxWaitingRequests: optionalNumber('MAX_WAITING_REQUESTS'),
  baseAmount: baseAmountTiyin(),
  stepLimits: stepLimitsSchema.parse(process.env.ANALYSTS_STEP_LIMITS ?? ''),
  searchRateLimit: searchRateLimit(),
  kioskRateLimit: kioskRateLimit(),
  equeueMaxUpcoming: equeueMaxUpcoming(),
  browserTraces,
  streams: { maxPerSession: maxStreamsPerSession() },
  actQuotas: actQuotas(),
  video: {
    // Beside the database's folder, in the data folder (.data/recordings by default).
    recordingsDir:
      process.env.VIDEO_RECORDINGS_DIR ||
      (dataDir.startsWith('memory://') ? '.data/recordings' : join(dirname(dataDir), 'recordings')),
    host: process.env.VIDEO_HOST || '127.0.0.1',
    iceServers: iceServers(),
    portRange: portRange(),
    recordingGraceMs: optionalNumber('VIDEO_RECORDING_GRACE_MS'),
  },
  auth: {
    livenessSecret: profile.config.LIVENESS_JWT_SECRET,
    sessionSecret: profile.config.SESSION_SECRET,
    sessionTtlMs: optionalNumber('SESSION_TTL_MS'),
    maintenance: optionalSwitch('AUTH_MAINTENANCE'),
    maxFailures: optionalNumber('AUTH_MAX_FAILURES'),
    failureWindowMs: optionalNumber('AUTH_FAILURE_WINDOW_MS'),
    faceMatch: profile.config.AUTH_FACE_MATCH,
    gatewayAddresses: (process.env.GATEWAY_ADDRESSES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  },
}).catch((error: unknown) =>
  // Refused after createMinistry closed the database: nothing is left open or listening.
  error instanceof RefusedDatabase ? refuse(error.message) : Promise.reject(error),
);

await ministry.app.listen({ host: '127.0.0.1', port });
const address = ministry.app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
// Written whatever LOG_LEVEL says: launchers (scripts/start.ts, the e2e server, bench) wait for it.
process.stdout.write(
  `${JSON.stringify({ msg: 'ministry ready', url: `http://127.0.0.1:${boundPort}`, database: ministry.driver })}\n`,
);

// After the ready line: REST answers at once, and the first face check no longer pays the models'
// first-inference cost (150-550 ms per worker) once this is done.
if (ministry.faceId) {
  const started = performance.now();
  ministry.faceId.warmUp().then(
    () => ministry.app.log.info({ ms: Math.round(performance.now() - started) }, 'face-id warmed up'),
    (error: unknown) => ministry.app.log.error({ err: error }, 'face-id warm-up failed'),
  );
}

// Video acts whose set time passed without attendance become inactive; claimed through the database,
// so every instance may run it.
const stopNonAttendance = startNonAttendanceJob(
  ministry.db,
  ministry.acts,
  ministry.app.log,
  optionalNumber('NON_ATTENDANCE_INTERVAL_MS') ?? 60_000,
);
// The equeue's SMS reminders (decision 063): claimed through the database as well, on the ministry's clock.
const stopReminders = startReminderJob(
  ministry.db,
  ministry.acts.now,
  ministry.app.log,
  optionalNumber('EQUEUE_REMINDER_INTERVAL_MS') ?? 60_000,
);
// Browser traces past their retention are deleted; claimed through the database like the above.
const stopBrowserTracePurge = startBrowserTracePurgeJob(
  ministry.db,
  ministry.auth.now,
  browserTraces.retentionDays,
  ministry.app.log,
  optionalNumber('BROWSER_TRACE_PURGE_INTERVAL_MS') ?? 3_600_000,
);
// PGlite has no autovacuum: the ministry vacuums and analyzes where autovacuum would (decision 030).
// A PostgreSQL server does it by itself.
const stopTableMaintenance =
  ministry.driver === 'pglite'
    ? startTableMaintenance(
        ministry.db,
        ministry.app.log,
        optionalNumber('TABLE_MAINTENANCE_INTERVAL_MS') ?? 60_000,
      )
    : () => undefined;

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    stopNonAttendance();
    stopReminders();
    stopBrowserTracePurge();
    stopTableMaintenance();
    ministry.app.log.info({ signal }, 'ministry stopping');
    ministry.close().then(
      () => process.exit(0),
      (error: unknown) => {
        ministry.app.log.error({ err: error }, 'ministry did not close cleanly');
        process.exit(1);
      },
    );
  });
}
