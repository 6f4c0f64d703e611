import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { kioskPageSchema } from '../../ministry/kiosks-schemas.js';

export const kiosks: NonNullable<QueryResolvers['kiosks']> = (_parent, { filter, page }, { ministry }) =>
  ministry.getJson('admin/kiosks', kioskPageSchema, {
    query: { officeId: filter?.officeId, state: filter?.state, page },
  });
