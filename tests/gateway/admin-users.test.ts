import { describe, expect, it } from 'vitest';
import {
  AdminUserFields,
  AdminUserQuery,
  AdminUsersQuery,
  ChangeUserMutation,
  DecideRoleGrantMutation,
} from '../../ui/features/admin-users/admin-users.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { sessionHeadersForSuite, userIdOf } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// User administration's UI documents through the gateway against the seeded sandbox ministry (issues 13
// and 27, decisions 056, 072): the role, state and action enums cross the seam, refusals map to their
// codes, and a refusal of separation of duties is FORBIDDEN with its own ministryCode and message.

describe('user administration through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const auth = sessionHeadersForSuite(ministry, ['bsaidov', 'dyoldosheva', 'drahimova', 'oergashev']);

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

  it('refuses a self-grant as FORBIDDEN with its ministryCode and the message in the caller’s language', async () => {
    const self = await userIdOf(ministry(), 'bsaidov');
    for (const [language, message] of [
      ['ru', 'Нельзя выдать роль самому себе: её выдаёт другой администратор'],
      ['oz', 'O‘zingizga rol bera olmaysiz: rolni boshqa administrator beradi'],
    ] as const) {
      const refused = await send(gateway(), ChangeUserMutation, {
        variables: {
          id: self,
          change: {
            action: 'grant',
            role: 'notary',
            notary: { officeId: 1, licenseNumber: 'N-000900' },
            reason: 'Weekend cover',
          },
        },
        headers: { ...auth.bsaidov, 'accept-language': language },
      });
      expect(refused.result.errors?.[0]?.message).toBe(message);
      expect(refused.result.errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        ministryCode: 'self_grant_forbidden',
      });
    }
  });

  it('asks for the administrator role, and a second administrator approves it; the first cannot', async () => {
    const id = await userIdOf(ministry(), 'ztursunova');
    const asked = await send(gateway(), ChangeUserMutation, {
      variables: { id, change: { action: 'grant', role: 'admin', reason: 'Covers the registry desk' } },
      headers: auth.bsaidov,
    });
    const pending = readFragment(AdminUserFields, asked.result.data!.changeUser);
    expect(pending.roles).toEqual(['applicant']);
    expect(pending.pendingGrants).toMatchObject([
      {
        role: 'admin',
        reason: 'Covers the registry desk',
        requestedBy: { userid: 'bsaidov' },
        decidable: false,
      },
    ]);
    const waiting = await send(gateway(), AdminUsersQuery, {
      variables: { filter: { pending: true } },
      headers: auth.dyoldosheva,
    });
    expect(waiting.result.data?.adminUsers.items.map((i) => [i.login, i.pendingRoles])).toEqual([
      ['ztursunova', ['admin']],
    ]);
    const grantId = pending.pendingGrants[0]!.id;
    const own = await send(gateway(), DecideRoleGrantMutation, {
      variables: { userId: id, grantId, decision: 'approve', reason: 'Agreed' },
      headers: { ...auth.bsaidov, 'accept-language': 'uz' },
    });
    expect(own.result.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      ministryCode: 'grant_own_request',
    });
    expect(own.result.errors?.[0]?.message).toBe(
      'Сиз сўраган рол берилишини бошқа администратор тасдиқлайди ёки рад этади',
    );
    const approved = await send(gateway(), DecideRoleGrantMutation, {
      variables: { userId: id, grantId, decision: 'approve', reason: 'Confirmed with the ministry' },
      headers: auth.dyoldosheva,
    });
    expect(approved.result.errors).toBeUndefined();
    const user = readFragment(AdminUserFields, approved.result.data!.decideRoleGrant);
    expect(user.roles).toEqual(['applicant', 'admin']);
    expect(user.pendingGrants).toEqual([]);
    expect(user.comments.slice(0, 2).map((c) => [c.action, c.role, c.admin.userid])).toEqual([
      ['approve', 'admin', 'dyoldosheva'],
      ['request', 'admin', 'bsaidov'],
    ]);
  });
});
