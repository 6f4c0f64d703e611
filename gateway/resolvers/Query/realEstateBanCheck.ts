import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { banCheckSchema } from '../../ministry/searches-schemas.js';

export const realEstateBanCheck: NonNullable<QueryResolvers['realEstateBanCheck']> = async (
  _parent,
  { cadastreNumber, cadastreType },
  { ministry },
) => {
  const answer = await ministry.getJson('search/ban', banCheckSchema, {
    query: { kind: 'realEstate', cadastreNumber, cadastreType },
  });
  return answer.found ? { bans: answer.bans, fines: answer.fines } : null;
};
