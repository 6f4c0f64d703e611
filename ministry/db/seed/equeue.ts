import { eq, inArray } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { tashkentDate } from '../../../machines/clock/clock';
import { createBooking } from '../../../machines/equeue/booking.persist';
import { slotMinutes } from '../../../machines/equeue/slots';
import * as schema from '../schema';

// The equeue's seeded bookings (issue 13, decision 063; docs/sandbox.md), dated from the moment the
// seed runs so that they are always ahead on a fresh database: Usmonov (AG 1000062) has a consultation
// at office 1 with Abdullayeva (N-000101) starting 90 to 120 minutes later, which he checks in on the
// kiosk (e2e/specs/equeue.spec.ts: early, so always "checked in", never late); Sharipova (AG 1000063)
// has one about 20 hours later, inside the reminder's window, so her SMS reminder is sent at once.
// Each is written once: a person who already has a booking gets none.

const licence = 'N-000101';
const officeId = 1;
const minute = 60_000;

export const seededBookings = [
  { userid: 'busmonov', minutesAhead: 90 },
  { userid: 'dsharipova', minutesAhead: 20 * 60 },
] as const;

type Tx = Parameters<Parameters<PgDatabase<PgQueryResultHKT, typeof schema>['transaction']>[0]>[0];

/** The first slot boundary (on the half hour) at least `minutesAhead` after `now`. */
export function slotAfter(now: Date, minutesAhead: number): Date {
  const step = slotMinutes * minute;
  return new Date(Math.ceil((now.getTime() + minutesAhead * minute) / step) * step);
}

/**
 * The duty notary of each office with a portal notary (decision 070), from a date long past: the one
 * who may mark any booking of the office served or missed (the registry notaries' bookings too),
 * until an administrator sets another from a later date.
 */
export const seededDutyNotaries = [
  { officeId: 1, licence: 'N-000101' },
  { officeId: 2, licence: 'N-000103' },
  { officeId: 10, licence: 'N-000102' },
] as const;
export const seededDutyFrom = '2025-01-01';

export async function seedDutyNotaries(tx: Tx, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: schema.notaries.id, licence: schema.notaries.licenseNumber })
    .from(schema.notaries)
    .where(
      inArray(
        schema.notaries.licenseNumber,
        seededDutyNotaries.map((d) => d.licence),
      ),
    );
  const values = seededDutyNotaries.flatMap((duty) => {
    const notary = rows.find((row) => row.licence === duty.licence);
    return notary
      ? [{ officeId: duty.officeId, fromDay: seededDutyFrom, notaryId: notary.id, setAt: now.toISOString() }]
      : [];
  });
  if (values.length > 0) await tx.insert(schema.dutyNotaries).values(values).onConflictDoNothing();
}

export async function seedEqueueBookings(tx: Tx, now: Date): Promise<void> {
  const [notary] = await tx
    .select({ id: schema.notaries.id })
    .from(schema.notaries)
    .where(eq(schema.notaries.licenseNumber, licence));
  const people = await tx
    .select({ id: schema.users.id, userid: schema.users.userid })
    .from(schema.users)
    .where(
      inArray(
        schema.users.userid,
        seededBookings.map((b) => b.userid),
      ),
    );
  if (!notary) return;
  for (const seeded of seededBookings) {
    const person = people.find((p) => p.userid === seeded.userid);
    if (!person) continue;
    const [existing] = await tx
      .select({ id: schema.bookings.id })
      .from(schema.bookings)
      .where(eq(schema.bookings.userId, person.id))
      .limit(1);
    if (existing) continue;
    const start = slotAfter(now, seeded.minutesAhead).toISOString();
    const slot = { start, notaryId: notary.id };
    // The citizen's choices through the booking chart, as POST /api/equeue/bookings replays them.
    const created = createBooking([
      { type: 'booking.officeChosen', officeId },
      { type: 'booking.notaryChosen', notaryId: notary.id },
      { type: 'booking.serviceChosen', service: { kind: 'consultation' } },
      { type: 'booking.dateChosen', date: tashkentDate(new Date(start)) },
      { type: 'booking.slotChosen', slot },
    ]);
    if (!created.ok) throw new Error(`seed: booking of ${seeded.userid} refused (${created.reason})`);
    const [booking] = await tx
      .insert(schema.bookings)
      .values({
        userId: person.id,
        officeId,
        notaryId: notary.id,
        actTypeId: null,
        slotStart: start,
        state: created.next.state,
        context: created.next.context,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .onConflictDoNothing()
      .returning({ id: schema.bookings.id });
    if (!booking) continue;
    await tx.insert(schema.bookingJournal).values({
      bookingId: booking.id,
      userId: person.id,
      event: 'booking.confirmed',
      fromState: created.from,
      toState: created.to,
      at: now.toISOString(),
    });
  }
}
