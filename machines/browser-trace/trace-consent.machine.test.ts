import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { selectTraceConsent, type TraceConsentData, traceConsentMachine } from './trace-consent.machine';

function start(load: () => Promise<TraceConsentData>) {
  const saved: boolean[] = [];
  const actor = createActor(
    traceConsentMachine.provide({
      actors: {
        load: fromPromise(load),
        save: fromPromise(async ({ input }) => {
          saved.push(input.consent);
          if (saved.length > 1) throw new Error('ministry down');
          return { consent: input.consent, traced: input.consent };
        }),
      },
    }),
  ).start();
  return { actor, saved };
}

describe('trace consent machine', () => {
  it('loads the consent, saves a change once, and keeps the ministry’s word when a save fails', async () => {
    const { actor, saved } = start(async () => ({ consent: false, traced: false }));
    expect(selectTraceConsent(actor.getSnapshot())).toMatchObject({
      consent: null,
      busy: true,
      canChange: false,
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectTraceConsent(actor.getSnapshot())).toMatchObject({ consent: false, canChange: true });
    actor.send({ type: 'traceConsent.changed', consent: false });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'traceConsent.changed', consent: true });
    expect(selectTraceConsent(actor.getSnapshot())).toMatchObject({ busy: true, canChange: false });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectTraceConsent(actor.getSnapshot())).toMatchObject({ consent: true, traced: true });
    actor.send({ type: 'traceConsent.changed', consent: false });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(saved).toEqual([true, false]);
    expect(selectTraceConsent(actor.getSnapshot()).consent).toBe(true);
  });

  it('says it failed to load and loads again when retried', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return { consent: true, traced: true };
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectTraceConsent(actor.getSnapshot()).failed).toBe(true);
    actor.send({ type: 'traceConsent.retried' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectTraceConsent(actor.getSnapshot()).consent).toBe(true);
  });
});
