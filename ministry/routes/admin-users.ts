import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminUsersQuerySchema,
  grantDecisionSchema,
  userChangeSchema,
} from '../../machines/admin-users/admin-users.schema';
import { recordIdSchema } from '../../machines/fields/record-id';
import { changeUser, decideGrant } from '../admin-users/changes';
import { listUsers, userDetail } from '../admin-users/users';
import { administratorsOnly } from '../auth/administrator';
import type { Database } from '../db/database';
import { parseInput } from '../errors';

// User administration (issue 13, decisions 056, 072): administrators list and find portal users, read
// the admin labels of a user (specification section 3), and grant or revoke roles, block, unblock and
// soft-delete, each change journaled with its reason in portal.user_changes (append-only). The
// administrator and notary roles are granted by two administrators: one asks, another decides.
// The rules and the SQL are ministry/admin-users/; a change is applied by its applyUserChange.

const idParams = z.object({ id: recordIdSchema() });
const grantParams = z.object({ id: recordIdSchema(), grantId: recordIdSchema() });

export function adminUserRoutes({ db, now }: { db: Database; now: () => Date }) {
  const required = { config: { session: 'required' as const } };

  return async (app: FastifyInstance) => {
    const adminOf = administratorsOnly(app, db);

    app.get('/admin/users', required, async (request) => {
      adminOf(request);
      const query = parseInput(adminUsersQuerySchema, request.query);
      return listUsers(db, query, request.language);
    });

    app.get<{ Params: { id: string } }>('/admin/users/:id', required, async (request) => {
      const adminId = adminOf(request);
      const { id } = parseInput(idParams, request.params);
      return userDetail(db, id, adminId, request.language);
    });

    app.post<{ Params: { id: string } }>('/admin/users/:id/changes', required, async (request) => {
      const adminId = adminOf(request);
      const { id } = parseInput(idParams, request.params);
      const change = parseInput(userChangeSchema, request.body);
      await changeUser(db, now, { adminId, userId: id, change });
      return userDetail(db, id, adminId, request.language);
    });

    app.post<{ Params: { id: string; grantId: string } }>(
      '/admin/users/:id/grants/:grantId/decision',
      required,
      async (request) => {
        const adminId = adminOf(request);
        const { id, grantId } = parseInput(grantParams, request.params);
        const decision = parseInput(grantDecisionSchema, request.body);
        await decideGrant(db, now, { adminId, userId: id, grantId, decision });
        return userDetail(db, id, adminId, request.language);
      },
    );
  };
}
