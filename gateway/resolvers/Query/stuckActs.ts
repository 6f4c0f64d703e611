import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { stuckActsPageSchema } from '../../ministry/analysts-schemas.js';

export const stuckActs: NonNullable<QueryResolvers['stuckActs']> = (
  _parent,
  { filter, page },
  { ministry },
) =>
  ministry.getJson('analysts/stuck_acts', stuckActsPageSchema, {
    query: {
      office: filter?.office ?? undefined,
      notary: filter?.notary ?? undefined,
      state: filter?.state ?? undefined,
      page: page ?? undefined,
    },
  });
