import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { dutyRotaSchema } from '../../ministry/equeue-schemas.js';

export const dutyRota: NonNullable<QueryResolvers['dutyRota']> = (_parent, { officeId }, { ministry }) =>
  ministry.getJson('admin/duty_notaries', dutyRotaSchema, { query: { officeId } });
