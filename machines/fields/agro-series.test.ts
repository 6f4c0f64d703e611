import { describe } from 'vitest';
import {
  agroSeriesSchema,
  exactAgroSeriesSchema,
  agroSeriesKeys as keys,
  maskAgroSeries,
} from './agro-series';
import { describeMask, describeRule } from './fields.test-support';

describe('agro-technical passport series', () => {
  describeRule('as typed: 5 Latin letters or hyphens, tidied', agroSeriesSchema, {
    takes: [
      ['ABCDE', 'ABCDE'],
      [' ab-cd ', 'AB-CD'],
      ['TT---', 'TT---'],
      ['-----', '-----'],
    ],
    refuses: {
      [keys.required]: ['', '   ', undefined],
      [keys.wrong]: ['ABCD', 'ABCDEF', 'AB1CD', 'АБВГД', 'AB CD', 'AB_CD', 'AB–CD'],
    },
  });

  describeRule('as stored and sent: exactly the shape, nothing tidied', exactAgroSeriesSchema, {
    takes: [
      ['AB-CD', 'AB-CD'],
      ['-----', '-----'],
    ],
    refuses: { [keys.wrong]: ['ab-cd', ' AB-CD', 'AB-C', '', 12345] },
  });

  describeMask('masks to 5 upper-case Latin letters or hyphens', maskAgroSeries, [
    ['', ''],
    ['ab', 'AB'],
    ['ab-1cd', 'AB-CD'],
    ['a b c d e f', 'ABCDE'],
    ['абв-', '-'],
    ['------', '-----'],
  ]);
});
