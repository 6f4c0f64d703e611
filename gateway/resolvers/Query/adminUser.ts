import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { adminUserSchema } from '../../ministry/admin-users-schemas.js';

export const adminUser: NonNullable<QueryResolvers['adminUser']> = (_parent, { id }, { ministry }) =>
  ministry.getJson(`admin/users/${id}`, adminUserSchema);
