import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portalRoles } from '../../machines/admin-users/admin-users.schema';
import { roleGrants, userChanges, users } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { translate } from '../../ministry/i18n';
import { russianSpelling } from '../../ministry/text/citizen-name';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientOf, clientsForSuite, type Json } from './acts-support';

// User administration (issue 13, decisions 056, 072) against the seeded sandbox ministry: Saidov and
// Yo‘ldosheva are the two seeded administrators. The tests run in order on one ministry per driver.

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;

describe.each(drivers)('user administration on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, {
    admin: 'bsaidov',
    adminRu: ['bsaidov', 'ru'],
    adminUz: ['bsaidov', 'uz'],
    second: 'dyoldosheva',
    applicant: 'drahimova',
    notary: 'nabdullayeva',
  });
  const idOf = async (userid: string) => {
    const [row] = await ministry().db.select({ id: users.id }).from(users).where(eq(users.userid, userid));
    return row!.id;
  };
  const journalRows = async () =>
    ((await ministry().db.select({ n: sql<number>`count(*)::int` }).from(userChanges)) as [{ n: number }])[0]
      .n;
  const grantRows = async () =>
    ((await ministry().db.select({ n: sql<number>`count(*)::int` }).from(roleGrants)) as [{ n: number }])[0]
      .n;
  const activeAdmins = async () =>
    (await clients.admin.get('/admin/users?role=admin&state=active&deleted=false')).body.items.map(
      (i: Json) => i.login,
    );

  it('is for administrators only: a notary or an applicant gets 403, and no one without a session', async () => {
    const target = await idOf('gnazarova');
    for (const client of [clients.applicant, clients.notary] as Client[]) {
      const list = await client.get('/admin/users');
      expect(list.status).toBe(403);
      expect(list.body.code).toBe('forbidden');
      expect((await client.get(`/admin/users/${target}`)).status).toBe(403);
      // Refused before the input is read: a bad body still answers 403.
      expect((await client.post(`/admin/users/${target}/changes`, { action: 'x' })).status).toBe(403);
      expect((await client.post(`/admin/users/${target}/grants/1/decision`, { decision: 'x' })).status).toBe(
        403,
      );
      expect(
        (
          await client.post(`/admin/users/${client.userId}/changes`, {
            action: 'grant',
            role: 'admin',
            reason: 'I want it',
          })
        ).status,
      ).toBe(403);
    }
    const none = await fetch(`${ministry().url}/api/admin/users`);
    expect(none.status).toBe(403);
    expect(((await none.json()) as Json).code).toBe('access_denied');
    expect(await journalRows()).toBe(0);
  });

  it('finds users by a name in either script, by PIN and by passport, and filters by role', async () => {
    const nazarova = person('gnazarova');
    const ids = async (path: string) => {
      const { status, body } = await clients.admin.get(path);
      expect(status).toBe(200);
      return body.items.map((item: Json) => item.login);
    };
    expect(await ids(`/admin/users?q=${encodeURIComponent('Назарова')}`)).toEqual(['gnazarova']);
    expect(await ids(`/admin/users?q=${encodeURIComponent('nazarova gulchehra')}`)).toEqual(['gnazarova']);
    expect(await ids(`/admin/users?q=${nazarova.pin}`)).toEqual(['gnazarova']);
    expect(await ids(`/admin/users?q=${encodeURIComponent('aa 1000006')}`)).toEqual(['gnazarova']);
    const notaries = await ids('/admin/users?role=notary');
    expect(notaries).toEqual(expect.arrayContaining(['nabdullayeva', 'axolmatov', 'stojiyev']));
    expect(notaries).not.toContain('drahimova');
    expect(await ids('/admin/users?role=admin')).toEqual(['bsaidov', 'dyoldosheva']);
    const { body } = await clients.adminRu.get(`/admin/users?q=${encodeURIComponent('Nazarova')}`);
    const cyrillic = `${nazarova.surname.cyrillic} ${nazarova.name.cyrillic} ${nazarova.lastname.cyrillic}`;
    expect(body.items[0]).toMatchObject({
      // Russian spelling of the registry's Cyrillic (ministry/text/citizen-name.ts).
      fio: russianSpelling(cyrillic),
      roles: ['applicant'],
      pendingRoles: [],
      state: 'active',
    });
    const page = await clients.admin.get('/admin/users?page=1');
    expect(page.body.pageSize).toBe(20);
    expect(page.body.items.length).toBeLessThanOrEqual(20);
    expect(page.body.total).toBeGreaterThan(page.body.items.length - 1);
  });

  it('grants a role with its reason, journaled with the administrator and the time', async () => {
    const target = await idOf('gnazarova');
    const before = await journalRows();
    const { status, body } = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'grant',
      role: 'analyst',
      reason: 'Debugs stuck acts for the ministry',
    });
    expect(status).toBe(200);
    expect(body.roles).toEqual(['applicant', 'analyst']);
    expect(body.pendingGrants).toEqual([]);
    expect(body.comments[0]).toMatchObject({
      action: 'grant',
      role: 'analyst',
      reason: 'Debugs stuck acts for the ministry',
      admin: { userid: 'bsaidov' },
    });
    expect(Date.now() - Date.parse(body.comments[0].at)).toBeLessThan(60_000);
    expect(await journalRows()).toBe(before + 1);
    const [row] = await ministry().db.select().from(userChanges).where(eq(userChanges.userId, target));
    expect(row).toMatchObject({
      before: { roles: ['applicant'] },
      after: { roles: ['applicant', 'analyst'] },
    });
    // The journal is append-only.
    await expect(
      ministry().db.update(userChanges).set({ reason: 'rewritten' }).where(eq(userChanges.id, row!.id)),
    ).rejects.toThrow();
    const detail = await clients.admin.get(`/admin/users/${target}`);
    expect(detail.body).toMatchObject({
      login: 'gnazarova',
      passport: 'AA 1000006',
      isdeleted: false,
      state: 'active',
    });
    // The moderator role is granted by one administrator, as the analyst's (decision 072).
    const moderator = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'grant',
      role: 'moderator',
      reason: 'Moderates the reviews of notaries',
    });
    expect(moderator.body.roles).toEqual(['applicant', 'analyst', 'moderator']);
  });

  it('refuses a change without a reason, and other bad inputs, with clear messages', async () => {
    const target = await idOf('gnazarova');
    const before = await journalRows();
    const noReason = await clients.admin.post(`/admin/users/${target}/changes`, { action: 'block' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toContain('Sababini yozing');
    const blank = await clients.adminRu.post(`/admin/users/${target}/changes`, {
      action: 'block',
      reason: '   ',
    });
    expect(blank.body.fields.reason).toBe('Укажите причину (не менее 3 символов)');
    const notary = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'grant',
      role: 'notary',
      reason: 'Licensed in 2026',
    });
    expect(notary.status).toBe(400);
    expect(notary.body.fields.notary).toContain('litsenziya');
    const licence = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 1, licenseNumber: '12' },
      reason: 'Licensed in 2026',
    });
    expect(licence.body.fields['notary.licenseNumber']).toContain('N-000000');
    const held = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'grant',
      role: 'applicant',
      reason: 'Already one',
    });
    expect(held.body.fields.role).toContain('allaqachon');
    const decision = await clients.admin.post(`/admin/users/${target}/grants/1/decision`, {
      decision: 'maybe',
      reason: 'Looks fine',
    });
    expect(decision.status).toBe(400);
    expect(decision.body.fields.decision).toBe(translate('oz', 'validation.error_grant_decision'));
    for (const path of [
      '/admin/users?page=0',
      '/admin/users?role=boss',
      '/admin/users?q=a',
      '/admin/users/abc',
    ]) {
      expect((await clients.admin.get(path)).status).toBe(400);
    }
    expect((await clients.admin.get('/admin/users/999999')).status).toBe(404);
    expect(
      (
        await clients.admin.post(`/admin/users/${target}/grants/999999/decision`, {
          decision: 'approve',
          reason: 'Fine',
        })
      ).status,
    ).toBe(404);
    expect(await journalRows()).toBe(before);
    expect(await grantRows()).toBe(0);
  });

  it('refuses every role an administrator would grant themself, a notary post included, in the caller’s language', async () => {
    const saidov = clients.admin.userId;
    const journal = await journalRows();
    for (const role of portalRoles) {
      const change = {
        action: 'grant',
        role,
        reason: 'I need it for the weekend',
        ...(role === 'notary' ? { notary: { officeId: 1, licenseNumber: 'N-000900' } } : {}),
      };
      const refused = await clients.admin.post(`/admin/users/${saidov}/changes`, change);
      expect(refused.status, role).toBe(403);
      expect(refused.body, role).toEqual({
        code: 'self_grant_forbidden',
        message: translate('oz', 'errors.self_grant_forbidden'),
      });
    }
    const russian = await clients.adminRu.post(`/admin/users/${saidov}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 1, licenseNumber: 'N-000900' },
      reason: 'I need it for the weekend',
    });
    expect(russian.body.message).toBe('Нельзя выдать роль самому себе: её выдаёт другой администратор');
    const uzbek = await clients.adminUz.post(`/admin/users/${saidov}/changes`, {
      action: 'grant',
      role: 'analyst',
      reason: 'I need it for the weekend',
    });
    expect(uzbek.body.message).toBe(translate('uz', 'errors.self_grant_forbidden'));
    // The second administrator is refused alike; neither left a request or a licence behind.
    const second = await clients.second.post(`/admin/users/${clients.second.userId}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 2, licenseNumber: 'N-000901' },
      reason: 'Covering the office',
    });
    expect(second.body.code).toBe('self_grant_forbidden');
    // Each self-change has its own refusal.
    const own = async (action: string) =>
      (await clients.adminRu.post(`/admin/users/${saidov}/changes`, { action, reason: 'Testing myself' }))
        .body;
    expect(await own('unblock')).toEqual({
      code: 'self_unblock_forbidden',
      message: 'Нельзя разблокировать самого себя',
    });
    expect(await own('block')).toEqual({
      code: 'self_block_forbidden',
      message: 'Нельзя заблокировать самого себя',
    });
    expect(await own('delete')).toEqual({
      code: 'self_delete_forbidden',
      message: 'Нельзя удалить самого себя',
    });
    expect(await journalRows()).toBe(journal);
    expect(await grantRows()).toBe(0);
    expect((await clients.admin.get(`/admin/users/${saidov}`)).body.roles).toEqual(['admin']);
  });

  it('records a grant of the administrator role as pending until a second administrator approves it', async () => {
    const tursunova = await idOf('ztursunova');
    const requested = await clients.admin.post(`/admin/users/${tursunova}/changes`, {
      action: 'grant',
      role: 'admin',
      reason: 'Covers the registry desk in March',
    });
    expect(requested.status).toBe(200);
    // No administrator rights yet: the role is not hers, and the routes refuse her.
    expect(requested.body.roles).toEqual(['applicant']);
    expect(requested.body.pendingGrants).toEqual([
      {
        id: expect.any(Number),
        role: 'admin',
        notary: null,
        reason: 'Covers the registry desk in March',
        requestedAt: expect.any(String),
        requestedBy: { id: clients.admin.userId, userid: 'bsaidov', fullname: 'Saidov Bahodir Erkin o‘g‘li' },
        decidable: false,
      },
    ]);
    expect(requested.body.comments[0]).toMatchObject({
      action: 'request',
      role: 'admin',
      admin: { userid: 'bsaidov' },
    });
    const grantId = requested.body.pendingGrants[0].id as number;
    const her = await clientOf(ministry(), 'ztursunova');
    expect((await her.get('/admin/users')).status).toBe(403);
    // The list finds who waits for a second administrator.
    const waiting = await clients.second.get('/admin/users?pending=true');
    expect(waiting.body.items.map((i: Json) => [i.login, i.pendingRoles])).toEqual([
      ['ztursunova', ['admin']],
    ]);
    // Asked once: a second request waits for the first.
    const again = await clients.second.post(`/admin/users/${tursunova}/changes`, {
      action: 'grant',
      role: 'admin',
      reason: 'Covers the registry desk',
    });
    expect(again.status).toBe(400);
    expect(again.body.fields.role).toBe(translate('oz', 'validation.error_grant_pending'));

    // The one who asked cannot decide, in any language.
    for (const [client, language] of [
      [clients.admin, 'oz'],
      [clients.adminRu, 'ru'],
      [clients.adminUz, 'uz'],
    ] as const) {
      const own = await client.post(`/admin/users/${tursunova}/grants/${grantId}/decision`, {
        decision: 'approve',
        reason: 'Agreed with myself',
      });
      expect(own.status).toBe(403);
      expect(own.body).toEqual({
        code: 'grant_own_request',
        message: translate(language, 'errors.grant_own_request'),
      });
    }
    expect(
      (
        await clients.adminRu.post(`/admin/users/${tursunova}/grants/${grantId}/decision`, {
          decision: 'reject',
          reason: 'Changed my mind',
        })
      ).body.code,
    ).toBe('grant_own_request');
    expect((await clients.admin.get(`/admin/users/${tursunova}`)).body.roles).toEqual(['applicant']);

    // The second administrator sees it as hers to decide, and approves it.
    const seen = await clients.second.get(`/admin/users/${tursunova}`);
    expect(seen.body.pendingGrants[0]).toMatchObject({ id: grantId, decidable: true });
    const approved = await clients.second.post(`/admin/users/${tursunova}/grants/${grantId}/decision`, {
      decision: 'approve',
      reason: 'Confirmed with the ministry',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.roles).toEqual(['applicant', 'admin']);
    expect(approved.body.pendingGrants).toEqual([]);
    expect(approved.body.comments.slice(0, 2)).toMatchObject([
      {
        action: 'approve',
        role: 'admin',
        reason: 'Confirmed with the ministry',
        admin: { userid: 'dyoldosheva' },
      },
      {
        action: 'request',
        role: 'admin',
        reason: 'Covers the registry desk in March',
        admin: { userid: 'bsaidov' },
      },
    ]);
    expect((await her.get('/admin/users')).status).toBe(200);
    const [row] = await ministry().db.select().from(roleGrants).where(eq(roleGrants.id, grantId));
    expect(row).toMatchObject({
      state: 'approved',
      requestedBy: clients.admin.userId,
      decidedBy: clients.second.userId,
      decisionReason: 'Confirmed with the ministry',
    });
    // Decided once: a second decision is refused, and the row itself cannot be rewritten.
    const twice = await clients.second.post(`/admin/users/${tursunova}/grants/${grantId}/decision`, {
      decision: 'reject',
      reason: 'Second thoughts',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('grant_decided');
    await expect(
      ministry().db.update(roleGrants).set({ state: 'rejected' }).where(eq(roleGrants.id, grantId)),
    ).rejects.toThrow();
    await expect(ministry().db.delete(roleGrants).where(eq(roleGrants.id, grantId))).rejects.toThrow();
    expect((await clients.second.get('/admin/users?pending=true')).body.items).toEqual([]);
  });

  it('asks a second administrator for the notary role too; she may reject it, and never approve her own', async () => {
    // Qosimova's licence was terminated (the seed): the grant asks to renew it, at a new office.
    const qosimova = await idOf('mqosimova');
    const otherLicence = await clients.admin.post(`/admin/users/${qosimova}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 2, licenseNumber: 'N-000777' },
      reason: 'Licence renewed by the ministry',
    });
    expect(otherLicence.body.fields['notary.licenseNumber']).toContain('boshqa raqamli litsenziya');
    const requested = await clients.admin.post(`/admin/users/${qosimova}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 2, licenseNumber: 'n-000104' },
      reason: 'Licence renewed by the ministry',
    });
    expect(requested.status).toBe(200);
    expect(requested.body.roles).toEqual(['applicant']);
    expect(requested.body.notary.licenseStatus).toBe('terminated');
    expect(requested.body.pendingGrants[0]).toMatchObject({
      role: 'notary',
      notary: { officeId: 2, licenseNumber: 'N-000104', officeName: expect.any(String) },
    });
    const her = await clientOf(ministry(), 'mqosimova');
    expect((await her.get('/notary/queue')).status).toBe(403);
    const rejected = await clients.second.post(
      `/admin/users/${qosimova}/grants/${requested.body.pendingGrants[0].id}/decision`,
      { decision: 'reject', reason: 'The licence order is not signed yet' },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      roles: ['applicant'],
      pendingGrants: [],
      notary: { licenseStatus: 'terminated' },
    });
    expect(rejected.body.comments[0]).toMatchObject({
      action: 'reject',
      role: 'notary',
      admin: { userid: 'dyoldosheva' },
    });
    expect((await her.get('/notary/queue')).status).toBe(403);

    // Asked again, and approved by the second administrator: the licence works again.
    const again = await clients.admin.post(`/admin/users/${qosimova}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 2, licenseNumber: 'N-000104' },
      reason: 'The licence order is signed',
    });
    const approved = await clients.second.post(
      `/admin/users/${qosimova}/grants/${again.body.pendingGrants[0].id}/decision`,
      { decision: 'approve', reason: 'Order 14 of the ministry' },
    );
    expect(approved.body.roles).toEqual(['applicant', 'notary']);
    expect(approved.body.notary).toMatchObject({
      officeId: 2,
      licenseNumber: 'N-000104',
      licenseStatus: 'active',
    });
    expect((await her.get('/notary/queue')).status).toBe(200);

    // A notary grant for the second administrator herself: she is the one person who may not approve it.
    const second = clients.second.userId;
    const forHer = await clients.admin.post(`/admin/users/${second}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 3, licenseNumber: 'N-000777' },
      reason: 'Also a notary of office 3',
    });
    const grantId = forHer.body.pendingGrants[0].id as number;
    expect((await clients.second.get(`/admin/users/${second}`)).body.pendingGrants[0].decidable).toBe(false);
    const herOwn = await clients.second.post(`/admin/users/${second}/grants/${grantId}/decision`, {
      decision: 'approve',
      reason: 'Fine by me',
    });
    expect(herOwn.status).toBe(403);
    expect(herOwn.body.code).toBe('self_grant_forbidden');
    // A third administrator (Tursunova, approved above) decides it.
    const tursunova = await clientOf(ministry(), 'ztursunova', 'ru');
    const decided = await tursunova.post(`/admin/users/${second}/grants/${grantId}/decision`, {
      decision: 'approve',
      reason: 'Order 15 of the ministry',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.roles).toEqual(['admin', 'notary']);
    expect(decided.body.notary).toMatchObject({
      officeId: 3,
      licenseNumber: 'N-000777',
      licenseStatus: 'active',
    });

    // Revoking the notary role is one administrator's, and ends the licence on the portal.
    const revoked = await clients.admin.post(`/admin/users/${qosimova}/changes`, {
      action: 'revoke',
      role: 'notary',
      reason: 'Licence ended',
    });
    expect(revoked.body.roles).toEqual(['applicant']);
    expect(revoked.body.notary.licenseStatus).toBe('terminated');
    expect((await her.get('/notary/queue')).status).toBe(403);
  });

  it('never blocks, deletes or demotes the last active administrator', async () => {
    const saidov = clients.admin.userId;
    const second = clients.second.userId;
    const tursunova = await idOf('ztursunova');
    expect((await activeAdmins()).sort()).toEqual(['bsaidov', 'dyoldosheva', 'ztursunova']);
    // With others left, an administrator may step down, and another may be blocked or deleted.
    const herself = await clientOf(ministry(), 'ztursunova');
    const steppedDown = await herself.post(`/admin/users/${tursunova}/changes`, {
      action: 'revoke',
      role: 'admin',
      reason: 'The March cover ended',
    });
    expect(steppedDown.status).toBe(200);
    expect(steppedDown.body.roles).toEqual(['applicant']);
    expect((await herself.get('/admin/users')).status).toBe(403);
    const blocked = await clients.admin.post(`/admin/users/${second}/changes`, {
      action: 'block',
      reason: 'On leave',
    });
    expect(blocked.status).toBe(200);
    expect(await activeAdmins()).toEqual(['bsaidov']);

    // Saidov is the last active one: he can neither step down nor block or delete himself, in any language.
    const journal = await journalRows();
    for (const [client, language] of [
      [clients.admin, 'oz'],
      [clients.adminUz, 'uz'],
      [clients.adminRu, 'ru'],
    ] as const) {
      const demoted = await client.post(`/admin/users/${saidov}/changes`, {
        action: 'revoke',
        role: 'admin',
        reason: 'Stepping down',
      });
      expect(demoted.status).toBe(403);
      expect(demoted.body).toEqual({ code: 'last_admin', message: translate(language, 'errors.last_admin') });
    }
    expect(
      (await clients.admin.post(`/admin/users/${saidov}/changes`, { action: 'block', reason: 'Oops' }))
        .status,
    ).toBe(403);
    expect(
      (await clients.admin.post(`/admin/users/${saidov}/changes`, { action: 'delete', reason: 'Oops' }))
        .status,
    ).toBe(403);
    // Nobody else can: whoever is not an administrator is refused before anything is read.
    for (const client of [clients.applicant, clients.notary, herself] as Client[]) {
      for (const change of [
        { action: 'block', reason: 'Coup' },
        { action: 'delete', reason: 'Coup' },
        { action: 'revoke', role: 'admin', reason: 'Coup' },
      ]) {
        const answer = await client.post(`/admin/users/${saidov}/changes`, change);
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('forbidden');
      }
    }
    // A blocked administrator's session ended with the block: she cannot act either.
    expect(
      (await clients.second.post(`/admin/users/${saidov}/changes`, { action: 'block', reason: 'Revenge' }))
        .status,
    ).toBe(403);
    expect(await journalRows()).toBe(journal);
    expect(await activeAdmins()).toEqual(['bsaidov']);

    // Unblocked, she counts again, and either may then step down.
    await clients.admin.post(`/admin/users/${second}/changes`, {
      action: 'unblock',
      reason: 'Back from leave',
    });
    const back = await clientOf(ministry(), 'dyoldosheva');
    const deleted = await back.post(`/admin/users/${tursunova}/changes`, {
      action: 'delete',
      reason: 'Left the ministry',
    });
    expect(deleted.body.isdeleted).toBe(true);
    const lastButOne = await back.post(`/admin/users/${second}/changes`, {
      action: 'revoke',
      role: 'admin',
      reason: 'Moving to the notary office',
    });
    expect(lastButOne.status).toBe(200);
    expect(lastButOne.body.roles).toEqual(['notary']);
    expect(await activeAdmins()).toEqual(['bsaidov']);
  });

  it('refuses a blocked user’s token at the next call, and a deleted user’s likewise', async () => {
    const ergashev = await clientOf(ministry(), 'oergashev');
    expect((await ergashev.get('/check_token')).status).toBe(200);
    const target = ergashev.userId;
    const blocked = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'block',
      reason: 'Reported for fraud',
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.state).toBe('blocked');
    const next = await ergashev.get('/check_token');
    expect(next.status).toBe(403);
    expect(next.body).toMatchObject({ code: 'access_denied', message: 'Access Denied' });
    expect(
      (await clients.admin.get('/admin/users?state=blocked')).body.items.map((i: Json) => i.login),
    ).toEqual(['oergashev']);
    const unblocked = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'unblock',
      reason: 'Cleared by the inquiry',
    });
    expect(unblocked.body.state).toBe('active');
    // The session ended with the block stays ended.
    expect((await ergashev.get('/check_token')).status).toBe(403);

    const karimov = await clientOf(ministry(), 'jkarimov');
    const deleted = await clients.admin.post(`/admin/users/${karimov.userId}/changes`, {
      action: 'delete',
      reason: 'Duplicate account',
    });
    expect(deleted.body.isdeleted).toBe(true);
    expect((await karimov.get('/check_token')).status).toBe(403);
    expect(
      (await clients.admin.get('/admin/users?deleted=true')).body.items.map((i: Json) => i.login).sort(),
    ).toEqual(['jkarimov', 'ztursunova']);
    const again = await clients.admin.post(`/admin/users/${karimov.userId}/changes`, {
      action: 'unblock',
      reason: 'Too late',
    });
    expect(again.body.fields.action).toContain('o‘chirilgan');
  });
});
