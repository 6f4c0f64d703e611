import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { kioskIdentitySchema } from '../../ministry/kiosks-schemas.js';

export const completeKioskEnrolment: NonNullable<MutationResolvers['completeKioskEnrolment']> = (
  _parent,
  { code, publicKey },
  { ministry },
) => ministry.postJson('kiosk/enrol', { code, publicKey }, kioskIdentitySchema);
