import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { equeueTodayMachine, type TodayMark } from './equeue-today.machine';
import { selectEqueueToday } from './equeue-today.select';

function start(options: { failLoad?: number; refuse?: string } = {}) {
  const calls: string[] = [];
  let loads = 0;
  const machine = equeueTodayMachine.provide({
    actors: {
      loadToday: fromPromise(async (): Promise<unknown> => {
        loads += 1;
        calls.push('load');
        if (options.failLoad === loads) throw new Error('');
        return { day: '2026-11-24', loads };
      }),
      markBooking: fromPromise(
        async ({ input }: { input: { bookingId: number; mark: TodayMark } }): Promise<unknown> => {
          calls.push(`${input.mark} ${input.bookingId}`);
          if (options.refuse) throw new Error(options.refuse);
          return {};
        },
      ),
    },
  });
  const actor = createActor(machine).start();
  const view = () => selectEqueueToday<{ day: string; loads: number }>(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, calls, settled };
}

describe('the notary’s day', () => {
  it('loads the day, retries a failed load', async () => {
    const { actor, view, settled } = start({ failLoad: 1 });
    expect(view()).toMatchObject({ busy: true, today: null });
    await settled();
    expect(view()).toMatchObject({ errorKey: 'load.error', canRetry: true });
    actor.send({ type: 'today.retried' });
    await settled();
    expect(view()).toMatchObject({ errorKey: null, canRetry: false, today: { loads: 2 } });
  });

  it('marks a booking served, one mark at a time, and loads the day again', async () => {
    const { actor, view, calls, settled } = start();
    await settled();
    actor.send({ type: 'today.marked', bookingId: 4, mark: 'served' });
    actor.send({ type: 'today.marked', bookingId: 5, mark: 'missed' }); // while sending: ignored
    expect(view()).toMatchObject({ sending: true, busy: true });
    await settled();
    expect(calls).toEqual(['load', 'served 4', 'load']);
    expect(view()).toMatchObject({ sending: false, actionError: null, today: { loads: 2 } });
  });

  it('keeps a refused mark’s message and still loads the day again', async () => {
    const { actor, view, calls, settled } = start({ refuse: 'Not now' });
    await settled();
    actor.send({ type: 'today.marked', bookingId: 4, mark: 'missed' });
    await settled();
    expect(view().actionError).toEqual({ message: 'Not now' });
    expect(calls).toEqual(['load', 'missed 4', 'load']);
  });
});
