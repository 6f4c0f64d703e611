import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { kioskSchema } from '../../ministry/kiosks-schemas.js';

export const revokeKiosk: NonNullable<MutationResolvers['revokeKiosk']> = (_parent, { id }, { ministry }) =>
  ministry.postJson(`admin/kiosks/${id}/revoke`, {}, kioskSchema);
