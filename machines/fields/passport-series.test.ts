import { describe, expect, it } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import {
  exactPassportSeriesSchema,
  hasCyrillic,
  passportSeriesKeys as keys,
  maskPassportSeries,
  passportSeriesSchema,
} from './passport-series';

describe('passport series', () => {
  describeRule('as typed: two Latin letters, tidied', passportSeriesSchema, {
    takes: [
      ['AB', 'AB'],
      [' ab ', 'AB'],
    ],
    refuses: {
      [keys.required]: ['', '   ', undefined],
      [keys.length]: ['A', 'ABC'],
      [keys.letters]: ['A1', 'АБ'],
    },
  });

  describeRule(
    'as stored: exactly two capital letters, anything else is the length message',
    exactPassportSeriesSchema,
    {
      takes: [['AB', 'AB']],
      refuses: { [keys.length]: ['ab', ' AB', 'A', 'A1', ''] },
    },
  );

  describeMask('masks to two upper-case Latin letters', maskPassportSeries, [
    ['a', 'A'],
    ['a1b-c', 'AB'],
    ['аб', ''],
  ]);

  describeMask(
    'in the login form keeps the script, for the Cyrillic warning',
    (input) => maskPassportSeries(input, { latinOnly: false }),
    [
      ['ab', 'AB'],
      ['абв', 'АБ'],
    ],
  );

  it('sees Cyrillic the login form kept', () => {
    expect(hasCyrillic(maskPassportSeries('аб', { latinOnly: false }))).toBe(true);
    expect(hasCyrillic('AB')).toBe(false);
  });
});
