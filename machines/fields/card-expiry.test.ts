import { describe, expect, it } from 'vitest';
import { cardExpirySchema, cardExpiryKeys as keys, maskCardExpiry } from './card-expiry';
import { describeMask, describeRule, firstKey } from './fields.test-support';

describe('card expiry', () => {
  describeRule(
    'in May 2026: this month and later, a card is good to the end of its month',
    cardExpirySchema({ year: 2026, month: 5 }),
    {
      takes: [
        ['05/26', '05/26'],
        ['01/27', '01/27'],
        ['12/99', '12/99'],
      ],
      refuses: {
        [keys.expired]: ['04/26', '12/25'],
        [keys.wrong]: ['13/27', '00/27', '5/27', '0527', undefined],
      },
    },
  );

  it('reads today from its caller', () => {
    expect(firstKey(cardExpirySchema({ year: 2026, month: 6 }), '05/26')).toBe(keys.expired);
    expect(firstKey(cardExpirySchema({ year: 2025, month: 12 }), '05/26')).toBeUndefined();
  });

  describeMask('masks as MM/YY while typed', maskCardExpiry, [
    ['1', '1'],
    ['05', '05'],
    ['052', '05/2'],
    ['0528', '05/28'],
    ['05/289', '05/28'],
  ]);
});
