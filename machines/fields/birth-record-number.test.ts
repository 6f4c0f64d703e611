import { describe } from 'vitest';
import {
  exactBirthRecordNumberSchema,
  birthRecordNumberKeys as keys,
  maskBirthRecordNumber,
} from './birth-record-number';
import { describeMask, describeRule } from './fields.test-support';

describe('birth record number', () => {
  describeRule(
    "as the civil registry writes it: the office's letters, the year, six digits",
    exactBirthRecordNumberSchema,
    {
      takes: [
        ['FHDYO-2016-001207', 'FHDYO-2016-001207'],
        ['ZAGS-2010-000386', 'ZAGS-2010-000386'],
      ],
      refuses: {
        [keys.required]: ['', undefined],
        [keys.wrong]: [
          'fhdyo-2016-001207',
          'FHDYO-16-001207',
          'FHDYO-2016-1207',
          'FHDYO 2016 001207',
          '2016-001207',
        ],
      },
    },
  );

  describeMask('masks as typed', maskBirthRecordNumber, [
    ['fhdyo-2016-001207', 'FHDYO-2016-001207'],
    ['FHDYO 2016/001207', 'FHDYO2016001207'],
    ['X'.repeat(30), 'X'.repeat(20)],
  ]);
});
