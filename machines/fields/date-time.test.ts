import { describe, expect, it } from 'vitest';
import {
  exactDateTimeSchema,
  formatDateTime,
  instantOfDateTime,
  dateTimeKeys as keys,
  maskDateTime,
  parseDateTime,
} from './date-time';
import { describeMask, describeRule } from './fields.test-support';

describe('date-time', () => {
  describe('formats an instant as dd.mm.yyyy HH:mm:ss in Tashkent (UTC+5)', () => {
    it.each([
      ['2026-11-24T08:30:05Z', '24.11.2026 13:30:05'],
      ['2026-11-24T08:30:05.999Z', '24.11.2026 13:30:05'],
      // Past midnight in Tashkent while still the day before in UTC; and the year's turn.
      ['2026-11-24T19:00:00Z', '25.11.2026 00:00:00'],
      ['2026-12-31T18:59:59Z', '31.12.2026 23:59:59'],
      ['2026-12-31T19:00:00Z', '01.01.2027 00:00:00'],
      // An offset in the text is honoured; summer is no different (no daylight saving).
      ['2026-07-01T12:00:00+03:00', '01.07.2026 14:00:00'],
      ['2024-02-29T00:00:01Z', '29.02.2024 05:00:01'],
      [new Date('2026-03-04T01:02:03Z'), '04.03.2026 06:02:03'],
    ] as const)('%s → %s', (instant, shown) => {
      expect(formatDateTime(instant)).toBe(shown);
    });

    it.each([
      [null, ''],
      [undefined, ''],
      ['', ''],
      ['not a date', 'not a date'],
      [new Date(Number.NaN), ''],
    ] as const)('%s (nothing to show, or unreadable) → %j', (instant, shown) => {
      expect(formatDateTime(instant)).toBe(shown);
    });
  });

  describe('reads dd.mm.yyyy HH:mm:ss back', () => {
    it.each([
      ['24.11.2026 13:30:05', { year: 2026, month: 11, day: 24, hour: 13, minute: 30, second: 5 }],
      ['29.02.2024 23:59:59', { year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59 }],
      ['01.01.1900 00:00:00', { year: 1900, month: 1, day: 1, hour: 0, minute: 0, second: 0 }],
    ])('%s', (text, parsed) => {
      expect(parseDateTime(text)).toEqual(parsed);
    });

    it.each([
      '24.11.2026 13:30',
      '24.11.2026 24:00:00',
      '24.11.2026 13:60:00',
      '24.11.2026 13:30:60',
      '29.02.2026 10:00:00',
      '24.11.2026T13:30:05',
      '2026-11-24 13:30:05',
      ' 24.11.2026 13:30:05',
      '',
    ])('refuses %j', (text) => {
      expect(parseDateTime(text)).toBeUndefined();
    });

    it('turns the wall time into its instant, and back into the same text', () => {
      const text = '01.01.2027 00:00:00';
      const instant = instantOfDateTime(parseDateTime(text)!);
      expect(instant).toBe('2026-12-31T19:00:00.000Z');
      expect(formatDateTime(instant)).toBe(text);
    });
  });

  describeRule('as a client sends it: a real moment', exactDateTimeSchema, {
    takes: [['24.11.2026 13:30:05', '24.11.2026 13:30:05']],
    refuses: { [keys.wrong]: ['24.11.2026 13:30', '31.04.2026 10:00:00', '', 20261124, undefined] },
  });

  describeMask('masks as dd.mm.yyyy HH:mm:ss while typed', maskDateTime, [
    ['', ''],
    ['2', '2'],
    ['2411', '24.11'],
    ['24112026', '24.11.2026'],
    ['241120261', '24.11.2026 1'],
    ['2411202613305', '24.11.2026 13:30:5'],
    ['24.11.2026 13:30:05', '24.11.2026 13:30:05'],
    ['241120261330059999', '24.11.2026 13:30:05'],
  ]);
});
