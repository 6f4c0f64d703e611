import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { actFeeSchema } from '../../ministry/acts-schemas.js';

export const actFee: NonNullable<QueryResolvers['actFee']> = async (_parent, { uuid }, { ministry }) =>
  (await ministry.getJson(`notarial_act/${encodeURIComponent(uuid)}/fee`, actFeeSchema, { uuid })).fee;
