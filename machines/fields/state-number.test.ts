import { describe, expect, it } from 'vitest';
import { firstKey } from './fields.test-support';
import {
  exactStateNumberSchema,
  stateNumberKeys as keys,
  maskStateNumber,
  stateNumberSchema,
} from './state-number';

describe('vehicle registration (state) number', () => {
  it('takes up to 15 Latin capitals or digits', () => {
    expect(stateNumberSchema.parse('30A100AA')).toBe('30A100AA');
    expect(stateNumberSchema.parse('1'.repeat(15))).toBe('1'.repeat(15));
  });

  it('asks for an empty field, then judges the shape', () => {
    expect(firstKey(stateNumberSchema, '')).toBe(keys.required);
    expect(firstKey(stateNumberSchema, '1'.repeat(16))).toBe(keys.wrong);
    expect(firstKey(stateNumberSchema, '30 A 100 AA')).toBe(keys.wrong);
    expect(firstKey(exactStateNumberSchema, '')).toBe(keys.wrong);
    expect(firstKey(exactStateNumberSchema, '30a100aa')).toBe(keys.wrong);
  });

  it('masks as typed', () => {
    expect(maskStateNumber('30 a 100 aa')).toBe('30A100AA');
    expect(maskStateNumber('x'.repeat(20))).toBe('X'.repeat(15));
  });
});
