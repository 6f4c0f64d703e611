import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import {
  kioskEnrolmentSchema,
  kioskEnrolRequestSchema,
  kioskNonceRequestSchema,
  kiosksQuerySchema,
} from '../../machines/kiosk/kiosk.schema';
import type { Auth } from '../auth';
import { administratorsOnly } from '../auth/administrator';
import { countedStep } from '../auth/guard';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';
import { completeEnrolment, enrolKiosk, identityOf, listKiosks, revokeKiosk } from '../kiosks/kiosks';
import type { KioskGuard } from '../kiosks/proof';

// Enrolled kiosks (issue 27, decision 070). Administrators: /admin/kiosks (list, enrol, revoke).
// The kiosk itself: /kiosk/enrol (the one-time code and its public key, no session: whoever sets the
// kiosk up holds the code), /kiosk/nonce (anybody may ask: a nonce is only good with the kiosk's
// key) and /kiosk/identify (its office, proven).

const idParams = z.object({ id: recordIdSchema('error_wrong_kiosk_id') });

export function adminKioskRoutes({ db, now }: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    const required = { config: { session: 'required' as const } };
    const adminOf = administratorsOnly(app, db);

    app.get('/admin/kiosks', required, async (request) => {
      const query = parseInput(kiosksQuerySchema, request.query);
      return listKiosks(db, query, now());
    });

    app.post('/admin/kiosks', required, async (request) => {
      const adminId = adminOf(request);
      const body = parseInput(kioskEnrolRequestSchema, request.body);
      return enrolKiosk(db, adminId, body, now());
    });

    app.post<{ Params: { id: string } }>('/admin/kiosks/:id/revoke', required, async (request) => {
      const adminId = adminOf(request);
      const { id } = parseInput(idParams, request.params);
      return revokeKiosk(db, adminId, id, now());
    });
  };
}

export function kioskDeviceRoutes({ db, auth, guard }: { db: Database; auth: Auth; guard: KioskGuard }) {
  return async (app: FastifyInstance) => {
    app.post('/kiosk/enrol', async (request, reply) => {
      // A wrong code counts against the client's address, as a failed login does (decision 007).
      // Validation first: a malformed request is answered 400 and not counted.
      const body = parseInput(kioskEnrolmentSchema, request.body);
      const subject = auth.subjects.address(auth.clientAddress(request));
      const waitMs = await auth.rateLimiter.begin([subject]);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw new MinistryError(429, 'too_many_attempts', {
          params: { minutes: Math.ceil(waitMs / 60_000) },
        });
      }
      const identity = await countedStep(
        auth,
        request,
        [subject],
        () => completeEnrolment(db, body, auth.now()),
        (enrolled) => !enrolled,
      );
      if (!identity) throw new MinistryError(403, 'kiosk_code_refused');
      return identity;
    });

    app.post('/kiosk/nonce', async (request) => {
      const { kioskId } = parseInput(kioskNonceRequestSchema, request.body);
      return guard.issueNonce(kioskId);
    });

    // The kiosk's own office, proven: what its pages show and whose queue it serves.
    app.post('/kiosk/identify', { config: { session: 'required' as const } }, async (request, reply) => {
      const kiosk = await guard.admit(request, reply, 'identify', []);
      return identityOf(db, kiosk);
    });
  };
}
