import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardNumberSchema,
  cardNumberKeys as keys,
  luhnValid,
  maskCardNumber,
} from './card-number';
import { firstKey } from './fields.test-support';

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

  it('takes 4 groups of 4 digits with or without their spaces', () => {
    expect(cardNumberSchema.parse('4444 4444 4444 4448')).toBe('4444 4444 4444 4448');
    expect(cardNumberSchema.parse('4444444444444448')).toBe('4444444444444448');
    expect(cardDigits('4444 4444 4444 4448')).toBe('4444444444444448');
  });

  it.each([
    ['4444 4444 4444', keys.wrong],
    ['4444 4444 4444 44489', keys.wrong],
    ['4444-4444-4444-4448', keys.wrong],
    [4444444444444448, keys.wrong],
    [undefined, keys.wrong],
    ['4444 4444 4444 4444', keys.luhn],
  ])('refuses %j with %s', (value, key) => {
    expect(firstKey(cardNumberSchema, value)).toBe(key);
  });

  it('masks as four groups of four while typed', () => {
    expect(maskCardNumber('4444a444444444448 9')).toBe('4444 4444 4444 4448');
    expect(maskCardNumber('4444')).toBe('4444');
    expect(maskCardNumber('44444')).toBe('4444 4');
  });
});
