import type { SnapshotFrom } from 'xstate';
import type { BookingContext } from './booking.schema';
import {
  addDays,
  type BookingPageMachine,
  bookingDaysAhead,
  type DayOffer,
  type NotaryOption,
  type OfficeOption,
  type ServiceOption,
} from './booking-page.machine';

export type BookingPageStep = 'office' | 'notary' | 'service' | 'date' | 'slot' | 'confirming' | 'booked';

export interface BookingPageView {
  step: BookingPageStep;
  /** A wait: the step's list loading, or the booking being sent (a progress indicator is shown). */
  busy: boolean;
  /** Namespace equeue: what could not be loaded; retried with page.retried. */
  loadErrorKey: string | null;
  /** The booking (or its move) was refused or failed: the ministry's message, or null for the generic one. */
  sendError: { message: string | null } | null;
  canRetry: boolean;
  /** The notaries are loaded and one (or any) may be chosen: the step's choices are shown. */
  choosingNotary: boolean;
  /** The services are loaded and one may be chosen. */
  choosingService: boolean;
  /** The day's slots are loaded and one may be chosen. */
  choosingSlot: boolean;
  canGoBack: boolean;
  rescheduling: boolean;
  offices: OfficeOption[];
  notaries: NotaryOption[];
  services: ServiceOption[];
  day: DayOffer | null;
  /** The day was loaded and offers no free slot (closed, or every slot taken or begun). */
  noSlots: boolean;
  minDate: string;
  maxDate: string;
  choices: BookingContext;
  booked: unknown;
  /** The booking (or its move) was made: the wizard shows its success and only closes now. */
  done: boolean;
}

const steps: BookingPageStep[] = ['office', 'notary', 'service', 'date', 'slot', 'confirming', 'booked'];

export function selectBookingPage(snapshot: SnapshotFrom<BookingPageMachine>): BookingPageView {
  const { context } = snapshot;
  const step = steps.find((name) => snapshot.matches(name)) ?? 'office';
  const failed =
    snapshot.matches({ office: 'failed' }) ||
    snapshot.matches({ notary: 'failed' }) ||
    snapshot.matches({ service: 'failed' }) ||
    snapshot.matches({ slot: 'failed' });
  return {
    step,
    busy: snapshot.hasTag('busy'),
    loadErrorKey: failed ? 'wizard.loadError' : null,
    sendError: snapshot.matches({ confirming: 'failed' }) ? context.error : null,
    canRetry: snapshot.can({ type: 'page.retried' }),
    choosingNotary: snapshot.matches({ notary: 'ready' }),
    choosingService: snapshot.matches({ service: 'ready' }),
    choosingSlot: snapshot.matches({ slot: 'ready' }),
    canGoBack: snapshot.can({ type: 'booking.back' }),
    rescheduling: context.reschedule !== null,
    offices: context.offices ?? [],
    notaries: context.notaries ?? [],
    services: context.services ?? [],
    day: context.day,
    noSlots: snapshot.matches({ slot: 'ready' }) && (context.day?.slots.length ?? 0) === 0,
    minDate: context.today,
    maxDate: addDays(context.today, bookingDaysAhead),
    choices: context.chart.context,
    booked: context.booked,
    done: snapshot.matches('booked'),
  };
}
