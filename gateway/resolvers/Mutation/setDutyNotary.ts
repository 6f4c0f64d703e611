import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { dutyRotaSchema } from '../../ministry/equeue-schemas.js';

export const setDutyNotary: NonNullable<MutationResolvers['setDutyNotary']> = (
  _parent,
  { input },
  { ministry },
) => ministry.postJson('admin/duty_notaries', input, dutyRotaSchema);
