import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { tashkentDate, tashkentDayBounds } from '../../machines/clock/clock';
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
import type { bookingEventRequestSchema, bookingRequestSchema } from '../../machines/equeue/equeue.schema';
import {
  dayClosed,
  freeSlots,
  type SlotNotary,
  slotKey,
  type slotsQuerySchema,
} from '../../machines/equeue/slots';
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
import { MinistryError } from '../errors';
import { officeJson } from '../reference/reference';
import { namesByLanguage } from '../text/citizen-name';
import { dutyNotaryOn } from './duty';

// The appointment queue's service (issues 13 and 27, decisions 057, 063, 070): every query and every
// change of a booking, each change through the booking statechart (machines/equeue/booking.persist.ts)
// inside the transaction that stores it. ministry/routes/equeue.ts parses, authorizes and calls.

type BookingRow = typeof bookings.$inferSelect;

export const registeringStates: BookingStateName[] = [
  'booked.upcoming',
  'booked.due',
  'booked.late',
  'checkedIn',
  'generalQueue.numbering',
  'generalQueue.waiting',
];
export const historyStates: BookingStateName[] = ['served', 'missed', 'cancelled'];
/** The states of a booking still to be kept: what the quota counts while its slot is still usable. */
const awaitedStates: BookingStateName[] = ['booked.upcoming', 'booked.due', 'booked.late'];

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

function refuse(result: Extract<BookingApplyResult, { ok: false }>): never {
  if (result.reason === 'invalid_event') throw new MinistryError(400, 'booking_refused');
  throw new MinistryError(409, 'booking_refused');
}

export interface EqueueOptions {
  /** Upcoming bookings one person may hold at once; the next is refused (429). */
  maxUpcoming: number;
}

/** Where a kiosk's number came from: the kiosk, and the passport's keyed hash at a check-in. */
interface NumberSource {
  kioskId: number;
  passportTag?: string | undefined;
}

export function createEqueue(db: Database, now: () => Date, options: EqueueOptions) {
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
  async function heldSlots(notaryIds: number[], date: string): Promise<Set<string>> {
    if (notaryIds.length === 0) return new Set();
    const day = tashkentDayBounds(date);
    const rows = await db
      .select({ notaryId: bookings.notaryId, start: bookings.slotStart })
      .from(bookings)
      .where(
        and(
          inArray(bookings.notaryId, notaryIds),
          gte(bookings.slotStart, day.start),
          lt(bookings.slotStart, day.end),
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

  /** A place in the office's queue of the day: the next number, written down with where it came from. */
  async function takePlace(
    tx: Tx,
    place: { officeId: number; userId: number; bookingId?: number | null; source?: NumberSource },
    at: Date,
  ): Promise<number> {
    const day = tashkentDate(at);
    const number = await nextNumber(tx, place.officeId, day);
    await tx.insert(queueEntries).values({
      officeId: place.officeId,
      day,
      number,
      userId: place.userId,
      bookingId: place.bookingId ?? null,
      kioskId: place.source?.kioskId ?? null,
      passportTag: place.source?.passportTag ?? null,
      at: at.toISOString(),
    });
    return number;
  }

  /**
   * Applies one event to a locked booking row: the ministry's clock first (slot started, 15 minutes
   * passed), then the event. A check-in takes the next number of the office's queue of the day: a
   * late one through the chart (the general queue), one on time as the ticket the office calls.
   */
  async function applyTo(
    tx: Tx,
    row: BookingRow,
    event: BookingEvent,
    userId: number,
    at: Date,
    source?: NumberSource,
  ) {
    let stored = catchUpClock(storedOf(row), at.getTime());
    const journal: { event: string; fromState: BookingStateName; toState: BookingStateName }[] = [];
    if (stored.state !== row.state)
      journal.push({ event: 'clock', fromState: row.state, toState: stored.state });
    const result = applyBookingEvent(stored, event);
    if (!result.ok) refuse(result);
    journal.push({ event: event.type, fromState: result.from, toState: result.to });
    stored = result.next;
    let queueNumber = row.queueNumber;
    const place = { officeId: row.officeId, userId: row.userId, bookingId: row.id, source };
    if (stored.state === 'generalQueue.numbering') {
      queueNumber = await takePlace(tx, place, at);
      const numbered = applyBookingEvent(stored, { type: 'queue.numbered', number: queueNumber });
      if (!numbered.ok) refuse(numbered);
      stored = numbered.next;
      journal.push({ event: 'queue.numbered', fromState: numbered.from, toState: numbered.to });
    } else if (stored.state === 'checkedIn' && queueNumber === null) {
      queueNumber = await takePlace(tx, place, at);
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
        name: namesByLanguage(joined!.notary.fullNameLatin, joined!.notary.fullNameCyrillic),
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

  /** Whether this notary may mark this booking served or missed: its own notary, or today's duty notary. */
  async function marks(
    executor: Database | Tx,
    notary: { id: number; officeId: number },
    booking: Pick<BookingRow, 'notaryId' | 'officeId'>,
    at: Date,
  ): Promise<boolean> {
    if (booking.notaryId === notary.id) return true;
    if (booking.officeId !== notary.officeId) return false;
    return (await dutyNotaryOn(executor, booking.officeId, tashkentDate(at))) === notary.id;
  }

  return {
    async slots(query: z.output<typeof slotsQuerySchema>) {
      const at = now();
      const [list, days] = await Promise.all([
        officeNotaries(query.officeId, query.notaryId),
        holidaySet(query.date),
      ]);
      const held = await heldSlots(
        list.map((n) => n.id),
        query.date,
      );
      return {
        date: query.date,
        closed: dayClosed(query.date, days, at),
        slots: freeSlots({ date: query.date, notaries: list, holidays: days, held, now: at }),
      };
    },

    /**
     * A new booking: the citizen's choices replayed through the chart, the slot checked against the
     * timetable, at most `maxUpcoming` upcoming bookings per person (429), one person per slot (409).
     */
    async book(userId: number, body: z.output<typeof bookingRequestSchema>) {
      const at = now();
      const created = createBooking([
        { type: 'booking.officeChosen', officeId: body.officeId },
        { type: 'booking.notaryChosen', notaryId: body.notaryId },
        { type: 'booking.serviceChosen', service: body.service },
        { type: 'booking.dateChosen', date: body.date },
        { type: 'booking.slotChosen', slot: body.slot },
      ]);
      if (!created.ok) refuse(created);
      // An office that does not exist has no timetable at all: say so, not that the time is not offered.
      const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, body.officeId));
      if (!office) {
        throw new MinistryError(400, 'validation_failed', { fields: { officeId: 'error_unknown_office' } });
      }
      const slotDate = tashkentDate(new Date(body.slot.start));
      if (slotDate !== body.date || !(await offered(body.officeId, body.date, body.slot, at))) {
        throw new MinistryError(409, 'slot_not_offered');
      }
      const row = await db.transaction(async (tx) => {
        // The person's row locked: two bookings of one person at once are counted one after the other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [held] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(
            and(
              eq(bookings.userId, userId),
              inArray(bookings.state, awaitedStates),
              // A slot more than 15 minutes past can no longer be kept: it no longer counts.
              gt(bookings.slotStart, new Date(at.getTime() - lateGraceMs).toISOString()),
            ),
          );
        if ((held?.n ?? 0) >= options.maxUpcoming) {
          throw new MinistryError(429, 'booking_quota', { params: { max: options.maxUpcoming } });
        }
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
    },

    async list(userId: number, query: { tab: 'registering' | 'history'; page: number; size: number }) {
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
    },

    /**
     * The citizen cancels or reschedules their own booking (404 for anybody else's); a notary marks
     * served or missed (`notary` given: only the booking's notary or the office's duty notary, 403
     * for any other). Checking in is the enrolled kiosk's (`checkIn`), never this route's.
     */
    async sendEvent(
      userId: number,
      notary: { id: number; officeId: number } | null,
      id: number,
      event: z.output<typeof bookingEventRequestSchema>,
    ) {
      const at = now();
      if (event.type === 'booking.checkedIn') throw new MinistryError(403, 'check_in_at_kiosk');
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
          if (notary) {
            if (!(await marks(tx, notary, locked, at))) throw new MinistryError(403, 'not_booking_notary');
          } else if (locked.userId !== userId) {
            throw new MinistryError(404, 'booking_not_found');
          }
          return applyTo(tx, locked, event, userId, at);
        });
        return bookingJson(row, at);
      } catch (error) {
        if (isUniqueViolation(error)) throw new MinistryError(409, 'slot_taken');
        throw error;
      }
    },

    /**
     * The enrolled kiosk's check-in by passport: the citizen's booking of today at the kiosk's office
     * is checked in (early arrivals as at their slot's start, more than 15 minutes late into the general
     * queue); without one, the passport takes a place in the general queue. Either way the answer is
     * the number the office calls and nothing else, so a stranger at the kiosk learns nothing of
     * anybody's booking; the same passport again that day gets the same number back.
     */
    async checkIn(
      kiosk: { id: number; officeId: number },
      userId: number,
      passport: { passserial: string; passnum: string },
      passportTag: string,
    ): Promise<{ number: number }> {
      const at = now();
      const today = tashkentDate(at);
      const given = async (executor: Database | Tx) => {
        const [entry] = await executor
          .select({ number: queueEntries.number })
          .from(queueEntries)
          .where(
            and(
              eq(queueEntries.officeId, kiosk.officeId),
              eq(queueEntries.day, today),
              eq(queueEntries.passportTag, passportTag),
            ),
          );
        return entry?.number ?? null;
      };
      const source = { kioskId: kiosk.id, passportTag };
      try {
        return await db.transaction(async (tx) => {
          const again = await given(tx);
          if (again !== null) return { number: again };
          const [match] = await tx
            .select({ id: bookings.id })
            .from(bookings)
            .innerJoin(users, eq(users.id, bookings.userId))
            .innerJoin(citizens, eq(citizens.id, users.citizenId))
            .where(
              and(
                eq(citizens.passserial, passport.passserial),
                eq(citizens.passnum, passport.passnum),
                eq(bookings.officeId, kiosk.officeId),
                gte(bookings.slotStart, tashkentDayBounds(today).start),
                lt(bookings.slotStart, tashkentDayBounds(today).end),
                inArray(bookings.state, awaitedStates),
              ),
            )
            .orderBy(asc(bookings.slotStart))
            .limit(1);
          // Locked by id: FOR UPDATE OF cannot name a table in another schema on PostgreSQL.
          const [found] = match
            ? await tx.select().from(bookings).where(eq(bookings.id, match.id)).for('update')
            : [];
          if (!found) {
            return { number: await takePlace(tx, { officeId: kiosk.officeId, userId, source }, at) };
          }
          // Early arrivals wait for their slot: the check-in counts from the slot's start.
          const start = Date.parse(found.slotStart);
          const checkInAt = at.getTime() < start ? new Date(start) : at;
          const row = await applyTo(tx, found, { type: 'booking.checkedIn' }, userId, checkInAt, source);
          return { number: row.queueNumber! };
        });
      } catch (error) {
        // The same passport at two kiosks at once: the second finds the first's number.
        if (!isUniqueViolation(error)) throw error;
        const number = await given(db);
        if (number === null) throw error;
        return { number };
      }
    },

    /** A place in the kiosk's office's general queue: the next number of the day. */
    async takeNumber(kiosk: { id: number; officeId: number }, userId: number) {
      const at = now();
      const number = await db.transaction((tx) =>
        takePlace(tx, { officeId: kiosk.officeId, userId, source: { kioskId: kiosk.id } }, at),
      );
      return { officeId: kiosk.officeId, day: tashkentDate(at), number };
    },

    /**
     * The notary's day: their bookings (the duty notary: every booking of the office) and the office's
     * queue, each booking with what this notary may do to it now.
     */
    async today(notary: { id: number; officeId: number }) {
      const at = now();
      const today = tashkentDate(at);
      const day = tashkentDayBounds(today);
      const onDuty = (await dutyNotaryOn(db, notary.officeId, today)) === notary.id;
      const [rows, queue] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.officeId, notary.officeId),
              onDuty ? undefined : eq(bookings.notaryId, notary.id),
              gte(bookings.slotStart, day.start),
              lt(bookings.slotStart, day.end),
              inArray(bookings.state, [...registeringStates, 'served', 'missed']),
            ),
          )
          .orderBy(asc(bookings.slotStart), asc(bookings.id))
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
        onDuty,
        bookings: await Promise.all(
          rows.map(async (row) => {
            const json = await bookingJson(row, at);
            const view = selectBooking(restore(catchUpClock(storedOf(row), at.getTime())));
            return { ...json, canMarkServed: view.canMarkServed, canMarkMissed: view.canMarkMissed };
          }),
        ),
        generalQueue: queue,
      };
    },
  };
}

export type Equeue = ReturnType<typeof createEqueue>;
