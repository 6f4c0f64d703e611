import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { actTypesSchema } from '../../ministry/schemas.js';

export const actTypes: NonNullable<QueryResolvers['actTypes']> = (_parent, _args, { ministry }) =>
  ministry.getJson('act_types', actTypesSchema);
