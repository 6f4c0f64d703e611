import { makeFragmentData } from '../../gql';
import type { ActFeeFieldsFragment } from '../../gql/graphql';
import { FeeRateFields } from './act-fee.documents';

/**
 * A sale the seller called one to his son, whom the civil registry does not confirm (decision 076):
 * the ministry's full rate, 1 % of the price, with section 8's "no relationship found" in its basis.
 */
export const unconfirmedRelationshipFee: ActFeeFieldsFragment = {
  baseAmount: 37_500_000,
  value: 5_000_000_000,
  reduction: null,
  invoices: [
    {
      purpose: 'state_fee',
      amount: 50_000_000,
      basis: ['vehicleSale', 'sandboxRate', 'relationshipNotFound'],
      rate: makeFragmentData(
        { ofBase: null, ofValue: 100, minOfBase: 10_000, source: 'sandbox' },
        FeeRateFields,
      ),
    },
  ],
};
