import { sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tashkentDate } from '../../machines/clock/clock';
import { locales } from '../../machines/text/locales';
import { defaultRefreshStepMs } from '../../ministry/auth/sessions';
import { queryRows } from '../../ministry/db/database';
import { createFaceId } from '../../ministry/face-id';
import { translate } from '../../ministry/i18n';
import { russianSpelling } from '../../ministry/text/citizen-name';
import { drivers, startTestMinistry, type TestMinistry } from '../support/ministry';
import { userRecordFields } from '../support/user-record';
import { api, login, rahimova, tursunov, yusupova } from './auth-support';

const ttlMs = 10 * 60_000;
const accessDenied = { code: 'access_denied', message: 'Access Denied' };

describe.each(drivers)('sessions on %s', (driver) => {
  let ministry: TestMinistry;
  // The clock of sessions and tokens: tests move it instead of waiting for tokens to expire.
  let now = Date.now();
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    ministry = await startTestMinistry(driver, {
      faceId: createFaceId,
      faceIdWorkers: 1,
      auth: { sessionTtlMs: ttlMs, now: () => new Date(now) },
    });
    call = api(ministry);
  });
  afterAll(async () => {
    await ministry?.close();
  });

  it('logs in with the user record of every field, in the request language', async () => {
    const answer = await login(ministry, rahimova, rahimova.photo, { 'accept-language': 'ru' });
    expect(answer.resultCode).toBe(1);
    expect(answer.message).toBe(translate('ru', 'auth.success'));
    expect(answer.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Object.keys(answer.user ?? {}).sort()).toEqual([...userRecordFields].sort());
    expect(answer.user).toMatchObject({
      userid: rahimova.userid,
      pin: rahimova.pin,
      passserial: rahimova.passserial,
      passnum: rahimova.passnum,
      // A Russian page spells the registry's Cyrillic the Russian way (decision 085).
      surname: russianSpelling(rahimova.surname.cyrillic),
      fullname: russianSpelling(rahimova.fullname.cyrillic),
      regionru: 'Самаркандская область',
      termsofuse: 0,
      roles: ['applicant'],
      valid: true,
    });
    const oz = await login(ministry, rahimova, rahimova.photo, { 'accept-language': 'oz' });
    expect(oz.user).toMatchObject({ surname: 'Rahimova', fullname: rahimova.fullname.latin });
  });

  it('accepts a token until it expires, refreshing it on every 200', async () => {
    const { token } = await login(ministry, tursunov);
    const first = await call.get('/check_token', call.bearer(token!));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ valid: true });
    const refreshed = first.headers.get('x-refreshed-token');
    expect(refreshed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Public routes refresh a valid token too; unauthenticated requests get no header.
    const regions = await call.get('/regions', call.bearer(token!));
    expect(regions.headers.get('x-refreshed-token')).toMatch(/\./);
    expect((await call.get('/regions')).headers.get('x-refreshed-token')).toBeNull();

    now += ttlMs / 2;
    // The refreshed token outlives the one it replaced.
    const later = await call.get('/check_token', call.bearer(refreshed!));
    const newer = later.headers.get('x-refreshed-token');
    expect(later.status).toBe(200);
    now += ttlMs / 2 + 1000;
    const expired = await call.get('/check_token', call.bearer(token!));
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual(accessDenied);
    expect(expired.headers.get('x-refreshed-token')).toBeNull();
    expect((await call.get('/check_token', call.bearer(newer!))).status).toBe(200);
    now += ttlMs + 1000;
    expect((await call.get('/check_token', call.bearer(newer!))).status).toBe(403);
  });

  it('writes a session row at most once per refresh step, and no token outlives its row', async () => {
    const { token } = await login(ministry, tursunov);
    const sid = (JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sid: string })
      .sid;
    const row = async () =>
      (
        await queryRows<{ seen: number; expires: number }>(
          ministry.db,
          sql`select (extract(epoch from last_seen_at) * 1000)::float8 as seen,
                     (extract(epoch from expires_at) * 1000)::float8 as expires
              from auth.sessions where id = ${sid}`,
        )
      )[0]!;
    const expOf = (jwt: string) =>
      (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
    // A token's exp is in whole seconds.
    const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;
    const refreshed = async (bearer: string) => {
      const response = await call.get('/check_token', call.bearer(bearer));
      expect(response.status).toBe(200);
      return response.headers.get('x-refreshed-token')!;
    };

    const created = await row();
    // Reads within a step of the row's expiry leave the row alone and hand out its expiry.
    now += defaultRefreshStepMs / 2;
    const first = await refreshed(token!);
    const second = await refreshed(first);
    expect(await row()).toEqual(created);
    expect(expOf(first)).toBe(seconds(created.expires));
    expect(second).toBe(first);

    // A step later the row moves, and so does the expiry of the next token.
    now += defaultRefreshStepMs;
    const moved = await refreshed(second);
    const after = await row();
    expect(after.seen).toBe(now);
    expect(after.expires).toBe(now + ttlMs);
    expect(expOf(moved)).toBe(seconds(after.expires));
    expect(expOf(moved)).toBeGreaterThan(expOf(first));
  });

  it.each(locales)(
    'answers 403 Access Denied in %s without a token, with a forged one, and on every protected call',
    async (language) => {
      const { token } = await login(ministry, tursunov);
      const [header, payload] = token!.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      const calls: [string, string][] = [
        ['GET', '/check_token'],
        ['GET', '/user'],
        ['GET', '/notarial_act/get_notify'],
        ['POST', '/offer_accept?action=1'],
        ['POST', '/logout'],
      ];
      for (const [method, path] of calls) {
        for (const headers of [{}, call.bearer(forged), { authorization: 'Basic abc' }]) {
          const response = await fetch(`${ministry.url}/api${path}`, {
            method,
            headers: { 'accept-language': language, ...headers },
          });
          expect(response.status, `${method} ${path}`).toBe(403);
          expect(await response.json()).toEqual(accessDenied);
          expect(response.headers.get('x-refreshed-token')).toBeNull();
        }
      }
    },
  );

  it('revokes the session at logout, with every token of it', async () => {
    const { token } = await login(ministry, tursunov);
    const refreshed = (await call.get('/check_token', call.bearer(token!))).headers.get('x-refreshed-token')!;
    const other = (await login(ministry, tursunov)).token!;

    const logout = await call.post('/logout', undefined, call.bearer(token!));
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ ok: true });
    // A token of a session that has just ended would be useless: none is sent.
    expect(logout.headers.get('x-refreshed-token')).toBeNull();

    for (const dead of [token!, refreshed]) {
      const response = await call.get('/check_token', call.bearer(dead));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(accessDenied);
    }
    expect((await call.post('/logout', undefined, call.bearer(token!))).status).toBe(403);
    // Another session of the same person is not affected.
    expect((await call.get('/check_token', call.bearer(other))).status).toBe(200);
    const revoked = await queryRows<{ n: number }>(
      ministry.db,
      sql`select count(*)::int as n from auth.sessions where revoked_at is not null`,
    );
    expect(revoked[0]?.n).toBeGreaterThanOrEqual(1);
  });

  // A session's row, once read, may be remembered (on PGlite, decision 031): whatever ends the
  // session in the database must still end it at once, for every token of it.
  const sidOf = (jwt: string) =>
    (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
  const readTwice = async (token: string) => {
    const first = await call.get('/check_token', call.bearer(token));
    expect(first.status).toBe(200);
    const refreshed = first.headers.get('x-refreshed-token')!;
    expect((await call.get('/check_token', call.bearer(refreshed))).status).toBe(200);
    return [token, refreshed];
  };
  const expectEnded = async (tokens: string[]) => {
    for (const dead of tokens) {
      const response = await call.get('/check_token', call.bearer(dead));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(accessDenied);
      expect(response.headers.get('x-refreshed-token')).toBeNull();
    }
  };

  it('on PGlite reads a session row once; on PostgreSQL on every request', async () => {
    const { token } = await login(ministry, tursunov);
    // The statements drizzle runs on either driver (the session check is a prepared statement).
    const executes = [NodePgPreparedQuery.prototype, PglitePreparedQuery.prototype].map((prototype) =>
      vi.spyOn(prototype, 'execute'),
    );
    try {
      await readTwice(token!);
      await readTwice(token!);
      const texts = executes.flatMap((execute) =>
        execute.mock.contexts.map((statement) => (statement as { queryString: string }).queryString),
      );
      const sessionReads = texts.filter((text) => /^select .* from "auth"\."sessions"/is.test(text));
      expect(sessionReads).toHaveLength(driver === 'pglite' ? 1 : 4);
    } finally {
      for (const execute of executes) execute.mockRestore();
    }
  });

  it.each([
    [
      'revoked by another statement',
      (sid: string) => sql`update auth.sessions set revoked_at = now() where id = ${sid}`,
    ],
    ['deleted', (sid: string) => sql`delete from auth.sessions where id = ${sid}`],
    [
      'given to another user',
      (sid: string) => sql`update auth.sessions
        set user_id = (select id from portal.users where id <> auth.sessions.user_id order by id limit 1)
        where id = ${sid}`,
    ],
    ['emptied with every other session', () => sql`truncate auth.sessions cascade`],
  ])('ends a read session at once when its row is %s, with every token of it', async (_, change) => {
    const { token } = await login(ministry, tursunov);
    const tokens = await readTwice(token!);
    await ministry.db.execute(change(sidOf(token!)));
    await expectEnded(tokens);
  });

  it('ends a read session when a transaction revoking it commits, not when it rolls back', async () => {
    const { token } = await login(ministry, tursunov);
    const tokens = await readTwice(token!);
    const revoke = sql`update auth.sessions set revoked_at = now() where id = ${sidOf(token!)}`;
    await expect(
      ministry.db.transaction(async (tx) => {
        await tx.execute(revoke);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    for (const alive of tokens) expect((await call.get('/check_token', call.bearer(alive))).status).toBe(200);
    await ministry.db.transaction(async (tx) => {
      await tx.execute(revoke);
    });
    await expectEnded(tokens);
  });

  it('ends a read session at its expiry, however recently it was read', async () => {
    const { token } = await login(ministry, tursunov);
    const tokens = await readTwice(token!);
    now += ttlMs - 1000;
    expect((await call.get('/check_token', call.bearer(token!))).status).toBe(200);
    now += 1000;
    await expectEnded(tokens);
  });

  it('ends a read session at logout, on every token and on no other session', async () => {
    const { token } = await login(ministry, tursunov);
    const other = (await login(ministry, tursunov)).token!;
    const tokens = await readTwice(token!);
    await readTwice(other);
    expect((await call.post('/logout', undefined, call.bearer(tokens[1]!))).status).toBe(200);
    await expectEnded(tokens);
    expect((await call.get('/check_token', call.bearer(other))).status).toBe(200);
  });

  it('accepts and refuses the public offer, keeping termsofuse', async () => {
    const { token, user } = await login(ministry, rahimova);
    expect(user?.termsofuse).toBe(0);
    const accepted = await call.post('/offer_accept?action=1', undefined, call.bearer(token!));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ termsofuse: 1 });
    expect(accepted.headers.get('x-refreshed-token')).toMatch(/\./);
    const me = await call.get('/user', call.bearer(token!));
    expect(((await me.json()) as { termsofuse: number }).termsofuse).toBe(1);
    // The next login sees it: no offer dialog for this user.
    expect((await login(ministry, rahimova)).user?.termsofuse).toBe(1);

    const refused = await call.post('/offer_accept?action=0', undefined, call.bearer(token!));
    expect(await refused.json()).toEqual({ termsofuse: 0 });
    expect((await login(ministry, rahimova)).user?.termsofuse).toBe(0);
  });

  it.each(['2', 'yes', ''])(
    'answers 400 to offer_accept?action=%j, with no refreshed token',
    async (action) => {
      const { token } = await login(ministry, tursunov);
      const response = await call.post(
        `/offer_accept?action=${action}`,
        undefined,
        call.bearer(token!, { 'accept-language': 'uz' }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'validation_failed',
        message: translate('uz', 'validation.error_wrong_action'),
        fields: { action: translate('uz', 'validation.error_wrong_action') },
      });
      expect(response.headers.get('x-refreshed-token')).toBeNull();
      const missing = await call.post('/offer_accept', undefined, call.bearer(token!));
      expect(missing.status).toBe(400);
    },
  );

  it('lists the notifications of Yusupova, upcoming and in Tashkent time', async () => {
    const { token } = await login(ministry, yusupova);
    const response = await call.get(
      '/notarial_act/get_notify',
      call.bearer(token!, { 'accept-language': 'ru' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-refreshed-token')).toMatch(/\./);
    const items = (await response.json()) as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    expect(items.map((i) => [i.regsystemid, i.rid ?? null, i.uuid ?? null])).toEqual([
      [2, 1001, null],
      [3, null, '6f0c2d1e-4b7a-4c3e-9a51-2d8e7f3b1c90'],
    ]);
    const today = tashkentDate(new Date(now));
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'kioskLink',
        'link',
        'na',
        'office',
        'regsystemid',
        'regtypeid',
        'rid',
        'uuid',
        'visitdate',
        'visittime',
      ]);
      // An act's visit names no office: only an equeue reminder does (decision 063).
      expect(item.office).toBeNull();
      expect(item.visitdate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(item.visittime).toMatch(/^\d{2}:\d{2}$/);
      const [day, month, year] = String(item.visitdate).split('.');
      expect(`${year}-${month}-${day}` > today).toBe(true);
      expect(item.na).toMatch(/[\u0400-\u04FF]/);
    }
    expect(items[0]).toMatchObject({ regtypeid: 2, na: 'Договор купли-продажи автотранспортного средства' });
    // The video conference opens the act's video tab (decision 045); a visit in person has no link.
    expect(items[0]).toMatchObject({
      link: '/my_notarial_act/1001?tab=video',
      kioskLink: '/kiosk/my_notarial_act/1001?tab=video',
    });
    expect(items[1]).toMatchObject({ regtypeid: 1, link: null, kioskLink: null });
  });

  it('lists no notifications for a user who has none', async () => {
    const { token } = await login(ministry, tursunov);
    const response = await call.get('/notarial_act/get_notify', call.bearer(token!));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
