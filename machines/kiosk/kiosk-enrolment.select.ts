import type { SnapshotFrom } from 'xstate';
import type { KioskEnrolmentEvent, KioskEnrolmentMachine } from './kiosk-enrolment.machine';
import type { KioskIdentity } from './kiosk-identity';

export type KioskEnrolmentStep = 'loading' | 'entering' | 'enrolled' | 'failed';

export interface KioskEnrolmentView {
  step: KioskEnrolmentStep;
  busy: boolean;
  identity: KioskIdentity | null;
  /** Namespace kiosks: the typed code's form is wrong. */
  fieldKey: string | null;
  /** The ministry refused the code: its message, or null for the page's own. */
  refusal: { message: string | null } | null;
}

export function selectKioskEnrolment(snapshot: SnapshotFrom<KioskEnrolmentMachine>): KioskEnrolmentView {
  const { context } = snapshot;
  const step: KioskEnrolmentStep = snapshot.matches('enrolled')
    ? 'enrolled'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('loading')
        ? 'loading'
        : 'entering';
  return {
    step,
    busy: snapshot.hasTag('busy'),
    identity: context.identity,
    fieldKey: context.fieldKey,
    refusal: context.refusal,
  };
}

/** What the page may ask of the machine: the only place its events are spelled for the view. */
export function kioskEnrolmentIntents(send: (event: KioskEnrolmentEvent) => void) {
  return {
    submitCode: (code: string) => send({ type: 'enrolment.codeSent', code }),
    enrolAgain: () => send({ type: 'enrolment.restarted' }),
    retry: () => send({ type: 'enrolment.retried' }),
  };
}
