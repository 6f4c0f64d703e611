import type { SnapshotFrom } from 'xstate';
import type { KioskIdentity } from '../kiosk/kiosk-identity';
import type {
  KioskEqueueEvent,
  KioskEqueueMachine,
  PassportField,
  TicketAnswer,
} from './kiosk-equeue.machine';

export type KioskEqueueStep =
  | 'loading'
  | 'unenrolled'
  | 'kioskRefused'
  | 'identifyFailed'
  | 'menu'
  | 'passport'
  | 'checkedIn'
  | 'ticket'
  | 'takeFailed';

export interface KioskEqueueView {
  step: KioskEqueueStep;
  busy: boolean;
  /** A nonce is being signed with the device key (before the call itself goes out). */
  signing: boolean;
  /** The kiosk as the ministry knows it: its office. */
  kiosk: KioskIdentity | null;
  fields: Record<string, string>;
  /** A refused or failed call: the ministry's message, or null for the generic one. */
  error: { message: string | null } | null;
  /** The ministry does not recognise this kiosk: its message, or null for the page's own. */
  refusal: { message: string | null } | null;
  /** Checked in: the number the office calls. */
  number: number | null;
  ticket: TicketAnswer | null;
  /** The passport field the on-screen keyboard types into. */
  focused: PassportField;
}

function stepOf(snapshot: SnapshotFrom<KioskEqueueMachine>): KioskEqueueStep {
  if (snapshot.matches('credential') || snapshot.matches({ identifying: 'signing' })) return 'loading';
  if (snapshot.matches({ identifying: 'sending' })) return 'loading';
  if (snapshot.matches({ identifying: 'failed' })) return 'identifyFailed';
  if (snapshot.matches('checking')) return 'passport';
  if (snapshot.matches({ number: 'failed' })) return 'takeFailed';
  if (snapshot.matches('refused')) return 'kioskRefused';
  if (snapshot.matches('number')) return 'menu';
  return snapshot.value as KioskEqueueStep;
}

export function selectKioskEqueue(snapshot: SnapshotFrom<KioskEqueueMachine>): KioskEqueueView {
  const { context } = snapshot;
  return {
    step: stepOf(snapshot),
    busy: snapshot.hasTag('busy'),
    signing:
      snapshot.matches({ identifying: 'signing' }) ||
      snapshot.matches({ checking: 'signing' }) ||
      snapshot.matches({ number: 'signing' }),
    kiosk: context.kiosk,
    fields: context.fields,
    error: context.error,
    refusal: context.refusal,
    number: context.number,
    ticket: context.ticket,
    focused: context.focused,
  };
}

/** What the page may ask of the machine: the only place its events are spelled for the view. */
export function kioskEqueueIntents(send: (event: KioskEqueueEvent) => void) {
  return {
    chooseCheckIn: () => send({ type: 'kiosk.checkInChosen' }),
    chooseNumber: () => send({ type: 'kiosk.numberChosen' }),
    sendPassport: (passserial: string, passnum: string) =>
      send({ type: 'kiosk.passportSent', passserial, passnum }),
    retry: () => send({ type: 'kiosk.retried' }),
    done: () => send({ type: 'kiosk.done' }),
    focus: (field: PassportField) => send({ type: 'kiosk.fieldFocused', field }),
    closeKeyboard: () => send({ type: 'kiosk.keyboardClosed' }),
  };
}
