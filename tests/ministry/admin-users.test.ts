import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userChanges, users } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientOf, clientsForSuite, type Json } from './acts-support';

// User administration (issue 13, decision 056) against the seeded sandbox ministry: Saidov is the one
// seeded administrator.

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;

describe.each(drivers)('user administration on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, {
    admin: 'bsaidov',
    adminRu: ['bsaidov', 'ru'],
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

  it('is for administrators only: a notary or an applicant gets 403, and no one without a session', async () => {
    const target = await idOf('gnazarova');
    for (const client of [clients.applicant, clients.notary] as Client[]) {
      const list = await client.get('/admin/users');
      expect(list.status).toBe(403);
      expect(list.body.code).toBe('forbidden');
      expect((await client.get(`/admin/users/${target}`)).status).toBe(403);
      // Refused before the input is read: a bad body still answers 403.
      expect((await client.post(`/admin/users/${target}/changes`, { action: 'x' })).status).toBe(403);
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
    const { body } = await clients.adminRu.get(`/admin/users?q=${encodeURIComponent('Nazarova')}`);
    const cyrillic = `${nazarova.surname.cyrillic} ${nazarova.name.cyrillic} ${nazarova.lastname.cyrillic}`;
    expect(body.items[0]).toMatchObject({ fio: cyrillic, roles: ['applicant'], state: 'active' });
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
    for (const path of [
      '/admin/users?page=0',
      '/admin/users?role=boss',
      '/admin/users?q=a',
      '/admin/users/abc',
    ]) {
      expect((await clients.admin.get(path)).status).toBe(400);
    }
    expect((await clients.admin.get('/admin/users/999999')).status).toBe(404);
    expect(await journalRows()).toBe(before);
  });

  it('grants the notary role with an office and a licence, and revoking it ends the licence on the portal', async () => {
    // Qosimova's licence was terminated (the seed): granting the role with it renews it, at a new office.
    const target = await idOf('mqosimova');
    const otherLicence = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 2, licenseNumber: 'N-000777' },
      reason: 'Licence renewed by the ministry',
    });
    expect(otherLicence.body.fields['notary.licenseNumber']).toContain('boshqa raqamli litsenziya');
    const granted = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 2, licenseNumber: 'n-000104' },
      reason: 'Licence renewed by the ministry',
    });
    expect(granted.status).toBe(200);
    expect(granted.body.notary).toMatchObject({
      officeId: 2,
      licenseNumber: 'N-000104',
      licenseStatus: 'active',
    });
    const qosimova = await clientOf(ministry(), 'mqosimova');
    expect((await qosimova.get('/notary/queue')).status).toBe(200);

    const karimov = await idOf('jkarimov');
    const taken = await clients.admin.post(`/admin/users/${karimov}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 2, licenseNumber: 'N-000104' },
      reason: 'Same licence again',
    });
    expect(taken.body.fields['notary.licenseNumber']).toContain('boshqa foydalanuvchiga');
    const fresh = await clients.admin.post(`/admin/users/${karimov}/changes`, {
      action: 'grant',
      role: 'notary',
      notary: { officeId: 3, licenseNumber: 'N-000777' },
      reason: 'New licence',
    });
    expect(fresh.body.notary).toMatchObject({
      officeId: 3,
      licenseNumber: 'N-000777',
      licenseStatus: 'active',
    });
    expect(fresh.body.roles).toEqual(['applicant', 'notary']);

    const revoked = await clients.admin.post(`/admin/users/${target}/changes`, {
      action: 'revoke',
      role: 'notary',
      reason: 'Licence ended',
    });
    expect(revoked.body.roles).toEqual(['applicant']);
    expect(revoked.body.notary.licenseStatus).toBe('terminated');
    expect((await qosimova.get('/notary/queue')).status).toBe(403);
  });

  it('does not let an administrator demote themself out of the last administrator role', async () => {
    const saidov = clients.admin.userId;
    const refused = await clients.admin.post(`/admin/users/${saidov}/changes`, {
      action: 'revoke',
      role: 'admin',
      reason: 'Stepping down',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.role).toContain('oxirgi administrator');
    expect((await clients.admin.get('/admin/users?role=admin')).body.items.map((i: Json) => i.login)).toEqual(
      ['bsaidov'],
    );
    // With a second administrator, either may step down.
    const tursunova = await idOf('ztursunova');
    await clients.admin.post(`/admin/users/${tursunova}/changes`, {
      action: 'grant',
      role: 'admin',
      reason: 'Second administrator',
    });
    const second = await clientOf(ministry(), 'ztursunova');
    const steppedDown = await second.post(`/admin/users/${tursunova}/changes`, {
      action: 'revoke',
      role: 'admin',
      reason: 'Temporary cover ended',
    });
    expect(steppedDown.status).toBe(200);
    expect(steppedDown.body.roles).toEqual(['applicant']);
    expect((await second.get('/admin/users')).status).toBe(403);
    const self = await clients.admin.post(`/admin/users/${saidov}/changes`, {
      action: 'block',
      reason: 'Oops',
    });
    expect(self.body.fields.action).toContain('O‘zingizni');
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
      (await clients.admin.get('/admin/users?deleted=true')).body.items.map((i: Json) => i.login),
    ).toEqual(['jkarimov']);
    const again = await clients.admin.post(`/admin/users/${karimov.userId}/changes`, {
      action: 'unblock',
      reason: 'Too late',
    });
    expect(again.body.fields.action).toContain('o‘chirilgan');
  });
});
