import { describe, expect, it } from 'vitest';
import { firstKey } from '../fields/fields.test-support';
import { computeFee, needsValue } from './fee';
import { feeInputSchema, feeKeys } from './money.schema';
import { type RelationshipDegree, relationshipDegrees } from './relationship';
import { defaultBaseAmount, type Tariff, tariff, tariffActTypes } from './tariff';

// Amounts in tiyin. The BHM of 375 000 so'm is 37 500 000 tiyin.
const bhm = 37_500_000;

// Section 9's lists, written out here rather than taken from the module under test.
const transferRelatives: RelationshipDegree[] = [
  'spouse',
  'parent',
  'child',
  'childSpouse',
  'grandchild',
  'grandparent',
  'sibling',
];
const attorneyRelatives: RelationshipDegree[] = [...transferRelatives, 'nephewOrNiece'];
const vehicleTransfers = [1, 4] as const;

describe('the state fee of section 9', () => {
  describe.each(vehicleTransfers)('a vehicle transfer (act type %i)', (actType) => {
    it.each(transferRelatives)(
      'to a close relative (%s) is 5 %% of the BHM, whatever the price',
      (relationship) => {
        const fee = computeFee({
          actType,
          relationship,
          value: 50_000_000_000,
          baseAmount: bhm,
        });
        expect(fee.stateFee).toBe(1_875_000);
        expect(fee.basis.slice(1)).toEqual(['basis.vehicleTransferCloseRelatives']);
      },
    );

    it.each(['nephewOrNiece', 'other'] as const)('to a %s is the full rate', (relationship) => {
      const fee = computeFee({ actType, relationship, value: 50_000_000_000, baseAmount: bhm });
      expect(fee.stateFee).toBe(500_000_000);
      expect(fee.basis).not.toContain('basis.vehicleTransferCloseRelatives');
    });
  });

  describe('a vehicle power of attorney (act type 101)', () => {
    it.each(attorneyRelatives)('to a close relative (%s) is 50 %% of the BHM', (relationship) => {
      const fee = computeFee({ actType: 101, relationship, baseAmount: bhm });
      expect(fee).toEqual({
        stateFee: 18_750_000,
        basis: ['basis.vehiclePowerOfAttorney', 'basis.vehiclePowerOfAttorneyCloseRelatives'],
      });
    });

    it('to anyone else is the full (sandbox) rate', () => {
      expect(computeFee({ actType: 101, relationship: 'other', baseAmount: bhm })).toEqual({
        stateFee: bhm,
        basis: ['basis.vehiclePowerOfAttorney', 'basis.sandboxRate'],
      });
      expect(computeFee({ actType: 101, baseAmount: bhm }).stateFee).toBe(bhm);
    });
  });

  it('follows the configured base amount', () => {
    expect(computeFee({ actType: 1, relationship: 'child', baseAmount: 34_000_000 }).stateFee).toBe(
      1_700_000,
    );
    expect(computeFee({ actType: 101, relationship: 'sibling', baseAmount: 34_000_000 }).stateFee).toBe(
      17_000_000,
    );
    expect(defaultBaseAmount).toBe(bhm);
  });

  it('ignores a relationship the act type has no reduction for', () => {
    expect(computeFee({ actType: 105, relationship: 'child', baseAmount: bhm })).toEqual(
      computeFee({ actType: 105, baseAmount: bhm }),
    );
  });
});

describe('the sandbox rates', () => {
  it('charge a vehicle sale 1 % of its price, amounts beyond 2^31 included', () => {
    // 120 000 000 so'm: 1 200 000 so'm.
    expect(computeFee({ actType: 1, value: 12_000_000_000, baseAmount: bhm })).toEqual({
      stateFee: 120_000_000,
      basis: ['basis.vehicleSale', 'basis.sandboxRate'],
    });
    // 10^12 so'm, the largest amount a form takes: 10^10 so'm.
    expect(computeFee({ actType: 4, value: 100_000_000_000_000, baseAmount: bhm }).stateFee).toBe(
      1_000_000_000_000,
    );
  });

  it('charge at least one BHM and say so', () => {
    expect(computeFee({ actType: 4, value: 1_234_567_890, baseAmount: bhm })).toEqual({
      stateFee: bhm,
      basis: ['basis.vehicleGift', 'basis.minimum', 'basis.sandboxRate'],
    });
  });

  it.each(tariffActTypes.filter((type) => type !== 1 && type !== 4))(
    'charge act type %i one BHM, marked as a sandbox rate',
    (actType) => {
      const fee = computeFee({ actType, baseAmount: bhm });
      expect(fee.stateFee).toBe(bhm);
      expect(fee.basis).toEqual([tariff[actType].basis, 'basis.sandboxRate']);
    },
  );
});

describe('the tariff table', () => {
  const rates = tariffActTypes.flatMap((type) => {
    const rule = tariff[type];
    return [
      rule.stateFee,
      ...(rule.serviceFee ? [rule.serviceFee] : []),
      ...(rule.reductions ?? []).map((r) => r.rate),
    ];
  });

  it('has a rule for each act type of section 3, each with its own basis', () => {
    expect(
      Object.keys(tariff)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...tariffActTypes]);
    const bases = tariffActTypes.map((type) => tariff[type].basis);
    expect(new Set(bases).size).toBe(bases.length);
  });

  it('holds whole, non-negative basis points', () => {
    for (const rate of rates) {
      for (const share of [rate.ofBase, rate.ofValue, rate.minOfBase]) {
        if (share !== undefined) expect(Number.isInteger(share) && share >= 0).toBe(true);
      }
    }
  });

  it('takes from the specification only the two rates of section 9; the rest are marked sandbox', () => {
    expect(rates.filter((rate) => rate.source === 'specification')).toEqual([
      { ofBase: 500, source: 'specification' },
      { ofBase: 500, source: 'specification' },
      { ofBase: 5_000, source: 'specification' },
    ]);
  });

  it('names only relationships of the enum in its reductions', () => {
    for (const type of tariffActTypes) {
      for (const reduction of tariff[type].reductions ?? []) {
        for (const relationship of reduction.relationships)
          expect(relationshipDegrees).toContain(relationship);
      }
    }
  });
});

describe('rounding and the service fee, on a table of its own', () => {
  const table: Tariff = {
    ...tariff,
    9: {
      basis: 'basis.pledge',
      stateFee: { ofValue: 1, source: 'specification' },
      serviceFee: { ofBase: 2_500, ofValue: 10, minOfBase: 5_000, source: 'sandbox' },
    },
  };

  it('rounds half a tiyin up and less than half down', () => {
    expect(computeFee({ actType: 9, value: 5_000, baseAmount: 100 }, table).stateFee).toBe(1);
    expect(computeFee({ actType: 9, value: 4_999, baseAmount: 100 }, table).stateFee).toBe(0);
    expect(computeFee({ actType: 9, value: 15_000, baseAmount: 100 }, table).stateFee).toBe(2);
  });

  it('charges the service fee where the rule has one, its shares added up, at least its minimum', () => {
    // 25 % of 1 000 plus 0.1 % of 1 000 000 = 1 250; at least 50 % of 1 000.
    expect(computeFee({ actType: 9, value: 1_000_000, baseAmount: 1_000 }, table)).toEqual({
      stateFee: 100,
      serviceFee: 1_250,
      basis: ['basis.pledge', 'basis.serviceFee', 'basis.sandboxRate'],
    });
    expect(computeFee({ actType: 9, value: 0, baseAmount: 1_000 }, table)).toEqual({
      stateFee: 0,
      serviceFee: 500,
      basis: ['basis.pledge', 'basis.minimum', 'basis.serviceFee', 'basis.sandboxRate'],
    });
  });
});

describe('what the fee needs', () => {
  it('needs the value where the applied rate is a share of it', () => {
    expect(needsValue(1)).toBe(true);
    expect(needsValue(1, 'other')).toBe(true);
    expect(needsValue(1, 'child')).toBe(false);
    expect(needsValue(101)).toBe(false);
  });

  it('throws on what a form should have refused', () => {
    expect(() => computeFee({ actType: 1, baseAmount: bhm })).toThrow(RangeError);
    expect(() => computeFee({ actType: 9, baseAmount: 0 })).toThrow(RangeError);
    expect(() => computeFee({ actType: 9, baseAmount: 1.5 })).toThrow(RangeError);
    expect(() => computeFee({ actType: 1, value: -1, baseAmount: bhm })).toThrow(RangeError);
    expect(() => computeFee({ actType: 2 as never, baseAmount: bhm })).toThrow(RangeError);
  });
});

describe('the fee question as a form sends it', () => {
  it('takes an act type, a value and a relationship', () => {
    expect(feeInputSchema.parse({ actType: 1, value: 0, relationship: 'child', baseAmount: bhm })).toEqual({
      actType: 1,
      value: 0,
      relationship: 'child',
      baseAmount: bhm,
    });
    expect(feeInputSchema.parse({ actType: 15034, baseAmount: bhm })).toEqual({
      actType: 15034,
      baseAmount: bhm,
    });
  });

  it.each([
    [{ actType: 2, baseAmount: bhm }, feeKeys.actType],
    [{ actType: '1', baseAmount: bhm }, feeKeys.actType],
    [{ actType: 1, baseAmount: bhm }, feeKeys.valueRequired],
    [{ actType: 1, value: -1, baseAmount: bhm }, feeKeys.value],
    [{ actType: 1, value: 0.5, baseAmount: bhm }, feeKeys.value],
    [{ actType: 1, value: 100_000_000_000_001, baseAmount: bhm }, feeKeys.value],
    [{ actType: 101, relationship: 'cousin', baseAmount: bhm }, feeKeys.relationship],
    [{ actType: 101, baseAmount: 0 }, feeKeys.baseAmount],
    [{ actType: 101 }, feeKeys.baseAmount],
  ])('refuses %j with %s', (input, key) => {
    expect(firstKey(feeInputSchema, input)).toBe(key);
  });
});
