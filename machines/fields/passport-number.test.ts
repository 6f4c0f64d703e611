import { describe, expect, it } from 'vitest';
import { describeMask, describeRule, firstKey } from './fields.test-support';
import {
  citizenPassportType,
  exactPassportNumberSchema,
  passportNumberKeys as keys,
  maskPassportNumber,
  passportNumberRule,
  passportNumberSchema,
} from './passport-number';

describe('passport number of the citizen passport (login, act parties)', () => {
  describeRule('as typed: 7 digits, trimmed', passportNumberSchema(citizenPassportType), {
    takes: [
      ['1000002', '1000002'],
      [' 1000002 ', '1000002'],
    ],
    refuses: {
      [keys.required]: ['', undefined],
      [keys.length]: ['123456', '12345678'],
      [keys.digits]: ['123456a'],
    },
  });

  describeRule(
    'as stored: exactly 7 digits, anything else is the length message',
    exactPassportNumberSchema(citizenPassportType),
    {
      takes: [['1000002', '1000002']],
      refuses: { [keys.length]: ['123456a', ' 1000002', '12345678', ''] },
    },
  );

  describeMask('masks to 7 digits', maskPassportNumber, [['10-000 02 9', '1000002']]);
});

describe('passport number by document type (section 5)', () => {
  it.each([1, 6, 8, 46, 47, 48, 60, 1001, 1002, 1003, 1004, 20, 70])('type %i: exactly 7 digits', (type) => {
    expect(passportNumberRule(type)).toMatchObject({ minLength: 7, maxLength: 7, digitsOnly: true });
    expect(firstKey(passportNumberSchema(type), '1234567')).toBeUndefined();
    expect(firstKey(passportNumberSchema(type), '123456')).toBe(keys.length);
  });

  describe('type 0: 6 or 7 digits', () => {
    describeRule('as typed', passportNumberSchema(0), {
      takes: [
        ['123456', '123456'],
        ['1234567', '1234567'],
      ],
      refuses: { [keys.length6or7]: ['12345', '12345678'], [keys.digits]: ['12345A'] },
    });
    describeRule('as stored', exactPassportNumberSchema(0), { refuses: { [keys.length6or7]: ['12345A'] } });
    describeMask('masked', (input) => maskPassportNumber(input, 0), [['12345678', '1234567']]);
  });

  describe.each([2, 45, 1005, 999])('type %i: up to 20 Latin letters or digits, upper-cased', (type) => {
    describeRule('as typed', passportNumberSchema(type), {
      takes: [
        [' fa1234567 ', 'FA1234567'],
        ['1', '1'],
        ['A'.repeat(20), 'A'.repeat(20)],
      ],
      refuses: { [keys.required]: [''], [keys.otherDocument]: ['A'.repeat(21), 'FA-123'] },
    });
    describeRule('as stored', exactPassportNumberSchema(type), {
      takes: [['FA1234567', 'FA1234567']],
      refuses: { [keys.otherDocument]: ['fa1234567'] },
    });
    describeMask('masked', (input) => maskPassportNumber(input, type), [
      ['fa-12 34', 'FA1234'],
      ['x'.repeat(25), 'X'.repeat(20)],
    ]);
  });
});
