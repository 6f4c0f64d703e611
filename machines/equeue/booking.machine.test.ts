import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type BookingSnapshot,
  type BookingStateName,
  bookingMachine,
  bookingStateNames,
  lateGraceMs,
  stateOf,
} from './booking.machine';
import {
  applyBookingEvent,
  catchUpClock,
  createBooking,
  restore,
  type StoredBooking,
} from './booking.persist';
import type { BookingContext, BookingEvent } from './booking.schema';
import { bookingEventTypes } from './booking.schema';
import { selectBooking } from './booking.select';

const slotStart = '2026-12-01T05:00:00.000Z'; // 10:00 in Tashkent
const slot = { start: slotStart, notaryId: 7 };
const otherSlot = { start: '2026-12-01T05:30:00.000Z', notaryId: 7 };
const choices: BookingEvent[] = [
  { type: 'booking.officeChosen', officeId: 3 },
  { type: 'booking.notaryChosen', notaryId: 7 },
  { type: 'booking.serviceChosen', service: { kind: 'act', actTypeId: 1 } },
  { type: 'booking.dateChosen', date: '2026-12-01' },
  { type: 'booking.slotChosen', slot },
];

/** One sample of every event type. */
const samples: Record<BookingEvent['type'], BookingEvent> = {
  'booking.officeChosen': choices[0]!,
  'booking.notaryChosen': choices[1]!,
  'booking.serviceChosen': choices[2]!,
  'booking.dateChosen': choices[3]!,
  'booking.slotChosen': choices[4]!,
  'booking.back': { type: 'booking.back' },
  'booking.confirmed': { type: 'booking.confirmed' },
  'booking.cancelled': { type: 'booking.cancelled' },
  'booking.rescheduled': { type: 'booking.rescheduled', slot: otherSlot },
  'booking.slotStarted': { type: 'booking.slotStarted' },
  'booking.graceEnded': { type: 'booking.graceEnded' },
  'booking.checkedIn': { type: 'booking.checkedIn' },
  'queue.numbered': { type: 'queue.numbered', number: 12 },
  'booking.served': { type: 'booking.served' },
  'booking.missed': { type: 'booking.missed' },
};

/** Every transition of the chart, by hand; every pair not listed must be refused. */
const transitions: Record<BookingStateName, Partial<Record<BookingEvent['type'], BookingStateName>>> = {
  'choosing.office': { 'booking.officeChosen': 'choosing.notary' },
  'choosing.notary': { 'booking.notaryChosen': 'choosing.service', 'booking.back': 'choosing.office' },
  'choosing.service': { 'booking.serviceChosen': 'choosing.date', 'booking.back': 'choosing.notary' },
  'choosing.date': { 'booking.dateChosen': 'choosing.slot', 'booking.back': 'choosing.service' },
  'choosing.slot': { 'booking.slotChosen': 'choosing.confirming', 'booking.back': 'choosing.date' },
  'choosing.confirming': { 'booking.confirmed': 'booked.upcoming', 'booking.back': 'choosing.slot' },
  'booked.upcoming': {
    'booking.rescheduled': 'booked.upcoming',
    'booking.slotStarted': 'booked.due',
    'booking.cancelled': 'cancelled',
  },
  'booked.due': {
    'booking.graceEnded': 'booked.late',
    'booking.checkedIn': 'checkedIn',
    'booking.missed': 'missed',
    'booking.cancelled': 'cancelled',
  },
  'booked.late': {
    'booking.checkedIn': 'generalQueue.numbering',
    'booking.missed': 'missed',
    'booking.cancelled': 'cancelled',
  },
  checkedIn: { 'booking.served': 'served', 'booking.missed': 'missed' },
  'generalQueue.numbering': { 'queue.numbered': 'generalQueue.waiting' },
  'generalQueue.waiting': { 'booking.served': 'served', 'booking.missed': 'missed' },
  served: {},
  missed: {},
  cancelled: {},
};

const fullContext: BookingContext = {
  officeId: 3,
  notaryId: 7,
  service: { kind: 'act', actTypeId: 1 },
  date: '2026-12-01',
  slot,
  queueNumber: null,
  lateNotice: false,
};
const storedIn = (state: BookingStateName): StoredBooking => ({ state, context: fullContext });

describe('booking statechart: every state and transition', () => {
  for (const state of bookingStateNames) {
    for (const type of bookingEventTypes) {
      const expected = transitions[state][type];
      it(`${state} + ${type} -> ${expected ?? 'refused'}`, () => {
        const result = applyBookingEvent(storedIn(state), samples[type]);
        if (expected) {
          expect(result).toMatchObject({ ok: true, from: state, to: expected });
        } else {
          expect(result).toEqual({ ok: false, reason: 'not_allowed' });
        }
      });
    }
  }

  it('the graph reaches every state from a fresh booking, and no other', () => {
    const paths = getShortestPaths(bookingMachine, {
      events: Object.values(samples),
      serializeState: (snapshot) => stateOf(snapshot as BookingSnapshot),
    });
    const reached = new Set(paths.map((path) => stateOf(path.state as BookingSnapshot)));
    expect([...reached].sort()).toEqual([...bookingStateNames].sort());
  });
});

describe('booking choices', () => {
  it('a chosen notary only takes that notary’s slots; "any notary" takes any', () => {
    let stored = createBooking(choices.slice(0, 4));
    expect(stored.ok).toBe(false);
    const [office, , service, date] = choices;
    const picked = createBooking([
      office!,
      { type: 'booking.notaryChosen', notaryId: 8 },
      service!,
      date!,
      choices[4]!,
    ]);
    expect(picked).toEqual({ ok: false, reason: 'not_allowed' });
    stored = createBooking([
      office!,
      { type: 'booking.notaryChosen', notaryId: null },
      service!,
      date!,
      choices[4]!,
    ]);
    expect(stored).toMatchObject({ ok: true, to: 'booked.upcoming' });
  });

  it('another office forgets the choices made for the first one; another date forgets the slot', () => {
    const actor = createActor(bookingMachine).start();
    for (const event of choices) actor.send(event);
    actor.send({ type: 'booking.back' }); // confirming -> slot, the slot is dropped
    expect(actor.getSnapshot().context.slot).toBeNull();
    actor.send({ type: 'booking.back' });
    actor.send({ type: 'booking.dateChosen', date: '2026-12-02' });
    expect(actor.getSnapshot().context).toMatchObject({ date: '2026-12-02', slot: null, notaryId: 7 });
    for (let i = 0; i < 4; i++) actor.send({ type: 'booking.back' });
    actor.send({ type: 'booking.officeChosen', officeId: 4 });
    expect(actor.getSnapshot().context).toMatchObject({
      officeId: 4,
      notaryId: null,
      service: null,
      date: null,
    });
  });

  it('a rescheduled booking holds the new slot', () => {
    const result = applyBookingEvent(storedIn('booked.upcoming'), samples['booking.rescheduled']);
    expect(result.ok && result.next.context.slot).toEqual(otherSlot);
  });

  it('an event of the wrong shape is refused with the schema’s keys, and changes nothing', () => {
    const before = storedIn('booked.upcoming');
    const result = applyBookingEvent(before, { type: 'booking.rescheduled', slot: { start: 'tomorrow' } });
    expect(result).toMatchObject({ ok: false, reason: 'invalid_event' });
    expect(!result.ok && result.issues?.join()).toContain('error_wrong_slot');
    expect(before).toEqual(storedIn('booked.upcoming'));
    expect(applyBookingEvent(before, { type: 'booking.teleported' })).toMatchObject({
      reason: 'invalid_event',
    });
  });

  it('a stored row that is not a booking is not restored', () => {
    expect(() => restore({ state: 'nowhere', context: fullContext } as unknown as StoredBooking)).toThrow();
  });
});

describe('the 15-minute rule on a simulated clock', () => {
  /** A live booking actor at the start of its slot, on a clock the test moves. */
  const atSlotStart = () => {
    const clock = new SimulatedClock();
    const actor = createActor(bookingMachine, { clock }).start();
    for (const event of choices) actor.send(event);
    actor.send({ type: 'booking.confirmed' });
    actor.send({ type: 'booking.slotStarted' });
    return { clock, actor };
  };

  it('14:59 late: the citizen checks in and keeps the slot', () => {
    const { clock, actor } = atSlotStart();
    clock.increment(14 * 60_000 + 59_000);
    expect(stateOf(actor.getSnapshot())).toBe('booked.due');
    actor.send({ type: 'booking.checkedIn' });
    expect(stateOf(actor.getSnapshot())).toBe('checkedIn');
    expect(selectBooking(actor.getSnapshot())).toMatchObject({ lateNotice: false, tab: 'registering' });
  });

  it('exactly 15:00 late still keeps the slot: the rule is "more than 15 minutes"', () => {
    const { clock, actor } = atSlotStart();
    clock.increment(lateGraceMs);
    actor.send({ type: 'booking.checkedIn' });
    expect(stateOf(actor.getSnapshot())).toBe('checkedIn');
  });

  it('15:01 late: the slot is lost, the citizen joins the general queue and is told so', () => {
    const { clock, actor } = atSlotStart();
    clock.increment(15 * 60_000 + 1_000);
    expect(stateOf(actor.getSnapshot())).toBe('booked.late');
    actor.send({ type: 'booking.checkedIn' });
    expect(stateOf(actor.getSnapshot())).toBe('generalQueue.numbering');
    actor.send({ type: 'queue.numbered', number: 4 });
    expect(selectBooking(actor.getSnapshot())).toMatchObject({
      lateNotice: true,
      queueNumber: 4,
      stateKey: 'state.generalQueue_waiting',
      canMarkServed: true,
      canCancel: false,
    });
    actor.send({ type: 'booking.served' });
    expect(selectBooking(actor.getSnapshot())).toMatchObject({ tab: 'history', stateKey: 'state.served' });
  });

  it('the ministry’s clock gives a stored booking the same answer at 14:59 and 15:01', () => {
    const booked = createBooking(choices);
    if (!booked.ok) throw new Error('not booked');
    const start = Date.parse(slotStart);
    const checkIn = (lateMs: number) => {
      const result = applyBookingEvent(catchUpClock(booked.next, start + lateMs), {
        type: 'booking.checkedIn',
      });
      return result.ok ? result.to : result.reason;
    };
    expect(checkIn(14 * 60_000 + 59_000)).toBe('checkedIn');
    expect(checkIn(lateGraceMs)).toBe('checkedIn');
    expect(checkIn(15 * 60_000 + 1_000)).toBe('generalQueue.numbering');
    // Before the slot: nothing to catch up, and checking in is not yet possible.
    expect(catchUpClock(booked.next, start - 60_000).state).toBe('booked.upcoming');
    expect(checkIn(-60_000)).toBe('not_allowed');
  });
});

describe('booking projection', () => {
  it('tells the step while choosing and what may be done once booked', () => {
    const actor = createActor(bookingMachine).start();
    expect(selectBooking(actor.getSnapshot())).toMatchObject({ step: 'office', canGoBack: false, tab: null });
    actor.send(choices[0]!);
    expect(selectBooking(actor.getSnapshot())).toMatchObject({ step: 'notary', canGoBack: true });
    for (const event of choices.slice(1)) actor.send(event);
    expect(selectBooking(actor.getSnapshot()).step).toBe('confirming');
    actor.send({ type: 'booking.confirmed' });
    expect(selectBooking(actor.getSnapshot())).toMatchObject({
      step: null,
      tab: 'registering',
      stateKey: 'state.booked_upcoming',
      canCancel: true,
      canReschedule: true,
      canCheckIn: false,
    });
    actor.send({ type: 'booking.cancelled' });
    expect(selectBooking(actor.getSnapshot())).toMatchObject({ tab: 'history', canCancel: false });
  });
});
