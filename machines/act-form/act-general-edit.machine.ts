import { assertEvent, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { ActGeneralEdit } from './act-general.schema';

/**
 * The notary's dialog for the act's general fields while checking it (decision 080): closed, editing
 * (the form), saving (the call under way, the dialog cannot be closed). A save that went through
 * closes it; a refused one (the global error policy's toast) leaves the form open with what was typed.
 * Whether the button is there at all is the act's projection (`view.canEditGeneral`).
 */
export type ActGeneralEditEvent =
  | { type: 'general.editOpened' }
  | { type: 'general.editClosed' }
  | { type: 'general.submitted'; values: ActGeneralEdit };

export const actGeneralEditMachine = setup({
  types: { events: {} as ActGeneralEditEvent },
  actors: {
    /** Sends the edit; answers whether it went through. Provided by the host. */
    save: fromPromise<boolean, ActGeneralEdit>(async () => {
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
          return event.values;
        },
        onDone: [{ guard: ({ event }) => event.output, target: 'closed' }, { target: 'editing' }],
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
  submit: (values: ActGeneralEdit) => void;
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
    submit: (values) => send({ type: 'general.submitted', values }),
  };
}
