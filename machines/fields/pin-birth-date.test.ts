import { describe, expect, it } from 'vitest';
import { birthDateOfPin } from './pin-birth-date';

describe('the birth date a PIN holds', () => {
  it.each([
    ['62002109990155', { year: 2010, month: 2, day: 20 }],
    ['51003169990144', { year: 2016, month: 3, day: 10 }],
    ['41907849990133', { year: 1984, month: 7, day: 19 }],
    ['31204889990011', { year: 1988, month: 4, day: 12 }],
  ])('%s was born on its date', (pin, date) => {
    expect(birthDateOfPin(pin)).toEqual(date);
  });

  it.each([
    ['no day of the calendar', '63102109990155'],
    ['an unknown century digit', '92002109990155'],
    ['too short', '6200210999015'],
    ['letters', '6200210999015A'],
  ])('has none for %s', (_case, pin) => {
    expect(birthDateOfPin(pin)).toBeUndefined();
  });
});
