import { describe, expect, it } from 'vitest';
import { cardExpirySchema, cardExpiryKeys as keys, maskCardExpiry } from './card-expiry';
import { firstKey } from './fields.test-support';

describe('card expiry', () => {
  const schema = cardExpirySchema({ year: 2026, month: 5 });

  it('takes this month and later: a card is good to the end of its month', () => {
    expect(schema.parse('05/26')).toBe('05/26');
    expect(schema.parse('01/27')).toBe('01/27');
    expect(schema.parse('12/99')).toBe('12/99');
  });

  it.each([
    ['04/26', keys.expired],
    ['12/25', keys.expired],
    ['13/27', keys.wrong],
    ['00/27', keys.wrong],
    ['5/27', keys.wrong],
    ['0527', keys.wrong],
    [undefined, keys.wrong],
  ])('refuses %j with %s', (value, key) => {
    expect(firstKey(schema, value)).toBe(key);
  });

  it('reads today from its caller', () => {
    expect(firstKey(cardExpirySchema({ year: 2026, month: 6 }), '05/26')).toBe(keys.expired);
    expect(firstKey(cardExpirySchema({ year: 2025, month: 12 }), '05/26')).toBeUndefined();
  });

  it('masks as MM/YY while typed', () => {
    expect(maskCardExpiry('1')).toBe('1');
    expect(maskCardExpiry('05')).toBe('05');
    expect(maskCardExpiry('052')).toBe('05/2');
    expect(maskCardExpiry('0528')).toBe('05/28');
    expect(maskCardExpiry('05/289')).toBe('05/28');
  });
});
