import { describe, expect, it } from 'vitest';
import { firstKey } from './fields.test-support';
import {
  citizenPassportType,
  exactPassportNumberSchema,
  passportNumberKeys as keys,
  maskPassportNumber,
  passportNumberRule,
  passportNumberSchema,
} from './passport-number';

describe('passport number of the citizen passport (login, act parties)', () => {
  const schema = passportNumberSchema(citizenPassportType);

  it('takes 7 digits, trimmed', () => {
    expect(schema.parse('1000002')).toBe('1000002');
    expect(schema.parse(' 1000002 ')).toBe('1000002');
  });

  it.each([
    ['', keys.required],
    [undefined, keys.required],
    ['123456', keys.length],
    ['12345678', keys.length],
    ['123456a', keys.digits],
  ])('refuses %j with %s', (value, key) => {
    expect(firstKey(schema, value)).toBe(key);
  });

  it('as stored: exactly 7 digits, anything else is the length message', () => {
    const exact = exactPassportNumberSchema(citizenPassportType);
    expect(exact.parse('1000002')).toBe('1000002');
    for (const value of ['123456a', ' 1000002', '12345678', '']) {
      expect(firstKey(exact, value)).toBe(keys.length);
    }
  });

  it('masks to 7 digits', () => {
    expect(maskPassportNumber('10-000 02 9')).toBe('1000002');
  });
});

describe('passport number by document type (section 5)', () => {
  it.each([1, 6, 8, 46, 47, 48, 60, 1001, 1002, 1003, 1004, 20, 70])('type %i: exactly 7 digits', (type) => {
    expect(passportNumberRule(type)).toMatchObject({ minLength: 7, maxLength: 7, digitsOnly: true });
    expect(firstKey(passportNumberSchema(type), '1234567')).toBeUndefined();
    expect(firstKey(passportNumberSchema(type), '123456')).toBe(keys.length);
  });

  it('type 0: 6 or 7 digits', () => {
    const schema = passportNumberSchema(0);
    expect(schema.parse('123456')).toBe('123456');
    expect(schema.parse('1234567')).toBe('1234567');
    expect(firstKey(schema, '12345')).toBe(keys.length6or7);
    expect(firstKey(schema, '12345678')).toBe(keys.length6or7);
    expect(firstKey(schema, '12345A')).toBe(keys.digits);
    expect(firstKey(exactPassportNumberSchema(0), '12345A')).toBe(keys.length6or7);
    expect(maskPassportNumber('12345678', 0)).toBe('1234567');
  });

  it.each([2, 45, 1005, 999])('type %i: up to 20 Latin letters or digits, upper-cased', (type) => {
    const schema = passportNumberSchema(type);
    expect(schema.parse(' fa1234567 ')).toBe('FA1234567');
    expect(schema.parse('1')).toBe('1');
    expect(schema.parse('A'.repeat(20))).toBe('A'.repeat(20));
    expect(firstKey(schema, '')).toBe(keys.required);
    expect(firstKey(schema, 'A'.repeat(21))).toBe(keys.otherDocument);
    expect(firstKey(schema, 'FA-123')).toBe(keys.otherDocument);
    expect(firstKey(exactPassportNumberSchema(type), 'fa1234567')).toBe(keys.otherDocument);
    expect(firstKey(exactPassportNumberSchema(type), 'FA1234567')).toBeUndefined();
    expect(maskPassportNumber('fa-12 34', type)).toBe('FA1234');
    expect(maskPassportNumber('x'.repeat(25), type)).toBe('X'.repeat(20));
  });
});
