import type { BookingSnapshot, BookingTab } from './booking.machine';
import { stateOf, tabOf } from './booking.machine';
import type { BookingContext } from './booking.schema';

/** Which choice the booking page asks for next (null once booked). */
export type BookingStep = 'office' | 'notary' | 'service' | 'date' | 'slot' | 'confirming';

export interface BookingView {
  step: BookingStep | null;
  canGoBack: boolean;
  /** The registering tab (still to happen) or the history tab (over); null while choosing. */
  tab: BookingTab | null;
  /** Translation key of the state shown to the citizen (namespace equeue). */
  stateKey: string;
  canCancel: boolean;
  canReschedule: boolean;
  canCheckIn: boolean;
  canMarkServed: boolean;
  canMarkMissed: boolean;
  /** The citizen came more than 15 minutes late: the general queue, and the reason, are shown. */
  lateNotice: boolean;
  queueNumber: number | null;
  context: BookingContext;
}

const steps: BookingStep[] = ['office', 'notary', 'service', 'date', 'slot', 'confirming'];

export function selectBooking(snapshot: BookingSnapshot): BookingView {
  const state = stateOf(snapshot);
  const step = steps.find((name) => snapshot.matches({ choosing: name })) ?? null;
  const slot = snapshot.context.slot ?? { start: new Date(0).toISOString(), notaryId: 1 };
  return {
    step,
    canGoBack: snapshot.can({ type: 'booking.back' }),
    tab: tabOf(snapshot),
    // One key per stored state: state.booked_upcoming, state.generalQueue_waiting...
    stateKey: `state.${state.replace('.', '_')}`,
    canCancel: snapshot.hasTag('canCancel'),
    canReschedule: snapshot.can({ type: 'booking.rescheduled', slot }),
    canCheckIn: snapshot.can({ type: 'booking.checkedIn' }),
    canMarkServed: snapshot.can({ type: 'booking.served' }),
    canMarkMissed: snapshot.can({ type: 'booking.missed' }),
    lateNotice: snapshot.context.lateNotice,
    queueNumber: snapshot.context.queueNumber,
    context: snapshot.context,
  };
}
