import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminUserFields,
  AdminUserQuery,
  AdminUsersQuery,
  ChangeUserMutation,
} from '../../ui/features/admin-users/admin-users.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { userIdOf } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// User administration's UI documents through the gateway against the seeded sandbox ministry (issue 13,
// decision 056): the role, state and action enums cross the seam, refusals map to their codes.

describe('user administration through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    for (const userid of ['bsaidov', 'drahimova', 'oergashev']) {
      const { token } = await ministry().auth.sessions.create(
        ministry().db,
        await userIdOf(ministry(), userid),
      );
      auth[userid] = { authorization: `Bearer ${token}` };
    }
  });

  it('finds a user by a Cyrillic query and grants the analyst role with a reason', async () => {
    const found = await send(gateway(), AdminUsersQuery, {
      variables: { filter: { query: 'Назарова', deleted: false }, page: 1 },
      headers: auth.bsaidov,
    });
    expect(found.result.errors).toBeUndefined();
    const [item] = found.result.data!.adminUsers.items;
    expect(item).toMatchObject({
      login: 'gnazarova',
      roles: ['applicant'],
      state: 'active',
      isdeleted: false,
    });
    const granted = await send(gateway(), ChangeUserMutation, {
      variables: { id: item!.id, change: { action: 'grant', role: 'analyst', reason: 'Debugs stuck acts' } },
      headers: auth.bsaidov,
    });
    expect(granted.result.errors).toBeUndefined();
    const user = readFragment(AdminUserFields, granted.result.data!.changeUser);
    expect(user.roles).toEqual(['applicant', 'analyst']);
    expect(user.comments[0]).toMatchObject({
      action: 'grant',
      role: 'analyst',
      reason: 'Debugs stuck acts',
      admin: { userid: 'bsaidov' },
    });
    const detail = await send(gateway(), AdminUserQuery, {
      variables: { id: item!.id },
      headers: auth.bsaidov,
    });
    expect(readFragment(AdminUserFields, detail.result.data!.adminUser)).toMatchObject({
      login: 'gnazarova',
      passport: 'AA 1000006',
    });
    const analysts = await send(gateway(), AdminUsersQuery, {
      variables: { filter: { role: 'analyst' } },
      headers: auth.bsaidov,
    });
    // She, and the seeded analyst (docs/sandbox.md, decision 062).
    expect(analysts.result.data?.adminUsers.items.map((i) => i.login)).toEqual(['gnazarova', 'jqodirov']);
  });

  it('refuses a non-administrator with FORBIDDEN and a change without a reason with its message', async () => {
    const refused = await send(gateway(), AdminUsersQuery, { variables: {}, headers: auth.drahimova });
    expect(refused.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const id = await userIdOf(ministry(), 'gnazarova');
    const noReason = await send(gateway(), ChangeUserMutation, {
      variables: { id, change: { action: 'block', role: null, notary: null, reason: '' } },
      headers: { ...auth.bsaidov, 'accept-language': 'ru' },
    });
    expect(noReason.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { reason: 'Укажите причину (не менее 3 символов)' },
    });
  });

  it('ends a blocked user’s session: their next call is the “Access Denied” of section 8 (TOKEN_EXPIRED)', async () => {
    const id = await userIdOf(ministry(), 'oergashev');
    const before = await send(gateway(), AdminUsersQuery, { variables: {}, headers: auth.oergashev });
    expect(before.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const blocked = await send(gateway(), ChangeUserMutation, {
      variables: { id, change: { action: 'block', reason: 'Reported for fraud' } },
      headers: auth.bsaidov,
    });
    expect(readFragment(AdminUserFields, blocked.result.data!.changeUser).state).toBe('blocked');
    const after = await send(gateway(), AdminUsersQuery, { variables: {}, headers: auth.oergashev });
    expect(after.result.errors?.[0]?.extensions?.code).toBe('TOKEN_EXPIRED');
  });
});
