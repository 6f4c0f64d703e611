import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { actListSchema } from '../../ministry/acts-schemas.js';

const tabs = { IN_PROCESS: 'inprocess', AWAITING: 'awaiting' } as const;

// The filter's fields are the list's query parameters under the same names (section 2).
export const myActs: NonNullable<QueryResolvers['myActs']> = (
  _parent,
  { tab, filter, page, size },
  { ministry },
) =>
  ministry.getJson('notarial_act/list', actListSchema, {
    query: { tab: tabs[tab ?? 'IN_PROCESS'], ...filter, page, size },
  });
