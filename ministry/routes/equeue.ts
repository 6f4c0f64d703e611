import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type BookingStateName, lateGraceMs } from '../../machines/equeue/booking.machine';
import {
  applyBookingEvent,
  type BookingApplyResult,
  catchUpClock,
  createBooking,
  restore,
  type StoredBooking,
} from '../../machines/equeue/booking.persist';
import type { BookingEvent, BookingSlot } from '../../machines/equeue/booking.schema';
import { selectBooking } from '../../machines/equeue/booking.select';
import {
  bookingEventRequestSchema,
  bookingRequestSchema,
  bookingsQuerySchema,
  generalQueueRequestSchema,
  kioskCheckInSchema,
} from '../../machines/equeue/equeue.schema';
import {
  addDays,
  dayClosed,
  freeSlots,
  type SlotNotary,
  slotKey,
  slotsQuerySchema,
  tashkentDate,
} from '../../machines/equeue/slots';
import { recordIdSchema } from '../../machines/fields/record-id';
import { workingNotary } from '../auth/notary';
import { sessionOf } from '../auth/plugin';
import type { Database, Tx } from '../db/database';
import {
  actTypes,
  bookingJournal,
  bookings,
  citizens,
  holidays,
  notaries,
  notifications,
  offices,
  queueCounters,
  queueEntries,
  slotHoldingStates,
  users,
} from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import { officeJson } from './reference';

// The appointment queue (issue 13, decision 057). Every change of a booking goes through the booking
// statechart (machines/equeue/booking.persist.ts), inside the transaction that stores it.

type BookingRow = typeof bookings.$inferSelect;

const idParams = z.object({ id: recordIdSchema('error_wrong_booking_id') });

const registeringStates: BookingStateName[] = [
  'booked.upcoming',
  'booked.due',
  'booked.late',
  'checkedIn',
  'generalQueue.numbering',
  'generalQueue.waiting',
];
const historyStates: BookingStateName[] = ['served', 'missed', 'cancelled'];

/** A unique index refused the row (PostgreSQL 23505), whichever driver and wrapper reports it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const storedOf = (row: BookingRow): StoredBooking => ({
  state: row.state,
  context: row.context as StoredBooking['context'],
});

export function equeueRoutes(db: Database, now: () => Date) {
  /** The notaries who receive in an office (or the one chosen), with their timetables. */
  async function officeNotaries(officeId: number, notaryId?: number | null): Promise<SlotNotary[]> {
    return db
      .select({
        id: notaries.id,
        licenseStatus: notaries.licenseStatus,
        workDays: notaries.workDays,
        workFrom: notaries.workFrom,
        workTo: notaries.workTo,
        absence: notaries.absence,
        absentUntil: notaries.absentUntil,
      })
      .from(notaries)
      .where(
        and(
          eq(notaries.officeId, officeId),
          notaryId ? eq(notaries.id, notaryId) : undefined,
          eq(notaries.licenseStatus, 'active'),
        ),
      )
      .orderBy(asc(notaries.id));
  }

  async function holidaySet(date: string): Promise<Set<string>> {
    const rows = await db.select({ day: holidays.day }).from(holidays).where(eq(holidays.day, date));
    return new Set(rows.map((r) => r.day));
  }

  /** The slots of the day already held, as slotKey strings. */
  async function heldSlots(executor: Database | Tx, notaryIds: number[], date: string): Promise<Set<string>> {
    if (notaryIds.length === 0) return new Set();
    const dayStart = new Date(`${date}T00:00:00+05:00`).toISOString();
    const dayEnd = new Date(`${addDays(date, 1)}T00:00:00+05:00`).toISOString();
    const rows = await executor
      .select({ notaryId: bookings.notaryId, start: bookings.slotStart })
      .from(bookings)
      .where(
        and(
          inArray(bookings.notaryId, notaryIds),
          gte(bookings.slotStart, dayStart),
          lt(bookings.slotStart, dayEnd),
          inArray(bookings.state, [...slotHoldingStates]),
        ),
      );
    return new Set(
      rows.map((r) => slotKey({ notaryId: r.notaryId, start: new Date(r.start).toISOString() })),
    );
  }

  /** Whether a slot is one the office offers on that date at all (held or not). */
  async function offered(officeId: number, date: string, slot: BookingSlot, at: Date): Promise<boolean> {
    const [list, days] = await Promise.all([officeNotaries(officeId, slot.notaryId), holidaySet(date)]);
    const slots = freeSlots({ date, notaries: list, holidays: days, held: new Set(), now: at });
    return slots.some((s) => slotKey(s) === slotKey(slot));
  }

  /** The next number of an office's general queue today: one upsert, so no two callers share one. */
  async function nextNumber(tx: Tx, officeId: number, day: string): Promise<number> {
    const [row] = await tx
      .insert(queueCounters)
      .values({ officeId, day, last: 1 })
      .onConflictDoUpdate({
        target: [queueCounters.officeId, queueCounters.day],
        set: { last: sql`${queueCounters.last} + 1` },
      })
      .returning({ last: queueCounters.last });
    return row!.last;
  }

  function refuse(result: Extract<BookingApplyResult, { ok: false }>): never {
    if (result.reason === 'invalid_event') throw new MinistryError(400, 'booking_refused');
    throw new MinistryError(409, 'booking_refused');
  }

  /**
   * Applies one event to a locked booking row: the ministry's clock first (slot started, 15 minutes
   * passed), then the event; a late check-in takes the next number of the office's general queue.
   */
  async function applyTo(tx: Tx, row: BookingRow, event: BookingEvent, userId: number, at: Date) {
    let stored = catchUpClock(storedOf(row), at.getTime());
    const journal: { event: string; fromState: BookingStateName; toState: BookingStateName }[] = [];
    if (stored.state !== row.state)
      journal.push({ event: 'clock', fromState: row.state, toState: stored.state });
    const result = applyBookingEvent(stored, event);
    if (!result.ok) refuse(result);
    journal.push({ event: event.type, fromState: result.from, toState: result.to });
    stored = result.next;
    let queueNumber = row.queueNumber;
    if (stored.state === 'generalQueue.numbering') {
      const day = tashkentDate(at);
      queueNumber = await nextNumber(tx, row.officeId, day);
      const numbered = applyBookingEvent(stored, { type: 'queue.numbered', number: queueNumber });
      if (!numbered.ok) refuse(numbered);
      stored = numbered.next;
      journal.push({ event: 'queue.numbered', fromState: numbered.from, toState: numbered.to });
      await tx.insert(queueEntries).values({
        officeId: row.officeId,
        day,
        number: queueNumber,
        userId: row.userId,
        bookingId: row.id,
        at: at.toISOString(),
      });
    }
    if (row.queueNumber !== null && (stored.state === 'served' || stored.state === 'missed')) {
      await tx.update(queueEntries).set({ state: stored.state }).where(eq(queueEntries.bookingId, row.id));
    }
    const slotStart = stored.context.slot?.start ?? row.slotStart;
    const [updated] = await tx
      .update(bookings)
      .set({
        state: stored.state,
        context: stored.context,
        notaryId: stored.context.slot?.notaryId ?? row.notaryId,
        slotStart,
        queueNumber,
        checkedInAt: event.type === 'booking.checkedIn' ? at.toISOString() : row.checkedInAt,
        updatedAt: at.toISOString(),
        // A moved booking is reminded again of its new slot (decision 063); the old reminder goes.
        remindedAt: event.type === 'booking.rescheduled' ? null : row.remindedAt,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    if (event.type === 'booking.rescheduled')
      await tx.delete(notifications).where(eq(notifications.bookingId, row.id));
    await tx
      .insert(bookingJournal)
      .values(journal.map((j) => ({ bookingId: row.id, userId, ...j, at: at.toISOString() })));
    return updated!;
  }

  async function bookingJson(row: BookingRow, at: Date) {
    const [joined] = await db
      .select({ office: offices, notary: notaries, actType: actTypes })
      .from(offices)
      .innerJoin(notaries, eq(notaries.id, row.notaryId))
      .leftJoin(actTypes, eq(actTypes.id, row.actTypeId ?? -1))
      .where(eq(offices.id, row.officeId));
    // What the citizen sees now: the state caught up with the clock (not stored until a change).
    const view = selectBooking(restore(catchUpClock(storedOf(row), at.getTime())));
    return {
      id: row.id,
      typeid: row.actTypeId,
      regdate: row.createdAt,
      notary: {
        id: joined!.notary.id,
        name: {
          oz: joined!.notary.fullNameLatin,
          uz: joined!.notary.fullNameCyrillic,
          ru: joined!.notary.fullNameCyrillic,
        },
      },
      office: officeJson(joined!.office),
      equeuetime: new Date(row.slotStart).toISOString(),
      notaryaction: joined!.actType
        ? { oz: joined!.actType.nameOz, uz: joined!.actType.nameUz, ru: joined!.actType.nameRu }
        : null,
      updtime: row.updatedAt,
      state: row.state,
      regtime: row.checkedInAt,
      phone: row.phone,
      email: row.email,
      description: row.description,
      queueNumber: row.queueNumber,
      tab: view.tab,
      stateKey: view.stateKey,
      lateNotice: view.lateNotice,
      canCancel: view.canCancel,
      canReschedule: view.canReschedule,
      canCheckIn: view.canCheckIn,
    };
  }

  /** The notary a user works as, or 403. */
  async function notaryOf(userId: number) {
    const notary = await workingNotary(db, userId);
    if (!notary) throw new MinistryError(403, 'not_a_notary');
    return notary;
  }

  return async function routes(app: FastifyInstance) {
    const required = { config: { session: 'required' as const } };

    app.get('/equeue/slots', required, async (request) => {
      const query = parseInput(slotsQuerySchema, request.query);
      const at = now();
      const [list, days] = await Promise.all([
        officeNotaries(query.officeId, query.notaryId),
        holidaySet(query.date),
      ]);
      const held = await heldSlots(
        db,
        list.map((n) => n.id),
        query.date,
      );
      return {
        date: query.date,
        closed: dayClosed(query.date, days, at),
        slots: freeSlots({ date: query.date, notaries: list, holidays: days, held, now: at }),
      };
    });

    app.post('/equeue/bookings', required, async (request) => {
      const { userId } = sessionOf(request);
      const body = parseInput(bookingRequestSchema, request.body);
      const at = now();
      const created = createBooking([
        { type: 'booking.officeChosen', officeId: body.officeId },
        { type: 'booking.notaryChosen', notaryId: body.notaryId },
        { type: 'booking.serviceChosen', service: body.service },
        { type: 'booking.dateChosen', date: body.date },
        { type: 'booking.slotChosen', slot: body.slot },
      ]);
      if (!created.ok) refuse(created);
      const slotDate = tashkentDate(new Date(body.slot.start));
      if (slotDate !== body.date || !(await offered(body.officeId, body.date, body.slot, at))) {
        throw new MinistryError(409, 'slot_not_offered');
      }
      const row = await db.transaction(async (tx) => {
        // Another citizen may be booking the same slot right now: the partial unique index decides,
        // and the loser's insert does nothing.
        const [inserted] = await tx
          .insert(bookings)
          .values({
            userId,
            officeId: body.officeId,
            notaryId: body.slot.notaryId,
            actTypeId: body.service.kind === 'act' ? body.service.actTypeId : null,
            slotStart: body.slot.start,
            state: created.next.state,
            context: created.next.context,
            phone: body.phone ?? null,
            email: body.email ?? null,
            description: body.description ?? null,
            createdAt: at.toISOString(),
            updatedAt: at.toISOString(),
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new MinistryError(409, 'slot_taken');
        await tx.insert(bookingJournal).values({
          bookingId: inserted.id,
          userId,
          event: 'booking.confirmed',
          fromState: created.from,
          toState: created.to,
          at: at.toISOString(),
        });
        return inserted;
      });
      return bookingJson(row, at);
    });

    app.get('/equeue/bookings', required, async (request) => {
      const { userId } = sessionOf(request);
      const query = parseInput(bookingsQuerySchema, request.query);
      const states = query.tab === 'registering' ? registeringStates : historyStates;
      const where = and(eq(bookings.userId, userId), inArray(bookings.state, states));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(where)
          .orderBy(
            query.tab === 'registering' ? asc(bookings.slotStart) : desc(bookings.slotStart),
            desc(bookings.id),
          )
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where),
      ]);
      const at = now();
      return {
        total: total?.n ?? 0,
        page: query.page,
        size: query.size,
        items: await Promise.all(rows.map((row) => bookingJson(row, at))),
      };
    });

    // The citizen cancels, reschedules or checks in; the notary of the booking marks served or missed.
    app.post('/equeue/bookings/:id/events', required, async (request) => {
      const { userId } = sessionOf(request);
      const { id } = parseInput(idParams, request.params);
      const event = parseInput(bookingEventRequestSchema, request.body);
      const at = now();
      const byNotary = event.type === 'booking.served' || event.type === 'booking.missed';
      const notary = byNotary ? await notaryOf(userId) : null;
      if (event.type === 'booking.rescheduled') {
        const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
        if (!row || row.userId !== userId) throw new MinistryError(404, 'booking_not_found');
        const date = tashkentDate(new Date(event.slot.start));
        if (!(await offered(row.officeId, date, event.slot, at)))
          throw new MinistryError(409, 'slot_not_offered');
      }
      try {
        const row = await db.transaction(async (tx) => {
          const [locked] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
          if (!locked) throw new MinistryError(404, 'booking_not_found');
          if (notary ? locked.officeId !== notary.officeId : locked.userId !== userId) {
            throw new MinistryError(404, 'booking_not_found');
          }
          return applyTo(tx, locked, event, userId, at);
        });
        return bookingJson(row, at);
      } catch (error) {
        if (isUniqueViolation(error)) throw new MinistryError(409, 'slot_taken');
        throw error;
      }
    });

    // The kiosk in an office: the passport typed on the on-screen keyboard checks in that citizen's
    // booking of today in this office. The answer names no person: the time and, if late, the number.
    app.post('/equeue/check_in', required, async (request) => {
      const { userId } = sessionOf(request);
      const body = parseInput(kioskCheckInSchema, request.body);
      const at = now();
      const today = tashkentDate(at);
      const dayStart = new Date(`${today}T00:00:00+05:00`).toISOString();
      const row = await db.transaction(async (tx) => {
        const [match] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .innerJoin(users, eq(users.id, bookings.userId))
          .innerJoin(citizens, eq(citizens.id, users.citizenId))
          .where(
            and(
              eq(citizens.passserial, body.passserial),
              eq(citizens.passnum, body.passnum),
              eq(bookings.officeId, body.officeId),
              gte(bookings.slotStart, dayStart),
              lt(bookings.slotStart, new Date(at.getTime() + 12 * 3_600_000).toISOString()),
              inArray(bookings.state, ['booked.upcoming', 'booked.due', 'booked.late']),
            ),
          )
          .orderBy(asc(bookings.slotStart))
          .limit(1);
        // Locked by id: FOR UPDATE OF cannot name a table in another schema on PostgreSQL.
        const [found] = match
          ? await tx
              .select({ booking: bookings })
              .from(bookings)
              .where(eq(bookings.id, match.id))
              .for('update')
          : [];
        if (!found) throw new MinistryError(404, 'booking_not_found');
        // Early arrivals wait for their slot: the check-in counts from the slot's start.
        const start = Date.parse(found.booking.slotStart);
        const checkInAt = at.getTime() < start ? new Date(start) : at;
        return applyTo(tx, found.booking, { type: 'booking.checkedIn' }, userId, checkInAt);
      });
      return {
        id: row.id,
        equeuetime: new Date(row.slotStart).toISOString(),
        state: row.state,
        queueNumber: row.queueNumber,
        lateNotice: row.state.startsWith('generalQueue'),
        lateGraceMinutes: lateGraceMs / 60_000,
      };
    });

    // A place in the office's general queue, taken on the kiosk: the next number of the day.
    app.post('/equeue/general_queue', required, async (request) => {
      const { userId } = sessionOf(request);
      const { officeId } = parseInput(generalQueueRequestSchema, request.body);
      const at = now();
      const day = tashkentDate(at);
      const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId));
      if (!office) throw new MinistryError(404, 'not_found');
      const number = await db.transaction(async (tx) => {
        const next = await nextNumber(tx, officeId, day);
        await tx.insert(queueEntries).values({ officeId, day, number: next, userId, at: at.toISOString() });
        return next;
      });
      return { officeId, day, number };
    });

    // The notary's workspace: today's bookings with this notary and the office's general queue.
    app.get('/equeue/today', required, async (request) => {
      const { userId } = sessionOf(request);
      const notary = await notaryOf(userId);
      const at = now();
      const today = tashkentDate(at);
      const dayStart = new Date(`${today}T00:00:00+05:00`).toISOString();
      const dayEnd = new Date(`${addDays(today, 1)}T00:00:00+05:00`).toISOString();
      const [rows, queue] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.officeId, notary.officeId),
              eq(bookings.notaryId, notary.id),
              gte(bookings.slotStart, dayStart),
              lt(bookings.slotStart, dayEnd),
              inArray(bookings.state, [...registeringStates, 'served', 'missed']),
            ),
          )
          .orderBy(asc(bookings.slotStart))
          .limit(200),
        db
          .select({
            number: queueEntries.number,
            state: queueEntries.state,
            bookingId: queueEntries.bookingId,
          })
          .from(queueEntries)
          .where(and(eq(queueEntries.officeId, notary.officeId), eq(queueEntries.day, today)))
          .orderBy(asc(queueEntries.number))
          .limit(500),
      ]);
      return {
        day: today,
        bookings: await Promise.all(
          rows.map(async (row) => {
            const json = await bookingJson(row, at);
            const view = selectBooking(restore(catchUpClock(storedOf(row), at.getTime())));
            return { ...json, canMarkServed: view.canMarkServed, canMarkMissed: view.canMarkMissed };
          }),
        ),
        generalQueue: queue,
      };
    });
  };
}
