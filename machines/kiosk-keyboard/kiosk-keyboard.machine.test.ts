import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { keyboardFocusMachine, keyboardLettersMachine } from './kiosk-keyboard.machine';
import {
  keyboardFocusIntents,
  keyboardLettersIntents,
  selectKeyboardField,
  selectKeyboardLetters,
} from './kiosk-keyboard.select';

describe('kiosk keyboard focus', () => {
  it('is closed at first, opens on the focused field, follows the focus and closes', () => {
    const actor = createActor(keyboardFocusMachine, { input: { field: null } }).start();
    const keyboard = keyboardFocusIntents(actor.send);
    expect(selectKeyboardField(actor.getSnapshot())).toBeNull();
    keyboard.focus('passserial');
    expect(selectKeyboardField(actor.getSnapshot())).toBe('passserial');
    keyboard.focus('passnum');
    expect(selectKeyboardField(actor.getSnapshot())).toBe('passnum');
    keyboard.close();
    expect(selectKeyboardField(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('may start open on a given field (a search form on the kiosk)', () => {
    const actor = createActor(keyboardFocusMachine, { input: { field: 'regnum' } }).start();
    expect(actor.getSnapshot().value).toBe('open');
    expect(selectKeyboardField(actor.getSnapshot())).toBe('regnum');
    keyboardFocusIntents(actor.send).close();
    expect(selectKeyboardField(actor.getSnapshot())).toBeNull();
  });
});

describe('kiosk keyboard letters', () => {
  it('shows Latin letters first and switches between Latin and Cyrillic', () => {
    const actor = createActor(keyboardLettersMachine).start();
    const letters = keyboardLettersIntents(actor.send);
    expect(selectKeyboardLetters(actor.getSnapshot())).toBe('english');
    letters.switchLetters();
    expect(selectKeyboardLetters(actor.getSnapshot())).toBe('russian');
    letters.switchLetters();
    expect(selectKeyboardLetters(actor.getSnapshot())).toBe('english');
  });
});
