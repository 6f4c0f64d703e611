import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { offerAcceptSchema } from '../../ministry/schemas.js';

// Specification section 9: action 1 accepts the public offer.
const ACCEPT = 1;

export const acceptOffer: NonNullable<MutationResolvers['acceptOffer']> = async (
  _parent,
  _args,
  { ministry },
) => {
  const answer = await ministry.postJson('offer_accept', undefined, offerAcceptSchema, {
    query: { action: ACCEPT },
  });
  return answer.termsofuse;
};
