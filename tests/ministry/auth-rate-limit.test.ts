import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../ministry/db/database';
import { createFaceId } from '../../ministry/face-id';
import { type Language, translate } from '../../ministry/i18n';
import { drivers, startTestMinistry, type TestMinistry } from '../support/ministry';
import { api, credentials, person } from './auth-support';

const windowMs = 15 * 60_000;

describe.each(drivers)('rate limits on %s', (driver) => {
  let ministry: TestMinistry;
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    // The limits' windows follow the system clock, as rate-limiter-flexible reads it (decision 129):
    // the test stops it and moves it instead of waiting. Only Date: timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // The real face-ID server: refusals before any face is compared load no model.
    ministry = await startTestMinistry(driver, {
      faceId: createFaceId,
      faceIdWorkers: 1,
      auth: { gatewayAddresses: ['198.18.0.10'] },
    });
    call = api(ministry);
  });
  afterAll(async () => {
    await ministry?.close();
    vi.useRealTimers();
  });

  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  const wrongPin = (pin: string) => `${pin.slice(0, 13)}${(Number(pin.at(-1)) + 1) % 10}`;

  function precheck(body: Record<string, unknown>, address: string, language: Language = 'oz') {
    return call.post('/check_before_auth', body, { 'x-forwarded-for': address, 'accept-language': language });
  }

  function auth(body: Record<string, unknown>, address: string) {
    return call.post('/auth', { ...body, jwt: 'not.a.token' }, { 'x-forwarded-for': address });
  }

  async function expectTooMany(response: Response, language: Language, minutes: number) {
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(minutes * 60));
    expect(await response.json()).toEqual({
      code: 'too_many_attempts',
      minutes,
      message: translate(language, 'errors.too_many_attempts', { minutes }),
    });
  }

  it('refuses the 11th attempt for a passport after 10 failures, whatever it would answer', async () => {
    const victim = person('1000005');
    // Ten failures from ten addresses: only the passport's count reaches the limit. Pre-check and
    // auth failures count together.
    for (let i = 1; i <= 6; i++) {
      const response = await precheck({ ...credentials(victim), pin: wrongPin(victim.pin) }, `192.0.2.${i}`);
      expect(response.status).toBe(400);
    }
    for (let i = 7; i <= 10; i++) {
      const response = await auth({ ...credentials(victim), pin: wrongPin(victim.pin) }, `192.0.2.${i}`);
      expect(((await response.json()) as { resultCode: number }).resultCode).toBe(2);
    }
    // The right PIN now, from a fresh address, in Russian: still refused, with the wait in minutes.
    await expectTooMany(await precheck(credentials(victim), '192.0.2.50', 'ru'), 'ru', 15);
    await expectTooMany(await auth(credentials(victim), '192.0.2.51'), 'oz', 15);
    // Someone else is not affected.
    expect((await precheck(credentials(person('1000003')), '192.0.2.52')).status).toBe(200);

    later(5 * 60_000);
    await expectTooMany(await precheck(credentials(victim), '192.0.2.53', 'uz'), 'uz', 10);
    // Once the first failure is 15 minutes old, its window has ended: the next attempt is answered.
    later(10 * 60_000 + 1000);
    const again = await precheck(credentials(victim), '192.0.2.54');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('Ok');
  });

  it('lets exactly 10 of 30 parallel wrong attempts through for one passport', async () => {
    const victim = person('1000004');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        precheck({ ...credentials(victim), pin: wrongPin(victim.pin) }, `198.51.100.${i + 1}`),
      ),
    );
    const statuses = answers.map((response) => response.status);
    // Each attempt is counted in the statement that admits it: none passes on a count the others
    // have not raised yet.
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    await expectTooMany(await precheck(credentials(victim), '198.51.100.99'), 'oz', 15);
  });

  it('counts only failures: a successful pre-check gives its attempt back', async () => {
    const address = '203.0.113.60';
    const unknown = (i: number) => ({
      passserial: 'ZZ',
      passnum: `76000${String(i).padStart(2, '0')}`,
      pin: '31204889990019',
    });
    for (let i = 0; i < 9; i++) expect((await precheck(unknown(i), address)).status).toBe(400);
    // Five successes from the same address: the count stays at nine.
    for (let i = 0; i < 5; i++)
      expect((await precheck(credentials(person('1000002')), address)).status).toBe(200);
    expect((await precheck(unknown(9), address)).status).toBe(400);
    await expectTooMany(await precheck(credentials(person('1000002')), address), 'oz', 15);
  });

  it('refuses the 11th attempt from a client address after 10 failures', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const unknown = {
        passserial: 'ZZ',
        passnum: `70000${String(i).padStart(2, '0')}`,
        pin: '31204889990019',
      };
      expect((await precheck(unknown, address)).status).toBe(400);
    }
    await expectTooMany(await precheck(credentials(person('1000001')), address, 'ru'), 'ru', 15);
    // The right-most entry is the one the gateway wrote: anything left of it is the client's own.
    await expectTooMany(await precheck(credentials(person('1000001')), `10.0.0.1, ${address}`), 'oz', 15);
    // The same person from another address is answered.
    expect((await precheck(credentials(person('1000001')), '203.0.113.8')).status).toBe(200);
    later(windowMs + 1000);
    expect((await precheck(credentials(person('1000001')), address)).status).toBe(200);
  });

  it('counts the right-most X-Forwarded-For entry, never a first entry the client chose', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 10; i++) {
      const unknown = {
        passserial: 'ZZ',
        passnum: `73000${String(i).padStart(2, '0')}`,
        pin: '31204889990019',
      };
      expect((await precheck(unknown, `192.0.2.${150 + i}, ${address}`)).status).toBe(400);
    }
    await expectTooMany(await precheck(credentials(person('1000001')), `192.0.2.170, ${address}`), 'oz', 15);
    expect((await precheck(credentials(person('1000001')), `${address}, 203.0.113.21`)).status).toBe(200);
  });

  it('reads X-Forwarded-For from a gateway of GATEWAY_ADDRESSES too', async () => {
    const inject = (passnum: string, forwardedFor: string) =>
      ministry.app.inject({
        method: 'POST',
        url: '/api/check_before_auth',
        remoteAddress: '198.18.0.10',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { passserial: 'ZZ', passnum, pin: '31204889990019' },
      });
    for (let i = 0; i < 10; i++) {
      expect((await inject(`74000${String(i).padStart(2, '0')}`, '203.0.113.30')).statusCode).toBe(400);
    }
    expect((await inject('7400099', '203.0.113.30')).statusCode).toBe(429);
    // Another client of that gateway, and the gateway's own address, are counted apart.
    expect((await inject('7400098', '203.0.113.31')).statusCode).toBe(400);
  });

  it('trusts X-Forwarded-For only from a loopback peer (the gateway)', async () => {
    const before = await attempts();
    // A peer on the network: its own address counts, whatever X-Forwarded-For claims.
    for (let i = 0; i < 10; i++) {
      const response = await ministry.app.inject({
        method: 'POST',
        url: '/api/check_before_auth',
        remoteAddress: '198.18.0.9',
        headers: { 'x-forwarded-for': `192.0.2.${100 + i}` },
        payload: { passserial: 'ZZ', passnum: `71000${String(i).padStart(2, '0')}`, pin: '31204889990019' },
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await attempts()) - before).toBe(20);
    const eleventh = await ministry.app.inject({
      method: 'POST',
      url: '/api/check_before_auth',
      remoteAddress: '198.18.0.9',
      headers: { 'x-forwarded-for': '192.0.2.200' },
      payload: credentials(person('1000001')),
    });
    expect(eleventh.statusCode).toBe(429);
  });

  it('does not count malformed requests', async () => {
    const address = '203.0.113.99';
    const before = await attempts();
    for (let i = 0; i < 15; i++) {
      expect((await precheck({ passserial: 'A1', passnum: '1', pin: '2' }, address)).status).toBe(400);
      expect((await call.post('/auth', { passserial: 'AB' }, { 'x-forwarded-for': address })).status).toBe(
        400,
      );
    }
    expect(await attempts()).toBe(before);
    expect((await precheck(credentials(person('1000002')), address)).status).toBe(200);
  });

  /** Failed attempts counted now, over every passport and address (each failure counts twice). */
  async function attempts(): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      ministry.db,
      sql`select coalesce(sum(points), 0)::int as n from auth.rate_limits where key like 'login:%' and expire > ${new Date().toISOString()}`,
    );
    return rows[0]?.n ?? 0;
  }
});
