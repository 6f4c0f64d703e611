import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import {
  AdminUserNotFound,
  ChangeForbidden,
  ChangeRefused,
  type GrantDecisionSent,
} from '../../../machines/admin-users/admin-user.machine';
import type { UserChange } from '../../../machines/admin-users/admin-users.schema';
import type {
  AdminUsersFilter,
  AdminUsersPage,
} from '../../../machines/admin-users/admin-users-list.machine';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import { ListQueryRefused } from '../../../machines/paging/filtered-list.machine';
import { useFragment as readFragment } from '../../gql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { refusedFields } from '../../graphql/failure';
import {
  AdminUserFields,
  AdminUserQuery,
  AdminUsersQuery,
  ChangeUserMutation,
  DecideRoleGrantMutation,
} from './admin-users.documents';

// The pages show refused input on their fields, an unknown user, and a refusal of separation of duties
// (FORBIDDEN with its own ministryCode, decision 072) themselves; every other failure (FORBIDDEN
// `forbidden` -> /403, the "Access Denied" of a blocked user -> toast and logout) goes to the error policy.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/**
 * A change refused by a rule of separation of duties: FORBIDDEN with the ministry's own code (self-grant,
 * last administrator, one's own request), not the guard's `forbidden` of a user without the role.
 */
function dutyRefusal(error: CombinedError | undefined): ChangeForbidden | null {
  const first = error?.graphQLErrors[0];
  const code = first?.extensions?.ministryCode;
  return first && first.extensions?.code === 'FORBIDDEN' && typeof code === 'string' && code !== 'forbidden'
    ? new ChangeForbidden(first.message)
    : null;
}

/** The actors of machines/admin-users: the list's and one user's page. */
export function adminUsersActors(client: Client, report: (report: ErrorReport) => void) {
  const failed = (error: CombinedError | undefined, kind: 'query' | 'mutation') => {
    if (error) report(firstErrorReport(error, kind));
    return error ?? new Error('no answer');
  };
  /** A mutation's failure as the page machine reads it. */
  const refusalOf = (error: CombinedError | undefined) => {
    const fields = refusedFields(error);
    if (fields) return new ChangeRefused(fields);
    return dutyRefusal(error) ?? failed(error, 'mutation');
  };
  return {
    loadPage: fromPromise(
      async ({ input }: { input: { filter: AdminUsersFilter; page: number } }): Promise<AdminUsersPage> => {
        const { filter, page } = input;
        const result = await client
          .query(
            AdminUsersQuery,
            {
              filter: {
                query: filter.query.trim() || null,
                role: filter.role,
                state: filter.state,
                deleted: filter.deleted,
                pending: filter.pending,
              },
              page,
            },
            silent,
          )
          .toPromise();
        if (result.data) return result.data.adminUsers;
        const fields = refusedFields(result.error);
        if (fields) throw new ListQueryRefused(fields);
        throw failed(result.error, 'query');
      },
    ),
    loadUser: fromPromise(async ({ input }: { input: number }): Promise<unknown> => {
      const result = await client.query(AdminUserQuery, { id: input }, silent).toPromise();
      if (result.data) return readFragment(AdminUserFields, result.data.adminUser);
      if (result.error?.graphQLErrors[0]?.extensions?.code === 'NOT_FOUND') throw new AdminUserNotFound();
      throw failed(result.error, 'query');
    }),
    changeUser: fromPromise(
      async ({ input }: { input: { userId: number; change: UserChange } }): Promise<unknown> => {
        const { change } = input;
        const result = await client
          .mutation(
            ChangeUserMutation,
            {
              id: input.userId,
              change: {
                action: change.action,
                reason: change.reason,
                role: 'role' in change ? change.role : null,
                notary: 'notary' in change && change.notary ? change.notary : null,
              },
            },
            silent,
          )
          .toPromise();
        if (result.data) return readFragment(AdminUserFields, result.data.changeUser);
        throw refusalOf(result.error);
      },
    ),
    decideGrant: fromPromise(
      async ({ input }: { input: { userId: number } & GrantDecisionSent }): Promise<unknown> => {
        const result = await client.mutation(DecideRoleGrantMutation, input, silent).toPromise();
        if (result.data) return readFragment(AdminUserFields, result.data.decideRoleGrant);
        throw refusalOf(result.error);
      },
    ),
  };
}
