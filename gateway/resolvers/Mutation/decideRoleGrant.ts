import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { adminUserSchema } from '../../ministry/admin-users-schemas.js';

export const decideRoleGrant: NonNullable<MutationResolvers['decideRoleGrant']> = (
  _parent,
  { userId, grantId, decision, reason },
  { ministry },
) =>
  ministry.postJson(
    `admin/users/${userId}/grants/${grantId}/decision`,
    { decision, reason },
    adminUserSchema,
  );
