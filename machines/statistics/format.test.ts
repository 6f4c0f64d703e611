import { describe, expect, it } from 'vitest';
import { formatCount, formatDays, monthParts } from './format';

describe('statistics numbers', () => {
  it('groups thousands with a space, as amounts are written', () => {
    expect(formatCount(0, 'oz')).toBe('0');
    expect(formatCount(999, 'uz')).toBe('999');
    expect(formatCount(1000, 'ru')).toBe('1 000');
    expect(formatCount(1234567, 'oz')).toBe('1 234 567');
  });

  it('writes average days with one decimal after a comma', () => {
    expect(formatDays(2.5, 'oz')).toBe('2,5');
    expect(formatDays(12, 'ru')).toBe('12,0');
    expect(formatDays(1234.56, 'uz')).toBe('1 234,6');
    expect(formatDays(-0.04, 'oz')).toBe('0,0');
    expect(formatDays(-3.2, 'oz')).toBe('-3,2');
  });

  it('splits a month into its year and number', () => {
    expect(monthParts('2026-03')).toEqual({ year: '2026', month: 3 });
  });
});
