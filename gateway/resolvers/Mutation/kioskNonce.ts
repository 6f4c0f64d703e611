import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { kioskNonceSchema } from '../../ministry/kiosks-schemas.js';

export const kioskNonce: NonNullable<MutationResolvers['kioskNonce']> = (
  _parent,
  { kioskId },
  { ministry },
) => ministry.postJson('kiosk/nonce', { kioskId }, kioskNonceSchema);
