import { assign, fromPromise, setup } from 'xstate';
import { citizenPassportType, passportNumberSchema } from '../fields/passport-number';
import { passportSeriesSchema } from '../fields/passport-series';
import type { KioskOperation } from '../kiosk/kiosk.schema';
import { type KioskIdentity, KioskRefused, messageOf } from '../kiosk/kiosk-identity';
import type { KioskProof } from '../kiosk/kiosk-proof';

/**
 * /kiosk/equeue (decisions 058, 070): the enrolled kiosk in a notary office. It first looks for its
 * device credential (`loadCredential`: none -> `unenrolled`, a clear message instead of the check-in),
 * then proves itself to learn its office (`identifying`). Each kiosk-only operation is signed before
 * it is sent: `signing` asks the ministry for a nonce and signs it with the device key (`prove`), then
 * `sending` calls with the proof. A citizen checks in by the passport typed on the on-screen keyboard
 * (answered with the number the office calls, nothing else) or takes a general-queue number. The
 * ministry refusing the kiosk itself (no proof, a refused proof, a revoked kiosk) ends in `refused`;
 * a limit reached or any other refusal keeps the ministry's message on the step. Every call is an
 * actor the UI provides.
 */

export interface TicketAnswer {
  officeId: number;
  day: string;
  number: number;
}

export interface Passport {
  passserial: string;
  passnum: string;
}

/** A field of the typed passport: the one focused is the one the on-screen keyboard types into. */
export type PassportField = 'passserial' | 'passnum';

export interface KioskEqueueContext {
  kiosk: KioskIdentity | null;
  /** The passport field the on-screen keyboard types into (the series first). */
  focused: PassportField;
  /** The passport being checked in, between its signing and its sending. */
  passport: Passport | null;
  /** The signed proof of the operation under way (the UI's object: traces show its class only). */
  proof: KioskProof | null;
  /** The field errors of the typed passport (keys of namespace equeue). */
  fields: Record<string, string>;
  /** The number the check-in gave. */
  number: number | null;
  ticket: TicketAnswer | null;
  error: { message: string | null } | null;
  /** The ministry does not recognise the kiosk: its message, or null for the page's own. */
  refusal: { message: string | null } | null;
}

export type KioskEqueueEvent =
  | { type: 'kiosk.checkInChosen' }
  | { type: 'kiosk.numberChosen' }
  | { type: 'kiosk.passportSent'; passserial: string; passnum: string }
  | { type: 'kiosk.retried' }
  | { type: 'kiosk.done' }
  | { type: 'kiosk.fieldFocused'; field: PassportField }
  | { type: 'kiosk.keyboardClosed' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

/** The passport's rule, written once in machines/fields and also applied by the ministry. */
export function checkPassport(passserial: string, passnum: string) {
  const series = passportSeriesSchema.safeParse(passserial);
  const number = passportNumberSchema(citizenPassportType).safeParse(passnum);
  const fields: Record<string, string> = {};
  if (!series.success) fields.passserial = series.error.issues[0]?.message ?? 'error_wrong_passport';
  if (!number.success) fields.passnum = number.error.issues[0]?.message ?? 'error_wrong_passport';
  return series.success && number.success
    ? { ok: true as const, passserial: series.data, passnum: number.data }
    : { ok: false as const, fields };
}

const refusedBy = {
  guard: 'refused' as const,
  target: '#kioskEqueue.refused',
  actions: 'keepRefusal' as const,
};

export const kioskEqueueMachine = setup({
  types: {
    context: {} as KioskEqueueContext,
    events: {} as KioskEqueueEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** Whether the device holds a credential: its kiosk id, or null when never enrolled. */
    loadCredential: fromPromise<number | null>(notProvided('loadCredential')),
    /** A nonce of the ministry signed with the device key for `operation` over `inputs`. */
    prove: fromPromise<KioskProof, { operation: KioskOperation; inputs: string[] }>(notProvided('prove')),
    identify: fromPromise<KioskIdentity, { proof: KioskProof }>(notProvided('identify')),
    checkIn: fromPromise<{ number: number }, Passport & { proof: KioskProof }>(notProvided('checkIn')),
    takeNumber: fromPromise<TicketAnswer, { proof: KioskProof }>(notProvided('takeNumber')),
  },
  actions: {
    keepProof: assign({ proof: ({ event }) => (event as unknown as { output: KioskProof }).output }),
    keepRefusal: assign({
      proof: null,
      refusal: ({ event }) => ({ message: messageOf((event as unknown as { error: unknown }).error) }),
    }),
    keepError: assign({
      proof: null,
      error: ({ event }) => ({ message: messageOf((event as unknown as { error: unknown }).error) }),
    }),
  },
  guards: {
    refused: ({ event }) => 'error' in event && event.error instanceof KioskRefused,
  },
}).createMachine({
  id: 'kioskEqueue',
  context: {
    kiosk: null,
    focused: 'passserial',
    passport: null,
    proof: null,
    fields: {},
    number: null,
    ticket: null,
    error: null,
    refusal: null,
  },
  initial: 'credential',
  states: {
    credential: {
      tags: ['busy'],
      entry: assign({ refusal: null, error: null }),
      invoke: {
        src: 'loadCredential',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'unenrolled' },
          { target: 'identifying' },
        ],
        onError: { target: 'unenrolled' },
      },
    },
    // No device credential: the page says so and where a kiosk is enrolled, instead of the check-in.
    unenrolled: {},
    identifying: {
      initial: 'signing',
      states: {
        signing: {
          tags: ['busy'],
          invoke: {
            src: 'prove',
            input: { operation: 'identify', inputs: [] },
            onDone: { target: 'sending', actions: 'keepProof' },
            onError: [refusedBy, { target: 'failed', actions: 'keepError' }],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'identify',
            input: ({ context }) => ({ proof: context.proof! }),
            onDone: {
              target: '#kioskEqueue.menu',
              actions: assign({ kiosk: ({ event }) => event.output, proof: null }),
            },
            onError: [refusedBy, { target: 'failed', actions: 'keepError' }],
          },
        },
        failed: { on: { 'kiosk.retried': 'signing' } },
      },
    },
    menu: {
      entry: assign({
        fields: {},
        passport: null,
        number: null,
        ticket: null,
        error: null,
        focused: 'passserial' as PassportField,
      }),
      on: {
        'kiosk.checkInChosen': 'passport',
        'kiosk.numberChosen': 'number',
      },
    },
    passport: {
      on: {
        'kiosk.passportSent': [
          {
            guard: ({ event }) => checkPassport(event.passserial, event.passnum).ok,
            target: 'checking',
            actions: assign({
              fields: {},
              error: null,
              passport: ({ event }) => {
                const checked = checkPassport(event.passserial, event.passnum);
                return checked.ok ? { passserial: checked.passserial, passnum: checked.passnum } : null;
              },
            }),
          },
          {
            actions: assign({
              fields: ({ event }) => {
                const checked = checkPassport(event.passserial, event.passnum);
                return checked.ok ? {} : checked.fields;
              },
            }),
          },
        ],
        'kiosk.done': 'menu',
        'kiosk.fieldFocused': { actions: assign({ focused: ({ event }) => event.field }) },
        // Closing the keyboard moves it to the other field (a kiosk has no tab key).
        'kiosk.keyboardClosed': {
          actions: assign({
            focused: ({ context }): PassportField =>
              context.focused === 'passserial' ? 'passnum' : 'passserial',
          }),
        },
      },
    },
    checking: {
      initial: 'signing',
      states: {
        signing: {
          tags: ['busy'],
          invoke: {
            src: 'prove',
            input: ({ context }) => ({
              operation: 'checkIn' as const,
              inputs: [context.passport!.passserial, context.passport!.passnum],
            }),
            onDone: { target: 'sending', actions: 'keepProof' },
            onError: [refusedBy, { target: '#kioskEqueue.passport', actions: 'keepError' }],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'checkIn',
            input: ({ context }) => ({ ...context.passport!, proof: context.proof! }),
            onDone: {
              target: '#kioskEqueue.checkedIn',
              actions: assign({ number: ({ event }) => event.output.number, proof: null, passport: null }),
            },
            onError: [refusedBy, { target: '#kioskEqueue.passport', actions: 'keepError' }],
          },
        },
      },
    },
    checkedIn: { on: { 'kiosk.done': 'menu' } },
    number: {
      initial: 'signing',
      states: {
        signing: {
          tags: ['busy'],
          invoke: {
            src: 'prove',
            input: { operation: 'takeNumber', inputs: [] },
            onDone: { target: 'sending', actions: 'keepProof' },
            onError: [refusedBy, { target: 'failed', actions: 'keepError' }],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'takeNumber',
            input: ({ context }) => ({ proof: context.proof! }),
            onDone: {
              target: '#kioskEqueue.ticket',
              actions: assign({ ticket: ({ event }) => event.output, proof: null }),
            },
            onError: [refusedBy, { target: 'failed', actions: 'keepError' }],
          },
        },
        failed: { on: { 'kiosk.retried': 'signing', 'kiosk.done': '#kioskEqueue.menu' } },
      },
    },
    ticket: { on: { 'kiosk.done': 'menu' } },
    // The ministry does not recognise this kiosk (revoked, or its proof refused): nothing is offered
    // but to look again (after an administrator enrolled it anew, say).
    refused: { on: { 'kiosk.retried': 'credential' } },
  },
});

export type KioskEqueueMachine = typeof kioskEqueueMachine;
