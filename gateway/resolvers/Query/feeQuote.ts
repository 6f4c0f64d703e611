import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { actFeeSchema } from '../../ministry/acts-schemas.js';

// The calculator's answer has the shape of an act's fee (decision 050: one tariff path for both).
export const feeQuote: NonNullable<QueryResolvers['feeQuote']> = async (
  _parent,
  { actType, value, relationship },
  { ministry },
) =>
  (await ministry.getJson('catalogue/fee', actFeeSchema, { query: { type: actType, value, relationship } }))
    .fee;
