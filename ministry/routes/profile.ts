import type { FastifyInstance } from 'fastify';
import {
  consentChangeSchema,
  emailChangeSchema,
  phoneChangeSchema,
  phoneConfirmSchema,
  profileLookupsQuerySchema,
  profileReviewsQuerySchema,
} from '../../machines/profile/profile.schema';
import { lookupJournalOf } from '../acts/lookups';
import { sessionOf } from '../auth/plugin';
import {
  changeEmail,
  citizenProfile,
  confirmPhoneCode,
  endOtherSessions,
  openSessions,
  requestPhoneCode,
  reviewsByUser,
  setConsent,
} from '../citizen-profile/profile';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';

// The citizen's profile (issue 13, decision 059; ministry/citizen-profile/profile.ts): the user
// record of section 3, the phone (changed only with a code the sandbox SMS gateway sends to the new
// number) and the e-mail, the consent to personal-data processing, the reviews the user wrote and
// their sessions, and who looked them up in the registry by naming them in an act (decision 069).
// Every route serves the session's own user only.

export function profileRoutes({ db, now }: { db: Database; now: () => Date }) {
  const required = { config: { session: 'required' as const } };

  return async (app: FastifyInstance) => {
    app.get('/profile', required, async (request) => {
      const { userId } = sessionOf(request);
      return citizenProfile(db, userId, request.language, now());
    });

    app.post('/profile/email', required, async (request) => {
      const { userId } = sessionOf(request);
      const { email } = parseInput(emailChangeSchema, request.body);
      await changeEmail(db, userId, email);
      return citizenProfile(db, userId, request.language, now());
    });

    // A new phone: a code to it by the sandbox SMS gateway. Nothing of the user record changes until
    // the code comes back.
    app.post('/profile/phone', required, async (request) => {
      const { userId } = sessionOf(request);
      const { phone } = parseInput(phoneChangeSchema, request.body);
      return requestPhoneCode(db, userId, phone, now(), request.language);
    });

    app.post('/profile/phone/confirm', required, async (request) => {
      const { userId } = sessionOf(request);
      const { code } = parseInput(phoneConfirmSchema, request.body);
      const outcome = await confirmPhoneCode(db, userId, code, now);
      // Refused after the transaction committed: the counted attempt stays counted.
      if (outcome)
        throw new MinistryError(400, 'validation_failed', {
          fields: { code: outcome.refusal },
          params: { attemptsLeft: outcome.attemptsLeft },
        });
      return citizenProfile(db, userId, request.language, now());
    });

    app.post('/profile/consent', required, async (request) => {
      const { userId } = sessionOf(request);
      const { given } = parseInput(consentChangeSchema, request.body);
      await setConsent(db, userId, given, now);
      return citizenProfile(db, userId, request.language, now());
    });

    // Who looked the user up in the registry by naming them in an act (decision 069), newest first.
    app.get('/profile/lookups', required, async (request) => {
      const { page } = parseInput(profileLookupsQuerySchema, request.query);
      return lookupJournalOf(db, sessionOf(request).userId, page, request.language);
    });

    app.get('/profile/reviews', required, async (request) => {
      const { userId } = sessionOf(request);
      const { page } = parseInput(profileReviewsQuerySchema, request.query);
      return reviewsByUser(db, userId, page, request.language);
    });

    app.get('/profile/sessions', required, async (request) => openSessions(db, sessionOf(request), now()));

    // Ends every other session of the user: their next call is refused (403 Access Denied).
    app.post('/profile/sessions/logout_others', required, async (request) => ({
      ended: await endOtherSessions(db, sessionOf(request), now()),
    }));
  };
}
