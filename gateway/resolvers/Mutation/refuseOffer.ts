import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { answerOffer } from '../../ministry/offer.js';

export const refuseOffer: NonNullable<MutationResolvers['refuseOffer']> = (_parent, _args, { ministry }) =>
  answerOffer(ministry, 'refuse');
