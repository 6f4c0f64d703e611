import { assign, fromPromise, setup } from 'xstate';
import { citizenPassportType, passportNumberSchema } from '../fields/passport-number';
import { passportSeriesSchema } from '../fields/passport-series';
import { loadOffices, type OfficeOption, officeStep } from './office-step';

/**
 * /kiosk/equeue (decision 058): the kiosk in a notary office. The office is chosen once per kiosk
 * session (the kiosk has no identity of its own yet, decision 057); then a citizen either checks
 * in today's booking by the passport typed on the on-screen keyboard, or takes a number in the
 * office's general queue. A check-in more than 15 minutes late answers with the general queue's
 * number and `lateNotice`: the citizen is told they lost the slot. Every call is an actor the UI
 * provides; a refusal keeps the ministry's message (in the user's language) or none for the generic one.
 */

export interface CheckInAnswer {
  id: number;
  equeuetime: string;
  state: string;
  queueNumber?: number | null;
  lateNotice: boolean;
}
export interface TicketAnswer {
  officeId: number;
  day: string;
  number: number;
}

export interface KioskEqueueContext {
  offices: OfficeOption[] | null;
  officeId: number | null;
  /** The field errors of the typed passport (keys of namespace equeue). */
  fields: Record<string, string>;
  checkIn: CheckInAnswer | null;
  ticket: TicketAnswer | null;
  error: { message: string | null } | null;
}

export type KioskEqueueEvent =
  | { type: 'kiosk.officeChosen'; officeId: number }
  | { type: 'kiosk.checkInChosen' }
  | { type: 'kiosk.numberChosen' }
  | { type: 'kiosk.passportSent'; passserial: string; passnum: string }
  | { type: 'kiosk.retried' }
  | { type: 'kiosk.done' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

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

export const kioskEqueueMachine = setup({
  types: {
    context: {} as KioskEqueueContext,
    events: {} as KioskEqueueEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadOffices,
    checkIn: fromPromise<CheckInAnswer, { officeId: number; passserial: string; passnum: string }>(
      notProvided('checkIn'),
    ),
    takeNumber: fromPromise<TicketAnswer, { officeId: number }>(notProvided('takeNumber')),
  },
  actions: {
    storeOffices: assign({
      offices: ({ event }) => (event as unknown as { output: OfficeOption[] }).output,
    }),
    chooseOffice: assign({
      officeId: ({ context, event }) =>
        event.type === 'kiosk.officeChosen' ? event.officeId : context.officeId,
    }),
  },
  guards: {
    offered: ({ context, event }) =>
      event.type === 'kiosk.officeChosen' &&
      (context.offices?.some((office) => office.id === event.officeId) ?? false),
  },
}).createMachine({
  id: 'kioskEqueue',
  context: { offices: null, officeId: null, fields: {}, checkIn: null, ticket: null, error: null },
  initial: 'office',
  states: {
    office: officeStep('kiosk.retried', {
      on: {
        'kiosk.officeChosen': { guard: 'offered', target: '#kioskEqueue.menu', actions: 'chooseOffice' },
      },
    }),
    menu: {
      entry: assign({ fields: {}, checkIn: null, ticket: null, error: null }),
      on: {
        'kiosk.checkInChosen': 'passport',
        'kiosk.numberChosen': 'taking',
      },
    },
    passport: {
      on: {
        'kiosk.passportSent': [
          {
            guard: ({ event }) => checkPassport(event.passserial, event.passnum).ok,
            target: 'checking',
            actions: assign({ fields: {} }),
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
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkIn',
        input: ({ context, event }) => {
          if (event.type !== 'kiosk.passportSent' || context.officeId === null) {
            throw new Error('checking in without a passport');
          }
          const checked = checkPassport(event.passserial, event.passnum);
          if (!checked.ok) throw new Error('checking in with a malformed passport');
          return { officeId: context.officeId, passserial: checked.passserial, passnum: checked.passnum };
        },
        onDone: { target: 'checkedIn', actions: assign({ checkIn: ({ event }) => event.output }) },
        onError: {
          target: 'passport',
          actions: assign({ error: ({ event }) => ({ message: messageOf(event.error) }) }),
        },
      },
    },
    checkedIn: { on: { 'kiosk.done': 'menu' } },
    taking: {
      tags: ['busy'],
      invoke: {
        src: 'takeNumber',
        input: ({ context }) => ({ officeId: context.officeId ?? 0 }),
        onDone: { target: 'ticket', actions: assign({ ticket: ({ event }) => event.output }) },
        onError: {
          target: 'takeFailed',
          actions: assign({ error: ({ event }) => ({ message: messageOf(event.error) }) }),
        },
      },
    },
    takeFailed: { on: { 'kiosk.retried': 'taking', 'kiosk.done': 'menu' } },
    ticket: { on: { 'kiosk.done': 'menu' } },
  },
});

export type KioskEqueueMachine = typeof kioskEqueueMachine;
