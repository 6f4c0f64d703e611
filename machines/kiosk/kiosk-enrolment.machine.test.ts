import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { kioskEnrolmentMachine } from './kiosk-enrolment.machine';
import { kioskEnrolmentIntents, selectKioskEnrolment } from './kiosk-enrolment.select';
import { type KioskIdentity, KioskRefused } from './kiosk-identity';

const identity: KioskIdentity = {
  kioskId: 4,
  label: 'Kirish',
  office: { id: 1, name: { oz: 'Yunusobod', uz: 'Юнусобод', ru: 'Юнусабад' } },
};

function start(
  options: { stored?: KioskIdentity | null; storage?: 'broken'; refuse?: string | null; fail?: boolean } = {},
) {
  const codes: string[] = [];
  let refusals = options.refuse !== undefined ? 1 : 0;
  let failures = options.fail ? 1 : 0;
  const machine = kioskEnrolmentMachine.provide({
    actors: {
      loadCredential: fromPromise(async () => {
        if (options.storage === 'broken') throw new Error('no IndexedDB');
        return options.stored ?? null;
      }),
      enrol: fromPromise(async ({ input }: { input: { code: string } }) => {
        codes.push(input.code);
        if (refusals-- > 0) throw new KioskRefused(options.refuse ?? null);
        if (failures-- > 0) throw new Error('network');
        return identity;
      }),
    },
  });
  const actor = createActor(machine).start();
  const view = () => selectKioskEnrolment(actor.getSnapshot());
  const intents = kioskEnrolmentIntents(actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, intents, settled, codes };
}

describe('the kiosk’s enrolment', () => {
  it('asks a kiosk without a credential for the code, refuses a malformed one before sending, and is enrolled by a good one', async () => {
    const page = start();
    expect(page.view()).toMatchObject({ step: 'loading', busy: true });
    await page.settled();
    expect(page.view()).toMatchObject({ step: 'entering', identity: null });
    page.intents.submitCode('ABC');
    expect(page.view()).toMatchObject({ step: 'entering', fieldKey: 'validation.error_enrolment_code' });
    expect(page.codes).toEqual([]);
    page.intents.submitCode('abcd-efgh-jkmn');
    expect(page.view()).toMatchObject({ busy: true, fieldKey: null });
    await page.settled();
    expect(page.codes).toEqual(['abcd-efgh-jkmn']);
    expect(page.view()).toMatchObject({ step: 'enrolled', identity });
  });

  it('shows the ministry’s refusal of a code and lets the code be typed again', async () => {
    const page = start({ refuse: 'Kod noto‘g‘ri' });
    await page.settled();
    page.intents.submitCode('ABCDEFGHJKMN');
    await page.settled();
    expect(page.view()).toMatchObject({ step: 'entering', refusal: { message: 'Kod noto‘g‘ri' } });
    page.intents.submitCode('ABCDEFGHJKMP');
    await page.settled();
    expect(page.view()).toMatchObject({ step: 'enrolled', refusal: null });
  });

  it('an enrolled kiosk shows its office and may be enrolled again; a failure is retried', async () => {
    const page = start({ stored: identity, fail: true });
    await page.settled();
    expect(page.view()).toMatchObject({ step: 'enrolled', identity });
    page.intents.enrolAgain();
    expect(page.view().step).toBe('entering');
    page.intents.submitCode('ABCDEFGHJKMN');
    await page.settled();
    expect(page.view().step).toBe('failed');
    page.intents.retry();
    await page.settled();
    expect(page.view()).toMatchObject({ step: 'enrolled', identity });
  });

  it('a device that cannot keep a key says so', async () => {
    const page = start({ storage: 'broken' });
    await page.settled();
    expect(page.view().step).toBe('failed');
  });
});
