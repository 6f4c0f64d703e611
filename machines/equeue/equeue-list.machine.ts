import { assign, fromPromise, raise, setup } from 'xstate';
import type { RescheduleOf } from './booking-page.machine';

/**
 * The /equeue page's two tabs (registering, history; decision 057): one bounded page of the user's
 * bookings at a time. list: loading -> shown | failed (retried by the user) | waitingForSession (the
 * call was refused for lack of a session: no error shown, loaded again once someone logs in); a tab or page chosen
 * loads again, and the restarted invocation drops a stale answer. action: idle | sending one
 * booking action (cancel, check in) -> the list loads again; a refusal is kept as `actionErrorKey`
 * (the ministry's own message comes with it, the key only says that it failed). wizard: closed |
 * booking (a new one) | moving (an upcoming one, `moving` in the context); closing it, done or not,
 * loads the list again. The GraphQL calls are actors the UI provides.
 */

export const equeueTabs = ['registering', 'history'] as const;
export type EqueueTab = (typeof equeueTabs)[number];
export const equeuePageSize = 10;

export interface BookingsPage<Item = unknown> {
  total: number;
  page: number;
  size: number;
  items: Item[];
}

/** What a citizen does to a booking from the list; checking in is the enrolled kiosk's (decision 070). */
export type BookingAction = 'cancel';

export interface EqueueListContext {
  tab: EqueueTab;
  page: number;
  list: BookingsPage | null;
  /** Why the last action failed: the ministry's message, or null to show the generic one. */
  actionError: { message: string | null } | null;
  /** The booking the open wizard moves (wizard.moving); null otherwise. */
  moving: RescheduleOf | null;
}

export type EqueueListEvent =
  | { type: 'equeue.tabChosen'; tab: EqueueTab }
  | { type: 'equeue.pageChosen'; page: number }
  | { type: 'equeue.retried' }
  | { type: 'equeue.actionSent'; bookingId: number; action: BookingAction }
  /** The booking wizard opened: for a new booking, or to move `reschedule`. */
  | { type: 'equeue.wizardOpened'; reschedule?: RescheduleOf }
  /** The wizard closed, done or not: the list loads again. */
  | { type: 'equeue.wizardClosed' }
  /** A booking was made or changed (by this page or the action below): the list loads again. */
  | { type: 'equeue.changed' }
  /** Someone logged in (again): a list that waited for a session loads. */
  | { type: 'equeue.sessionStarted' };

/**
 * Thrown by the UI's loadBookings when the list was refused for lack of a session (it ended, or there
 * was none): the error policy asks for a login, and the list is no failure to retry but waits for one.
 */
export class SessionRequired extends Error {
  constructor() {
    super('session required');
    this.name = 'SessionRequired';
  }
}

export const pagesOf = (list: BookingsPage | null) =>
  list ? Math.max(1, Math.ceil(list.total / equeuePageSize)) : 1;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

export const equeueListMachine = setup({
  types: {
    context: {} as EqueueListContext,
    events: {} as EqueueListEvent,
    input: {} as { tab?: EqueueTab },
    tags: {} as 'busy',
  },
  actors: {
    loadBookings: fromPromise<BookingsPage, { tab: EqueueTab; page: number }>(async () => {
      throw new Error('loadBookings not provided');
    }),
    sendAction: fromPromise<unknown, { bookingId: number; action: BookingAction }>(async () => {
      throw new Error('sendAction not provided');
    }),
  },
  guards: {
    otherTab: ({ context, event }) => event.type === 'equeue.tabChosen' && event.tab !== context.tab,
    pageInRange: ({ context, event }) =>
      event.type === 'equeue.pageChosen' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pagesOf(context.list) &&
      event.page !== context.page,
    moving: ({ event }) => event.type === 'equeue.wizardOpened' && event.reschedule !== undefined,
    sessionRequired: ({ event }) => (event as { error?: unknown }).error instanceof SessionRequired,
  },
}).createMachine({
  id: 'equeueList',
  type: 'parallel',
  context: ({ input }) => ({
    tab: input.tab ?? 'registering',
    page: 1,
    list: null,
    actionError: null,
    moving: null,
  }),
  states: {
    list: {
      initial: 'loading',
      on: {
        'equeue.tabChosen': {
          guard: 'otherTab',
          target: '.loading',
          actions: assign({
            tab: ({ context, event }) => (event.type === 'equeue.tabChosen' ? event.tab : context.tab),
            page: 1,
            list: null,
            actionError: null,
          }),
        },
        'equeue.pageChosen': {
          guard: 'pageInRange',
          target: '.loading',
          actions: assign({
            page: ({ context, event }) => (event.type === 'equeue.pageChosen' ? event.page : context.page),
          }),
        },
        'equeue.changed': { target: '.loading' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadBookings',
            input: ({ context }) => ({ tab: context.tab, page: context.page }),
            onDone: { target: 'shown', actions: assign({ list: ({ event }) => event.output }) },
            onError: [
              // Refused for lack of a session: the login dialog is the answer, not "could not load".
              { guard: 'sessionRequired', target: 'waitingForSession', actions: assign({ list: null }) },
              { target: 'failed' },
            ],
          },
        },
        shown: {},
        failed: { on: { 'equeue.retried': 'loading' } },
        waitingForSession: { on: { 'equeue.sessionStarted': 'loading' } },
      },
    },
    wizard: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'equeue.wizardOpened': [
              {
                guard: 'moving',
                target: 'moving',
                actions: assign({
                  moving: ({ event }) =>
                    event.type === 'equeue.wizardOpened' ? (event.reschedule ?? null) : null,
                }),
              },
              { target: 'booking' },
            ],
          },
        },
        booking: {
          on: { 'equeue.wizardClosed': { target: 'closed', actions: raise({ type: 'equeue.changed' }) } },
        },
        moving: {
          on: {
            'equeue.wizardClosed': {
              target: 'closed',
              actions: [assign({ moving: null }), raise({ type: 'equeue.changed' })],
            },
          },
        },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'equeue.actionSent': { target: 'sending', actions: assign({ actionError: null }) },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'sendAction',
            input: ({ event }) => {
              if (event.type !== 'equeue.actionSent') throw new Error('sending without an action');
              return { bookingId: event.bookingId, action: event.action };
            },
            // Done or refused, the list is asked again: a refusal usually means the booking changed.
            onDone: {
              target: 'idle',
              actions: [assign({ actionError: null }), raise({ type: 'equeue.changed' })],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ actionError: ({ event }) => ({ message: messageOf(event.error) }) }),
                raise({ type: 'equeue.changed' }),
              ],
            },
          },
        },
      },
    },
  },
});

export type EqueueListMachine = typeof equeueListMachine;
