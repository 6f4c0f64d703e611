import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { statisticsSchema } from '../../ministry/statistics-schemas.js';

export const actStatistics: NonNullable<QueryResolvers['actStatistics']> = (
  _parent,
  { from, to },
  { ministry },
) => ministry.getJson('statistics', statisticsSchema, { query: { from, to } });
