import type { SnapshotFrom } from 'xstate';
import type { DutyNotaryOption, DutyRota, DutyRotaEvent, DutyRotaMachine } from './duty-rota.machine';

export interface DutyRotaView {
  officeId: number | null;
  busy: boolean;
  /** An office is chosen and its rota loaded: the form may be sent. */
  ready: boolean;
  /** Namespace kiosks: the rota could not be loaded or saved. */
  errorKey: string | null;
  rota: DutyRota | null;
  notaries: DutyNotaryOption[];
  fieldKeys: Record<string, string>;
  fieldMessages: Record<string, string>;
  saved: boolean;
}

export function selectDutyRota(snapshot: SnapshotFrom<DutyRotaMachine>): DutyRotaView {
  const { context } = snapshot;
  return {
    officeId: context.officeId,
    busy: snapshot.hasTag('busy'),
    ready: snapshot.matches('ready') || snapshot.matches('saving'),
    errorKey: snapshot.matches('failed') ? 'duty.error' : null,
    rota: context.rota,
    notaries: context.notaries,
    fieldKeys: context.fieldKeys,
    fieldMessages: context.fieldMessages,
    saved: context.saved && snapshot.matches('ready'),
  };
}

/** What the panel may ask of the machine: the only place its events are spelled for the view. */
export function dutyRotaIntents(send: (event: DutyRotaEvent) => void) {
  return {
    chooseOffice: (officeId: number, regionId: number) =>
      send({ type: 'duty.officeChosen', officeId, regionId }),
    setDuty: (fromDay: string, notaryId: number | null) => send({ type: 'duty.sent', fromDay, notaryId }),
    retry: () => send({ type: 'duty.retried' }),
  };
}
