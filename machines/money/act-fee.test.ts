import { describe, expect, it } from 'vitest';
import { actFee, computedAmount, invoiceNeedsReason } from './act-fee';
import { defaultBaseAmount, type Tariff, tariff } from './tariff';

const baseAmount = defaultBaseAmount;

describe('actFee', () => {
  it('gives the state fee of a sale between close relatives as 5 % of the base amount, with its reduction', () => {
    expect(actFee({ actType: 1, value: 9_500_000_000, relationships: ['parent'], baseAmount })).toEqual({
      baseAmount,
      reduction: 'parent',
      invoices: [
        {
          purpose: 'state_fee',
          amount: 1_875_000,
          rate: { ofBase: 500, source: 'specification' },
          basis: ['basis.vehicleSale', 'basis.vehicleTransferCloseRelatives'],
        },
      ],
    });
  });

  it('charges the highest fee among several receiving parties: one stranger ends the reduction', () => {
    const related = actFee({ actType: 101, relationships: ['nephewOrNiece', 'sibling'], baseAmount });
    expect(related?.invoices[0]?.amount).toBe(baseAmount / 2);
    const mixed = actFee({ actType: 101, relationships: ['nephewOrNiece', undefined], baseAmount });
    expect(mixed?.invoices[0]?.amount).toBe(baseAmount);
    expect(mixed?.reduction).toBeUndefined();
    // A nephew is no close relative for a sale (section 9 names nephews for the power of attorney only).
    const sale = actFee({ actType: 1, value: 100_000_000, relationships: ['nephewOrNiece'], baseAmount });
    expect(sale).toMatchObject({ value: 100_000_000, invoices: [{ amount: baseAmount }] });
    expect(sale?.invoices[0]?.basis).toEqual(['basis.vehicleSale', 'basis.minimum', 'basis.sandboxRate']);
  });

  it('ends the state fee’s basis with "no relationship found" where a claimed degree was not confirmed', () => {
    // The host passes the unconfirmed party as naming none (decision 076): the full rate, and why.
    const fee = actFee({
      actType: 1,
      value: 9_500_000_000,
      relationships: [undefined],
      relationshipNotFound: true,
      baseAmount,
    });
    expect(fee?.reduction).toBeUndefined();
    expect(fee?.invoices).toEqual([
      expect.objectContaining({
        amount: 95_000_000,
        basis: ['basis.vehicleSale', 'basis.sandboxRate', 'basis.relationshipNotFound'],
      }),
    ]);
  });

  it('is null where no fee can be computed: an unknown type, a value the rate needs and the act lacks', () => {
    expect(actFee({ actType: 2, relationships: [], baseAmount })).toBeNull();
    expect(actFee({ actType: 1, relationships: ['other'], baseAmount })).toBeNull();
    // Related parties need no value.
    expect(actFee({ actType: 4, relationships: ['child'], baseAmount })?.invoices[0]?.amount).toBe(1_875_000);
  });

  it('splits a service fee into an invoice of its own where a rule charges one', () => {
    const table: Tariff = {
      ...tariff,
      9: {
        basis: 'basis.pledge',
        stateFee: tariff[9].stateFee,
        serviceFee: { ofBase: 2_000, source: 'sandbox' },
      },
    };
    const fee = actFee({ actType: 9, relationships: [], baseAmount }, table);
    expect(fee?.invoices).toEqual([
      expect.objectContaining({
        purpose: 'state_fee',
        amount: baseAmount,
        basis: ['basis.pledge', 'basis.sandboxRate'],
      }),
      expect.objectContaining({ purpose: 'service', amount: baseAmount / 5, basis: ['basis.serviceFee'] }),
    ]);
    expect(computedAmount(fee, 'service')).toBe(baseAmount / 5);
  });

  it('asks a reason only for an amount other than the computed one of its purpose', () => {
    const fee = actFee({ actType: 11651, relationships: [], baseAmount });
    expect(invoiceNeedsReason(fee, { purpose: 'state_fee', amountTiyin: baseAmount })).toBe(false);
    expect(invoiceNeedsReason(fee, { purpose: 'state_fee', amountTiyin: baseAmount + 1 })).toBe(true);
    expect(invoiceNeedsReason(fee, { purpose: 'service', amountTiyin: 1 })).toBe(false);
    expect(invoiceNeedsReason(null, { purpose: 'state_fee', amountTiyin: 1 })).toBe(false);
  });
});
