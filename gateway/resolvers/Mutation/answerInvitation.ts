import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

export const answerInvitation: NonNullable<MutationResolvers['answerInvitation']> = (
  _parent,
  { token, accept, version },
  { ministry },
) =>
  ministry.postJson(
    `invitations/${encodeURIComponent(token)}/${accept ? 'accept' : 'reject'}`,
    version != null ? { version } : {},
    actDetailSchema,
  );
