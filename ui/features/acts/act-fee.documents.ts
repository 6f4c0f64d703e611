import { graphql } from '../../gql';

/** The state fee computed for an act (decision 040): the notary's invoice dialog opens with it. */
export const ActFeeQuery = graphql(`
  query ActFee($uuid: ID!) {
    actFee(uuid: $uuid) {
      baseAmount
      value
      reduction
      invoices {
        purpose
        amount
        basis
        rate {
          ofBase
          ofValue
          minOfBase
          source
        }
      }
    }
  }
`);
