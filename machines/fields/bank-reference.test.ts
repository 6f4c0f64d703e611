import { describe, expect, it } from 'vitest';
import {
  bankReferenceOf,
  bankReferenceSchema,
  bankReferenceValid,
  formatBankReference,
  bankReferenceKeys as keys,
} from './bank-reference';
import { describeRule } from './fields.test-support';

describe('bank reference (ISO 11649)', () => {
  it('computes the check digits of the ISO 11649 example (RF18 5390 0754 7034, zero-padded) and others', () => {
    const made = bankReferenceOf('0000539007547034');
    expect(made).toBe('RF180000539007547034');
    expect(bankReferenceValid(made)).toBe(true);
    for (const digits of ['0000000000000001', '9999999999999999', '1234567890123456', '0000000000000000']) {
      const reference = bankReferenceOf(digits);
      expect(reference).toMatch(/^RF\d{18}$/);
      expect(bankReferenceValid(reference), reference).toBe(true);
    }
  });

  it('catches a changed digit and two swapped digits', () => {
    const reference = bankReferenceOf('1234567890123456');
    for (let i = 4; i < reference.length; i += 1) {
      const digit = Number(reference[i]);
      const changed = `${reference.slice(0, i)}${(digit + 1) % 10}${reference.slice(i + 1)}`;
      expect(bankReferenceValid(changed), changed).toBe(false);
    }
    const swapped = `${reference.slice(0, 6)}${reference[7]}${reference[6]}${reference.slice(8)}`;
    expect(bankReferenceValid(swapped)).toBe(false);
  });

  it('refuses digits of the wrong length to build from', () => {
    expect(() => bankReferenceOf('123')).toThrow();
    expect(() => bankReferenceOf('12345678901234567')).toThrow();
  });

  const valid = bankReferenceOf('4000123456789012');
  describeRule('takes a reference with or without spaces, in either case', bankReferenceSchema, {
    takes: [
      [valid, valid],
      [formatBankReference(valid), valid],
      [formatBankReference(valid).toLowerCase(), valid],
    ],
    refuses: {
      [keys.wrong]: [
        '',
        'RF00',
        `${valid.slice(0, -1)}3`,
        `XX${valid.slice(2)}`,
        `${valid}0`,
        'R'.repeat(41),
        12,
      ],
    },
  });

  it('writes the reference in groups of four', () => {
    expect(formatBankReference('RF180000539007547034')).toBe('RF18 0000 5390 0754 7034');
  });
});
