import { assign, setup } from 'xstate';

/**
 * The kiosk's on-screen keyboard (issue 29: its modes out of the views). Two small statecharts:
 * - `keyboardFocusMachine`, the form's: which field the keyboard types into, or none (closed). A
 *   field's focus opens it on that field; the form closes it when it is sent or a field is complete.
 * - `keyboardLettersMachine`, the keyboard's own: the letters it shows, Latin or Cyrillic.
 */

export type KeyboardFocusEvent =
  | { type: 'keyboard.fieldFocused'; field: string }
  | { type: 'keyboard.closed' };

export const keyboardFocusMachine = setup({
  types: {
    context: {} as { field: string | null },
    events: {} as KeyboardFocusEvent,
    input: {} as { field: string | null },
  },
  actions: {
    focus: assign({ field: ({ event }) => (event.type === 'keyboard.fieldFocused' ? event.field : null) }),
    forget: assign({ field: null }),
  },
}).createMachine({
  id: 'keyboardFocus',
  context: ({ input }) => ({ field: input.field }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: ({ context }) => context.field !== null, target: 'open' }, { target: 'closed' }],
    },
    closed: { on: { 'keyboard.fieldFocused': { target: 'open', actions: 'focus' } } },
    open: {
      on: {
        'keyboard.fieldFocused': { actions: 'focus' },
        'keyboard.closed': { target: 'closed', actions: 'forget' },
      },
    },
  },
});

export type KeyboardFocusMachine = typeof keyboardFocusMachine;

export type KeyboardLettersEvent = { type: 'keyboard.lettersSwitched' };

export const keyboardLettersMachine = setup({
  types: { events: {} as KeyboardLettersEvent },
}).createMachine({
  id: 'keyboardLetters',
  initial: 'english',
  states: {
    english: { on: { 'keyboard.lettersSwitched': { target: 'russian' } } },
    russian: { on: { 'keyboard.lettersSwitched': { target: 'english' } } },
  },
});

export type KeyboardLettersMachine = typeof keyboardLettersMachine;
