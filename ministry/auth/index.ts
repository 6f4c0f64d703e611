import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { LivenessStore } from '../face-id';
import { databaseLivenessStore } from './liveness-store';
import { createRateLimiter, defaultRateLimit, type RateLimiter } from './rate-limit';
import { createSessions, type SessionChanges, type Sessions } from './sessions';
import { type AuthSecrets, loadSecrets, setMaintenance } from './settings';
import { createClientAddress, createSubjects, logTag, type Subjects } from './subjects';

export { type AuthSession, createSessions, type Sessions } from './sessions';
export { isMaintenance, setMaintenance } from './settings';

export interface AuthOptions {
  // LIVENESS_JWT_SECRET / SESSION_SECRET; unset means secrets generated once and kept in the database.
  livenessSecret?: string | undefined;
  sessionSecret?: string | undefined;
  // SESSION_TTL_MS: lifetime of a session token; every authenticated 200 issues a fresh one.
  sessionTtlMs?: number | undefined;
  // AUTH_MAINTENANCE: written to the maintenance switch at start when given; unset leaves it as is.
  maintenance?: boolean | undefined;
  maxFailures?: number | undefined;
  failureWindowMs?: number | undefined;
  // AUTH_FACE_MATCH=off (sandbox only): the best shot must still show exactly one live face, but it is
  // not compared with the registry photograph, so anyone can try the sandbox with their own camera.
  faceMatch?: 'registry' | 'off' | undefined;
  // The clock of sessions and tokens; tests move it instead of waiting. The limits' windows follow the
  // system clock (decision 129).
  now?: (() => Date) | undefined;
  // GATEWAY_ADDRESSES: gateways that reach the ministry from another machine. Their X-Forwarded-For,
  // like that of a loopback peer, names the client of the per-address rate limit.
  gatewayAddresses?: readonly string[] | undefined;
  // Subscribes to every change of a session row, whoever writes it, told before the writing statement
  // returns (embedded PGlite: app.ts). Given, session rows read once are remembered (./sessions).
  sessionChanges?: SessionChanges | undefined;
}

export interface Auth {
  secrets: AuthSecrets;
  sessions: Sessions;
  rateLimiter: RateLimiter;
  subjects: Subjects;
  livenessStore: LivenessStore;
  faceMatch: 'registry' | 'off';
  now: () => Date;
  // The client address a request's failures count against (./subjects).
  clientAddress: (request: FastifyRequest) => string;
}

export const defaultSessionTtlMs = 30 * 60_000;

export async function createAuth(db: Database, options: AuthOptions = {}): Promise<Auth> {
  const now = options.now ?? (() => new Date());
  const secrets = await loadSecrets(db, { liveness: options.livenessSecret, session: options.sessionSecret });
  if (options.maintenance !== undefined) await setMaintenance(db, options.maintenance);
  const sessions = createSessions({
    db,
    secret: secrets.session,
    ttlMs: options.sessionTtlMs ?? defaultSessionTtlMs,
    now,
    remembersRows: options.sessionChanges !== undefined,
  });
  await options.sessionChanges?.((sessionId) => sessions.forget(sessionId));
  return {
    secrets,
    sessions,
    rateLimiter: createRateLimiter(db, {
      maxFailures: options.maxFailures ?? defaultRateLimit.maxFailures,
      windowMs: options.failureWindowMs ?? defaultRateLimit.windowMs,
    }),
    subjects: createSubjects(secrets.session),
    livenessStore: databaseLivenessStore(db, now),
    faceMatch: options.faceMatch ?? 'registry',
    now,
    clientAddress: createClientAddress(options.gatewayAddresses),
  };
}

export interface AuthEvent {
  event: 'precheck' | 'auth' | 'logout' | 'offer_accept';
  outcome: 'ok' | 'refused' | 'rate_limited' | 'maintenance';
  reason?: string;
  // Keyed hash of the passport (a subject of ./subjects), never the passport itself.
  subject?: string;
  userId?: number;
}

/** One line per authentication event, with nothing that identifies the person to a log reader. */
export function logAuthEvent(request: FastifyRequest, event: AuthEvent): void {
  const { subject, ...rest } = event;
  request.log.info({ ...rest, ...(subject ? { subject: logTag(subject) } : {}) }, 'authentication event');
}
