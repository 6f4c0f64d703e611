import { describe, expect, it } from 'vitest';
import { firstKey } from './fields.test-support';
import {
  exactPassportSeriesSchema,
  hasCyrillic,
  passportSeriesKeys as keys,
  maskPassportSeries,
  passportSeriesSchema,
} from './passport-series';

describe('passport series', () => {
  it('takes two Latin letters, tidied as typed', () => {
    expect(passportSeriesSchema.parse('AB')).toBe('AB');
    expect(passportSeriesSchema.parse(' ab ')).toBe('AB');
  });

  it.each([
    ['', keys.required],
    ['   ', keys.required],
    [undefined, keys.required],
    ['A', keys.length],
    ['ABC', keys.length],
    ['A1', keys.letters],
    ['АБ', keys.letters],
  ])('refuses %j with %s', (value, key) => {
    expect(firstKey(passportSeriesSchema, value)).toBe(key);
  });

  it('as stored: exactly two capital letters, anything else is the length message', () => {
    expect(exactPassportSeriesSchema.parse('AB')).toBe('AB');
    for (const value of ['ab', ' AB', 'A', 'A1', '']) {
      expect(firstKey(exactPassportSeriesSchema, value)).toBe(keys.length);
    }
  });

  it('masks to two upper-case Latin letters, or keeps the script for the Cyrillic warning', () => {
    expect(maskPassportSeries('a')).toBe('A');
    expect(maskPassportSeries('a1b-c')).toBe('AB');
    expect(maskPassportSeries('аб')).toBe('');
    expect(maskPassportSeries('ab', { latinOnly: false })).toBe('AB');
    expect(maskPassportSeries('абв', { latinOnly: false })).toBe('АБ');
    expect(hasCyrillic(maskPassportSeries('аб', { latinOnly: false }))).toBe(true);
    expect(hasCyrillic('AB')).toBe(false);
  });
});
