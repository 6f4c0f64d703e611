import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { adminUserSchema } from '../../ministry/admin-users-schemas.js';

export const changeUser: NonNullable<MutationResolvers['changeUser']> = (
  _parent,
  { id, change },
  { ministry },
) =>
  // A null the client sent for a field it leaves out is no value: the ministry reads only what is given.
  ministry.postJson(
    `admin/users/${id}/changes`,
    Object.fromEntries(Object.entries(change).filter(([, value]) => value !== null && value !== undefined)),
    adminUserSchema,
  );
