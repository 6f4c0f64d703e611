import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import type { BookingSlot } from '../../../machines/equeue/booking.schema';
import type {
  BookingChoices,
  DayOffer,
  NotaryOption,
  OfficeOption,
  ServiceOption,
} from '../../../machines/equeue/booking-page.machine';
import type { BookingAction, BookingsPage, EqueueTab } from '../../../machines/equeue/equeue-list.machine';
import { equeuePageSize, SessionRequired } from '../../../machines/equeue/equeue-list.machine';
import type { Passport, TicketAnswer } from '../../../machines/equeue/kiosk-equeue.machine';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import type { KioskProof } from '../../../machines/kiosk/kiosk-proof';
import { useFragment as readFragment } from '../../gql';
import type { EqueueBookingAction } from '../../gql/graphql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { kioskCallFailure, proofInput } from '../kiosks';
import {
  BookEqueueMutation,
  EqueueBookingFields,
  EqueueBookingsQuery,
  EqueueCheckInMutation,
  EqueueNotariesQuery,
  EqueueReferenceQuery,
  EqueueSlotsQuery,
  EqueueTakeNumberMutation,
  EqueueTodayQuery,
  RescheduleEqueueMutation,
  SendEqueueActionMutation,
} from './equeue.documents';

// Refusals (a slot taken, a booking that changed, a malformed passport) are shown by the page in the
// user's language; every other failure (login, 403, the network) goes to the error policy too.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};
const shownCodes = new Set(['CONFLICT', 'BAD_REQUEST', 'NOT_FOUND']);
const sessionCodes = new Set(['TOKEN_EXPIRED', 'LOGIN_REQUIRED']);

const actionEnum: Record<BookingAction, EqueueBookingAction> = {
  cancel: 'cancel',
};

export function equeueActors(client: Client, report: (report: ErrorReport) => void) {
  /** The error a machine keeps: the ministry's message when it refused, none (generic) otherwise. */
  const failed = (error: CombinedError | undefined, kind: 'query' | 'mutation') => {
    const first = error ? firstErrorReport(error, kind) : null;
    if (first?.code && shownCodes.has(first.code)) return new Error(first.message ?? '');
    if (first) report(first);
    return new Error('');
  };
  /** The list's failure: one refused for lack of a session waits for a login (the policy asks for it). */
  const listFailed = (error: CombinedError | undefined) => {
    const first = error ? firstErrorReport(error, 'query') : null;
    if (first?.code && sessionCodes.has(first.code)) {
      report(first);
      return new SessionRequired();
    }
    return failed(error, 'query');
  };
  const reference = async () => {
    const result = await client.query(EqueueReferenceQuery, {}, { silent: true }).toPromise();
    if (!result.data) throw failed(result.error, 'query');
    return result.data;
  };
  return {
    loadOffices: fromPromise(async (): Promise<OfficeOption[]> => (await reference()).notaryOffices),
    loadServices: fromPromise(async (): Promise<ServiceOption[]> => (await reference()).actTypes),
    loadNotaries: fromPromise(
      async ({
        input,
      }: {
        input: { officeId: number; regionId: number | null };
      }): Promise<NotaryOption[]> => {
        const result = await client
          .query(EqueueNotariesQuery, { regionId: input.regionId }, { silent: true })
          .toPromise();
        if (!result.data) throw failed(result.error, 'query');
        return result.data.notaries
          .filter((notary) => notary.office.id === input.officeId)
          .map(({ id, name }) => ({ id, name }));
      },
    ),
    loadSlots: fromPromise(
      async ({
        input,
      }: {
        input: { officeId: number; notaryId: number | null; date: string };
      }): Promise<DayOffer> => {
        const result = await client.query(EqueueSlotsQuery, input, silent).toPromise();
        if (!result.data) throw failed(result.error, 'query');
        const day = result.data.equeueSlots;
        // Only the slot's own fields: the client adds __typename, which the booking's input refuses.
        return {
          date: day.date,
          closed: day.closed ?? null,
          slots: day.slots.map(({ start, notaryId }) => ({ start, notaryId })),
        };
      },
    ),
    book: fromPromise(async ({ input }: { input: BookingChoices }): Promise<unknown> => {
      const { service } = input;
      const result = await client
        .mutation(
          BookEqueueMutation,
          {
            input: {
              officeId: input.officeId,
              notaryId: input.notaryId,
              service:
                service.kind === 'act'
                  ? { kind: 'act' as const, actTypeId: service.actTypeId }
                  : { kind: 'consultation' as const },
              date: input.date,
              slot: { start: input.slot.start, notaryId: input.slot.notaryId },
              phone: input.phone ?? null,
              description: input.description ?? null,
            },
          },
          { silent: true },
        )
        .toPromise();
      if (!result.data) throw failed(result.error, 'mutation');
      return readFragment(EqueueBookingFields, result.data.bookEqueue);
    }),
    reschedule: fromPromise(
      async ({ input }: { input: { bookingId: number; slot: BookingSlot } }): Promise<unknown> => {
        const result = await client.mutation(RescheduleEqueueMutation, input, { silent: true }).toPromise();
        if (!result.data) throw failed(result.error, 'mutation');
        return readFragment(EqueueBookingFields, result.data.rescheduleEqueue);
      },
    ),
    loadBookings: fromPromise(
      async ({ input }: { input: { tab: EqueueTab; page: number } }): Promise<BookingsPage> => {
        const result = await client
          .query(
            EqueueBookingsQuery,
            {
              tab: input.tab,
              page: input.page,
              size: equeuePageSize,
            },
            silent,
          )
          .toPromise();
        if (!result.data) throw listFailed(result.error);
        const page = result.data.equeueBookings;
        return { ...page, items: page.items.map((item) => readFragment(EqueueBookingFields, item)) };
      },
    ),
    sendAction: fromPromise(
      async ({ input }: { input: { bookingId: number; action: BookingAction } }): Promise<unknown> => {
        const result = await client
          .mutation(
            SendEqueueActionMutation,
            { bookingId: input.bookingId, action: actionEnum[input.action] },
            { silent: true },
          )
          .toPromise();
        if (!result.data) throw failed(result.error, 'mutation');
        return readFragment(EqueueBookingFields, result.data.sendEqueueAction);
      },
    ),
    markBooking: fromPromise(
      async ({ input }: { input: { bookingId: number; mark: 'served' | 'missed' } }): Promise<unknown> => {
        const result = await client
          .mutation(
            SendEqueueActionMutation,
            { bookingId: input.bookingId, action: input.mark },
            { silent: true },
          )
          .toPromise();
        if (!result.data) throw failed(result.error, 'mutation');
        return readFragment(EqueueBookingFields, result.data.sendEqueueAction).id;
      },
    ),
    loadToday: fromPromise(async (): Promise<unknown> => {
      const result = await client.query(EqueueTodayQuery, {}, silent).toPromise();
      if (!result.data) throw failed(result.error, 'query');
      const today = result.data.equeueToday;
      return {
        ...today,
        bookings: today.bookings.map((entry) => ({
          ...entry,
          booking: readFragment(EqueueBookingFields, entry.booking),
        })),
      };
    }),
    // The enrolled kiosk's calls (decision 070), each with the proof its page signed for it.
    checkIn: fromPromise(
      async ({ input }: { input: Passport & { proof: KioskProof } }): Promise<{ number: number }> => {
        const result = await client
          .mutation(
            EqueueCheckInMutation,
            { passserial: input.passserial, passnum: input.passnum, proof: proofInput(input.proof) },
            { silent: true },
          )
          .toPromise();
        if (!result.data) throw kioskCallFailure(result.error, report);
        return { number: result.data.equeueCheckIn.number };
      },
    ),
    takeNumber: fromPromise(async ({ input }: { input: { proof: KioskProof } }): Promise<TicketAnswer> => {
      const result = await client
        .mutation(EqueueTakeNumberMutation, { proof: proofInput(input.proof) }, { silent: true })
        .toPromise();
      if (!result.data) throw kioskCallFailure(result.error, report);
      return result.data.equeueTakeNumber;
    }),
  };
}
