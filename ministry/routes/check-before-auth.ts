import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { citizenPassportType, passportNumberSchema } from '../../machines/fields/passport-number';
import { passportSeriesSchema } from '../../machines/fields/passport-series';
import { pinSchema } from '../../machines/fields/pin';
import { type Auth, logAuthEvent } from '../auth';
import { countedStep, guardAttempt } from '../auth/guard';
import { registeredCitizen } from '../auth/login';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';

// Messages are translation keys under `validation.` (specification section 5 names the first four);
// the rules are the login form's own (machines/fields), so the pre-check refuses what the form would.
export const checkBeforeAuthBody = z.object({
  passserial: passportSeriesSchema,
  passnum: passportNumberSchema(citizenPassportType),
  pin: pinSchema,
});

export function checkBeforeAuthRoutes(db: Database, auth: Auth) {
  return async (app: FastifyInstance) => {
    // The pre-check of the login flow (specification section 7): "Ok" lets the client start the face
    // check. A wrong PIN and an unknown passport get the same answer, so the call cannot be used to
    // learn which half of someone's data is right.
    app.post('/check_before_auth', async (request, reply) => {
      // Validation first: a malformed request is answered 400 and neither counted nor stored.
      const { passserial, passnum, pin } = parseInput(checkBeforeAuthBody, request.body);
      const subjects = await guardAttempt(auth, 'precheck', request, reply, { passserial, passnum });
      const registered = await countedStep(
        auth,
        request,
        subjects.all,
        () => registeredCitizen(db, { passserial, passnum, pin }),
        (found) => !found,
      );
      if (!registered) {
        logAuthEvent(request, {
          event: 'precheck',
          outcome: 'refused',
          reason: 'passport_not_found',
          subject: subjects.passport,
        });
        throw new MinistryError(400, 'passport_not_found');
      }
      logAuthEvent(request, { event: 'precheck', outcome: 'ok', subject: subjects.passport });
      return reply.type('text/plain; charset=utf-8').send('Ok');
    });
  };
}
