import { describe, expect, it } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import {
  exactPartyPassportSeriesSchema,
  exactPassportSeriesSchema,
  hasCyrillic,
  passportSeriesKeys as keys,
  maskPartyPassportSeries,
  maskPassportSeries,
  partyPassportSeriesSchema,
  passportSeriesSchema,
} from './passport-series';

describe('passport series', () => {
  describeRule('a citizen’s own, as typed: two Latin letters, tidied; no `--`', passportSeriesSchema, {
    takes: [
      ['AB', 'AB'],
      [' ab ', 'AB'],
    ],
    refuses: {
      [keys.required]: ['', '   ', undefined],
      [keys.length]: ['A', 'ABC', '-', '---'],
      [keys.letters]: ['A1', 'АБ', '--', 'A-', '-B'],
    },
  });

  describeRule('a person named in an act, as typed: two Latin letters or `--`', partyPassportSeriesSchema, {
    takes: [
      ['AB', 'AB'],
      [' ab ', 'AB'],
      ['--', '--'],
      [' -- ', '--'],
    ],
    refuses: {
      [keys.required]: ['', '   ', undefined],
      [keys.length]: ['A', 'ABC', '-', '---', 'A--'],
      [keys.letters]: ['A1', 'АБ', 'A-', '-B', '‐‐', '__'],
    },
  });

  describeRule(
    'a citizen’s own, as stored: exactly two capital letters, anything else is the length message',
    exactPassportSeriesSchema,
    {
      takes: [['AB', 'AB']],
      refuses: { [keys.length]: ['ab', ' AB', 'A', 'A1', '', '--'] },
    },
  );

  describeRule(
    'a person named in an act, as sent: two capitals or `--`, nothing tidied',
    exactPartyPassportSeriesSchema,
    {
      takes: [
        ['AB', 'AB'],
        ['--', '--'],
      ],
      refuses: { [keys.length]: ['ab', ' AB', ' --', 'A-', '-', '---', 'AB--', ''] },
    },
  );

  describeMask('masks to two upper-case Latin letters', maskPassportSeries, [
    ['a', 'A'],
    ['a1b-c', 'AB'],
    ['аб', ''],
    ['--', ''],
  ]);

  describeMask('in the act forms keeps hyphens too', maskPartyPassportSeries, [
    ['a', 'A'],
    ['--', '--'],
    ['-a', '-A'],
    ['a1b-c', 'AB'],
    ['—-x', '-X'],
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
