import type { SnapshotFrom } from 'xstate';
import type { KioskIdleEvent, KioskIdleMachine } from './kiosk-idle.machine';

export interface KioskIdleView {
  /** "Are you still here?" is open. */
  warning: boolean;
  /** Whole seconds left of the countdown (0 when not warning). */
  secondsLeft: number;
  /** The buttons answer only while the warning is open. */
  canConfirm: boolean;
  canLogOut: boolean;
}

/** What the countdown dialog renders (it compares no state names). */
export function selectKioskIdle(snapshot: SnapshotFrom<KioskIdleMachine>): KioskIdleView {
  const warning = snapshot.hasTag('warning');
  return {
    warning,
    secondsLeft: warning ? snapshot.context.secondsLeft : 0,
    canConfirm: snapshot.can({ type: 'idle.confirmed' }),
    canLogOut: snapshot.can({ type: 'idle.logoutChosen' }),
  };
}

/** What the dialog may ask of the machine: the only place its events are spelled for the view. */
export function kioskIdleIntents(send: (event: KioskIdleEvent) => void) {
  return {
    confirm: () => send({ type: 'idle.confirmed' }),
    logOut: () => send({ type: 'idle.logoutChosen' }),
  };
}
