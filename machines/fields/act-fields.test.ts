import { describe, expect, it } from 'vitest';
import { ageOn } from '../clock/clock';
import { exactCadastreNumberSchema, maskCadastreNumber } from './cadastre-number';
import { exactCalendarDateSchema, maskCalendarDate, parseCalendarDate } from './calendar-date';
import { countSchema } from './count';
import { describeMask, describeRule } from './fields.test-support';
import { freeTextSchema } from './free-text';
import { exactInnSchema, maskInn } from './inn';
import { areaSchema, percentSchema } from './measure';
import { shareSchema } from './share';

describeRule('INN', exactInnSchema, {
  takes: [['201234567', '201234567']],
  refuses: { error_wrong_inn: ['20123456', '2012345678', '20123456a', ' 201234567', undefined, 201234567] },
});
describeMask('INN mask', maskInn, [['201 234 567 8', '201234567']]);

describeRule('cadastre number', exactCadastreNumberSchema, {
  takes: [
    ['11:14:04:01:01:1630', '11:14:04:01:01:1630'],
    ['10:01/2', '10:01/2'],
  ],
  refuses: { error_wrong_cadastre_number: ['', ':11', '11-14', '1'.repeat(51), '11:14 04', undefined] },
});
describeMask('cadastre mask', maskCadastreNumber, [['11:14-04 / 1a', '11:1404/1']]);

describeRule('calendar date', exactCalendarDateSchema, {
  takes: [
    ['29.02.2024', '29.02.2024'],
    ['31.12.1999', '31.12.1999'],
  ],
  refuses: {
    error_wrong_calendar_date: [
      '29.02.2025',
      '31.04.2025',
      '1.1.2025',
      '2025-01-01',
      '00.01.2025',
      undefined,
    ],
  },
});
describeMask('date mask', maskCalendarDate, [
  ['01022015', '01.02.2015'],
  ['0102', '01.02'],
  ['01a', '01'],
]);

describe('age', () => {
  it('counts full years, a birthday on its day', () => {
    const birth = parseCalendarDate('29.02.2008')!;
    expect(ageOn(birth, { year: 2023, month: 2, day: 28 })).toBe(14);
    expect(ageOn(birth, { year: 2023, month: 3, day: 1 })).toBe(15);
    expect(ageOn(parseCalendarDate('10.06.2010')!, { year: 2025, month: 6, day: 10 })).toBe(15);
  });
});

describeRule(
  'share',
  shareSchema.transform((s) => `${s.numerator}/${s.denominator}`),
  {
    takes: [
      [{ numerator: 1, denominator: 2 }, '1/2'],
      [{ numerator: 3, denominator: 3 }, '3/3'],
    ],
    refuses: {
      error_share_above_whole: [{ numerator: 3, denominator: 2 }],
      error_wrong_share: [
        { numerator: 0, denominator: 2 },
        { numerator: 1.5, denominator: 2 },
        'a',
        { numerator: 1 },
      ],
    },
  },
);

describeRule('count', countSchema(10), {
  takes: [
    [1, 1],
    [10, 10],
  ],
  refuses: { error_wrong_count: [0, 11, 2.5, '3'] },
});

describeRule('area', areaSchema, {
  takes: [[54.25, 54.25]],
  refuses: { error_wrong_area: [0, -1, 1.234, 1e8, '5'] },
});

describeRule('percent', percentSchema, {
  takes: [
    [0, 0],
    [24.5, 24.5],
  ],
  refuses: { error_wrong_percent: [-1, 100.01, 1.005] },
});

describeRule('free text', freeTextSchema(5), {
  takes: [[' abc ', 'abc']],
  refuses: {
    error_blank_text: ['  ', 5],
    error_text_too_long: ['abcdef'],
    error_invalid_characters: ['a\u0000b'],
  },
});
