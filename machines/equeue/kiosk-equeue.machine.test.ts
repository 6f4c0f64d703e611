import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type CheckInAnswer, kioskEqueueMachine, type TicketAnswer } from './kiosk-equeue.machine';
import { selectKioskEqueue } from './kiosk-equeue.select';
import type { OfficeOption } from './office-step';

const name = (text: string) => ({ oz: text, uz: text, ru: text });
const offices: OfficeOption[] = [{ id: 7, name: name('Office 7'), address: name('Street 1'), regionId: 3 }];

function start(options: { late?: boolean; failOffices?: boolean; refuse?: string; failTake?: boolean } = {}) {
  const calls: string[] = [];
  let officeFailures = options.failOffices ? 1 : 0;
  let takeFailures = options.failTake ? 1 : 0;
  const machine = kioskEqueueMachine.provide({
    actors: {
      loadOffices: fromPromise(async () => {
        calls.push('offices');
        if (officeFailures-- > 0) throw new Error('');
        return offices;
      }),
      checkIn: fromPromise(
        async ({ input }: { input: { officeId: number; passserial: string; passnum: string } }) => {
          calls.push(`checkIn ${input.officeId} ${input.passserial} ${input.passnum}`);
          if (options.refuse) throw new Error(options.refuse);
          const answer: CheckInAnswer = options.late
            ? {
                id: 1,
                equeuetime: '2026-11-24T05:00:00Z',
                state: 'generalQueue_waiting',
                queueNumber: 4,
                lateNotice: true,
              }
            : {
                id: 1,
                equeuetime: '2026-11-24T05:00:00Z',
                state: 'checkedIn',
                queueNumber: null,
                lateNotice: false,
              };
          return answer;
        },
      ),
      takeNumber: fromPromise(async ({ input }: { input: { officeId: number } }) => {
        calls.push(`take ${input.officeId}`);
        if (takeFailures-- > 0) throw new Error('');
        const ticket: TicketAnswer = { officeId: input.officeId, day: '2026-11-24', number: 12 };
        return ticket;
      }),
    },
  });
  const actor = createActor(machine).start();
  const view = () => selectKioskEqueue(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, calls, settled };
}

async function atMenu(kiosk: ReturnType<typeof start>) {
  await kiosk.settled();
  kiosk.actor.send({ type: 'kiosk.officeChosen', officeId: 7 });
}

describe('the kiosk’s equeue', () => {
  it('chooses the office once, retrying a failed load; an unknown office is not taken', async () => {
    const kiosk = start({ failOffices: true });
    expect(kiosk.view()).toMatchObject({ step: 'office', busy: true });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'office', loadErrorKey: 'load.error', canRetry: true });
    kiosk.actor.send({ type: 'kiosk.retried' });
    await kiosk.settled();
    kiosk.actor.send({ type: 'kiosk.officeChosen', officeId: 99 });
    expect(kiosk.view().step).toBe('office');
    kiosk.actor.send({ type: 'kiosk.officeChosen', officeId: 7 });
    expect(kiosk.view()).toMatchObject({ step: 'menu', office: { id: 7 } });
  });

  it('checks a booking in by passport, refusing a malformed one before asking', async () => {
    const kiosk = start();
    await atMenu(kiosk);
    kiosk.actor.send({ type: 'kiosk.checkInChosen' });
    expect(kiosk.view().step).toBe('passport');
    kiosk.actor.send({ type: 'kiosk.passportSent', passserial: 'A', passnum: '12' });
    expect(kiosk.view()).toMatchObject({ step: 'passport' });
    expect(Object.keys(kiosk.view().fields).sort()).toEqual(['passnum', 'passserial']);
    kiosk.actor.send({ type: 'kiosk.passportSent', passserial: 'ag', passnum: '1000061' });
    expect(kiosk.view()).toMatchObject({ step: 'passport', busy: true, fields: {} });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({
      step: 'checkedIn',
      movedToGeneralQueue: false,
      checkIn: { state: 'checkedIn' },
    });
    expect(kiosk.calls).toEqual(['offices', 'checkIn 7 AG 1000061']);
    kiosk.actor.send({ type: 'kiosk.done' });
    expect(kiosk.view()).toMatchObject({ step: 'menu', checkIn: null });
  });

  it('tells a citizen more than 15 minutes late that they were moved to the general queue', async () => {
    const kiosk = start({ late: true });
    await atMenu(kiosk);
    kiosk.actor.send({ type: 'kiosk.checkInChosen' });
    kiosk.actor.send({ type: 'kiosk.passportSent', passserial: 'AG', passnum: '1000061' });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({
      step: 'checkedIn',
      movedToGeneralQueue: true,
      checkIn: { queueNumber: 4 },
    });
  });

  it('keeps the ministry’s refusal on the passport step, and goes back to the menu', async () => {
    const kiosk = start({ refuse: 'No booking today' });
    await atMenu(kiosk);
    kiosk.actor.send({ type: 'kiosk.checkInChosen' });
    kiosk.actor.send({ type: 'kiosk.passportSent', passserial: 'AG', passnum: '1000061' });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'passport', error: { message: 'No booking today' } });
    kiosk.actor.send({ type: 'kiosk.done' });
    expect(kiosk.view()).toMatchObject({ step: 'menu', error: null });
  });

  it('takes a number in the general queue, retrying a failure', async () => {
    const kiosk = start({ failTake: true });
    await atMenu(kiosk);
    kiosk.actor.send({ type: 'kiosk.numberChosen' });
    expect(kiosk.view()).toMatchObject({ step: 'menu', busy: true });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'takeFailed', error: { message: null }, canRetry: true });
    kiosk.actor.send({ type: 'kiosk.retried' });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'ticket', ticket: { number: 12 } });
    expect(kiosk.calls).toEqual(['offices', 'take 7', 'take 7']);
    kiosk.actor.send({ type: 'kiosk.done' });
    expect(kiosk.view()).toMatchObject({ step: 'menu', ticket: null });
  });
});
