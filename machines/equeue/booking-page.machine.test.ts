import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BookingSlot } from './booking.schema';
import {
  type BookingChoices,
  type BookingPageInput,
  bookingPageMachine,
  type DayOffer,
  type NotaryOption,
  type OfficeOption,
  type ServiceOption,
} from './booking-page.machine';
import { selectBookingPage } from './booking-page.select';
import { equeueLimits } from './equeue.schema';

const name = (text: string) => ({ oz: text, uz: text, ru: text });
const offices: OfficeOption[] = [
  { id: 7, name: name('Office 7'), address: name('Street 1'), regionId: 3 },
  { id: 8, name: name('Office 8'), address: name('Street 2'), regionId: 4 },
];
const notaries: NotaryOption[] = [{ id: 21, name: name('Notary 21') }];
const services: ServiceOption[] = [{ id: 1, name: name('Vehicle sale') }];
const slot: BookingSlot = { start: '2026-11-26T05:00:00.000Z', notaryId: 21 };
const otherNotarySlot: BookingSlot = { start: '2026-11-26T05:30:00.000Z', notaryId: 22 };
const day: DayOffer = { date: '2026-11-26', closed: null, slots: [slot, otherNotarySlot] };

type Fail = 'offices' | 'notaries' | 'services' | 'slots' | 'book' | 'reschedule';

/** The page with fake loads: `fail` lists the calls that fail once; `calls` records every call. */
function start(options: { fail?: Fail[]; input?: Partial<BookingPageInput>; day?: DayOffer } = {}) {
  const calls: string[] = [];
  const failing = new Set(options.fail ?? []);
  const once = (call: Fail) => {
    if (failing.has(call)) {
      failing.delete(call);
      throw new Error(call === 'book' ? 'Slot taken' : '');
    }
  };
  const machine = bookingPageMachine.provide({
    actors: {
      loadOffices: fromPromise(async () => {
        calls.push('offices');
        once('offices');
        return offices;
      }),
      loadNotaries: fromPromise(
        async ({ input }: { input: { officeId: number; regionId: number | null } }) => {
          calls.push(`notaries ${input.officeId} ${input.regionId}`);
          once('notaries');
          return notaries;
        },
      ),
      loadServices: fromPromise(async () => {
        calls.push('services');
        once('services');
        return services;
      }),
      loadSlots: fromPromise(
        async ({ input }: { input: { officeId: number; notaryId: number | null; date: string } }) => {
          calls.push(`slots ${input.officeId} ${input.notaryId} ${input.date}`);
          once('slots');
          return options.day ?? day;
        },
      ),
      book: fromPromise(async ({ input }: { input: BookingChoices }): Promise<unknown> => {
        calls.push(`book ${JSON.stringify(input)}`);
        once('book');
        return { id: 99 };
      }),
      reschedule: fromPromise(
        async ({ input }: { input: { bookingId: number; slot: BookingSlot } }): Promise<unknown> => {
          calls.push(`reschedule ${input.bookingId} ${input.slot.start}`);
          once('reschedule');
          return { id: input.bookingId };
        },
      ),
    },
  });
  const actor = createActor(machine, { input: { today: '2026-11-24', ...options.input } }).start();
  const view = () => selectBookingPage(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, calls, settled };
}

async function toSlots(page: ReturnType<typeof start>) {
  const { actor, settled } = page;
  await settled();
  actor.send({ type: 'booking.officeChosen', officeId: 7 });
  await settled();
  actor.send({ type: 'booking.notaryChosen', notaryId: null });
  await settled();
  actor.send({ type: 'booking.serviceChosen', service: { kind: 'act', actTypeId: 1 } });
  actor.send({ type: 'booking.dateChosen', date: '2026-11-26' });
  await settled();
}

describe('the booking wizard', () => {
  it('loads each step’s choices, books the confirmed slot and ends booked', async () => {
    const page = start();
    const { actor, view, calls, settled } = page;
    expect(view()).toMatchObject({ step: 'office', busy: true, canGoBack: false });
    await settled();
    expect(view()).toMatchObject({ step: 'office', busy: false, offices });
    actor.send({ type: 'booking.officeChosen', officeId: 7 });
    expect(view()).toMatchObject({ step: 'notary', busy: true });
    await settled();
    expect(view()).toMatchObject({ step: 'notary', notaries, canGoBack: true });
    actor.send({ type: 'booking.notaryChosen', notaryId: null });
    await settled();
    expect(view()).toMatchObject({ step: 'service', services });
    actor.send({ type: 'booking.serviceChosen', service: { kind: 'consultation' } });
    expect(view()).toMatchObject({ step: 'date', minDate: '2026-11-24', maxDate: '2026-12-24' });
    actor.send({ type: 'booking.dateChosen', date: '2026-11-26' });
    expect(view()).toMatchObject({ step: 'slot', busy: true });
    await settled();
    expect(view()).toMatchObject({ step: 'slot', day, noSlots: false });
    actor.send({ type: 'booking.slotChosen', slot });
    expect(view()).toMatchObject({ step: 'confirming', done: false, choices: { officeId: 7, slot } });
    actor.send({ type: 'booking.confirmed', phone: '901234567', description: '  papers  ' });
    expect(view()).toMatchObject({ busy: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ step: 'booked', done: true, booked: { id: 99 } });
    expect(actor.getSnapshot().context.chart.value).toEqual({ booked: 'upcoming' });
    expect(calls).toEqual([
      'offices',
      'notaries 7 3',
      'services',
      'slots 7 null 2026-11-26',
      `book ${JSON.stringify({
        officeId: 7,
        notaryId: null,
        service: { kind: 'consultation' },
        date: '2026-11-26',
        slot,
        phone: '901234567',
        description: 'papers',
      })}`,
    ]);
  });

  it('shows a failed load with a retry at every step that loads', async () => {
    const page = start({ fail: ['offices', 'notaries', 'services', 'slots'] });
    const { actor, view, settled } = page;
    await settled();
    expect(view()).toMatchObject({ step: 'office', loadErrorKey: 'wizard.loadError', canRetry: true });
    actor.send({ type: 'page.retried' });
    await settled();
    expect(view()).toMatchObject({ step: 'office', loadErrorKey: null, offices });
    actor.send({ type: 'booking.officeChosen', officeId: 8 });
    await settled();
    expect(view()).toMatchObject({ step: 'notary', loadErrorKey: 'wizard.loadError', choosingNotary: false });
    actor.send({ type: 'page.retried' });
    expect(view()).toMatchObject({ step: 'notary', busy: true, choosingNotary: false });
    await settled();
    expect(view()).toMatchObject({ step: 'notary', choosingNotary: true, choosingService: false });
    actor.send({ type: 'booking.notaryChosen', notaryId: 21 });
    await settled();
    expect(view()).toMatchObject({
      step: 'service',
      loadErrorKey: 'wizard.loadError',
      choosingService: false,
    });
    actor.send({ type: 'page.retried' });
    await settled();
    expect(view()).toMatchObject({ step: 'service', choosingService: true, choosingNotary: false });
    actor.send({ type: 'booking.serviceChosen', service: { kind: 'act', actTypeId: 1 } });
    actor.send({ type: 'booking.dateChosen', date: '2026-11-26' });
    await settled();
    expect(view()).toMatchObject({ step: 'slot', loadErrorKey: 'wizard.loadError', choosingSlot: false });
    actor.send({ type: 'page.retried' });
    await settled();
    expect(view()).toMatchObject({ step: 'slot', loadErrorKey: null, day, choosingSlot: true });
  });

  it('takes only what the chart and the offer allow', async () => {
    const page = start();
    const { actor, view, settled } = page;
    await settled();
    actor.send({ type: 'booking.slotChosen', slot }); // not yet
    expect(view().step).toBe('office');
    actor.send({ type: 'booking.officeChosen', officeId: 7 });
    await settled();
    actor.send({ type: 'booking.notaryChosen', notaryId: 21 });
    await settled();
    actor.send({ type: 'booking.serviceChosen', service: { kind: 'consultation' } });
    actor.send({ type: 'booking.dateChosen', date: '2026-11-23' }); // yesterday
    actor.send({ type: 'booking.dateChosen', date: '2026-12-25' }); // 31 days ahead
    expect(view().step).toBe('date');
    actor.send({ type: 'booking.dateChosen', date: '2026-12-24' });
    await settled();
    // Another notary's slot, while notary 21 was chosen; a slot the day did not offer.
    actor.send({ type: 'booking.slotChosen', slot: otherNotarySlot });
    actor.send({ type: 'booking.slotChosen', slot: { start: '2026-11-26T09:00:00.000Z', notaryId: 21 } });
    expect(view().step).toBe('slot');
    actor.send({ type: 'booking.slotChosen', slot });
    expect(view().step).toBe('confirming');
  });

  it('steps back one choice at a time, and asks the slots again from the confirmation', async () => {
    const page = start();
    const { actor, view, calls, settled } = page;
    await toSlots(page);
    actor.send({ type: 'booking.slotChosen', slot });
    actor.send({ type: 'booking.back' });
    expect(view()).toMatchObject({ step: 'slot', busy: true, choices: { slot: null } });
    await settled();
    actor.send({ type: 'booking.back' });
    expect(view().step).toBe('date');
    actor.send({ type: 'booking.back' });
    expect(view()).toMatchObject({ step: 'service', busy: false });
    actor.send({ type: 'booking.back' });
    expect(view()).toMatchObject({ step: 'notary', busy: false });
    actor.send({ type: 'booking.back' });
    expect(view()).toMatchObject({ step: 'office', busy: false, canGoBack: false });
    // Another office forgets what depended on the first one, and loads its own notaries.
    actor.send({ type: 'booking.officeChosen', officeId: 8 });
    expect(view().choices).toMatchObject({ officeId: 8, notaryId: null, service: null, date: null });
    await settled();
    expect(calls.filter((call) => call.startsWith('slots'))).toHaveLength(2);
    expect(calls.at(-1)).toBe('notaries 8 4');
  });

  it('sends no note longer than the ministry takes (equeueLimits), and one at the bound', async () => {
    const page = start();
    const { actor, view, calls } = page;
    await toSlots(page);
    actor.send({ type: 'booking.slotChosen', slot });
    actor.send({ type: 'booking.confirmed', description: 'x'.repeat(equeueLimits.descriptionLength + 1) });
    expect(view()).toMatchObject({ step: 'confirming', busy: false });
    expect(calls.filter((call) => call.startsWith('book'))).toEqual([]);
    actor.send({ type: 'booking.confirmed', description: 'x'.repeat(equeueLimits.descriptionLength) });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.filter((call) => call.startsWith('book'))).toHaveLength(1);
  });

  it('says when the day has no free slot', async () => {
    const page = start({ day: { date: '2026-11-26', closed: 'holiday', slots: [] } });
    await toSlots(page);
    expect(page.view()).toMatchObject({ step: 'slot', noSlots: true, day: { closed: 'holiday' } });
  });

  it('keeps a refused booking’s message on the confirmation, retries it, or goes back', async () => {
    const page = start({ fail: ['book'] });
    const { actor, view, calls } = page;
    await toSlots(page);
    actor.send({ type: 'booking.slotChosen', slot });
    actor.send({ type: 'booking.confirmed' });
    await waitFor(actor, (s) => s.matches({ confirming: 'failed' }));
    expect(view()).toMatchObject({
      step: 'confirming',
      sendError: { message: 'Slot taken' },
      canRetry: true,
    });
    actor.send({ type: 'page.retried' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ step: 'booked', done: true, sendError: null });
    expect(calls.filter((call) => call.startsWith('book'))).toHaveLength(2);
  });

  it('moves an upcoming booking: starts at the date, never goes back past it, calls reschedule', async () => {
    const page = start({
      fail: ['reschedule'],
      input: {
        reschedule: { bookingId: 5, officeId: 7, notaryId: 21, service: { kind: 'act', actTypeId: 1 } },
      },
    });
    const { actor, view, calls, settled } = page;
    expect(view()).toMatchObject({ step: 'date', rescheduling: true, canGoBack: false });
    actor.send({ type: 'booking.back' });
    expect(view().step).toBe('date');
    actor.send({ type: 'booking.dateChosen', date: '2026-11-26' });
    await settled();
    actor.send({ type: 'booking.slotChosen', slot });
    actor.send({ type: 'booking.confirmed' });
    await waitFor(actor, (s) => s.matches({ confirming: 'failed' }));
    expect(view().sendError).toEqual({ message: null });
    actor.send({ type: 'booking.back' });
    await settled();
    actor.send({ type: 'booking.slotChosen', slot });
    actor.send({ type: 'booking.confirmed' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      'slots 7 21 2026-11-26',
      `reschedule 5 ${slot.start}`,
      'slots 7 21 2026-11-26',
      `reschedule 5 ${slot.start}`,
    ]);
  });
});
