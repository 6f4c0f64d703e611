import type { SnapshotFrom } from 'xstate';
import type { CheckInAnswer, KioskEqueueMachine, TicketAnswer } from './kiosk-equeue.machine';
import type { OfficeOption } from './office-step';

export type KioskEqueueStep = 'office' | 'menu' | 'passport' | 'checkedIn' | 'ticket' | 'takeFailed';

export interface KioskEqueueView {
  step: KioskEqueueStep;
  busy: boolean;
  /** Namespace equeue: the offices could not be loaded. */
  loadErrorKey: string | null;
  canRetry: boolean;
  offices: OfficeOption[];
  office: OfficeOption | null;
  fields: Record<string, string>;
  /** A refused or failed call: the ministry's message, or null for the generic one. */
  error: { message: string | null } | null;
  checkIn: CheckInAnswer | null;
  /** The citizen came more than 15 minutes late: moved to the general queue, with its number. */
  movedToGeneralQueue: boolean;
  ticket: TicketAnswer | null;
}

export function selectKioskEqueue(snapshot: SnapshotFrom<KioskEqueueMachine>): KioskEqueueView {
  const { context } = snapshot;
  const step: KioskEqueueStep = snapshot.matches('office')
    ? 'office'
    : snapshot.matches('checking')
      ? 'passport'
      : snapshot.matches('taking')
        ? 'menu'
        : (snapshot.value as KioskEqueueStep);
  return {
    step,
    busy: snapshot.hasTag('busy'),
    loadErrorKey: snapshot.matches({ office: 'failed' }) ? 'load.error' : null,
    canRetry: snapshot.can({ type: 'kiosk.retried' }),
    offices: context.offices ?? [],
    office: context.offices?.find((office) => office.id === context.officeId) ?? null,
    fields: context.fields,
    error: context.error,
    checkIn: context.checkIn,
    movedToGeneralQueue: context.checkIn?.lateNotice ?? false,
    ticket: context.ticket,
  };
}
