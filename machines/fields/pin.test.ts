import { describe, expect, it } from 'vitest';
import { firstKey } from './fields.test-support';
import { exactPinSchema, pinKeys as keys, maskPin, pinSchema } from './pin';

describe('PIN', () => {
  it('takes 14 digits, trimmed', () => {
    expect(pinSchema.parse('31204859990033')).toBe('31204859990033');
    expect(pinSchema.parse(' 31204859990033 ')).toBe('31204859990033');
  });

  it.each([
    ['', keys.required],
    [undefined, keys.required],
    ['3120485999003', keys.length],
    ['312048599900331', keys.length],
    ['3120485999003x', keys.digits],
  ])('refuses %j with %s', (value, key) => {
    expect(firstKey(pinSchema, value)).toBe(key);
  });

  it('as stored: exactly 14 digits, anything else is the length message', () => {
    expect(exactPinSchema.parse('31204859990033')).toBe('31204859990033');
    for (const value of ['3120485999003x', ' 31204859990033', '1', '']) {
      expect(firstKey(exactPinSchema, value)).toBe(keys.length);
    }
  });

  it('masks to 14 digits', () => {
    expect(maskPin('3120-4859-9900-3399')).toBe('31204859990033');
  });
});
