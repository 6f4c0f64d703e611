import { describe, expect, it } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import {
  exactPartialDateSchema,
  formatPartialDate,
  partialDateKeys as keys,
  maskPartialDate,
  parsePartialDate,
  partialDateSchema,
} from './partial-date';

describe('partial date', () => {
  describe('reads dd.mm.yyyy with XX for an unknown day, or day and month', () => {
    it.each([
      ['12.05.1950', { year: 1950, month: 5, day: 12 }],
      ['XX.05.1950', { year: 1950, month: 5 }],
      ['XX.XX.1950', { year: 1950 }],
      ['29.02.2000', { year: 2000, month: 2, day: 29 }],
      ['XX.02.1900', { year: 1900, month: 2 }],
      ['XX.XX.2199', { year: 2199 }],
      ['XX.12.1950', { year: 1950, month: 12 }],
    ])('%s', (text, date) => {
      expect(parsePartialDate(text)).toEqual(date);
    });

    it.each([
      // A known day of an unknown month says nothing usable.
      '12.XX.1950',
      // Half a group, an unknown year, out of the calendar.
      'X2.05.1950',
      '1X.05.1950',
      'XX.X5.1950',
      'XX.XX.XXXX',
      'XX.XX.195X',
      '31.02.1950',
      '29.02.1900',
      'XX.13.1950',
      'XX.00.1950',
      '00.05.1950',
      'XX.XX.1899',
      'XX.05.2200',
      // Not the mask's shape: lower case or Cyrillic X (the typed rule reads those), other separators.
      'xx.05.1950',
      'ХХ.05.1950',
      'XX/05/1950',
      'XX.5.1950',
      '1950',
      '',
    ])('refuses %j', (text) => {
      expect(parsePartialDate(text)).toBeUndefined();
    });
  });

  describe('writes a date back as its text', () => {
    it.each([
      [{ year: 1950, month: 5, day: 12 }, '12.05.1950'],
      [{ year: 1950, month: 5 }, 'XX.05.1950'],
      [{ year: 1950 }, 'XX.XX.1950'],
      // A day without its month is not a date this rule holds: the day is dropped with the month.
      [{ year: 1950, day: 12 }, 'XX.XX.1950'],
    ])('%j → %s', (date, text) => {
      expect(formatPartialDate(date)).toBe(text);
    });

    it.each(['12.05.1950', 'XX.05.1950', 'XX.XX.1950'])('%s reads and writes back the same', (text) => {
      expect(formatPartialDate(parsePartialDate(text)!)).toBe(text);
    });
  });

  describeRule('as typed: trimmed, x and Cyrillic Х read as X, asked for when empty', partialDateSchema, {
    takes: [
      ['12.05.1950', '12.05.1950'],
      [' xx.05.1950 ', 'XX.05.1950'],
      ['ХХ.хх.1950', 'XX.XX.1950'],
    ],
    refuses: {
      [keys.required]: ['', '   ', undefined],
      [keys.wrong]: ['12.XX.1950', 'XX.13.1950', '31.02.1950', 'XX.XX', '1950'],
    },
  });

  describeRule('as sent: the exact text', exactPartialDateSchema, {
    takes: [
      ['XX.XX.1950', 'XX.XX.1950'],
      ['XX.05.1950', 'XX.05.1950'],
      ['12.05.1950', '12.05.1950'],
    ],
    refuses: { [keys.wrong]: ['xx.05.1950', ' XX.XX.1950', '12.XX.1950', '', 1950, undefined] },
  });

  describeMask('masks as typed: X or digits for day and month, digits for the year', maskPartialDate, [
    ['', ''],
    ['x', 'X'],
    ['xx', 'XX'],
    ['xx05', 'XX.05'],
    ['xxxx1950', 'XX.XX.1950'],
    ['ХХ051950', 'XX.05.1950'],
    ['12051950', '12.05.1950'],
    ['12.05.1950', '12.05.1950'],
    ['xx.xx.19x5x0', 'XX.XX.1950'],
    ['xx.xx.19500', 'XX.XX.1950'],
    ['ab12', '12'],
  ]);
});
