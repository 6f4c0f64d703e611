import { graphql } from '../../gql';

/** A rate of the tariff: shares of the base amount and of the value, a minimum, and its source. */
export const FeeRateFields = graphql(`
  fragment FeeRateFields on FeeRate {
    ofBase
    ofValue
    minOfBase
    source
  }
`);

/**
 * A computed state fee (decision 040): the act's fee that the notary's invoice dialog opens with and
 * the catalogue calculator's quote are one type, read with one set of fields (decision 050).
 */
export const ActFeeFields = graphql(`
  fragment ActFeeFields on ActFee {
    baseAmount
    value
    reduction
    invoices {
      purpose
      amount
      basis
      rate {
        ...FeeRateFields
      }
    }
  }
`);

/** The state fee computed for an act (decision 040): the notary's invoice dialog opens with it. */
export const ActFeeQuery = graphql(`
  query ActFee($uuid: ID!) {
    actFee(uuid: $uuid) {
      ...ActFeeFields
    }
  }
`);
