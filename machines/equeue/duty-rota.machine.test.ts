import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DutyRefused, type DutyRota, dutyRotaMachine } from './duty-rota.machine';
import { dutyRotaIntents, selectDutyRota } from './duty-rota.select';

const name = (text: string) => ({ oz: text, uz: text, ru: text });
const tojiyev = { id: 3, name: name('Tojiyev') };
const qodirova = { id: 9, name: name('Qodirova') };

function start(options: { refuse?: Record<string, string>; failLoad?: boolean } = {}) {
  const calls: string[] = [];
  let rota: DutyRota = { officeId: 2, items: [{ fromDay: '2025-01-01', notary: tojiyev }] };
  let loadFailures = options.failLoad ? 1 : 0;
  const machine = dutyRotaMachine.provide({
    actors: {
      loadRota: fromPromise(async ({ input }: { input: { officeId: number; regionId: number } }) => {
        calls.push(`load ${input.officeId} ${input.regionId}`);
        if (loadFailures-- > 0) throw new Error('network');
        return { rota, notaries: [tojiyev, qodirova] };
      }),
      setDuty: fromPromise(
        async ({ input }: { input: { officeId: number; fromDay: string; notaryId: number } }) => {
          calls.push(`set ${input.officeId} ${input.fromDay} ${input.notaryId}`);
          if (options.refuse) throw new DutyRefused(options.refuse);
          rota = { officeId: 2, items: [{ fromDay: input.fromDay, notary: qodirova }, ...rota.items] };
          return rota;
        },
      ),
    },
  });
  const actor = createActor(machine).start();
  const view = () => selectDutyRota(actor.getSnapshot());
  const intents = dutyRotaIntents(actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, intents, settled, calls };
}

describe('an office’s duty rota', () => {
  it('loads an office’s rota and notaries, checks the form, and sets a notary on duty from a date', async () => {
    const panel = start();
    expect(panel.view()).toMatchObject({ officeId: null, ready: false });
    panel.intents.setDuty('2026-12-01', 9);
    expect(panel.calls).toEqual([]);
    panel.intents.chooseOffice(2, 1726);
    await panel.settled();
    expect(panel.view()).toMatchObject({ ready: true, notaries: [tojiyev, qodirova] });
    panel.intents.setDuty('01.12.2026', null);
    expect(panel.view().fieldKeys).toEqual({
      fromDay: 'validation.error_wrong_date',
      notaryId: 'validation.error_wrong_notary_id',
    });
    panel.intents.setDuty('2026-12-01', 9);
    await panel.settled();
    expect(panel.view()).toMatchObject({ saved: true, fieldKeys: {} });
    expect(panel.view().rota?.items.map((row) => [row.fromDay, row.notary.id])).toEqual([
      ['2026-12-01', 9],
      ['2025-01-01', 3],
    ]);
    expect(panel.calls).toEqual(['load 2 1726', 'set 2 2026-12-01 9']);
  });

  it('keeps the ministry’s refusal by field, and retries a failed load', async () => {
    const panel = start({ refuse: { notaryId: 'Portalda ishlamaydi' }, failLoad: true });
    panel.intents.chooseOffice(2, 1726);
    await panel.settled();
    expect(panel.view().errorKey).toBe('duty.error');
    panel.intents.retry();
    await panel.settled();
    panel.intents.setDuty('2026-12-01', 9);
    await panel.settled();
    expect(panel.view()).toMatchObject({ saved: false, fieldMessages: { notaryId: 'Portalda ishlamaydi' } });
  });
});
