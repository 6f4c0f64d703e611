import { describe, expect, it } from 'vitest';
import { firstKey } from './fields.test-support';
import { exactPhoneSchema, phoneKeys as keys, maskPhone, phoneSchema } from './phone';

describe('phone', () => {
  it('takes the masked number and gives its 9 digits', () => {
    expect(phoneSchema.parse('(90) 123 45 67')).toBe('901234567');
    expect(phoneSchema.parse('901234567')).toBe('901234567');
  });

  it.each(['', '(90) 123 45 6', '(90) 123 45 678'])('refuses %j as typed', (value) => {
    expect(firstKey(phoneSchema, value)).toBe(keys.wrong);
  });

  it('as stored: the 9 digits alone', () => {
    expect(exactPhoneSchema.parse('901234567')).toBe('901234567');
    for (const value of ['(90) 123 45 67', '90123456', '9012345678', '']) {
      expect(firstKey(exactPhoneSchema, value)).toBe(keys.wrong);
    }
  });

  it('masks as (99) 999 99 99 while typed', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('9')).toBe('(9');
    expect(maskPhone('90')).toBe('(90) ');
    expect(maskPhone('901')).toBe('(90) 1');
    expect(maskPhone('90123')).toBe('(90) 123');
    expect(maskPhone('901234')).toBe('(90) 123 4');
    expect(maskPhone('+998 90 123-45-67')).toBe('(99) 890 12 34');
    expect(maskPhone('9012345678')).toBe('(90) 123 45 67');
  });
});
