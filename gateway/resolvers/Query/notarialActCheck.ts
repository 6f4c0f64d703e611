import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { notarialActCheckSchema } from '../../ministry/searches-schemas.js';

export const notarialActCheck: NonNullable<QueryResolvers['notarialActCheck']> = async (
  _parent,
  { regnum, regdate },
  { ministry },
) => {
  const answer = await ministry.getJson('search/notarial_act', notarialActCheckSchema, {
    query: { regnum, regdate },
  });
  return answer.found ? answer.act : null;
};
