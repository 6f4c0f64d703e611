import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { invitationSchema } from '../../ministry/acts-schemas.js';

export const invitation: NonNullable<QueryResolvers['invitation']> = (_parent, { token }, { ministry }) =>
  ministry.getJson(`invitations/${encodeURIComponent(token)}`, invitationSchema);
