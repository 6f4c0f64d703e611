import { assign, type SnapshotFrom, setup } from 'xstate';
import type { BookingContext, BookingEvent } from './booking.schema';

/**
 * One appointment in a notary office's queue (the equeue, specification sections 2, 3 and 9).
 *
 * choosing: the office, optionally the notary, the service (an act type or a consultation), the
 * date, a free slot, then confirmation; `booking.back` steps back one choice.
 * booked: upcoming (may be cancelled or moved to another slot) -> due once the slot starts ->
 * late once more than 15 minutes have passed. Checking in while due keeps the slot; checking in
 * late loses it: the citizen joins the office's general queue, takes a number there and is told
 * why (the 15-minute rule, section 9). The notary then marks them served or missed.
 *
 * The chart has no actors and one delay, so the ministry stores a booking as its state name and
 * context and applies every change through `applyBookingEvent` (booking.persist.ts), as it does
 * for acts. A stored booking cannot keep a timer, so the ministry's clock sends the two time
 * events itself (`booking.slotStarted`, `booking.graceEnded`); a live actor (tests, a screen
 * left open) gets the second one from the `lateAfter` delay on its own clock.
 */

/** The 15-minute rule: more than this late loses the slot. */
export const lateGraceMs = 15 * 60_000;

export const bookingStateNames = [
  'choosing.office',
  'choosing.notary',
  'choosing.service',
  'choosing.date',
  'choosing.slot',
  'choosing.confirming',
  'booked.upcoming',
  'booked.due',
  'booked.late',
  'checkedIn',
  'generalQueue.numbering',
  'generalQueue.waiting',
  'served',
  'missed',
  'cancelled',
] as const;
export type BookingStateName = (typeof bookingStateNames)[number];

/** Where a booking shows: still to happen (the registering tab) or over (the history tab). */
export type BookingTab = 'registering' | 'history';

const emptyChoices: BookingContext = {
  officeId: null,
  notaryId: null,
  service: null,
  date: null,
  slot: null,
  queueNumber: null,
  lateNotice: false,
};

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    tags: {} as 'choosing' | 'registering' | 'history' | 'canCancel',
  },
  delays: {
    // "More than 15 minutes": at exactly 15:00 the citizen still keeps the slot.
    lateAfter: lateGraceMs + 1,
  },
}).createMachine({
  id: 'booking',
  context: emptyChoices,
  initial: 'choosing',
  states: {
    choosing: {
      tags: ['choosing'],
      initial: 'office',
      states: {
        office: {
          on: {
            'booking.officeChosen': {
              target: 'notary',
              // Another office: its notaries, dates and slots are not those chosen before.
              actions: assign(({ event }) => ({ ...emptyChoices, officeId: event.officeId })),
            },
          },
        },
        notary: {
          on: {
            'booking.notaryChosen': {
              target: 'service',
              actions: assign({ notaryId: ({ event }) => event.notaryId, slot: null }),
            },
            'booking.back': 'office',
          },
        },
        service: {
          on: {
            'booking.serviceChosen': {
              target: 'date',
              actions: assign({ service: ({ event }) => event.service }),
            },
            'booking.back': 'notary',
          },
        },
        date: {
          on: {
            'booking.dateChosen': {
              target: 'slot',
              actions: assign({ date: ({ event }) => event.date, slot: null }),
            },
            'booking.back': 'service',
          },
        },
        slot: {
          on: {
            'booking.slotChosen': {
              target: 'confirming',
              guard: ({ context, event }) =>
                context.notaryId === null || context.notaryId === event.slot.notaryId,
              actions: assign({ slot: ({ event }) => event.slot }),
            },
            'booking.back': 'date',
          },
        },
        confirming: {
          on: {
            'booking.confirmed': '#booking.booked',
            'booking.back': { target: 'slot', actions: assign({ slot: null }) },
          },
        },
      },
    },
    booked: {
      tags: ['registering', 'canCancel'],
      initial: 'upcoming',
      on: { 'booking.cancelled': 'cancelled' },
      states: {
        upcoming: {
          on: {
            'booking.rescheduled': {
              target: 'upcoming',
              reenter: true,
              actions: assign({ slot: ({ event }) => event.slot }),
            },
            'booking.slotStarted': 'due',
          },
        },
        due: {
          after: { lateAfter: 'late' },
          on: {
            'booking.graceEnded': 'late',
            'booking.checkedIn': '#booking.checkedIn',
            'booking.missed': '#booking.missed',
          },
        },
        late: {
          on: {
            'booking.checkedIn': {
              target: '#booking.generalQueue',
              actions: assign({ lateNotice: true }),
            },
            'booking.missed': '#booking.missed',
          },
        },
      },
    },
    checkedIn: {
      tags: ['registering'],
      on: { 'booking.served': 'served', 'booking.missed': 'missed' },
    },
    generalQueue: {
      tags: ['registering'],
      initial: 'numbering',
      states: {
        // The ministry gives the next number of the office's general queue in the same transaction.
        numbering: {
          on: {
            'queue.numbered': {
              target: 'waiting',
              actions: assign({ queueNumber: ({ event }) => event.number }),
            },
          },
        },
        waiting: {
          on: { 'booking.served': '#booking.served', 'booking.missed': '#booking.missed' },
        },
      },
    },
    served: { type: 'final', tags: ['history'] },
    missed: { type: 'final', tags: ['history'] },
    cancelled: { type: 'final', tags: ['history'] },
  },
});

export type BookingMachine = typeof bookingMachine;
export type BookingSnapshot = SnapshotFrom<BookingMachine>;

/** The state as one name ('booked.due'), as the ministry stores it. */
export function stateOf(snapshot: BookingSnapshot): BookingStateName {
  const path: string[] = [];
  let value: unknown = snapshot.value;
  while (typeof value === 'object' && value !== null) {
    const [key, child] = Object.entries(value)[0] as [string, unknown];
    path.push(key);
    value = child;
  }
  path.push(String(value));
  return path.join('.') as BookingStateName;
}

export function tabOf(snapshot: BookingSnapshot): BookingTab | null {
  if (snapshot.hasTag('history')) return 'history';
  if (snapshot.hasTag('registering')) return 'registering';
  return null;
}
