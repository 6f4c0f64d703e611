import { describe } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import {
  blankNumberSchema,
  blankPrefixSchema,
  blankSeriesSchema,
  exactBlankNumberSchema,
  exactBlankPrefixSchema,
  exactBlankSeriesSchema,
  notarialBlankKeys as keys,
  maskBlankNumber,
  maskBlankPrefix,
  maskBlankSeries,
} from './notarial-blank';

describe.each([
  {
    field: 'prefix',
    shape: 'two digits, 01 to 99',
    typed: blankPrefixSchema,
    exact: exactBlankPrefixSchema,
    mask: maskBlankPrefix,
    required: keys.prefixRequired,
    wrong: keys.prefix,
    valid: ['14', '01', '99'],
    invalid: ['00', '1', '100', 'A1', ' 14'],
    masked: [
      ['1a4', '14'],
      ['0145', '01'],
    ] as Array<[string, string]>,
  },
  {
    field: 'series',
    shape: 'two Latin capitals',
    typed: blankSeriesSchema,
    exact: exactBlankSeriesSchema,
    mask: maskBlankSeries,
    required: keys.seriesRequired,
    wrong: keys.series,
    valid: ['AB', 'ZZ'],
    invalid: ['ab', 'A', 'ABC', 'A1', 'АБ'],
    masked: [
      ['ab', 'AB'],
      ['a-b-c', 'AB'],
      ['1z', 'Z'],
    ] as Array<[string, string]>,
  },
  {
    field: 'number',
    shape: 'seven digits',
    typed: blankNumberSchema,
    exact: exactBlankNumberSchema,
    mask: maskBlankNumber,
    required: keys.numberRequired,
    wrong: keys.number,
    valid: ['0001234', '9999999'],
    invalid: ['123456', '12345678', '123456A'],
    masked: [
      ['000-1234', '0001234'],
      ['123456789', '1234567'],
    ] as Array<[string, string]>,
  },
])('notarial blank $field: $shape', ({ typed, exact, mask, required, wrong, valid, invalid, masked }) => {
  describeRule('in a form: an empty field is asked for, then the shape judged', typed, {
    takes: valid.map((value) => [value, value]),
    refuses: { [required]: [''], [wrong]: invalid },
  });

  describeRule('as sent by a client: the shape alone, an empty value or a number included', exact, {
    takes: valid.map((value) => [value, value]),
    refuses: { [wrong]: ['', 14, ...invalid] },
  });

  describeMask('masks as typed', mask, masked);
});
