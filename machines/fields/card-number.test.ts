import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardNumberSchema,
  cardNumberKeys as keys,
  luhnValid,
  maskCardNumber,
} from './card-number';
import { describeMask, describeRule } from './fields.test-support';

describe('card number', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4444444444444448')).toBe(true);
    expect(luhnValid('4444444444444444')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('41111x')).toBe(false);
  });

  describeRule('takes 4 groups of 4 digits with or without their spaces', cardNumberSchema, {
    takes: [
      ['4444 4444 4444 4448', '4444 4444 4444 4448'],
      ['4444444444444448', '4444444444444448'],
    ],
    refuses: {
      [keys.wrong]: [
        '4444 4444 4444',
        '4444 4444 4444 44489',
        '4444-4444-4444-4448',
        4444444444444448,
        undefined,
      ],
      [keys.luhn]: ['4444 4444 4444 4444'],
    },
  });

  it('gives the bare digits of a number with its spaces', () => {
    expect(cardDigits('4444 4444 4444 4448')).toBe('4444444444444448');
  });

  describeMask('masks as four groups of four while typed', maskCardNumber, [
    ['4444a444444444448 9', '4444 4444 4444 4448'],
    ['4444', '4444'],
    ['44444', '4444 4'],
  ]);
});
