import { describe, expect, it } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import { exactPhoneSchema, formatPhone, phoneKeys as keys, maskPhone, phoneSchema } from './phone';

describe('phone', () => {
  describeRule('as typed: required, then the masked number gives its 9 digits', phoneSchema, {
    takes: [
      ['(90) 123 45 67', '901234567'],
      ['901234567', '901234567'],
      [' 90 123-45-67 ', '901234567'],
    ],
    refuses: {
      [keys.required]: ['', '(', '() ', undefined, null],
      [keys.wrong]: ['(9', '(90) 123 45 6', '(90) 123 45 678', '+998 90 123 45 67'],
    },
  });

  describeRule('as stored: the 9 digits alone', exactPhoneSchema, {
    takes: [['901234567', '901234567']],
    refuses: { [keys.wrong]: ['(90) 123 45 67', '90123456', '9012345678', '', '90123456a'] },
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

  describe('shows a stored phone as (99) 999 99 99', () => {
    it.each([
      ['911000008', '(91) 100 00 08'],
      ['712001101', '(71) 200 11 01'],
      [null, ''],
      [undefined, ''],
      ['', ''],
      // Not the rule's shape: shown as it is, never cut or padded into a wrong number.
      ['90123456', '90123456'],
      ['+998901234567', '+998901234567'],
      ['(90) 123 45 67', '(90) 123 45 67'],
    ] as const)('%j → %j', (stored, shown) => {
      expect(formatPhone(stored)).toBe(shown);
    });
  });
});
