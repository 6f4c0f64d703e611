import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../machines/text/locales';
import { createAuth } from '../../ministry/auth';
import { setMaintenance } from '../../ministry/auth/settings';
import { queryRows } from '../../ministry/db/database';
import { citizens, notarialActs, parties, photos, users } from '../../ministry/db/schema';
import { yoldoshevaMalika } from '../../ministry/db/seed/registries';
import { createFaceId } from '../../ministry/face-id';
import { type Language, translate } from '../../ministry/i18n';
import { drivers, startTestMinistry, type TestMinistry } from '../support/ministry';
import { standalone } from '../support/privacy';
import { clientOf } from './acts-support';
import {
  type AuthAnswer,
  api,
  cameraShot,
  credentials,
  livenessToken,
  login,
  nazarova,
  person,
  rahimova,
  tursunov,
  yusupova,
} from './auth-support';

const karimov = person('1000001');

describe.each(drivers)('login on %s', (driver) => {
  let ministry: TestMinistry;
  let call: ReturnType<typeof api>;
  const lines: string[] = [];

  beforeAll(async () => {
    ministry = await startTestMinistry(driver, {
      faceId: createFaceId,
      faceIdWorkers: 1,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    call = api(ministry);
  });
  afterAll(async () => {
    await ministry?.close();
  });

  let client = 0;
  async function auth(body: Record<string, unknown>, language: Language = 'oz'): Promise<AuthAnswer> {
    // Each call from its own address (the gateway's X-Forwarded-For), so that this file's many refusals
    // never reach the per-address rate limit, which auth-rate-limit.test.ts covers.
    client += 1;
    const response = await call.post('/auth', body, {
      'accept-language': language,
      'x-forwarded-for': `198.51.100.${client}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-refreshed-token')).toBeNull();
    return (await response.json()) as AuthAnswer;
  }

  /** A token the face-ID server never issued: `claims` over a valid session, signed as given. */
  async function forgedToken(options: { secret?: Uint8Array; iat?: number; exp?: number } = {}) {
    const sessionId = randomUUID();
    const jti = randomUUID();
    await ministry.auth.livenessStore.begin(sessionId);
    await ministry.auth.livenessStore.complete(sessionId, jti);
    const iat = options.iat ?? Math.floor(Date.now() / 1000);
    const claims = {
      isOk: true,
      livenessWasSuccessful: true,
      bestshot: (await cameraShot('astronaut.png')).toString('base64'),
      sid: sessionId,
    };
    const jwt = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(options.exp ?? iat + 60)
      .sign(options.secret ?? ministry.auth.secrets.liveness);
    return { jwt, claims: { ...claims, jti, iat, exp: options.exp ?? iat + 60 } };
  }

  const refusedFace = (language: Language = 'oz') => ({
    resultCode: 2,
    message: translate(language, 'auth.refused'),
    token: null,
    user: null,
  });
  const refusedLiveness = (language: Language = 'oz') => ({
    resultCode: 2,
    message: translate(language, 'auth.liveness_failed'),
    token: null,
    user: null,
  });

  it('logs in with the face of the registry photograph and caches its embedding', async () => {
    const answer = await login(ministry, rahimova);
    expect(answer.resultCode).toBe(1);
    const rows = await queryRows<{ n: number }>(
      ministry.db,
      sql`select cardinality(p.embedding)::int as n from registry.photos p
          join registry.citizens c on c.id = p.citizen_id where c.pin = ${rahimova.pin}`,
    );
    expect(rows[0]?.n).toBe(128);
    // The second login compares with the stored vector and still succeeds.
    expect((await login(ministry, rahimova)).resultCode).toBe(1);
  });

  it('describes the registry photograph again when its stored vector came from an earlier network', async () => {
    // Decision 006's faceres network stored 1024 values; the recognition network gives 128.
    const stored = sql`select cardinality(p.embedding)::int as n from registry.photos p
        join registry.citizens c on c.id = p.citizen_id where c.pin = ${yusupova.pin}`;
    await ministry.db.execute(
      sql`update registry.photos p set embedding = array_fill(0.5::real, array[1024])
          from registry.citizens c where c.id = p.citizen_id and c.pin = ${yusupova.pin}`,
    );
    expect((await queryRows<{ n: number }>(ministry.db, stored))[0]?.n).toBe(1024);
    expect((await login(ministry, yusupova)).resultCode).toBe(1);
    expect((await queryRows<{ n: number }>(ministry.db, stored))[0]?.n).toBe(128);
  });

  it.each(locales)("refuses another person's face in %s, and accepts the right one", async (language) => {
    // Nazarova's registry photograph is grace_hopper.jpg; the astronaut is someone else.
    const { jwt } = await livenessToken(ministry, 'astronaut.png');
    expect(await auth({ ...credentials(nazarova), jwt }, language)).toEqual(refusedFace(language));
    // The refusal spent the token: it cannot be tried against another person either.
    expect(await auth({ ...credentials(karimov), jwt }, language)).toEqual(refusedLiveness(language));
    const own = await login(ministry, nazarova, 'grace_hopper.jpg', { 'accept-language': language });
    expect(own.resultCode).toBe(1);
    expect(own.user?.passnum).toBe(nazarova.passnum);
  });

  it('refuses a best shot with no face', async () => {
    const { jwt } = await livenessToken(ministry, 'coffee.png');
    expect(await auth({ ...credentials(rahimova), jwt })).toEqual(refusedFace());
  });

  it('refuses a reused liveness token', async () => {
    const { jwt } = await livenessToken(ministry, 'astronaut.png');
    expect((await auth({ ...credentials(tursunov), jwt })).resultCode).toBe(1);
    expect(await auth({ ...credentials(tursunov), jwt }, 'ru')).toEqual(refusedLiveness('ru'));
  });

  it('gives one session for one token when two requests race', async () => {
    const { jwt } = await livenessToken(ministry, 'astronaut.png');
    const answers = await Promise.all([1, 2, 3].map(() => auth({ ...credentials(tursunov), jwt })));
    expect(answers.map((a) => a.resultCode).sort()).toEqual([1, 2, 2]);
  });

  it('refuses an expired liveness token', async () => {
    const iat = Math.floor(Date.now() / 1000) - 120;
    const { jwt } = await forgedToken({ iat, exp: iat + 60 });
    expect(await auth({ ...credentials(tursunov), jwt })).toEqual(refusedLiveness());
  });

  it('refuses a liveness token signed with another key', async () => {
    const { jwt } = await forgedToken({ secret: new TextEncoder().encode('x'.repeat(32)) });
    expect(await auth({ ...credentials(tursunov), jwt })).toEqual(refusedLiveness());
  });

  it('refuses a liveness token with alg none', async () => {
    const { claims } = await forgedToken();
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const jwt = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    expect(await auth({ ...credentials(tursunov), jwt })).toEqual(refusedLiveness());
  });

  it('refuses a token of a liveness session that never completed', async () => {
    const sessionId = randomUUID();
    await ministry.auth.livenessStore.begin(sessionId);
    const { jwt, claims } = await forgedToken();
    // Same signature and claims, but bound to a session that has no successful check.
    const other = await new SignJWT({ ...claims, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(ministry.auth.secrets.liveness);
    expect(await auth({ ...credentials(tursunov), jwt: other })).toEqual(refusedLiveness());
    expect((await auth({ ...credentials(tursunov), jwt })).resultCode).toBe(1);
  });

  it('opens a registry citizen’s account at her first login, with the parties she was invited as', async () => {
    // Yo‘ldosheva is in the civil registry only; Rahimova names her the attorney of a power of
    // attorney, which opens her no account (decision 069).
    const [malika] = await ministry.db.select().from(citizens).where(eq(citizens.pin, yoldoshevaMalika));
    await ministry.db.insert(photos).values({ citizenId: malika!.id, fileName: 'astronaut.png' });
    const principal = await clientOf(ministry, 'drahimova');
    const created = await principal.post('/notarial_act', {
      type: 'generalPowerOfAttorney',
      notary: { mode: 'auto' },
      fields: { termFrom: '01.06.2026', termTo: '31.05.2027' },
      parties: [
        {
          role: 'attorney',
          pin: malika!.pin,
          passserial: malika!.passserial,
          passnum: malika!.passnum,
          grantedRights: { rights: ['representInCourt'], delegation: false },
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await ministry.db.select().from(users).where(eq(users.citizenId, malika!.id))).toEqual([]);

    const { jwt } = await livenessToken(ministry, 'astronaut.png');
    const first = await auth({
      pin: malika!.pin,
      passserial: malika!.passserial,
      passnum: malika!.passnum,
      jwt,
    });
    expect(first).toMatchObject({ resultCode: 1, user: { pin: malika!.pin, termsofuse: 0 } });
    const [account] = await ministry.db.select().from(users).where(eq(users.citizenId, malika!.id));
    expect(account).toMatchObject({ userid: `u${malika!.pin}`, roles: ['applicant'], state: 'active' });
    // The party of the act is hers now, in its row and in the act's statechart.
    const [party] = await ministry.db
      .select()
      .from(parties)
      .where(and(eq(parties.actId, created.body.rid), eq(parties.citizenId, malika!.id)));
    expect(party!.userId).toBe(account!.id);
    const [act] = await ministry.db.select().from(notarialActs).where(eq(notarialActs.id, created.body.rid));
    expect((act!.context as { parties: { userId: string | null }[] }).parties).toEqual([
      expect.objectContaining({ userId: String(account!.id), status: null }),
    ]);
    const mine = await fetch(`${ministry.url}/api/notarial_act/${created.body.uuid}`, {
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { view: { allowed: string[] } }).view.allowed).toContain('party.accepted');
    // A second login finds the account the first opened.
    const again = await livenessToken(ministry, 'astronaut.png');
    const second = await auth({
      pin: malika!.pin,
      passserial: malika!.passserial,
      passnum: malika!.passnum,
      jwt: again.jwt,
    });
    expect(second.resultCode).toBe(1);
    expect(await ministry.db.select().from(users).where(eq(users.citizenId, malika!.id))).toHaveLength(1);
  });

  it('refuses a person who is not in the registry', async () => {
    const { jwt } = await livenessToken(ministry, 'astronaut.png');
    const unknown = { passserial: 'ZZ', passnum: '7654321', pin: '31204889990019' };
    expect(await auth({ ...unknown, jwt })).toEqual(refusedFace());
    const wrongPin = { ...credentials(rahimova), pin: `${rahimova.pin.slice(0, 13)}9` };
    expect(await auth({ ...wrongPin, jwt })).toEqual(refusedFace());
  });

  it('validates the body and stores nothing for a malformed one', async () => {
    const before = await queryRows<{ n: number }>(
      ministry.db,
      sql`select coalesce(sum(points), 0)::int as n from auth.rate_limits`,
    );
    const response = await call.post(
      '/auth',
      { ...credentials(rahimova), jwt: '' },
      { 'accept-language': 'ru' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: translate('ru', 'validation.error_required_jwt'),
      fields: { jwt: translate('ru', 'validation.error_required_jwt') },
    });
    expect((await call.post('/auth', { jwt: 'x' })).status).toBe(400);
    const after = await queryRows<{ n: number }>(
      ministry.db,
      sql`select coalesce(sum(points), 0)::int as n from auth.rate_limits`,
    );
    expect(after).toEqual(before);
  });

  it.each(locales)('answers technical work in %s while the switch is on', async (language) => {
    const { jwt } = await livenessToken(ministry, 'astronaut.png');
    // As at a start with AUTH_MAINTENANCE=1.
    await createAuth(ministry.db, { maintenance: true });
    try {
      expect(await auth({ ...credentials(rahimova), jwt }, language)).toEqual({
        resultCode: 0,
        message: translate(language, 'auth.maintenance'),
        token: null,
        user: null,
      });
    } finally {
      await setMaintenance(ministry.db, false);
    }
    // The token was not spent by the maintenance answer.
    expect((await auth({ ...credentials(rahimova), jwt })).resultCode).toBe(1);
  });

  it('logs authentication events without PIN, passport, tokens or images', async () => {
    const { jwt } = await livenessToken(ministry, 'astronaut.png');
    const answer = await auth({ ...credentials(karimov), jwt });
    expect(answer.resultCode).toBe(1);
    await call.get('/check_token', call.bearer(answer.token!));
    await call.post('/logout', undefined, call.bearer(answer.token!));
    await call.post('/check_before_auth', { ...credentials(karimov), pin: '39999999999999' });

    const output = lines.join('');
    const events = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((record) => record.msg === 'authentication event');
    const outcomes = new Set(events.map((e) => `${e.event}:${e.outcome}:${e.reason ?? ''}`));
    for (const expected of [
      'auth:ok:',
      'auth:refused:face_mismatch',
      'auth:refused:liveness_reused',
      'auth:refused:liveness_expired',
      'auth:refused:liveness_bad_signature',
      'auth:refused:liveness_wrong_algorithm',
      'auth:refused:unknown_person',
      'auth:maintenance:maintenance_switch',
      'logout:ok:',
      'precheck:refused:passport_not_found',
    ]) {
      expect(outcomes, expected).toContain(expected);
    }
    for (const event of events.filter((e) => e.subject !== undefined)) {
      expect(event.subject).toMatch(/^passport:[0-9a-f]{16}$/);
    }
    for (const p of [rahimova, nazarova, tursunov, karimov]) {
      expect(output).not.toMatch(standalone(p.pin));
      expect(output).not.toMatch(standalone(p.passnum));
    }
    expect(output).not.toContain(jwt.slice(0, 40));
    expect(output).not.toContain(answer.token!.split('.')[1]!);
    expect(output).not.toContain((await cameraShot('astronaut.png')).toString('base64').slice(0, 40));
  });
});
