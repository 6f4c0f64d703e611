import type { SnapshotFrom } from 'xstate';
import type {
  ActActionsEvent,
  ActActionsMachine,
  ActChangeMachine,
  ActFeeMachine,
} from './act-actions.machine';

export interface ActActionsView<EventType extends string, Payload> {
  /** The event whose dialog is open; null when none is, or the act no longer allows it. */
  openEvent: EventType | null;
  busy: boolean;
  open: (event: EventType) => void;
  close: () => void;
  confirm: (act: { uuid: string; version: number }, payload: Payload | null) => void;
}

/**
 * The bar's dialog and its intents. `allowed` is what the act allows the viewer now (`view.allowed`):
 * the event may stop being allowed while its dialog is open (someone else moved the act).
 */
export function selectActActions<Act, EventType extends string, Payload>(
  snapshot: SnapshotFrom<ActActionsMachine<Act, EventType, Payload>>,
  send: (event: ActActionsEvent<EventType, Payload>) => void,
  allowed: readonly EventType[],
): ActActionsView<EventType, Payload> {
  const { open } = snapshot.context;
  return {
    openEvent: open !== null && allowed.includes(open) ? open : null,
    busy: snapshot.hasTag('busy'),
    open: (event) => send({ type: 'action.opened', event }),
    close: () => send({ type: 'action.closed' }),
    confirm: ({ uuid, version }, payload) => send({ type: 'action.confirmed', uuid, version, payload }),
  };
}

export interface ActFeeView<Fee> {
  loading: boolean;
  fee: Fee | null;
}

export function selectActFee<Fee>(snapshot: SnapshotFrom<ActFeeMachine<Fee>>): ActFeeView<Fee> {
  return { loading: snapshot.hasTag('busy'), fee: snapshot.context.fee };
}

export interface ActChangeView<Request> {
  busy: boolean;
  submit: (request: Request) => void;
}

export function selectActChange<Act, Request>(
  snapshot: SnapshotFrom<ActChangeMachine<Act, Request>>,
  send: (event: { type: 'change.submitted'; request: Request }) => void,
): ActChangeView<Request> {
  return { busy: snapshot.hasTag('busy'), submit: (request) => send({ type: 'change.submitted', request }) };
}
