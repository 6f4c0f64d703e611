import type { MinistryClient } from './client.js';
import { offerAcceptSchema } from './schemas.js';

// Specification section 9: POST offer_accept with action 1 accepts the public offer, 0 refuses it.
const actions = { accept: 1, refuse: 0 } as const;

/** Accepts or refuses the public offer; answers the user's termsofuse as the ministry now has it. */
export async function answerOffer(ministry: MinistryClient, answer: keyof typeof actions): Promise<number> {
  const { termsofuse } = await ministry.postJson('offer_accept', undefined, offerAcceptSchema, {
    query: { action: actions[answer] },
  });
  return termsofuse;
}
