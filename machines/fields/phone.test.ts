import { describe } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import { exactPhoneSchema, phoneKeys as keys, maskPhone, phoneSchema } from './phone';

describe('phone', () => {
  describeRule('as typed: the masked number gives its 9 digits', phoneSchema, {
    takes: [
      ['(90) 123 45 67', '901234567'],
      ['901234567', '901234567'],
    ],
    refuses: { [keys.wrong]: ['', '(90) 123 45 6', '(90) 123 45 678'] },
  });

  describeRule('as stored: the 9 digits alone', exactPhoneSchema, {
    takes: [['901234567', '901234567']],
    refuses: { [keys.wrong]: ['(90) 123 45 67', '90123456', '9012345678', ''] },
  });

  describeMask('masks as (99) 999 99 99 while typed', maskPhone, [
    ['', ''],
    ['9', '(9'],
    ['90', '(90) '],
    ['901', '(90) 1'],
    ['90123', '(90) 123'],
    ['901234', '(90) 123 4'],
    ['+998 90 123-45-67', '(99) 890 12 34'],
    ['9012345678', '(90) 123 45 67'],
  ]);
});
