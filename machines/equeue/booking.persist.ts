import { initialTransition, type StateValue, transition } from 'xstate';
import { z } from 'zod';
import {
  type BookingSnapshot,
  type BookingStateName,
  bookingMachine,
  bookingStateNames,
  lateGraceMs,
  stateOf,
} from './booking.machine';
import {
  type BookingContext,
  type BookingEvent,
  bookingContextSchema,
  bookingEventSchema,
} from './booking.schema';

/**
 * Persistence and the ministry's one entry point, as for acts (machines/act/act.persist.ts): a
 * booking is stored as its state name and context; `applyBookingEvent` is the pure function the
 * ministry runs inside its transaction. `catchUpClock` sends the time events a stored booking
 * cannot schedule for itself, from the ministry's clock, before any other event is applied.
 */

export interface StoredBooking {
  state: BookingStateName;
  context: BookingContext;
}

export const storedBookingSchema = z.object({
  state: z.enum(bookingStateNames),
  context: bookingContextSchema,
});

export type BookingRefusal = 'invalid_event' | 'not_allowed';

export type BookingApplyResult =
  | { ok: true; next: StoredBooking; from: BookingStateName; to: BookingStateName; event: BookingEvent }
  | { ok: false; reason: BookingRefusal; issues?: string[] };

export function toStored(snapshot: BookingSnapshot): StoredBooking {
  return { state: stateOf(snapshot), context: structuredClone(snapshot.context) };
}

/** The snapshot of a stored booking. Throws on a row that is not a booking. */
export function restore(stored: StoredBooking): BookingSnapshot {
  const parsed = storedBookingSchema.parse(stored);
  return bookingMachine.resolveState({ value: stateValueOf(parsed.state), context: parsed.context });
}

/** 'booked.due' as the chart's state value { booked: 'due' }. */
function stateValueOf(name: BookingStateName): StateValue {
  const [parent, child] = name.split('.') as [string, string | undefined];
  return child ? { [parent]: child } : parent;
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);

/** Apply one untrusted event (a request body) to a stored booking; a refusal changes nothing. */
export function applyBookingEvent(stored: StoredBooking, event: unknown): BookingApplyResult {
  const parsed = bookingEventSchema.safeParse(event);
  if (!parsed.success) return { ok: false, reason: 'invalid_event', issues: issuesOf(parsed.error) };
  const snapshot = restore(stored);
  if (!snapshot.can(parsed.data)) return { ok: false, reason: 'not_allowed' };
  const [next] = transition(bookingMachine, snapshot, parsed.data);
  return { ok: true, next: toStored(next), from: stateOf(snapshot), to: stateOf(next), event: parsed.data };
}

/**
 * A new booking from the citizen's choices, each sent through the chart in the order the booking
 * page sends them; it ends booked (upcoming) or is refused with the first event the chart refused.
 */
export function createBooking(choices: unknown[]): BookingApplyResult {
  const [initial] = initialTransition(bookingMachine);
  let stored = toStored(initial);
  let last: BookingApplyResult | null = null;
  for (const event of [...choices, { type: 'booking.confirmed' }]) {
    last = applyBookingEvent(stored, event);
    if (!last.ok) return last;
    stored = last.next;
  }
  if (!last?.ok || last.next.state !== 'booked.upcoming') return { ok: false, reason: 'not_allowed' };
  return { ...last, from: 'choosing.office' };
}

/**
 * The time events due by `now` (epoch ms): the slot has started, and more than 15 minutes have
 * passed since. Applied in order; a booking already past them (checked in, cancelled) is unchanged.
 */
export function catchUpClock(stored: StoredBooking, now: number): StoredBooking {
  const start = stored.context.slot ? Date.parse(stored.context.slot.start) : Number.NaN;
  if (Number.isNaN(start)) return stored;
  let current = stored;
  const due: BookingEvent[] = [];
  if (now >= start) due.push({ type: 'booking.slotStarted' });
  if (now - start > lateGraceMs) due.push({ type: 'booking.graceEnded' });
  for (const event of due) {
    const result = applyBookingEvent(current, event);
    if (result.ok) current = result.next;
  }
  return current;
}
