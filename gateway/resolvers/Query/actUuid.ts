import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { actRefSchema } from '../../ministry/acts-schemas.js';

export const actUuid: NonNullable<QueryResolvers['actUuid']> = async (_parent, { rid }, { ministry }) =>
  (await ministry.getJson(`notarial_act/by_rid/${rid}`, actRefSchema, { uuid: String(rid) })).uuid;
