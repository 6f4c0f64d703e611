import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Acts } from '../acts/lifecycle';
import { type Auth, isMaintenance, logAuthEvent } from '../auth';
import type { FaceMatcher } from '../auth/face-match';
import { type AttemptSubjects, countedStep, guardAttempt } from '../auth/guard';
import { consumeLivenessToken, livenessState } from '../auth/liveness-store';
import { loginCandidate, openSession, setTermsOfUse } from '../auth/login';
import { sessionOf } from '../auth/plugin';
import { userRecord } from '../auth/user-record';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';
import { type FaceId, LivenessTokenError } from '../face-id';
import { translate } from '../i18n';
import { checkBeforeAuthBody } from './check-before-auth';

const authBody = checkBeforeAuthBody.extend({
  jwt: z.string({ error: 'error_required_jwt' }).trim().min(1, 'error_required_jwt'),
});

const offerQuery = z.object({
  action: z.enum(['0', '1'], { error: 'error_wrong_action' }),
});

// A liveness token carries a JPEG best shot in base64: well over Fastify's 1 MiB default at most.
const AUTH_BODY_LIMIT = 4 * 1024 * 1024;

// Reasons that mean "do the face check again" rather than "you are not who you say".
const livenessReasons = new Set([
  'liveness_malformed',
  'liveness_bad_signature',
  'liveness_expired',
  'liveness_not_successful',
  'liveness_wrong_algorithm',
  'liveness_not_completed',
  'liveness_reused',
]);

export interface AuthRoutesDeps {
  db: Database;
  auth: Auth;
  // null when the face-ID server is disabled: nobody can log in, and /auth says technical work.
  faceId: FaceId | null;
  matcher: FaceMatcher | null;
  /** Announces the acts a first login gave parties to (their watchers read them again). */
  acts?: Pick<Acts, 'publishWithin' | 'committed'> | undefined;
}

type Outcome = { resultCode: 1; token: string; userId: number } | { resultCode: 2; reason: string };

export function authRoutes({ db, auth, faceId, matcher, acts }: AuthRoutesDeps) {
  async function refuse(
    request: FastifyRequest,
    subjects: AttemptSubjects,
    reason: string,
  ): Promise<{ resultCode: 2; reason: string }> {
    logAuthEvent(request, { event: 'auth', outcome: 'refused', reason, subject: subjects.passport });
    return { resultCode: 2, reason };
  }

  async function attempt(
    request: FastifyRequest,
    subjects: AttemptSubjects,
    body: z.output<typeof authBody>,
    face: { faceId: FaceId; matcher: FaceMatcher },
  ): Promise<Outcome> {
    // Any citizen of the registry may log in; their account is opened at the first login (decision
    // 069). A user an administrator blocked or deleted (decision 056) cannot log in.
    const person = await loginCandidate(db, body);
    if (!person) return refuse(request, subjects, 'unknown_person');

    let liveness: Awaited<ReturnType<FaceId['verifyLivenessToken']>>;
    try {
      liveness = await face.faceId.verifyLivenessToken(body.jwt);
    } catch (error) {
      if (error instanceof LivenessTokenError) return refuse(request, subjects, `liveness_${error.reason}`);
      throw error;
    }
    const state = await livenessState(db, liveness.sessionId, liveness.jti);
    if (state === 'not_completed') return refuse(request, subjects, 'liveness_not_completed');
    if (state === 'used') return refuse(request, subjects, 'liveness_reused');

    const match = await face.matcher.match(person.citizenId, liveness.bestshot);
    if (!match.ok) {
      // The token is spent on a refusal too: one face check cannot be tried against several people.
      await consumeLivenessToken(db, liveness.sessionId, liveness.jti, auth.now());
      if (match.reason === 'registry_photo_missing' || match.reason === 'registry_photo_unusable') {
        request.log.warn(
          { reason: match.reason, citizenId: person.citizenId },
          'registry photograph unusable',
        );
      }
      return refuse(request, subjects, match.reason);
    }

    // Single use: of two requests racing with one token exactly one gets a session.
    const created = await openSession(db, auth, person, liveness, acts);
    if (!created) return refuse(request, subjects, 'liveness_reused');
    // The acts whose parties became the new account's: their watchers read them again.
    for (const change of created.changed) acts?.committed(change.actId, change.version);
    logAuthEvent(request, {
      event: 'auth',
      outcome: 'ok',
      subject: subjects.passport,
      userId: created.userId,
    });
    return { resultCode: 1, token: created.token, userId: created.userId };
  }

  /** The /auth answer once the limit let the attempt through: technical work, a refusal or a session. */
  async function answer(request: FastifyRequest, subjects: AttemptSubjects, body: z.output<typeof authBody>) {
    const language = request.language;
    if (!faceId || !matcher || (await isMaintenance(db))) {
      logAuthEvent(request, {
        event: 'auth',
        outcome: 'maintenance',
        reason: faceId ? 'maintenance_switch' : 'face_id_disabled',
        subject: subjects.passport,
      });
      return { resultCode: 0, message: translate(language, 'auth.maintenance'), token: null, user: null };
    }
    const outcome = await attempt(request, subjects, body, { faceId, matcher });
    if (outcome.resultCode === 2) {
      const key = livenessReasons.has(outcome.reason) ? 'auth.liveness_failed' : 'auth.refused';
      return { resultCode: 2, message: translate(language, key), token: null, user: null };
    }
    return {
      resultCode: 1,
      message: translate(language, 'auth.success'),
      token: outcome.token,
      user: await userRecord(db, outcome.userId, language),
    };
  }

  return async (app: FastifyInstance) => {
    app.post('/auth', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
      const body = parseInput(authBody, request.body);
      const subjects = await guardAttempt(auth, 'auth', request, reply, body);
      // Counted as a failed attempt when refused (resultCode 2), and only then.
      return countedStep(
        auth,
        request,
        subjects.all,
        () => answer(request, subjects, body),
        (answered) => answered.resultCode === 2,
      );
    });

    app.get('/check_token', { config: { session: 'required' } }, async () => ({ valid: true }));

    app.get('/user', { config: { session: 'required' } }, async (request) => {
      const record = await userRecord(db, sessionOf(request).userId, request.language);
      if (!record) throw new MinistryError(403, 'access_denied');
      return record;
    });

    app.post('/offer_accept', { config: { session: 'required' } }, async (request) => {
      const { action } = parseInput(offerQuery, request.query);
      const session = sessionOf(request);
      const termsofuse = action === '1' ? 1 : 0;
      await setTermsOfUse(db, session.userId, termsofuse);
      logAuthEvent(request, {
        event: 'offer_accept',
        outcome: 'ok',
        reason: action === '1' ? 'accepted' : 'refused',
        userId: session.userId,
      });
      return { termsofuse };
    });

    app.post('/logout', { config: { session: 'required' } }, async (request, reply: FastifyReply) => {
      const session = sessionOf(request);
      await auth.sessions.revoke(session);
      logAuthEvent(request, { event: 'logout', outcome: 'ok', userId: session.userId });
      return reply.send({ ok: true });
    });
  };
}
