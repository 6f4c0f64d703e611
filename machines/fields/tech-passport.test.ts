import { describe } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import {
  exactTechPassportNumberSchema,
  exactTechPassportSeriesSchema,
  techPassportKeys as keys,
  maskTechPassportNumber,
  maskTechPassportSeries,
  techPassportNumberSchema,
  techPassportSeriesSchema,
} from './tech-passport';

describe.each([
  {
    field: 'series',
    shape: '1 to 5 Latin capitals',
    typed: techPassportSeriesSchema,
    exact: exactTechPassportSeriesSchema,
    mask: maskTechPassportSeries,
    required: keys.seriesRequired,
    wrong: keys.series,
    valid: ['AAF', 'ABCDE'],
    invalid: ['ABCDEF', 'aaf'],
    masked: [
      ['aaf1', 'AAF'],
      ['abcdefg', 'ABCDE'],
    ] as Array<[string, string]>,
  },
  {
    field: 'number',
    shape: '7 digits',
    typed: techPassportNumberSchema,
    exact: exactTechPassportNumberSchema,
    mask: maskTechPassportNumber,
    required: keys.numberRequired,
    wrong: keys.number,
    valid: ['3000001'],
    invalid: ['300000', '300000A'],
    masked: [['300-00019', '3000001']] as Array<[string, string]>,
  },
])('tech passport $field: $shape', ({ typed, exact, mask, required, wrong, valid, invalid, masked }) => {
  describeRule('in a form: an empty field is asked for, then the shape judged', typed, {
    takes: valid.map((value) => [value, value]),
    refuses: { [required]: [''], [wrong]: invalid },
  });

  describeRule('as sent by a client: the shape alone, an empty value included', exact, {
    takes: [[valid[0], valid[0]]],
    refuses: { [wrong]: [''] },
  });

  describeMask('masks as typed', mask, masked);
});
