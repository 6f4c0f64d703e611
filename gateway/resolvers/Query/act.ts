import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

export const act: NonNullable<QueryResolvers['act']> = (_parent, { uuid }, { ministry }) =>
  ministry.getJson(`notarial_act/${encodeURIComponent(uuid)}`, actDetailSchema, { uuid });
