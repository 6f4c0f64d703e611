import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { defaultMaxUpcomingBookings } from '../machines/equeue/equeue.schema';
import { defaultBaseAmount } from '../machines/money/tariff';
import type { StepLimits } from '../machines/replay/analysts.schema';
import { type BankOptions, defaultBankOptions } from './acts/bank';
import {
  type ActChangeFeed,
  type ActChangeFeedTuning,
  createLocalChangeFeed,
  openPostgresChangeFeed,
} from './acts/change-feed';
import { type Acts, createActs } from './acts/lifecycle';
import { type ActQuotas, defaultActQuotas } from './acts/lookups';
import { installAdmission } from './admission';
import { type Auth, type AuthOptions, createAuth } from './auth';
import { createFaceMatcher } from './auth/face-match';
import { installSessionAuth } from './auth/plugin';
import { sessionChangesChannel } from './auth/sessions';
import {
  accessChangesChannel,
  createSessionStreams,
  defaultMaxStreamsPerSession,
  type SessionStreams,
} from './auth/streams';
import { type BrowserTraceOptions, defaultBrowserTraceOptions } from './browser-traces/store';
import {
  type Database,
  type DatabaseHandle,
  type Driver,
  defaultPoolSize,
  openDatabase,
} from './db/database';
import { createEqueue } from './equeue/bookings';
import { installErrorHandling, MinistryError, sendError } from './errors';
import { createFaceId, type FaceId, type FaceIdOptions, type LivenessPolicy } from './face-id';
import { closeHttp, createLifecycle, type Lifecycle } from './health/health';
import { defaultLanguage, type Language, languageOf } from './i18n';
import { installTextGuard } from './input-guard';
import { defaultJobIntervals, type JobIntervals, ministryJobs } from './jobs/ministry-jobs';
import { errorCode, type JobQueue, startJobQueue } from './jobs/queue';
import { createKioskGuard, type KioskRateLimit } from './kiosks/proof';
import { loggerOptions, type MinistryLoggerOptions } from './logger';
import { installMetrics } from './metrics';
import { installRequestIds, requestIdOf, runAsPass } from './request-id';
import { actRoutes } from './routes/acts';
import { actBankRoutes } from './routes/acts-bank';
import { actFeeRoutes } from './routes/acts-fee';
import { actInvitationRoutes } from './routes/acts-invitations';
import { actPaymentRoutes } from './routes/acts-payments';
import { actWatchRoutes } from './routes/acts-watch';
import { adminUserRoutes } from './routes/admin-users';
import { analystRoutes } from './routes/analysts';
import { authRoutes } from './routes/auth';
import { browserTraceAnalystRoutes, browserTraceRoutes } from './routes/browser-traces';
import { catalogueRoutes } from './routes/catalogue';
import { checkBeforeAuthRoutes } from './routes/check-before-auth';
import { dictionaryRoutes } from './routes/dictionaries';
import { dutyNotaryRoutes, equeueRoutes } from './routes/equeue';
import { fileRoutes } from './routes/files';
import { healthRoutes, probeRoutes } from './routes/health';
import { adminKioskRoutes, kioskDeviceRoutes } from './routes/kiosks';
import { notaryDirectoryRoutes } from './routes/notary-directory';
import { notificationRoutes } from './routes/notifications';
import { profileRoutes } from './routes/profile';
import { referenceRoutes } from './routes/reference';
import { reviewModerationRoutes } from './routes/review-moderation';
import { sandboxSmsRoutes } from './routes/sandbox-sms';
import { type SearchRateLimit, searchRoutes } from './routes/searches';
import { speedTestRoutes } from './routes/speed-test';
import { statisticsRoutes } from './routes/statistics';
import { videoRoutes } from './routes/video';
import { videoRoomRoutes } from './routes/video-room';
import { createTracing, type Tracing, type TracingOptions } from './tracing';
import { createMediaServer, type IceServer, type MediaServer, recoverRecordings } from './video/media';
import { registerRecording } from './video/recordings';
import { createRoomRegistry, type RoomRegistry } from './video/room';
import { sandboxEsignRoutes } from './video/sandbox-esign';
import { publicKeyVerifier, type SignatureVerifier } from './video/signature';
import { createTestRooms, type TestRooms } from './video/test-room';

declare module 'fastify' {
  interface FastifyRequest {
    // Chosen from Accept-Language before any handler runs; every message of the answer uses it.
    language: Language;
  }
}

export interface CreateMinistryOptions {
  // A PostgreSQL server; unset means embedded PGlite in `dataDir`.
  databaseUrl?: string | undefined;
  // PGlite data folder, created on first start; `memory://` (the default) keeps nothing on disk.
  dataDir?: string | undefined;
  // PGlite in memory: a seeded database's image to start from (db/database.ts pgliteImage; the tests).
  dataImage?: Blob | undefined;
  // SANDBOX_PEOPLE: the seed writes the sandbox's fictional people (default true); reference data always.
  sandboxPeople?: boolean | undefined;
  // Runs once the database is migrated and seeded, before anything else is built: a rejection stops the
  // start (main.ts: production refuses a database holding the seeded people, decision 066).
  checkDatabase?: ((db: Database) => Promise<void>) | undefined;
  // false (default) is silent; options (level, stream, ...) give JSON logs with personal data redacted.
  logger?: boolean | MinistryLoggerOptions | undefined;
  // Sessions, secrets, rate limits and the maintenance switch (main.ts fills them from the environment).
  auth?: AuthOptions | undefined;
  // The face-ID server: built by this factory (default createFaceId) with the database's liveness store
  // and secret, or `false` for none (then /api/auth answers technical work; tests that need no faces).
  faceId?: false | ((options: FaceIdOptions) => FaceId) | undefined;
  // Liveness policy overrides on top of LIVENESS_POLICY / LIVENESS_* from the environment.
  livenessPolicy?: Partial<LivenessPolicy> | undefined;
  faceIdWorkers?: number | undefined;
  // PUBLIC_URL: the portal's address in invitation links and their QR codes.
  publicUrl?: string | undefined;
  // The cross-instance act change feed's reconnection (PostgreSQL only); tests shorten or hold it.
  actChangeFeed?: ActChangeFeedTuning | undefined;
  // GET /api/sms_outbox, the sandbox SMS gateway's messages (default on; SANDBOX_SMS_OUTBOX=0 removes it).
  smsOutbox?: boolean | undefined;
  // The sandbox SMS provider's route POST /sandbox/sms/messages (default on; SANDBOX_SMS_PROVIDER=0
  // removes it), and where the `sms.send` job hands messages over (SMS_PROVIDER_URL; default that
  // route on this ministry's own address once it listens). Decision 115.
  sandboxSmsProvider?: boolean | undefined;
  smsProviderUrl?: string | undefined;
  // DATABASE_POOL_SIZE and DATABASE_STATEMENT_TIMEOUT_MS, on a PostgreSQL server (db/database.ts).
  poolSize?: number | undefined;
  statementTimeoutMs?: number | undefined;
  // Requests under way at once; more wait their turn (./admission). Default: the PostgreSQL pool's size.
  maxActiveRequests?: number | undefined;
  // MAX_WAITING_REQUESTS: requests waiting their turn at most; more are answered 503 busy at once.
  maxWaitingRequests?: number | undefined;
  // BASE_AMOUNT_TIYIN: the base calculation amount (BHM) the state fee is computed with, in tiyin
  // (decision 040); default machines/money's `defaultBaseAmount`.
  baseAmount?: number | undefined;
  // The sandbox e-signature provider's routes under /sandbox/esign (default on; SANDBOX_ESIGN=0
  // removes them): they sign video-join challenges with the seeded people's sandbox keys.
  sandboxEsign?: boolean | undefined;
  // The sandbox card processor's route POST /api/invoices/{id}/pay (default on; SANDBOX_PAYMENTS=0
  // removes it): it takes any Luhn-valid card. Without it invoices are paid on site (act.paidOnSite).
  sandboxPayments?: boolean | undefined;
  // Payment by bank transfer (decision 083), registered with the card processor under SANDBOX_PAYMENTS:
  // the recipient a payment order names (default the sandbox treasury account) and the secret the
  // sandbox bank signs its callbacks with (SANDBOX_BANK_SECRET; default the sandbox's).
  bank?: Partial<BankOptions> | undefined;
  // Verifies the signatures of video joins; default: the public keys of portal.signing_keys. A real
  // e-signature provider (PKCS#7/CMS with certificates) is another implementation (decision 045).
  signatureVerifier?: SignatureVerifier | undefined;
  // The media server and the live rooms of video acts (decisions 043, 047); main.ts fills them from
  // VIDEO_RECORDINGS_DIR, VIDEO_HOST, VIDEO_ICE_SERVERS, VIDEO_PORT_RANGE, VIDEO_RECORDING_GRACE_MS.
  video?: VideoOptions | undefined;
  // ANALYSTS_STEP_LIMITS: how long an act may stay in each step before analysts see it as stuck, in
  // hours (`checking=48,payment=120`; machines/replay/analysts.schema.ts, decision 060).
  stepLimits?: StepLimits | undefined;
  // SEARCH_RATE_LIMIT / SEARCH_RATE_WINDOW_MS: the public searches one client address may make per
  // kind within the window (docs/decisions/052-public-searches.md); default 30 in 10 minutes.
  searchRateLimit?: SearchRateLimit | undefined;
  // BROWSER_TRACE, BROWSER_TRACE_SAMPLE_RATE, BROWSER_TRACE_RETENTION_DAYS: which sessions the SPA
  // traces and how long their traces are kept (decision 061); default: consenting users only, 30 days.
  browserTraces?: BrowserTraceOptions | undefined;
  // KIOSK_RATE_LIMIT / KIOSK_RATE_WINDOW_MS: the kiosk-only operations one enrolled kiosk may sign
  // within the window (decision 070); default 20 a minute.
  kioskRateLimit?: KioskRateLimit | undefined;
  // EQUEUE_MAX_UPCOMING: upcoming bookings one person may hold at once (decision 070); default 3.
  equeueMaxUpcoming?: number | undefined;
  // MAX_STREAMS_PER_SESSION: the act watches and video-room streams one session may hold open at once
  // (decision 071); `sweepMs`: how often their sessions' expiry is compared with the clock (tests).
  streams?: { maxPerSession?: number | undefined; sweepMs?: number | undefined } | undefined;
  // ACTS_PER_DAY and REGISTRY_LOOKUPS_PER_DAY: the acts one applicant may create and the people their
  // acts may name in a Tashkent day (decision 069); default 20 and 40.
  actQuotas?: Partial<ActQuotas> | undefined;
  // The periodic jobs on the job queue (./jobs, decision 114): given, this instance offers and works
  // them (main.ts); unset, none runs (the tests run a pass when they need one).
  jobs?: (Partial<JobIntervals> & { pollingIntervalSeconds?: number | undefined }) | undefined;
  // OTEL_EXPORTER_OTLP_*: where the requests' traces go (./tracing.ts, decision 119); unset, none.
  tracing?: TracingOptions | undefined;
}

export interface VideoOptions {
  // Where recordings are written; unset: a fresh temporary folder, removed on close (tests).
  recordingsDir?: string | undefined;
  // The address ICE binds to and offers (default 127.0.0.1).
  host?: string | undefined;
  iceServers?: IceServer[] | undefined;
  portRange?: [number, number] | undefined;
  // How long a room whose people all left or lost their media keeps recording (default 2 minutes).
  recordingGraceMs?: number | undefined;
  // Lifetime of a /room_video_testing session (default 2 minutes), and how many at once (default 20).
  testRoomLifetimeMs?: number | undefined;
  maxTestRooms?: number | undefined;
  // SSE heartbeat of the room stream (default 15 s).
  heartbeatMs?: number | undefined;
}

// The requests under way at once are as many as the pool's connections (DATABASE_POOL_SIZE).
export const defaultMaxActiveRequests = defaultPoolSize;
// Five times the 200 connections of `npm run bench:load`, which never fill it: at the few hundred
// requests a second one ministry answers, a full queue is seconds of wait (decision 031).
export const defaultMaxWaitingRequests = 1000;

export const defaultPublicUrl = 'http://127.0.0.1:8080';

/** One route of the REST API as registered (HEAD routes Fastify adds for GET included). */
export interface MinistryRoute {
  method: string;
  url: string;
}

export interface Ministry {
  app: FastifyInstance;
  /** Every route of the app, in the order registered: what a test that must cover them all reads. */
  routes: readonly MinistryRoute[];
  db: Database;
  driver: Driver;
  auth: Auth;
  // The act lifecycle service (transitions, change notifications); its clock is auth.now.
  acts: Acts;
  // Carries act changes between the instances of one database (the LISTEN connection on PostgreSQL).
  actChanges: ActChangeFeed;
  // The open act watches and video-room streams of sessions, ended when their session or access ends.
  streams: SessionStreams;
  // Serves ws://.../liveness on app.server; null when disabled.
  faceId: FaceId | null;
  // The media server (werift SFU) and the live rooms on it.
  media: MediaServer;
  rooms: RoomRegistry;
  recordingsDir: string;
  // The periodic jobs this instance works; null unless `jobs` was given.
  jobs: JobQueue | null;
  /**
   * Stops taking new work: GET /readyz answers 503 from now on, so a load balancer sends the next
   * requests elsewhere while those under way finish (main.ts: SIGTERM, then `close` after DRAIN_DELAY_MS).
   */
  drain(): void;
  close(): Promise<void>;
  /**
   * The part `close` is waiting on (`jobs`, `face-ID`, `http`, `video`, `streams`, `act changes`,
   * `database`), or null.
   */
  closing(): string | null;
}

/** Opens (migrates, seeds) the database and builds the HTTP app; the caller decides where to listen. */
export async function createMinistry(options: CreateMinistryOptions = {}): Promise<Ministry> {
  const database = await openDatabase(options);
  try {
    await options.checkDatabase?.(database.db);
    return await buildApp(database, options);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function buildApp(database: DatabaseHandle, options: CreateMinistryOptions): Promise<Ministry> {
  const logger =
    options.logger === true ? loggerOptions() : options.logger ? loggerOptions(options.logger) : false;
  const app: FastifyInstance = Fastify({
    logger,
    genReqId: requestIdOf,
    // A path that is not valid percent-encoded UTF-8 never reaches a route: the usual 400 body.
    frameworkErrors: (_error, request, reply) =>
      sendError(reply, languageOf(request.headers['accept-language']), new MinistryError(400, 'bad_request')),
  });
  const routes: MinistryRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const { db } = database;
  const lifecycle = createLifecycle();
  const tracing = options.tracing ? createTracing(options.tracing) : undefined;

  // On PGlite the database tells this process of every session row changed, whoever writes it.
  const { listen } = database;
  const auth = await createAuth(db, {
    ...options.auth,
    sessionChanges: listen
      ? (changed) => listen(sessionChangesChannel, (id) => changed(id === '*' ? null : id))
      : undefined,
  });
  const actChanges =
    database.driver === 'postgresql' && options.databaseUrl
      ? await openPostgresChangeFeed({
          connectionString: options.databaseUrl,
          logger: app.log.child({ component: 'act-changes' }) as unknown as Logger,
          // Session and access changes share the connection (decision 071).
          channels: [sessionChangesChannel, accessChangesChannel],
          ...options.actChangeFeed,
        })
      : createLocalChangeFeed();
  const streams = createSessionStreams({
    db,
    now: auth.now,
    maxPerSession: options.streams?.maxPerSession ?? defaultMaxStreamsPerSession,
    ...(options.streams?.sweepMs ? { sweepMs: options.streams.sweepMs } : {}),
    logger: app.log.child({ component: 'session-streams' }),
  });
  if (listen) {
    // PGlite: the database itself tells this (only) process.
    await listen(sessionChangesChannel, (id) => streams.sessionChanged(id === '*' ? null : id));
    await listen(accessChangesChannel, (payload) => streams.accessChanged(payload));
  } else {
    actChanges.onNotice((channel, payload) => {
      if (channel === sessionChangesChannel) streams.sessionChanged(payload === '*' ? null : payload);
      else if (channel === accessChangesChannel) streams.accessChanged(payload);
    });
    actChanges.onResync(() => void streams.resync());
  }
  const acts = createActs(
    db,
    options.publicUrl ?? defaultPublicUrl,
    auth.now,
    actChanges,
    options.baseAmount ?? defaultBaseAmount,
  );
  const makeFaceId = options.faceId === undefined ? createFaceId : options.faceId;
  let faceId: FaceId | null = null;
  let jobs: JobQueue | null = null;
  const video = options.video ?? {};
  const temporaryRecordings = video.recordingsDir
    ? undefined
    : mkdtempSync(join(tmpdir(), 'ministry-recordings-'));
  const recordingsDir = video.recordingsDir ?? (temporaryRecordings as string);
  // Files a stopped (or killed) ministry left open are finalised, or marked incomplete, and stored.
  const recovered = await recoverRecordings(recordingsDir);
  for (const file of recovered) {
    await registerRecording(db, { ...file, participant: Number(file.participant) }).catch((error: unknown) =>
      app.log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'recovered recording not registered',
      ),
    );
  }
  if (recovered.length > 0) app.log.info({ recovered: recovered.length }, 'recordings recovered');
  const media = createMediaServer({
    recordingsDir,
    host: video.host ?? '127.0.0.1',
    ...(video.iceServers ? { iceServers: video.iceServers } : {}),
    ...(video.portRange ? { portRange: video.portRange } : {}),
  });
  const rooms = createRoomRegistry({
    db,
    acts,
    media,
    logger: app.log.child({ component: 'video-room' }),
    recordingGraceMs: video.recordingGraceMs,
  });
  const testRooms = createTestRooms({
    media,
    lifetimeMs: video.testRoomLifetimeMs,
    maxSessions: video.maxTestRooms,
  });
  const closeVideo = async () => {
    rooms.close();
    await testRooms.close();
    await media.close();
    await rooms.drain();
    if (temporaryRecordings) rmSync(temporaryRecordings, { recursive: true, force: true });
  };
  try {
    faceId = makeFaceId
      ? makeFaceId({
          secret: auth.secrets.liveness,
          store: auth.livenessStore,
          ...(options.livenessPolicy ? { policy: options.livenessPolicy } : {}),
          ...(options.faceIdWorkers ? { workers: options.faceIdWorkers } : {}),
          // Fastify's logger is pino (with the redaction of ./logger) whenever logging is on.
          ...(logger ? { logger: app.log.child({ component: 'face-id' }) as unknown as Logger } : {}),
        })
      : null;
    // On the ministry's own server, before listen: ws://host:port/liveness shares the REST port.
    faceId?.attach(app.server);
    // Before the routes, so that its hook counts every one of them (decision 118).
    installMetrics(app, {
      openStreams: () => streams.openCount(),
      videoRooms: () => rooms.count(),
      faceIdLoad: () => faceId?.load() ?? null,
      jobs: () => jobs,
    });
    await registerRoutes(app, database, auth, faceId, acts, lifecycle, {
      publicUrl: options.publicUrl ?? defaultPublicUrl,
      smsOutbox: options.smsOutbox ?? true,
      sandboxSmsProvider: options.sandboxSmsProvider ?? true,
      maxActive: options.maxActiveRequests ?? options.poolSize ?? defaultMaxActiveRequests,
      maxWaiting: options.maxWaitingRequests ?? defaultMaxWaitingRequests,
      sandboxEsign: options.sandboxEsign ?? true,
      sandboxPayments: options.sandboxPayments ?? true,
      bank: { ...defaultBankOptions, ...options.bank },
      verifier: options.signatureVerifier ?? publicKeyVerifier(db),
      rooms,
      testRooms,
      streams,
      roomHeartbeatMs: video.heartbeatMs,
      searchRateLimit: options.searchRateLimit,
      stepLimits: options.stepLimits,
      browserTraces: options.browserTraces ?? defaultBrowserTraceOptions,
      kioskRateLimit: options.kioskRateLimit,
      equeueMaxUpcoming: options.equeueMaxUpcoming ?? defaultMaxUpcomingBookings,
      actQuotas: { ...defaultActQuotas, ...options.actQuotas },
      tracing,
    });
  } catch (error) {
    await faceId?.close();
    await closeVideo();
    await streams.close();
    await actChanges.close();
    throw error;
  }
  if (options.jobs) {
    const { pollingIntervalSeconds, ...intervals } = options.jobs;
    try {
      jobs = await startJobQueue({
        executeSql: database.executeSql,
        jobs: ministryJobs(
          {
            db,
            driver: database.driver,
            acts,
            now: auth.now,
            browserTraceRetentionDays: (options.browserTraces ?? defaultBrowserTraceOptions).retentionDays,
            sms: {
              url: () =>
                options.smsProviderUrl ??
                ((options.sandboxSmsProvider ?? true) ? ownAddress(app, '/sandbox/sms/messages') : null),
            },
          },
          { ...defaultJobIntervals, ...definedOnly(intervals) },
        ),
        logger: app.log.child({ component: 'jobs' }),
        pollingIntervalSeconds,
        scope: (name, run) => runAsPass(name, tracing, run, errorCode),
      });
    } catch (error) {
      await faceId?.close();
      await app.close();
      await closeVideo();
      await streams.close();
      await actChanges.close();
      throw error;
    }
  }

  let closed: Promise<void> | undefined;
  let closing: string | null = null;
  /** `close` in its order, each part named while it runs. */
  const closeParts: [string, () => Promise<unknown>][] = [
    // The passes under way finish (or are failed, to be retried elsewhere) while the database is open.
    ['jobs', () => (jobs ? jobs.stop() : Promise.resolve())],
    ['face-ID', () => (faceId ? faceId.close() : Promise.resolve())],
    ['http', () => closeHttp(app)],
    // The requests' spans are ended: the last batch leaves for the collector.
    ['traces', () => (tracing ? tracing.close() : Promise.resolve())],
    ['video', closeVideo],
    ['streams', () => streams.close()],
    ['act changes', () => actChanges.close()],
    ['database', () => database.close()],
  ];
  return {
    app,
    routes,
    db,
    driver: database.driver,
    auth,
    acts,
    actChanges,
    streams,
    faceId,
    media,
    rooms,
    recordingsDir,
    jobs,
    drain: () => lifecycle.drain(),
    close() {
      // The face-ID server first: its workers and sockets may still write liveness sessions. The app
      // closes its watch and room streams; the media server finalises every open recording and the
      // files are registered before the database closes; then nothing listens to the change feed,
      // which ends its connection.
      closed ??= closeParts
        .reduce(
          (before, [part, closePart]) =>
            before.then(() => {
              closing = part;
              return closePart();
            }),
          Promise.resolve<unknown>(undefined),
        )
        .then(() => {
          closing = null;
        });
      return closed;
    },
    closing: () => closing,
  };
}

/** `path` on this ministry's own HTTP address, from this machine; null before it listens. */
function ownAddress(app: FastifyInstance, path: string): string | null {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) return null;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}${path}`;
}

/** The entries of `values` that are set: an unset interval keeps its default. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

async function registerRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  auth: Auth,
  faceId: FaceId | null,
  acts: Acts,
  lifecycle: Lifecycle,
  routes: {
    publicUrl: string;
    smsOutbox: boolean;
    sandboxSmsProvider: boolean;
    maxActive: number;
    maxWaiting: number;
    sandboxEsign: boolean;
    sandboxPayments: boolean;
    bank: BankOptions;
    verifier: SignatureVerifier;
    rooms: RoomRegistry;
    testRooms: TestRooms;
    streams: SessionStreams;
    roomHeartbeatMs: number | undefined;
    searchRateLimit: SearchRateLimit | undefined;
    stepLimits: StepLimits | undefined;
    browserTraces: BrowserTraceOptions;
    kioskRateLimit: KioskRateLimit | undefined;
    equeueMaxUpcoming: number;
    actQuotas: ActQuotas;
    tracing: Tracing | undefined;
  },
): Promise<void> {
  const { db } = database;
  // Its id first, so that even a request refused for want of a turn answers it (decision 118).
  installRequestIds(app, routes.tracing);
  // Then its turn: nothing else of a request runs before it.
  installAdmission(app, { maxActive: routes.maxActive, maxWaiting: routes.maxWaiting });
  app.decorateRequest('language', defaultLanguage);
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request.headers['accept-language']);
  });
  installErrorHandling(app);
  installTextGuard(app);
  await app.register(probeRoutes(db, database.driver, lifecycle));

  await app.register(
    async (api) => {
      // Bearer tokens: 403 'access_denied' on routes declaring `config: { session: 'required' }` when
      // the token is missing, expired or revoked; `X-Refreshed-Token` on every 200 of a valid session.
      installSessionAuth(api, auth.sessions);
      await api.register(healthRoutes(db, database.driver));
      await api.register(referenceRoutes(db));
      await api.register(statisticsRoutes(db, auth.now));
      await api.register(catalogueRoutes({ db, acts }));
      await api.register(dictionaryRoutes({ db, acts }));
      await api.register(adminUserRoutes({ db, now: auth.now }));
      await api.register(profileRoutes({ db, now: auth.now }));
      await api.register(analystRoutes({ db, now: auth.now, stepLimits: routes.stepLimits }));
      await api.register(browserTraceRoutes({ db, now: auth.now, options: routes.browserTraces }));
      await api.register(browserTraceAnalystRoutes({ db, now: auth.now }));
      await api.register(searchRoutes(db, auth, routes.searchRateLimit));
      await api.register(checkBeforeAuthRoutes(db, auth));
      await api.register(
        authRoutes({
          db,
          auth,
          faceId,
          matcher: faceId ? createFaceMatcher(db, faceId, auth.now, auth.faceMatch) : null,
          acts,
        }),
      );
      await api.register(notificationRoutes(db, auth.now));
      await api.register(notaryDirectoryRoutes(db, auth.now));
      await api.register(reviewModerationRoutes(db));
      const kiosks = createKioskGuard({
        db,
        now: auth.now,
        secret: auth.secrets.session,
        rateLimit: routes.kioskRateLimit,
      });
      const equeue = createEqueue(db, auth.now, { maxUpcoming: routes.equeueMaxUpcoming });
      await api.register(equeueRoutes({ db, auth, equeue, kiosks }));
      await api.register(dutyNotaryRoutes({ db, now: auth.now }));
      await api.register(adminKioskRoutes({ db, now: auth.now }));
      await api.register(kioskDeviceRoutes({ db, auth, guard: kiosks }));
      await api.register(actRoutes({ db, acts, publicUrl: routes.publicUrl, quotas: routes.actQuotas }));
      if (routes.sandboxPayments) {
        await api.register(actPaymentRoutes({ db, acts }));
        await api.register(actBankRoutes({ db, acts, bank: routes.bank }));
      }
      await api.register(actFeeRoutes({ db, acts }));
      await api.register(actInvitationRoutes({ db, acts, outboxRoute: routes.smsOutbox }));
      await api.register(actWatchRoutes({ db, acts, streams: routes.streams }));
      await api.register(videoRoutes({ db, acts, verifier: routes.verifier, rooms: routes.rooms }));
      await api.register(
        videoRoomRoutes({
          db,
          rooms: routes.rooms,
          testRooms: routes.testRooms,
          streams: routes.streams,
          ...(routes.roomHeartbeatMs ? { heartbeatMs: routes.roomHeartbeatMs } : {}),
        }),
      );
      await api.register(fileRoutes(db));
      await api.register(speedTestRoutes());
    },
    { prefix: '/api' },
  );
  if (routes.sandboxSmsProvider) {
    // The sandbox's stand-in for the SMS provider (decision 115): outside /api, the sender its client.
    await app.register(sandboxSmsRoutes(auth.now, db), { prefix: '/sandbox/sms' });
  }
  if (routes.sandboxEsign) {
    // The sandbox's stand-in for the national e-signature app: outside /api, its own session check.
    await app.register(
      async (sandbox) => {
        installSessionAuth(sandbox, auth.sessions);
        await sandbox.register(sandboxEsignRoutes(db));
      },
      { prefix: '/sandbox/esign' },
    );
  }
}
