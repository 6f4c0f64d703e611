import { assign, fromPromise, raise, setup } from 'xstate';

/**
 * The notary's day in the workspace (decision 058): today's bookings and the office's general queue
 * (GET /equeue/today), and one mark at a time (served or missed, which the ministry applies through
 * the booking chart); the day loads again after each mark, refused or not. Calls are actors the UI
 * provides.
 */

export type TodayMark = 'served' | 'missed';

export interface EqueueTodayContext {
  today: unknown;
  actionError: { message: string | null } | null;
}

export type EqueueTodayEvent =
  | { type: 'today.retried' }
  | { type: 'today.marked'; bookingId: number; mark: TodayMark }
  | { type: 'today.changed' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

export const equeueTodayMachine = setup({
  types: { context: {} as EqueueTodayContext, events: {} as EqueueTodayEvent, tags: {} as 'busy' },
  actors: {
    loadToday: fromPromise<unknown>(async () => {
      throw new Error('loadToday not provided');
    }),
    markBooking: fromPromise<unknown, { bookingId: number; mark: TodayMark }>(async () => {
      throw new Error('markBooking not provided');
    }),
  },
}).createMachine({
  id: 'equeueToday',
  type: 'parallel',
  context: { today: null, actionError: null },
  states: {
    day: {
      initial: 'loading',
      on: { 'today.changed': '.loading' },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadToday',
            onDone: { target: 'shown', actions: assign({ today: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        shown: {},
        failed: { on: { 'today.retried': 'loading' } },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: { on: { 'today.marked': { target: 'sending', actions: assign({ actionError: null }) } } },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'markBooking',
            input: ({ event }) => {
              if (event.type !== 'today.marked') throw new Error('marking without a booking');
              return { bookingId: event.bookingId, mark: event.mark };
            },
            onDone: { target: 'idle', actions: raise({ type: 'today.changed' }) },
            onError: {
              target: 'idle',
              actions: [
                assign({ actionError: ({ event }) => ({ message: messageOf(event.error) }) }),
                raise({ type: 'today.changed' }),
              ],
            },
          },
        },
      },
    },
  },
});

export type EqueueTodayMachine = typeof equeueTodayMachine;
