import type { SnapshotFrom } from 'xstate';
import type {
  KeyboardFocusEvent,
  KeyboardFocusMachine,
  KeyboardLettersEvent,
  KeyboardLettersMachine,
} from './kiosk-keyboard.machine';

/** The field the keyboard types into, or null when it is closed. */
export function selectKeyboardField(snapshot: SnapshotFrom<KeyboardFocusMachine>): string | null {
  return snapshot.context.field;
}

/** What a form asks of its keyboard: the only place these events are spelled for the views. */
export function keyboardFocusIntents(send: (event: KeyboardFocusEvent) => void) {
  return {
    focus: (field: string) => send({ type: 'keyboard.fieldFocused', field }),
    close: () => send({ type: 'keyboard.closed' }),
  };
}

/** The letters the keyboard shows. */
export function selectKeyboardLetters(snapshot: SnapshotFrom<KeyboardLettersMachine>): 'english' | 'russian' {
  return snapshot.value;
}

export function keyboardLettersIntents(send: (event: KeyboardLettersEvent) => void) {
  return { switchLetters: () => send({ type: 'keyboard.lettersSwitched' }) };
}
