import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { adminUserPageSchema } from '../../ministry/admin-users-schemas.js';

export const adminUsers: NonNullable<QueryResolvers['adminUsers']> = (
  _parent,
  { filter, page },
  { ministry },
) =>
  ministry.getJson('admin/users', adminUserPageSchema, {
    query: {
      q: filter?.query,
      role: filter?.role,
      state: filter?.state,
      deleted: filter?.deleted == null ? undefined : String(filter.deleted),
      pending: filter?.pending == null ? undefined : String(filter.pending),
      page,
    },
  });
