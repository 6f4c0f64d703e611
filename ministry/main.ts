import { dirname, join } from 'node:path';
import { tracingSettings } from '../machines/portal-env/tracing-env';
import { cliArgs } from '../scripts/support/cli-args';
import { announceReady, drainOnSignal, refuseStart, startConfig, warmUpFaceId } from './process-lifecycle';
import { seededPeopleRefusal } from './profile';

// The sandbox ministry as a process: configuration from the environment (ministry/config.ts, the
// README's configuration table and docs/contracts.md). The face-ID server reads its LIVENESS_*
// thresholds through the profile's policy (ministry/face-id/policy.ts).

cliArgs({
  usage: `usage: npm run ministry   (tsx ministry/main.ts; npm start runs it for you)

The sandbox ministry: REST /api, the business rules, the database, the face-ID liveness socket (unless
FACE_ID_URL names the face-ID service, npm run face-id), on 127.0.0.1:MINISTRY_PORT (8081). It takes no options: its configuration is the environment
(MINISTRY_PORT, DATA_DIR, DATABASE_URL, LOG_LEVEL, PORTAL_ENV, ...; README "Configuration" and
docs/contracts.md). A malformed variable stops the start with one line naming it.

  -h, --help  this text`,
  options: {},
});

const config = startConfig();
const { profile } = config;
const production = profile.portalEnv === 'production';

// The face-ID service writes the liveness sessions this ministry reads: in one PostgreSQL database.
if (config.FACE_ID_URL && !config.DATABASE_URL)
  refuseStart(
    'FACE_ID_URL needs DATABASE_URL: the face-ID service and the ministry share a PostgreSQL database',
  );

const [
  { createMinistry },
  { defaultBrowserTraceOptions },
  { seededPeopleIn },
  { createRemoteFaceId },
  { databaseUnavailable },
] = await Promise.all([
  import('./app'),
  import('./browser-traces/store'),
  import('./db/seed'),
  import('./face-id/remote'),
  import('./errors'),
]);
const faceIdUrl = config.FACE_ID_URL;

const port = config.MINISTRY_PORT;
const dataDir = config.DATA_DIR;

/**
 * BROWSER_TRACE (off, sample, all), BROWSER_TRACE_SAMPLE_RATE (0..1), BROWSER_TRACE_RETENTION_DAYS
 * (decision 061), BROWSER_TRACE_DAILY_LIMIT (traces per user and day, decision 071); unset, the
 * store's defaults.
 */
const browserTraces = {
  mode: profile.config.BROWSER_TRACE ?? defaultBrowserTraceOptions.mode,
  sampleRate: config.BROWSER_TRACE_SAMPLE_RATE ?? defaultBrowserTraceOptions.sampleRate,
  retentionDays: config.BROWSER_TRACE_RETENTION_DAYS ?? defaultBrowserTraceOptions.retentionDays,
  dailyLimit: config.BROWSER_TRACE_DAILY_LIMIT ?? defaultBrowserTraceOptions.dailyLimit,
};

/** The database a production start found: createMinistry closes it, then the start is refused. */
class RefusedDatabase extends Error {}

const ministry = await createMinistry({
  databaseUrl: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  dataDir,
  logger: { level: config.LOG_LEVEL },
  publicUrl: profile.config.PUBLIC_URL,
  smsOutbox: profile.config.SANDBOX_SMS_OUTBOX,
  sandboxSmsProvider: profile.config.SANDBOX_SMS_PROVIDER,
  smsProviderUrl: config.SMS_PROVIDER_URL,
  sandboxEsign: profile.config.SANDBOX_ESIGN,
  sandboxPayments: profile.config.SANDBOX_PAYMENTS,
  bank: config.SANDBOX_BANK_SECRET === undefined ? undefined : { secret: config.SANDBOX_BANK_SECRET },
  sandboxPeople: profile.config.SANDBOX_PEOPLE,
  // A production database must not hold the sandbox's people, whoever seeded them (decision 066).
  checkDatabase: production
    ? async (db) => {
        const seeded = await seededPeopleIn(db);
        if (seeded > 0) throw new RefusedDatabase(seededPeopleRefusal(seeded));
      }
    : undefined,
  maxWaitingRequests: config.MAX_WAITING_REQUESTS,
  baseAmount: config.BASE_AMOUNT_TIYIN,
  stepLimits: config.ANALYSTS_STEP_LIMITS,
  searchRateLimit: config.searchRateLimit,
  kioskRateLimit: config.kioskRateLimit,
  equeueMaxUpcoming: config.EQUEUE_MAX_UPCOMING,
  browserTraces,
  streams: { maxPerSession: config.MAX_STREAMS_PER_SESSION },
  actQuotas: {
    ...(config.ACTS_PER_DAY !== undefined ? { actsPerDay: config.ACTS_PER_DAY } : {}),
    ...(config.REGISTRY_LOOKUPS_PER_DAY !== undefined
      ? { lookupsPerDay: config.REGISTRY_LOOKUPS_PER_DAY }
      : {}),
  },
  ...(config.LIVENESS_WORKERS !== undefined ? { faceIdWorkers: config.LIVENESS_WORKERS } : {}),
  // FACE_ID_URL: the face-ID service on its own serves the socket and describes faces (decision 120).
  ...(faceIdUrl
    ? { faceId: ({ secret, policy }) => createRemoteFaceId({ url: faceIdUrl, secret, policy }) }
    : {}),
  tracing: tracingSettings(config, 'notary-ministry'),
  // Every instance offers and works the periodic jobs; the job queue runs each pass once (decision 114).
  jobs: {
    nonAttendanceMs: config.NON_ATTENDANCE_INTERVAL_MS,
    equeueRemindersMs: config.EQUEUE_REMINDER_INTERVAL_MS,
    browserTracePurgeMs: config.BROWSER_TRACE_PURGE_INTERVAL_MS,
    tableMaintenanceMs: config.TABLE_MAINTENANCE_INTERVAL_MS,
    cleanupMs: config.CLEANUP_INTERVAL_MS,
    smsSendMs: config.SMS_SEND_INTERVAL_MS,
  },
  video: {
    // Beside the database's folder, in the data folder (.data/recordings by default).
    recordingsDir:
      config.VIDEO_RECORDINGS_DIR ||
      (dataDir.startsWith('memory://') ? '.data/recordings' : join(dirname(dataDir), 'recordings')),
    host: config.VIDEO_HOST,
    iceServers: config.VIDEO_ICE_SERVERS,
    portRange: config.VIDEO_PORT_RANGE,
    recordingGraceMs: config.VIDEO_RECORDING_GRACE_MS,
  },
  auth: {
    livenessSecret: profile.config.LIVENESS_JWT_SECRET,
    sessionSecret: profile.config.SESSION_SECRET,
    sessionTtlMs: config.SESSION_TTL_MS,
    maintenance: config.AUTH_MAINTENANCE,
    maxFailures: config.AUTH_MAX_FAILURES,
    failureWindowMs: config.AUTH_FAILURE_WINDOW_MS,
    faceMatch: profile.config.AUTH_FACE_MATCH,
    gatewayAddresses: config.GATEWAY_ADDRESSES,
  },
}).catch((error: unknown) =>
  // Refused after createMinistry closed the database: nothing is left open or listening.
  error instanceof RefusedDatabase ? refuseStart(error.message) : Promise.reject(error),
);

// pg-boss 10 completes or fails a job pass without awaiting it (manager.js, work()'s onFetch). With the
// database gone at that moment, the promise rejects with nobody to catch it, and Node would end the
// process: the cluster's fault test saw it. A lost database is not a crash (decision 124). The job stays
// active, and pg-boss offers it again when it expires. Any other unhandled rejection still ends the
// process.
process.on('unhandledRejection', (reason) => {
  const lost = databaseUnavailable(reason);
  if (lost === undefined) throw reason;
  ministry.app.log.warn({ reason: lost }, 'a rejection of a lost database connection left unhandled');
});

const host = config.MINISTRY_HOST;
await ministry.app.listen({ host, port });
announceReady('ministry', ministry.app, host, { database: ministry.driver });
if (ministry.faceId) warmUpFaceId(ministry.faceId, ministry.app);
// The job passes under way finish first in `close`, then Fastify answers its requests before its
// server closes, then the streams end.
drainOnSignal('ministry', ministry.app, config.DRAIN_DELAY_MS, ministry);
