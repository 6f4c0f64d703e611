import { assign, fromPromise, getInitialSnapshot, getNextSnapshot, setup } from 'xstate';
import { type BookingSnapshot, bookingMachine } from './booking.machine';
import type { BookingEvent, BookingService, BookingSlot } from './booking.schema';
import { bookingDescriptionSchema } from './equeue.schema';
import { type Localized, loadOffices, type OfficeOption, officeStep } from './office-step';

/**
 * The booking wizard of /equeue (decision 058). It drives the booking chart (booking.machine.ts):
 * every choice is the chart's own event, applied to the chart's snapshot kept in the context, and a
 * choice the chart refuses does nothing. Around the chart it adds what a page needs: each step
 * loads what it offers (offices, the office's notaries, the services, the day's free slots) through
 * actors the UI provides, and shows loading / failed (retry) while it does; confirming calls `book`
 * (or `reschedule` when an upcoming booking is moved) and ends in `booked`.
 *
 * Rescheduling starts at the date: the booking's office, notary and service are replayed into the
 * chart, so the same steps and guards apply.
 */

export type { Localized, OfficeOption } from './office-step';
export interface NotaryOption {
  id: number;
  name: Localized;
}
export interface ServiceOption {
  id: number;
  name: Localized;
}
export interface DayOffer {
  date: string;
  closed: 'holiday' | 'outOfRange' | null;
  slots: BookingSlot[];
}

export interface BookingChoices {
  officeId: number;
  notaryId: number | null;
  service: BookingService;
  date: string;
  slot: BookingSlot;
  phone?: string;
  description?: string;
}

export interface RescheduleOf {
  bookingId: number;
  officeId: number;
  notaryId: number;
  service: BookingService;
}

export interface BookingPageInput {
  /** Today in Tashkent (yyyy-mm-dd): the first date offered. */
  today: string;
  reschedule?: RescheduleOf;
}

export interface BookingPageContext {
  today: string;
  chart: BookingSnapshot;
  reschedule: RescheduleOf | null;
  offices: OfficeOption[] | null;
  notaries: NotaryOption[] | null;
  services: ServiceOption[] | null;
  day: DayOffer | null;
  /** Optional contact and note, sent with the booking (section 3: phone, description). */
  phone: string | null;
  description: string | null;
  /** Why the booking failed: the ministry's message in the user's language, or null for the generic one. */
  error: { message: string | null } | null;
  booked: unknown;
}

/** The chart's choice events the page takes from the view. */
type ChoiceEvent = Extract<
  BookingEvent,
  {
    type:
      | 'booking.officeChosen'
      | 'booking.notaryChosen'
      | 'booking.serviceChosen'
      | 'booking.dateChosen'
      | 'booking.slotChosen'
      | 'booking.back';
  }
>;

export type BookingPageEvent =
  | ChoiceEvent
  | { type: 'booking.confirmed'; phone?: string; description?: string }
  | { type: 'page.retried' };

/** How many days ahead a booking may be made (decision 057: today and 30 days ahead). */
export const bookingDaysAhead = 30;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

function replay(reschedule: RescheduleOf | undefined): BookingSnapshot {
  let chart = getInitialSnapshot(bookingMachine);
  if (!reschedule) return chart;
  const events: BookingEvent[] = [
    { type: 'booking.officeChosen', officeId: reschedule.officeId },
    { type: 'booking.notaryChosen', notaryId: reschedule.notaryId },
    { type: 'booking.serviceChosen', service: reschedule.service },
  ];
  for (const event of events) chart = getNextSnapshot(bookingMachine, chart, event);
  return chart;
}

const apply = (chart: BookingSnapshot, event: BookingEvent) => getNextSnapshot(bookingMachine, chart, event);

export const bookingPageMachine = setup({
  types: {
    context: {} as BookingPageContext,
    events: {} as BookingPageEvent,
    input: {} as BookingPageInput,
    tags: {} as 'busy',
  },
  actors: {
    loadOffices,
    loadNotaries: fromPromise<NotaryOption[], { officeId: number; regionId: number | null }>(
      notProvided('loadNotaries'),
    ),
    loadServices: fromPromise<ServiceOption[]>(notProvided('loadServices')),
    loadSlots: fromPromise<DayOffer, { officeId: number; notaryId: number | null; date: string }>(
      notProvided('loadSlots'),
    ),
    book: fromPromise<unknown, BookingChoices>(notProvided('book')),
    reschedule: fromPromise<unknown, { bookingId: number; slot: BookingSlot }>(notProvided('reschedule')),
  },
  guards: {
    chartTakes: ({ context, event }) => context.chart.can(event as BookingEvent),
    rescheduling: ({ context }) => context.reschedule !== null,
    dateInRange: ({ context, event }) =>
      event.type === 'booking.dateChosen' &&
      context.chart.can(event) &&
      event.date >= context.today &&
      event.date <= addDays(context.today, bookingDaysAhead),
    /** The note fits the bound the ministry holds it to (equeueLimits): a longer one is not sent. */
    descriptionFits: ({ event }) =>
      event.type === 'booking.confirmed' && bookingDescriptionSchema.safeParse(event.description).success,
    /** A rescheduled booking keeps its office, notary and service: back stops at the date. */
    backToService: ({ context, event }) =>
      context.reschedule === null && context.chart.can(event as BookingEvent),
    offeredSlot: ({ context, event }) =>
      event.type === 'booking.slotChosen' &&
      context.chart.can(event) &&
      (context.day?.slots.some(
        (slot) => slot.start === event.slot.start && slot.notaryId === event.slot.notaryId,
      ) ??
        false),
  },
  actions: {
    storeOffices: assign({
      offices: ({ event }) => (event as unknown as { output: OfficeOption[] }).output,
    }),
    chooseOffice: assign({
      chart: ({ context, event }) => apply(context.chart, event as BookingEvent),
      notaries: null,
      services: null,
      day: null,
    }),
    applyToChart: assign({ chart: ({ context, event }) => apply(context.chart, event as BookingEvent) }),
    recordBooked: assign({
      booked: ({ event }) => (event as unknown as { output: unknown }).output,
      chart: ({ context }) => apply(context.chart, { type: 'booking.confirmed' }),
    }),
    recordError: assign({
      error: ({ event }) => ({ message: messageOf((event as unknown as { error: unknown }).error) }),
    }),
  },
}).createMachine({
  id: 'bookingPage',
  context: ({ input }) => ({
    today: input.today,
    chart: replay(input.reschedule),
    reschedule: input.reschedule ?? null,
    offices: null,
    notaries: null,
    services: null,
    day: null,
    phone: null,
    description: null,
    error: null,
    booked: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'rescheduling', target: 'date' }, { target: 'office' }],
    },
    office: officeStep('page.retried', {
      on: {
        'booking.officeChosen': {
          guard: 'chartTakes',
          target: '#bookingPage.notary',
          actions: 'chooseOffice',
        },
      },
    }),
    notary: {
      initial: 'loading',
      on: {
        'booking.back': {
          guard: 'chartTakes',
          target: '#bookingPage.office.ready',
          actions: 'applyToChart',
        },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadNotaries',
            input: ({ context }) => {
              const officeId = context.chart.context.officeId ?? 0;
              const office = context.offices?.find((item) => item.id === officeId);
              return { officeId, regionId: office?.regionId ?? null };
            },
            onDone: { target: 'ready', actions: assign({ notaries: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        failed: { on: { 'page.retried': 'loading' } },
        ready: {
          on: {
            'booking.notaryChosen': {
              guard: 'chartTakes',
              target: '#bookingPage.service',
              actions: 'applyToChart',
            },
          },
        },
      },
    },
    service: {
      initial: 'loading',
      on: {
        'booking.back': { guard: 'chartTakes', target: '#bookingPage.notary.ready', actions: 'applyToChart' },
      },
      states: {
        loading: {
          tags: ['busy'],
          always: { guard: ({ context }) => context.services !== null, target: 'ready' },
          invoke: {
            src: 'loadServices',
            onDone: { target: 'ready', actions: assign({ services: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        failed: { on: { 'page.retried': 'loading' } },
        ready: {
          on: {
            'booking.serviceChosen': {
              guard: 'chartTakes',
              target: '#bookingPage.date',
              actions: 'applyToChart',
            },
          },
        },
      },
    },
    date: {
      on: {
        'booking.dateChosen': {
          guard: 'dateInRange',
          target: 'slot',
          actions: ['applyToChart', assign({ day: null })],
        },
        'booking.back': { guard: 'backToService', target: 'service', actions: 'applyToChart' },
      },
    },
    slot: {
      initial: 'loading',
      on: {
        'booking.back': { guard: 'chartTakes', target: 'date', actions: 'applyToChart' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadSlots',
            input: ({ context }) => ({
              officeId: context.chart.context.officeId ?? 0,
              notaryId: context.chart.context.notaryId,
              date: context.chart.context.date ?? context.today,
            }),
            onDone: { target: 'ready', actions: assign({ day: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        failed: { on: { 'page.retried': 'loading' } },
        ready: {
          on: {
            'booking.slotChosen': {
              guard: 'offeredSlot',
              target: '#bookingPage.confirming',
              actions: 'applyToChart',
            },
          },
        },
      },
    },
    confirming: {
      initial: 'idle',
      on: {
        // Back to the slots, asked again: the one chosen may have been taken meanwhile.
        'booking.back': {
          guard: 'chartTakes',
          target: '#bookingPage.slot',
          actions: ['applyToChart', assign({ error: null })],
        },
      },
      states: {
        idle: {
          on: {
            'booking.confirmed': {
              guard: 'descriptionFits',
              target: 'sending',
              actions: assign({
                phone: ({ event }) => event.phone || null,
                description: ({ event }) => event.description?.trim() || null,
                error: null,
              }),
            },
          },
        },
        sending: {
          tags: ['busy'],
          always: [{ guard: 'rescheduling', target: 'moving' }, { target: 'booking' }],
        },
        booking: {
          tags: ['busy'],
          invoke: {
            src: 'book',
            input: ({ context }) => {
              const { officeId, notaryId, service, date, slot } = context.chart.context;
              if (officeId === null || service === null || date === null || slot === null) {
                throw new Error('confirming without every choice');
              }
              return {
                officeId,
                notaryId,
                service,
                date,
                slot,
                ...(context.phone ? { phone: context.phone } : {}),
                ...(context.description ? { description: context.description } : {}),
              };
            },
            onDone: { target: '#bookingPage.booked', actions: 'recordBooked' },
            onError: { target: 'failed', actions: 'recordError' },
          },
        },
        moving: {
          tags: ['busy'],
          invoke: {
            src: 'reschedule',
            input: ({ context }) => {
              const { slot } = context.chart.context;
              if (context.reschedule === null || slot === null) throw new Error('moving without a slot');
              return { bookingId: context.reschedule.bookingId, slot };
            },
            onDone: { target: '#bookingPage.booked', actions: 'recordBooked' },
            onError: { target: 'failed', actions: 'recordError' },
          },
        },
        failed: {
          on: { 'page.retried': { target: 'sending', actions: assign({ error: null }) } },
        },
      },
    },
    booked: { type: 'final' },
  },
});

/** yyyy-mm-dd plus n calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export type BookingPageMachine = typeof bookingPageMachine;
