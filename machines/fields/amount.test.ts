import { describe, expect, it } from 'vitest';
import {
  amountValueSchema,
  amountKeys as keys,
  maskAmount,
  maxAmount,
  tiyinAmountSchema,
  typedAmountSchema,
} from './amount';
import { firstKey } from './fields.test-support';

describe("amount in so'm", () => {
  it('parses what the currency mask shows into so’m', () => {
    expect(typedAmountSchema.parse('1 234 567,50')).toBe(1234567.5);
    expect(typedAmountSchema.parse('120 000 000')).toBe(120000000);
    expect(typedAmountSchema.parse(' 0.01 ')).toBe(0.01);
    expect(typedAmountSchema.parse('1 000 000 000 000')).toBe(maxAmount);
  });

  it.each([
    ['', keys.required],
    ['  ', keys.required],
    ['1.234', keys.wrong],
    ['1,2,3', keys.wrong],
    ['abc', keys.wrong],
    ['-5', keys.wrong],
    ['0', keys.positive],
    ['0,00', keys.positive],
    ['1 000 000 000 000,01', keys.tooLarge],
  ])('refuses %j as typed with %s', (value, key) => {
    expect(firstKey(typedAmountSchema, value)).toBe(key);
  });

  it('as a number: positive and at most 10^12, in the caller’s words when it has its own', () => {
    expect(amountValueSchema().parse(1.5)).toBe(1.5);
    expect(firstKey(amountValueSchema(), 0)).toBe(keys.positive);
    expect(firstKey(amountValueSchema(), maxAmount + 1)).toBe(keys.tooLarge);
    const price = amountValueSchema({
      type: 'error_wrong_price',
      positive: 'error_wrong_price',
      tooLarge: 'error_wrong_price',
    });
    expect(firstKey(price, '5')).toBe('error_wrong_price');
    expect(firstKey(price, -1)).toBe('error_wrong_price');
    expect(firstKey(price, 2e12)).toBe('error_wrong_price');
  });

  it('an issued invoice keeps whole tiyin', () => {
    expect(tiyinAmountSchema.parse(10.25)).toBe(10.25);
    expect(firstKey(tiyinAmountSchema, 1.005)).toBe(keys.cents);
  });

  it('masks with space grouping, a comma and two decimals', () => {
    expect(maskAmount('1234567,891')).toBe('1 234 567,89');
    expect(maskAmount('1234567.5')).toBe('1 234 567,5');
    expect(maskAmount('0012')).toBe('12');
    expect(maskAmount('12a3')).toBe('123');
    expect(maskAmount('')).toBe('');
  });
});
