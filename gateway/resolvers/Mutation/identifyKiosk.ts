import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { kioskIdentitySchema } from '../../ministry/kiosks-schemas.js';

export const identifyKiosk: NonNullable<MutationResolvers['identifyKiosk']> = (
  _parent,
  { proof },
  { ministry },
) => ministry.postJson('kiosk/identify', {}, kioskIdentitySchema, { kioskProof: proof });
