import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskAmount, typedAmountSchema } from '../fields/amount';
import { locales } from '../text/locales';
import { formatAmount } from './format-amount';

describe('amounts in figures', () => {
  describe.each(locales)('%s', (locale) => {
    it.each([
      [0, '0,00'],
      [5, '0,05'],
      [100, '1,00'],
      [99_999, '999,99'],
      [100_000, '1 000,00'],
      [1_234_567_890, '12 345 678,90'],
      [-123_456, '-1 234,56'],
      [99_999_999_999_999, '999 999 999 999,99'],
    ])('%d tiyin shows as "%s"', (tiyin, shown) => {
      expect(formatAmount(tiyin, locale)).toBe(shown);
    });

    it('takes tiyin beyond the safe integers as a bigint', () => {
      expect(formatAmount(10n ** 20n + 1n, locale)).toBe('1 000 000 000 000 000 000,01');
    });
  });

  it('refuses a fraction of a tiyin and an unsafe number', () => {
    expect(() => formatAmount(1.5, 'oz')).toThrow(RangeError);
    expect(() => formatAmount(2 ** 53, 'oz')).toThrow(RangeError);
  });

  it('shows what the currency mask of section 5 would show, and reads back as the same so‘m', () => {
    const tiyin = fc.integer({ min: 1, max: 100_000_000_000_000 });
    fc.assert(
      fc.property(tiyin, (value) => {
        const shown = formatAmount(value, 'oz');
        expect(maskAmount(shown)).toBe(shown);
        expect(Math.round(typedAmountSchema.parse(shown) * 100)).toBe(value);
      }),
    );
  });
});
