import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookingStateNames } from '../../../machines/equeue/booking.machine';
import { names, refersTo } from './columns';
import { kiosks } from './kiosks';
import { notaries, offices } from './notary';
import { users } from './portal';
import { actTypes } from './ref';

// The appointment queue (issue 13, decision 057): bookings of a slot with a notary, the offices'
// general queues, and the public holidays on which no slot is offered.
export const equeue = pgSchema('equeue');

/** The states in which a booking holds its slot: nobody else may book it (the unique index below). */
export const slotHoldingStates = [
  'booked.upcoming',
  'booked.due',
  'booked.late',
  'checkedIn',
  'served',
  'missed',
] as const;

export const holidays = equeue.table('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...names(),
});

export const bookings = equeue.table(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: refersTo('user_id', () => users.id),
    officeId: refersTo('office_id', () => offices.id),
    notaryId: refersTo('notary_id', () => notaries.id),
    // The service: an act type (typeid), or null for a consultation.
    actTypeId: integer('act_type_id').references(() => actTypes.id),
    slotStart: timestamp('slot_start', { withTimezone: true, mode: 'string' }).notNull(),
    // The statechart's state name and context (machines/equeue/booking.persist.ts).
    state: text('state', { enum: bookingStateNames }).notNull(),
    context: jsonb('context').notNull(),
    phone: text('phone'),
    email: text('email'),
    description: text('description'),
    // The general queue's number once a late citizen joined it.
    queueNumber: integer('queue_number'),
    // regdate: when it was booked; regtime: when the citizen checked in; updtime: the last change.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    // When the SMS reminder was sent (decision 063); null: not yet, or never due.
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    // The reminder job's scan: upcoming bookings not reminded yet, by slot.
    index('bookings_remind_idx')
      .on(t.slotStart)
      .where(sql.raw(`state = 'booked.upcoming' and reminded_at is null`)),
    // Two people can never hold one slot: the transaction inserts, and this index refuses the second.
    uniqueIndex('bookings_slot_held_idx')
      .on(t.notaryId, t.slotStart)
      .where(sql.raw(`state in (${slotHoldingStates.map((s) => `'${s}'`).join(', ')})`)),
    // The citizen's tabs, newest slot first.
    index('bookings_user_slot_idx').on(t.userId, t.slotStart, t.id),
    // The notary's queue of the day.
    index('bookings_notary_slot_idx').on(t.notaryId, t.slotStart),
    check('bookings_phone', sql`${t.phone} is null or ${t.phone} ~ '^[0-9]{9}$'`),
  ],
);

// Who sent which event to a booking, when, from which state to which (as the acts' journal).
export const bookingJournal = equeue.table(
  'booking_journal',
  {
    id: serial('id').primaryKey(),
    bookingId: refersTo('booking_id', () => bookings.id),
    userId: refersTo('user_id', () => users.id),
    event: text('event').notNull(),
    fromState: text('from_state', { enum: bookingStateNames }).notNull(),
    toState: text('to_state', { enum: bookingStateNames }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('booking_journal_booking_idx').on(t.bookingId, t.id)],
);

// The last number given in an office's general queue on a day: one upsert hands out the next one,
// so two kiosks never give the same number.
export const queueCounters = equeue.table(
  'queue_counters',
  {
    officeId: refersTo('office_id', () => offices.id),
    day: date('day', { mode: 'string' }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.day] })],
);

// A place in an office's general queue: taken on the kiosk, or by a booking checked in too late.
export const queueEntries = equeue.table(
  'queue_entries',
  {
    id: serial('id').primaryKey(),
    officeId: refersTo('office_id', () => offices.id),
    day: date('day', { mode: 'string' }).notNull(),
    number: integer('number').notNull(),
    userId: refersTo('user_id', () => users.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    state: text('state', { enum: ['waiting', 'served', 'missed'] })
      .notNull()
      .default('waiting'),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    // The enrolled kiosk that gave the number (decision 070); null for numbers given before kiosks
    // were enrolled devices.
    kioskId: integer('kiosk_id').references(() => kiosks.id),
    // A keyed hash of the passport typed at a check-in (ministry/auth/subjects.ts), never the passport:
    // the same passport checked in again that day gets the same number back, booking or not.
    passportTag: text('passport_tag'),
  },
  (t) => [
    uniqueIndex('queue_entries_number_idx').on(t.officeId, t.day, t.number),
    uniqueIndex('queue_entries_passport_idx')
      .on(t.officeId, t.day, t.passportTag)
      .where(sql.raw('passport_tag is not null')),
  ],
);

// The office's duty notary (decision 070): from `from_day` on (Tashkent dates), until a later row of
// the same office, this notary may mark any of the office's bookings served or missed, besides each
// booking's own notary. Set by an administrator; the sandbox seeds one per office with a portal notary.
export const dutyNotaries = equeue.table(
  'duty_notaries',
  {
    officeId: refersTo('office_id', () => offices.id),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    notaryId: refersTo('notary_id', () => notaries.id),
    setBy: integer('set_by').references(() => users.id),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.fromDay] })],
);
