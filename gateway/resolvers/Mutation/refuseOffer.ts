import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { offerAcceptSchema } from '../../ministry/schemas.js';

// Specification section 9: action 0 refuses the public offer.
const REFUSE = 0;

export const refuseOffer: NonNullable<MutationResolvers['refuseOffer']> = async (
  _parent,
  _args,
  { ministry },
) => {
  const answer = await ministry.postJson('offer_accept', undefined, offerAcceptSchema, {
    query: { action: REFUSE },
  });
  return answer.termsofuse;
};
