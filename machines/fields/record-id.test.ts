import { describe, expect, it } from 'vitest';
import { firstKey } from './fields.test-support';
import { isRecordId, recordIdKeys as keys, maxRecordId, recordIdSchema } from './record-id';

describe('record id', () => {
  it('is PostgreSQL integer’s largest value at most', () => {
    expect(maxRecordId).toBe(2 ** 31 - 1);
  });

  it.each([
    [1, 1],
    ['1', 1],
    [maxRecordId, maxRecordId],
    [String(maxRecordId), maxRecordId],
  ])('takes %j as %j', (value, id) => {
    expect(recordIdSchema().parse(value)).toBe(id);
    expect(isRecordId(value)).toBe(true);
  });

  it.each([
    0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31),
    2 ** 53 + 1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '0',
    '-1',
    '01',
    '+1',
    ' 1',
    '1 ',
    '1e3',
    '0x10',
    '1.0',
    '2147483648',
    '99999999999',
    '',
    'abc',
    '١٢',
    null,
    true,
    [1],
    { id: 1 },
  ])('refuses %j with the field’s own key', (value) => {
    expect(firstKey(recordIdSchema('error_wrong_region_id'), value)).toBe('error_wrong_region_id');
    expect(firstKey(recordIdSchema(), value)).toBe(keys.wrong);
    expect(isRecordId(value)).toBe(false);
  });
});
