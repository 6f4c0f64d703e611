import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bookingEventRequestSchema,
  bookingRequestSchema,
  bookingsQuerySchema,
  dutyNotaryRequestSchema,
  dutyRotaQuerySchema,
  kioskCheckInSchema,
} from '../../machines/equeue/equeue.schema';
import { slotsQuerySchema } from '../../machines/equeue/slots';
import { recordIdSchema } from '../../machines/fields/record-id';
import type { Auth } from '../auth';
import { administratorsOnly } from '../auth/administrator';
import { workingNotary } from '../auth/notary';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import type { Equeue } from '../equeue/bookings';
import { dutyRota, setDutyNotary } from '../equeue/duty';
import { MinistryError, parseInput } from '../errors';
import type { KioskGuard } from '../kiosks/proof';

// The appointment queue (issues 13 and 27, decisions 057, 070): the routes parse, authorize and call
// ministry/equeue. The kiosk-only operations (check-in by passport, general-queue numbers) need an
// enrolled kiosk's proof (ministry/kiosks/proof.ts) besides the session of whoever uses the kiosk.

const idParams = z.object({ id: recordIdSchema('error_wrong_booking_id') });

export function equeueRoutes({
  db,
  auth,
  equeue,
  kiosks,
}: {
  db: Database;
  auth: Auth;
  equeue: Equeue;
  kiosks: KioskGuard;
}) {
  /** The notary a user works as, or 403. */
  async function notaryOf(userId: number) {
    const notary = await workingNotary(db, userId);
    if (!notary) throw new MinistryError(403, 'not_a_notary');
    return notary;
  }

  return async function routes(app: FastifyInstance) {
    const required = { config: { session: 'required' as const } };

    app.get('/equeue/slots', required, async (request) =>
      equeue.slots(parseInput(slotsQuerySchema, request.query)),
    );

    app.post('/equeue/bookings', required, async (request) => {
      const { userId } = sessionOf(request);
      return equeue.book(userId, parseInput(bookingRequestSchema, request.body));
    });

    app.get('/equeue/bookings', required, async (request) => {
      const { userId } = sessionOf(request);
      return equeue.list(userId, parseInput(bookingsQuerySchema, request.query));
    });

    // The citizen cancels or reschedules; the booking's notary or the office's duty notary marks it
    // served or missed.
    app.post('/equeue/bookings/:id/events', required, async (request) => {
      const { userId } = sessionOf(request);
      const { id } = parseInput(idParams, request.params);
      const event = parseInput(bookingEventRequestSchema, request.body);
      const byNotary = event.type === 'booking.served' || event.type === 'booking.missed';
      return equeue.sendEvent(userId, byNotary ? await notaryOf(userId) : null, id, event);
    });

    // The enrolled kiosk: the passport typed on its on-screen keyboard, signed with the passport.
    app.post('/equeue/check_in', required, async (request, reply) => {
      const { userId } = sessionOf(request);
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const kiosk = await kiosks.admit(request, reply, 'checkIn', [raw.passserial, raw.passnum]);
      const passport = parseInput(kioskCheckInSchema, request.body);
      const tag = auth.subjects.passport(passport.passserial, passport.passnum);
      return equeue.checkIn(kiosk, userId, passport, tag);
    });

    // A place in the kiosk's office's general queue.
    app.post('/equeue/general_queue', required, async (request, reply) => {
      const { userId } = sessionOf(request);
      const kiosk = await kiosks.admit(request, reply, 'takeNumber', []);
      return equeue.takeNumber(kiosk, userId);
    });

    // The notary's workspace: today's bookings and the office's general queue.
    app.get('/equeue/today', required, async (request) => {
      const { userId } = sessionOf(request);
      return equeue.today(await notaryOf(userId));
    });
  };
}

/** The administrators' duty rota of an office (decision 070). */
export function dutyNotaryRoutes({ db, now }: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    const required = { config: { session: 'required' as const } };
    const adminOf = administratorsOnly(app, db);

    app.get('/admin/duty_notaries', required, async (request) => {
      const { officeId } = parseInput(dutyRotaQuerySchema, request.query);
      return dutyRota(db, officeId);
    });

    app.post('/admin/duty_notaries', required, async (request) => {
      const adminId = adminOf(request);
      return setDutyNotary(db, adminId, parseInput(dutyNotaryRequestSchema, request.body), now());
    });
  };
}
