import { assign, fromPromise, setup } from 'xstate';
import { isEnrolmentCode } from './kiosk.schema';
import { type KioskIdentity, KioskRefused, messageOf } from './kiosk-identity';

/**
 * /kiosk/enrol (decision 070): whoever sets a kiosk up types the one-time code an administrator issued
 * at /admin/kiosks. The page reads what the kiosk holds already (`loadCredential`: the stored identity,
 * or null), then on a code of the right form `enrol` makes a key pair on the device (the private key
 * never leaves it), sends the code and the public key, and stores the answer with the key. A code the
 * ministry refuses (wrong, used, expired, too many tries) comes back to the form with its message; an
 * enrolled kiosk may be enrolled again with a new code (a new key replaces the old). Both actors are
 * the UI's.
 */

export interface KioskEnrolmentContext {
  identity: KioskIdentity | null;
  /** The code's form is wrong (a key of namespace kiosks). */
  fieldKey: string | null;
  /** The ministry refused the code: its message, or null for the generic one. */
  refusal: { message: string | null } | null;
}

export type KioskEnrolmentEvent =
  | { type: 'enrolment.codeSent'; code: string }
  | { type: 'enrolment.restarted' }
  | { type: 'enrolment.retried' };

export const kioskEnrolmentMachine = setup({
  types: {
    context: {} as KioskEnrolmentContext,
    events: {} as KioskEnrolmentEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadCredential: fromPromise<KioskIdentity | null>(async () => {
      throw new Error('loadCredential not provided');
    }),
    enrol: fromPromise<KioskIdentity, { code: string }>(async () => {
      throw new Error('enrol not provided');
    }),
  },
  guards: {
    wellFormed: ({ event }) => event.type === 'enrolment.codeSent' && isEnrolmentCode(event.code),
    refused: ({ event }) => 'error' in event && event.error instanceof KioskRefused,
  },
}).createMachine({
  id: 'kioskEnrolment',
  context: { identity: null, fieldKey: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadCredential',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'enrolled',
            actions: assign({ identity: ({ event }) => event.output }),
          },
          { target: 'entering' },
        ],
        // The device keeps nothing (no IndexedDB, private browsing): it cannot hold a key either.
        onError: { target: 'failed' },
      },
    },
    entering: {
      on: {
        'enrolment.codeSent': [
          { guard: 'wellFormed', target: 'enrolling', actions: assign({ fieldKey: null, refusal: null }) },
          { actions: assign({ fieldKey: 'validation.error_enrolment_code', refusal: null }) },
        ],
      },
    },
    enrolling: {
      tags: ['busy'],
      invoke: {
        src: 'enrol',
        input: ({ event }) => {
          if (event.type !== 'enrolment.codeSent') throw new Error('enrolling without a code');
          return { code: event.code };
        },
        onDone: { target: 'enrolled', actions: assign({ identity: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'refused',
            target: 'entering',
            actions: assign({ refusal: ({ event }) => ({ message: messageOf(event.error) }) }),
          },
          { target: 'failed' },
        ],
      },
    },
    enrolled: {
      on: {
        'enrolment.restarted': { target: 'entering', actions: assign({ fieldKey: null, refusal: null }) },
      },
    },
    failed: { on: { 'enrolment.retried': 'loading' } },
  },
});

export type KioskEnrolmentMachine = typeof kioskEnrolmentMachine;
