import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { tashkentDateTime } from '../../machines/clock/clock';
import type { Database } from '../db/database';
import { bookings, citizens, notifications, offices, smsOutbox, users } from '../db/schema';
import { defaultLanguage, translate } from '../i18n';

// The equeue's SMS reminders (issue 13, decision 063): a booking still upcoming gets one reminder once
// its slot is less than a day away, by the sandbox SMS gateway (acts.sms_outbox) to the registry's phone
// of the citizen, and in the citizen's notification list (portal.notifications, regsystemid 5). A booking made less than two hours before
// its slot gets none: the citizen has just chosen it. Any number of ministry instances may run this
// job: each claims due bookings with FOR UPDATE SKIP LOCKED and marks them reminded in the same
// transaction, so no booking is reminded twice and no instance waits for another; the notifications'
// unique booking index is the last guard. The clock is the caller's.

/** How long before its slot a booking is reminded. */
export const reminderLeadMs = 24 * 3_600_000;
/** A booking made closer than this to its slot is not reminded. */
export const reminderMinNoticeMs = 2 * 3_600_000;
/** The notification list's kind of entry for an equeue booking (regsystemid). */
export const equeueRegsystemid = 5;

export interface ReminderOptions {
  batchSize?: number | undefined;
}

/** One pass: reminds the bookings due at `now()`; answers their ids. */
export async function sendDueReminders(
  db: Database,
  now: () => Date,
  options: ReminderOptions = {},
): Promise<number[]> {
  const at = now();
  return db.transaction(async (tx) => {
    // Locked by themselves: FOR UPDATE OF cannot name a table in another schema on PostgreSQL.
    const due = await tx
      .select({
        id: bookings.id,
        userId: bookings.userId,
        officeId: bookings.officeId,
        actTypeId: bookings.actTypeId,
        slotStart: bookings.slotStart,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.state, 'booked.upcoming'),
          isNull(bookings.remindedAt),
          gt(bookings.slotStart, at.toISOString()),
          lte(bookings.slotStart, new Date(at.getTime() + reminderLeadMs).toISOString()),
          sql`${bookings.slotStart} - ${bookings.createdAt} >= ${reminderMinNoticeMs}::int * interval '1 millisecond'`,
        ),
      )
      .orderBy(asc(bookings.slotStart), asc(bookings.id))
      .limit(options.batchSize ?? 50)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const people = await tx
      .select({ userId: users.id, phone: citizens.phone })
      .from(users)
      .innerJoin(citizens, eq(citizens.id, users.citizenId))
      .where(inArray(users.id, [...new Set(due.map((b) => b.userId))]));
    const places = await tx
      .select({ id: offices.id, nameOz: offices.nameOz })
      .from(offices)
      .where(inArray(offices.id, [...new Set(due.map((b) => b.officeId))]));
    const sms = [];
    for (const booking of due) {
      // The registry's phone only (decision 070): a phone typed at booking is a note for the notary,
      // never where the ministry sends messages, or one account could send reminders to anybody.
      const phone = people.find((p) => p.userId === booking.userId)?.phone ?? null;
      if (!phone) continue;
      const office = places.find((p) => p.id === booking.officeId)?.nameOz ?? '';
      const { date, time } = tashkentDateTime(booking.slotStart);
      sms.push({
        phone,
        text: translate(defaultLanguage, 'equeue.sms.reminder', { office, date, time }),
        at: at.toISOString(),
      });
    }
    if (sms.length > 0) await tx.insert(smsOutbox).values(sms);
    await tx
      .insert(notifications)
      .values(
        due.map((booking) => {
          const { date, time } = tashkentDateTime(booking.slotStart);
          return {
            userId: booking.userId,
            regtypeid: 1,
            regsystemid: equeueRegsystemid,
            bookingId: booking.id,
            actTypeId: booking.actTypeId,
            visitdate: date,
            visittime: time,
          };
        }),
      )
      .onConflictDoNothing();
    const ids = due.map((booking) => booking.id);
    await tx.update(bookings).set({ remindedAt: at.toISOString() }).where(inArray(bookings.id, ids));
    return ids;
  });
}
