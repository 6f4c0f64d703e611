import { assertEvent, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { ActGeneralEdit } from './act-general.schema';

/**
 * The notary's dialog for the act's general fields while checking it (decision 080): closed, editing
 * (the form), saving (the call under way, the dialog cannot be closed). A save that went through
 * closes it; a refused one (the global error policy's toast) leaves the form open with what was typed.
 * Whether the button is there at all is the act's projection (`view.canEditGeneral`). The act's uuid
 * and version come with the submission, as the page has them then; the act after a save is emitted
 * (`general.saved`) for the page to show.
 */
export interface ActVersion {
  uuid: string;
  version: number;
}

export type ActGeneralEditEvent =
  | { type: 'general.editOpened' }
  | { type: 'general.editClosed' }
  | { type: 'general.submitted'; act: ActVersion; values: ActGeneralEdit };

export interface ActGeneralSave extends ActVersion {
  general: ActGeneralEdit;
}

export const actGeneralEditMachine = setup({
  types: {
    events: {} as ActGeneralEditEvent,
    emitted: {} as { type: 'general.saved'; act: unknown },
  },
  actors: {
    /** Sends the edit; answers the act after it, or null when it was refused. Provided by the host. */
    save: fromPromise<unknown, ActGeneralSave>(async () => {
      throw new Error('save not provided');
    }),
  },
}).createMachine({
  id: 'actGeneralEdit',
  initial: 'closed',
  states: {
    closed: { on: { 'general.editOpened': 'editing' } },
    editing: {
      on: {
        'general.editClosed': 'closed',
        'general.submitted': 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ event }) => {
          assertEvent(event, 'general.submitted');
          return { uuid: event.act.uuid, version: event.act.version, general: event.values };
        },
        onDone: [
          {
            guard: ({ event }) => event.output !== null && event.output !== undefined,
            target: 'closed',
            actions: emit(({ event }) => ({ type: 'general.saved' as const, act: event.output })),
          },
          { target: 'editing' },
        ],
        onError: 'editing',
      },
    },
  },
});

export type ActGeneralEditMachine = typeof actGeneralEditMachine;
type Snapshot = SnapshotFrom<ActGeneralEditMachine>;

export interface ActGeneralEditView {
  open: boolean;
  saving: boolean;
  canClose: boolean;
  openEdit: () => void;
  close: () => void;
  submit: (act: ActVersion, values: ActGeneralEdit) => void;
}

/** What the dialog shows and the intents it calls (the view names no event). */
export function selectActGeneralEdit(
  snapshot: Snapshot,
  send: (event: ActGeneralEditEvent) => void,
): ActGeneralEditView {
  return {
    open: !snapshot.matches('closed'),
    saving: snapshot.hasTag('busy'),
    canClose: snapshot.can({ type: 'general.editClosed' }),
    openEdit: () => send({ type: 'general.editOpened' }),
    close: () => send({ type: 'general.editClosed' }),
    submit: (act, values) => send({ type: 'general.submitted', act, values }),
  };
}
