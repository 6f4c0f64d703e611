import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { KioskOperation } from '../kiosk/kiosk.schema';
import { type KioskIdentity, KioskRefused } from '../kiosk/kiosk-identity';
import type { KioskProof } from '../kiosk/kiosk-proof';
import { kioskEqueueMachine, type TicketAnswer } from './kiosk-equeue.machine';
import { kioskEqueueIntents, selectKioskEqueue } from './kiosk-equeue.select';

const name = (text: string) => ({ oz: text, uz: text, ru: text });
const identity: KioskIdentity = { kioskId: 3, label: 'Kirish', office: { id: 7, name: name('Office 7') } };

interface Script {
  /** The device holds no credential. */
  unenrolled?: boolean;
  /** The ministry refuses the kiosk at this call (a revoked kiosk, say). */
  refuseAt?: 'prove' | 'identify' | 'checkIn' | 'takeNumber';
  /** This call fails once, as a limit reached or the network would. */
  failOnce?: 'identify' | 'checkIn' | 'takeNumber';
}

function start(script: Script = {}) {
  const calls: string[] = [];
  let proofs = 0;
  let failures = script.failOnce ? 1 : 0;
  const call = (at: NonNullable<Script['failOnce']> | 'prove') => {
    if (script.refuseAt === at) throw new KioskRefused('Kiosk bekor qilingan');
    if (script.failOnce === at && failures-- > 0) throw new Error('Juda ko‘p');
  };
  const machine = kioskEqueueMachine.provide({
    actors: {
      loadCredential: fromPromise(async () => (script.unenrolled ? null : identity.kioskId)),
      prove: fromPromise(async ({ input }: { input: { operation: KioskOperation; inputs: string[] } }) => {
        calls.push(`prove ${input.operation} ${input.inputs.join(' ')}`.trim());
        call('prove');
        const proof: KioskProof = { kioskId: identity.kioskId, nonce: `n${++proofs}`, signature: 's' };
        return proof;
      }),
      identify: fromPromise(async ({ input }: { input: { proof: KioskProof } }) => {
        calls.push(`identify ${input.proof.nonce}`);
        call('identify');
        return identity;
      }),
      checkIn: fromPromise(
        async ({ input }: { input: { passserial: string; passnum: string; proof: KioskProof } }) => {
          calls.push(`checkIn ${input.passserial} ${input.passnum} ${input.proof.nonce}`);
          call('checkIn');
          return { number: 17 };
        },
      ),
      takeNumber: fromPromise(async ({ input }: { input: { proof: KioskProof } }) => {
        calls.push(`take ${input.proof.nonce}`);
        call('takeNumber');
        const ticket: TicketAnswer = { officeId: 7, day: '2026-11-24', number: 12 };
        return ticket;
      }),
    },
  });
  const actor = createActor(machine).start();
  const view = () => selectKioskEqueue(actor.getSnapshot());
  const intents = kioskEqueueIntents(actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, intents, calls, settled };
}

describe('the kiosk’s equeue', () => {
  it('a kiosk without a device credential shows it is not enrolled and offers nothing', async () => {
    const kiosk = start({ unenrolled: true });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'unenrolled', kiosk: null });
    kiosk.intents.chooseCheckIn();
    kiosk.intents.chooseNumber();
    expect(kiosk.view().step).toBe('unenrolled');
    expect(kiosk.calls).toEqual([]);
  });

  it('proves itself before anything: signs a nonce, then learns its office', async () => {
    const kiosk = start();
    const seen: { step: string; signing: boolean }[] = [];
    kiosk.actor.subscribe((snapshot) => {
      const { step, signing } = selectKioskEqueue(snapshot);
      seen.push({ step, signing });
    });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'menu', kiosk: identity, signing: false });
    expect(kiosk.calls).toEqual(['prove identify', 'identify n1']);
    expect(seen).toEqual([
      { step: 'loading', signing: true },
      { step: 'loading', signing: false },
      { step: 'menu', signing: false },
    ]);
  });

  it('checks a passport in with a proof signed over that passport, answering the number only', async () => {
    const kiosk = start();
    await kiosk.settled();
    kiosk.intents.chooseCheckIn();
    expect(kiosk.view().step).toBe('passport');
    kiosk.intents.sendPassport('A', '12');
    expect(Object.keys(kiosk.view().fields).sort()).toEqual(['passnum', 'passserial']);
    expect(kiosk.calls).toHaveLength(2);
    kiosk.intents.sendPassport('ag', '1000061');
    expect(kiosk.view()).toMatchObject({ step: 'passport', busy: true, signing: true, fields: {} });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'checkedIn', number: 17 });
    expect(kiosk.calls.slice(2)).toEqual(['prove checkIn AG 1000061', 'checkIn AG 1000061 n2']);
    expect(kiosk.actor.getSnapshot().context).toMatchObject({ passport: null, proof: null });
    kiosk.intents.done();
    expect(kiosk.view()).toMatchObject({ step: 'menu', number: null });
  });

  it('moves the on-screen keyboard between the passport’s fields, the series first on every visit', async () => {
    const kiosk = start();
    await kiosk.settled();
    kiosk.intents.chooseCheckIn();
    expect(kiosk.view().focused).toBe('passserial');
    kiosk.intents.closeKeyboard();
    expect(kiosk.view().focused).toBe('passnum');
    kiosk.intents.closeKeyboard();
    expect(kiosk.view().focused).toBe('passserial');
    kiosk.intents.focus('passnum');
    expect(kiosk.view().focused).toBe('passnum');
    kiosk.intents.done();
    expect(kiosk.view()).toMatchObject({ step: 'menu', focused: 'passserial' });
    kiosk.intents.chooseCheckIn();
    expect(kiosk.view().focused).toBe('passserial');
  });

  it('keeps a refused check-in’s message on the passport step; the next try signs anew', async () => {
    const kiosk = start({ failOnce: 'checkIn' });
    await kiosk.settled();
    kiosk.intents.chooseCheckIn();
    kiosk.intents.sendPassport('AG', '1000061');
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'passport', error: { message: 'Juda ko‘p' } });
    kiosk.intents.sendPassport('AG', '1000061');
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'checkedIn', error: null });
    expect(kiosk.calls.filter((c) => c.startsWith('checkIn'))).toEqual([
      'checkIn AG 1000061 n2',
      'checkIn AG 1000061 n3',
    ]);
  });

  it('takes a general-queue number, retrying a failure with a new proof', async () => {
    const kiosk = start({ failOnce: 'takeNumber' });
    await kiosk.settled();
    kiosk.intents.chooseNumber();
    expect(kiosk.view()).toMatchObject({ step: 'menu', busy: true });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'takeFailed', error: { message: 'Juda ko‘p' } });
    kiosk.intents.retry();
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'ticket', ticket: { number: 12 } });
    expect(kiosk.calls.slice(2)).toEqual(['prove takeNumber', 'take n2', 'prove takeNumber', 'take n3']);
    kiosk.intents.done();
    expect(kiosk.view()).toMatchObject({ step: 'menu', ticket: null });
  });

  for (const at of ['prove', 'identify', 'checkIn', 'takeNumber'] as const) {
    it(`a kiosk the ministry refuses at ${at} ends refused, with the ministry’s message, and may look again`, async () => {
      const kiosk = start({ refuseAt: at });
      await kiosk.settled();
      if (at === 'checkIn') {
        kiosk.intents.chooseCheckIn();
        kiosk.intents.sendPassport('AG', '1000061');
      }
      if (at === 'takeNumber') kiosk.intents.chooseNumber();
      await kiosk.settled();
      expect(kiosk.view()).toMatchObject({
        step: 'kioskRefused',
        refusal: { message: 'Kiosk bekor qilingan' },
      });
      kiosk.intents.chooseCheckIn();
      expect(kiosk.view().step).toBe('kioskRefused');
      kiosk.intents.retry();
      expect(kiosk.view()).toMatchObject({ step: 'loading', refusal: null });
    });
  }

  it('a failed identification is retried', async () => {
    const kiosk = start({ failOnce: 'identify' });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'identifyFailed', error: { message: 'Juda ko‘p' } });
    kiosk.intents.retry();
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ step: 'menu', kiosk: identity });
  });
});
