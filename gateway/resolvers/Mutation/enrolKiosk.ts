import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { kioskEnrolmentSchema } from '../../ministry/kiosks-schemas.js';

export const enrolKiosk: NonNullable<MutationResolvers['enrolKiosk']> = (
  _parent,
  { officeId, label },
  { ministry },
) => ministry.postJson('admin/kiosks', { officeId, label }, kioskEnrolmentSchema);
