import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { answerOffer } from '../../ministry/offer.js';

export const acceptOffer: NonNullable<MutationResolvers['acceptOffer']> = (_parent, _args, { ministry }) =>
  answerOffer(ministry, 'accept');
