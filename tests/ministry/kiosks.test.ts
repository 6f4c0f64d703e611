import { describe, expect, it } from 'vitest';
import { kioskProofHeader } from '../../machines/kiosk/kiosk-proof';
import { seedPeople } from '../../ministry/db/seed';
import { translate } from '../../ministry/i18n';
import {
  enrolKioskDevice,
  type KioskDevice,
  kioskNonce,
  kioskProof,
  kioskProofHeaders,
  newKioskKeys,
  postJson,
  signKioskMessage,
} from '../support/kiosk-device';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientOfUser, clientsForSuite, type Json, notaryIdOf } from './acts-support';

// Enrolled kiosks (issue 27, decision 070) on the sandbox's seed, the clock at Monday 30 November
// 2026, 09:00 in Tashkent. An administrator enrols a kiosk for an office with a one-time code; the
// kiosk registers its public key with it and signs a nonce of the ministry's for each kiosk-only
// operation (check-in by passport, a general-queue number, its office). Tojiyev receives at office 2.

const monday9 = new Date('2026-11-30T04:00:00.000Z');
const office2 = 2;
const passportOf = (userid: string) => {
  const person = seedPeople.find((p) => p.userid === userid)!;
  return { passserial: person.passserial, passnum: person.passnum };
};

describe.each(drivers)('enrolled kiosks on %s', (driver) => {
  let clock = monday9;
  const ministry = ministryForSuite(driver, {
    auth: { now: () => clock, sessionTtlMs: 7 * 24 * 3_600_000 },
    // Small, so the limit is reached in a test; every test enrols kiosks of its own.
    kioskRateLimit: { max: 5, windowMs: 60_000 },
  });
  const clients = clientsForSuite(ministry, {
    admin: 'bsaidov',
    citizen: 'rhasanov',
    late: 'lsobirova',
    stranger: 'jkarimov',
    notary: 'stojiyev',
  });
  const api = () => `${ministry().url}/api`;
  const issue =
    (officeId = office2, label = 'Kirish, chap tomonda') =>
    async () => {
      const answer = await clients.admin.post('/admin/kiosks', { officeId, label });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as { code: string; kiosk: Json };
    };
  const enrol = (officeId = office2) => enrolKioskDevice(api(), issue(officeId));
  /** A POST of `client` signed by `device` for `operation` over `inputs`. */
  const signed = async (
    client: Client,
    device: KioskDevice,
    path: string,
    body: Json,
    operation: 'identify' | 'checkIn' | 'takeNumber',
    inputs: string[] = [],
  ) => client.post(path, body, await kioskProofHeaders(api(), device, operation, inputs));
  const checkIn = (client: Client, device: KioskDevice, passport: { passserial: string; passnum: string }) =>
    signed(client, device, '/equeue/check_in', passport, 'checkIn', [passport.passserial, passport.passnum]);

  it('an administrator enrols a kiosk: a one-time code, shown once, that the kiosk’s key turns into an active kiosk', async () => {
    clock = monday9;
    expect(
      (await clients.citizen.post('/admin/kiosks', { officeId: office2, label: 'Kirish' })).body,
    ).toMatchObject({
      code: 'forbidden',
    });
    expect((await clients.citizen.get('/admin/kiosks')).status).toBe(403);
    const badLabel = await clients.admin.post('/admin/kiosks', { officeId: office2, label: 'x' });
    expect(badLabel).toMatchObject({
      status: 400,
      body: { fields: { label: translate('oz', 'validation.error_kiosk_label') } },
    });

    const issued = await issue()();
    expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(issued.kiosk).toMatchObject({ state: 'pending', office: { id: office2 }, enrolledAt: null });
    const listed = await clients.admin.get(`/admin/kiosks?officeId=${office2}&state=pending`);
    expect(listed.body.items.map((k: Json) => k.id)).toContain(issued.kiosk.id);
    // The code is given out once: no list shows it, nor its hash.
    expect(JSON.stringify(listed.body)).not.toContain(issued.code);
    expect(JSON.stringify(listed.body)).not.toContain('codeHash');

    const { keys: _keys, publicKey } = await newKioskKeys();
    const malformed = await postJson(api(), '/kiosk/enrol', { code: issued.code, publicKey: { kty: 'RSA' } });
    expect(malformed.status).toBe(400);
    // Typed as read out: lower case, with its hyphens.
    const typed = issued.code.toLowerCase().match(/.{4}/g)!.join('-');
    const enrolled = await postJson(api(), '/kiosk/enrol', { code: typed, publicKey });
    expect(enrolled).toMatchObject({
      status: 200,
      body: { kioskId: issued.kiosk.id, label: 'Kirish, chap tomonda', office: { id: office2 } },
    });
    const again = await postJson(api(), '/kiosk/enrol', { code: issued.code, publicKey });
    expect(again).toMatchObject({ status: 403, body: { code: 'kiosk_code_refused' } });
    const active = await clients.admin.get('/admin/kiosks?state=active');
    const row = active.body.items.find((k: Json) => k.id === issued.kiosk.id);
    expect(row).toMatchObject({ state: 'active', lastSeenAt: null });
    expect(row.enrolledAt).toBe(monday9.toISOString());
    expect(JSON.stringify(active.body)).not.toContain(publicKey.x!);

    // A code past its 30 minutes is refused like a wrong one.
    const late = await issue()();
    clock = new Date(monday9.getTime() + 31 * 60_000);
    expect((await postJson(api(), '/kiosk/enrol', { code: late.code, publicKey })).body).toMatchObject({
      code: 'kiosk_code_refused',
    });
    clock = monday9;
  });

  it('wrong codes count against the client address: the eleventh try is 429', async () => {
    const { publicKey } = await newKioskKeys();
    const from = { 'x-forwarded-for': '198.51.100.70' };
    for (let i = 0; i < 10; i += 1) {
      const wrong = await postJson(api(), '/kiosk/enrol', { code: 'AAAA-BBBB-CCCC', publicKey }, from);
      expect(wrong.body.code).toBe('kiosk_code_refused');
    }
    const limited = await postJson(api(), '/kiosk/enrol', { code: 'AAAA-BBBB-CCCC', publicKey }, from);
    expect(limited).toMatchObject({ status: 429, body: { code: 'too_many_attempts' } });
  });

  it('the kiosk-only operations refuse a session without the kiosk’s proof, in the user’s language', async () => {
    const russian = await clientOfUser(ministry(), clients.stranger.userId, 'ru');
    for (const [path, body] of [
      ['/equeue/check_in', passportOf('rhasanov')],
      ['/equeue/general_queue', {}],
      ['/kiosk/identify', {}],
    ] as const) {
      const refused = await russian.post(path, body);
      expect(refused, path).toMatchObject({
        status: 403,
        body: { code: 'kiosk_required', message: translate('ru', 'errors.kiosk_required') },
      });
    }
    // A proof without anybody's session is not enough either: the kiosk is used by a logged-in person.
    const device = await enrol();
    const anonymous = await postJson(
      api(),
      '/kiosk/identify',
      {},
      await kioskProofHeaders(api(), device, 'identify'),
    );
    expect(anonymous).toMatchObject({ status: 403, body: { code: 'access_denied' } });
    const identity = await signed(clients.stranger, device, '/kiosk/identify', {}, 'identify');
    expect(identity).toMatchObject({
      status: 200,
      body: { kioskId: device.kioskId, office: { id: office2 } },
    });
    const seen = await clients.admin.get('/admin/kiosks?state=active');
    expect(seen.body.items.find((k: Json) => k.id === device.kioskId).lastSeenAt).toBe(clock.toISOString());
  });

  it('refuses a forged signature, a proof moved to another passport or operation, another kiosk’s nonce, a replay and a stale nonce', async () => {
    clock = monday9;
    const device = await enrol();
    const other = await enrol();
    const passport = passportOf('jkarimov');
    const refusedAs = (answer: { status: number; body: Json }) =>
      expect(answer).toMatchObject({ status: 403, body: { code: 'kiosk_proof_refused' } });

    // Forged: signed by a key that is not the kiosk's.
    const stranger = await newKioskKeys();
    const nonce = await kioskNonce(api(), device.kioskId);
    const forged = await signKioskMessage(stranger.keys.privateKey, device.kioskId, nonce, 'identify', []);
    refusedAs(
      await clients.stranger.post(
        '/kiosk/identify',
        {},
        { [kioskProofHeader]: `${device.kioskId}.${nonce}.${forged}` },
      ),
    );
    // Moved: a check-in's proof for one passport sent with another, or to another operation.
    const proof = await kioskProof(api(), device, 'checkIn', [passport.passserial, passport.passnum]);
    const header = { [kioskProofHeader]: `${proof.kioskId}.${proof.nonce}.${proof.signature}` };
    refusedAs(await clients.stranger.post('/equeue/check_in', passportOf('rhasanov'), header));
    refusedAs(await clients.stranger.post('/equeue/general_queue', {}, header));
    // Another kiosk's nonce, signed by this kiosk.
    const foreign = await kioskNonce(api(), other.kioskId);
    const signature = await signKioskMessage(device.keys.privateKey, device.kioskId, foreign, 'identify', []);
    refusedAs(
      await clients.stranger.post(
        '/kiosk/identify',
        {},
        { [kioskProofHeader]: `${device.kioskId}.${foreign}.${signature}` },
      ),
    );
    // The genuine call answers once; the same proof again is a replay.
    const first = await clients.stranger.post('/equeue/check_in', passport, header);
    expect(first.status).toBe(200);
    refusedAs(await clients.stranger.post('/equeue/check_in', passport, header));
    // A nonce older than its minute.
    const stale = await kioskNonce(api(), device.kioskId);
    clock = new Date(monday9.getTime() + 61_000);
    const late = await signKioskMessage(device.keys.privateKey, device.kioskId, stale, 'identify', []);
    refusedAs(
      await clients.stranger.post(
        '/kiosk/identify',
        {},
        { [kioskProofHeader]: `${device.kioskId}.${stale}.${late}` },
      ),
    );
    clock = monday9;
  });

  it('a revoked kiosk is refused at its next call, even with a nonce it took before', async () => {
    clock = monday9;
    const device = await enrol();
    const headers = await kioskProofHeaders(api(), device, 'takeNumber');
    const revoked = await clients.admin.post(`/admin/kiosks/${device.kioskId}/revoke`, {});
    expect(revoked.body).toMatchObject({
      id: device.kioskId,
      state: 'revoked',
      revokedAt: clock.toISOString(),
    });
    expect(await clients.stranger.post('/equeue/general_queue', {}, headers)).toMatchObject({
      status: 403,
      body: { code: 'kiosk_revoked', message: translate('oz', 'errors.kiosk_revoked') },
    });
    expect((await postJson(api(), '/kiosk/nonce', { kioskId: device.kioskId })).body).toMatchObject({
      code: 'kiosk_revoked',
    });
    expect((await clients.admin.post(`/admin/kiosks/${device.kioskId}/revoke`, {})).status).toBe(409);
    expect((await clients.citizen.post(`/admin/kiosks/${device.kioskId}/revoke`, {})).status).toBe(403);
  });

  it('a kiosk’s operations are limited per kiosk: the sixth within a minute is 429 with its wait, another kiosk goes on', async () => {
    clock = monday9;
    const busy = await enrol();
    const calm = await enrol();
    for (let i = 0; i < 5; i += 1) {
      expect((await signed(clients.stranger, busy, '/equeue/general_queue', {}, 'takeNumber')).status).toBe(
        200,
      );
    }
    const headers = await kioskProofHeaders(api(), busy, 'takeNumber');
    const { token } = await ministry().auth.sessions.create(ministry().db, clients.stranger.userId);
    const response = await fetch(`${api()}/equeue/general_queue`, {
      method: 'POST',
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'ru',
      },
      body: '{}',
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({
      code: 'kiosk_rate_limited',
      message: translate('ru', 'errors.kiosk_rate_limited', { seconds: 60 }),
    });
    expect((await signed(clients.stranger, calm, '/kiosk/identify', {}, 'identify')).status).toBe(200);
    clock = new Date(monday9.getTime() + 61_000);
    expect((await signed(clients.stranger, busy, '/kiosk/identify', {}, 'identify')).status).toBe(200);
    clock = monday9;
  });

  it('a check-in answers the number and nothing else, booking or not; the same passport gets its number back', async () => {
    clock = monday9;
    const device = await enrol();
    const tojiyev = await notaryIdOf(ministry(), 'stojiyev');
    const book = async (client: Client, start: string) => {
      const answer = await client.post('/equeue/bookings', {
        officeId: office2,
        notaryId: tojiyev,
        service: { kind: 'consultation' },
        date: '2026-11-30',
        slot: { start, notaryId: tojiyev },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.id as number;
    };
    // 11:00 and 11:30 today in Tashkent.
    const onTime = await book(clients.citizen, '2026-11-30T06:00:00.000Z');
    const tooLate = await book(clients.late, '2026-11-30T06:30:00.000Z');

    clock = new Date('2026-11-30T06:05:00.000Z');
    const booked = await checkIn(clients.stranger, device, passportOf('rhasanov'));
    const unbooked = await checkIn(clients.stranger, device, passportOf('jkarimov'));
    clock = new Date('2026-11-30T06:50:00.000Z');
    const late = await checkIn(clients.stranger, device, passportOf('lsobirova'));
    for (const answer of [booked, unbooked, late]) {
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['number']);
    }
    const numbers = [booked, unbooked, late].map((answer) => answer.body.number as number);
    expect(new Set(numbers).size).toBe(3);
    // The same passport again: its number, nothing new.
    expect((await checkIn(clients.stranger, device, passportOf('rhasanov'))).body).toEqual({
      number: numbers[0],
    });

    // What the kiosk did not say, the bookings hold: checked in with its number; late, in the general queue.
    const mine = await clients.citizen.get('/equeue/bookings?tab=registering');
    expect(mine.body.items.find((b: Json) => b.id === onTime)).toMatchObject({
      state: 'checkedIn',
      queueNumber: numbers[0],
    });
    const theirs = await clients.late.get('/equeue/bookings?tab=registering');
    expect(theirs.body.items.find((b: Json) => b.id === tooLate)).toMatchObject({
      state: 'generalQueue.waiting',
      lateNotice: true,
      queueNumber: numbers[2],
    });
    const day = await clients.notary.get('/equeue/today');
    expect(day.body.generalQueue).toEqual(
      expect.arrayContaining([
        { number: numbers[0], state: 'waiting', bookingId: onTime },
        { number: numbers[1], state: 'waiting', bookingId: null },
        { number: numbers[2], state: 'waiting', bookingId: tooLate },
      ]),
    );
    clock = monday9;
  });
});
