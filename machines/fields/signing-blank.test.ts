import { describe } from 'vitest';
import { describeRule } from './fields.test-support';
import {
  signingBlankKeys as keys,
  signingBlankNumberSchema,
  signingBlankSeriesSchema,
} from './signing-blank';

describe('the notarial blank a party signs on', () => {
  describeRule('series: 2-4 Latin letters, given on in capitals', signingBlankSeriesSchema, {
    takes: [
      ['AA', 'AA'],
      ['nb', 'NB'],
      [' Abcd ', 'ABCD'],
    ],
    refuses: {
      [keys.series]: ['', 'A', 'ABCDE', 'A1', 'AА', 'A-B', 'ЎЗ', 42, undefined, null],
    },
  });

  describeRule('number: 5-10 digits, spaces between groups dropped', signingBlankNumberSchema, {
    takes: [
      ['12345', '12345'],
      ['0012345', '0012345'],
      ['123 456 7890', '1234567890'],
    ],
    refuses: {
      [keys.number]: ['', '1234', '12345678901', '12a45', '-12345', '12345.0', 12345, undefined],
    },
  });
});
