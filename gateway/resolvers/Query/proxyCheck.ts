import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { proxyCheckSchema } from '../../ministry/searches-schemas.js';

export const proxyCheck: NonNullable<QueryResolvers['proxyCheck']> = async (
  _parent,
  { regnum, regdate },
  { ministry },
) => {
  const answer = await ministry.getJson('search/proxy', proxyCheckSchema, { query: { regnum, regdate } });
  return answer.found ? answer.proxy : null;
};
