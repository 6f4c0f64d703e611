import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeInMessage } from '../../machines/fields/confirmation-code';
import { phoneCodeLifetimeMs } from '../../machines/profile/profile.schema';
import { citizens, consentJournal, users } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { drivers } from '../support/ministry';
import { type Client, clientOf } from './acts-support';
import { actAtTime, videoSuite } from './video-support';

// The citizen's profile (issue 13, decision 059) against the seeded sandbox ministry: Rashidov changes
// his phone with the code the sandbox SMS gateway sent, withdraws and gives his consent, ends his other
// sessions; Rahimova's video act refuses her while her consent is withdrawn.

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const minutes = (n: number) => n * 60_000;

describe.each(drivers)('the profile on %s', (driver) => {
  const { clock, ministry, clients, people } = videoSuite(driver, {
    rashidov: 'drashidov',
    ismoilova: 'mismoilova',
  });

  /** The newest code the sandbox SMS gateway sent to `phone`. */
  const codeSentTo = async (phone: string) => {
    const outbox = await fetch(`${ministry().url}/api/sms_outbox?phone=${phone}`);
    const [newest] = (await outbox.json()) as { text: string }[];
    return codeInMessage(newest?.text ?? '');
  };
  const phoneOf = async (userid: string) => {
    const [row] = await ministry()
      .db.select({ phone: citizens.phone })
      .from(citizens)
      .innerJoin(users, eq(users.citizenId, citizens.id))
      .where(eq(users.userid, userid));
    return row!.phone;
  };
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('shows the user record of section 3 with the consent, and only to its own session', async () => {
    const { status, body } = await clients.rashidov.get('/profile');
    expect(status).toBe(200);
    const rashidov = person('drashidov');
    expect(body).toMatchObject({
      login: 'drashidov',
      pin: rashidov.pin,
      passport: 'AG 1000072',
      inn: '512000722',
      issuedate: '2019-08-21',
      exprdate: rashidov.exprdate,
      birthdate: '1985-07-30',
      regaddress: rashidov.regaddress,
      phone: '901000072',
      email: 'drashidov@example.com',
      consent: true,
      consentJournal: [],
      pendingPhone: null,
    });
    expect(body.region).toBeTruthy();
    expect(body.district).toBeTruthy();
    const none = await fetch(`${ministry().url}/api/profile`);
    expect(none.status).toBe(403);
  });

  it('changes the e-mail, and refuses a wrong one with a 400 naming the field', async () => {
    const wrong = await clients.rashidov.post('/profile/email', { email: 'not an address' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['email']);
    const long = await clients.rashidov.post('/profile/email', { email: `${'a'.repeat(250)}@example.com` });
    expect(long.status).toBe(400);
    const saved = await clients.rashidov.post('/profile/email', { email: ' Doniyor.R@Example.UZ ' });
    expect(saved.status).toBe(200);
    expect(saved.body.email).toBe('doniyor.r@example.uz');
  });

  it('changes the phone only with the right code, after a wrong one, and sends it to the new number', async () => {
    const masked = await clients.rashidov.post('/profile/phone', { phone: '(93) 555 00 72' });
    expect(masked.status, JSON.stringify(masked.body)).toBe(200);
    expect(masked.body.attemptsLeft).toBe(3);
    const code = await codeSentTo('935550072');
    expect(code).toMatch(/^\d{6}$/);
    // Nothing changes until the code comes back; the profile knows a code is open.
    expect(await phoneOf('drashidov')).toBe('901000072');
    expect((await clients.rashidov.get('/profile')).body.pendingPhone).toMatchObject({
      phone: '935550072',
      attemptsLeft: 3,
    });
    const wrong = await clients.rashidov.post('/profile/phone/confirm', { code: wrongOf(code!) });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['code']);
    expect(wrong.body.attemptsLeft).toBe(2);
    expect(await phoneOf('drashidov')).toBe('901000072');
    const right = await clients.rashidov.post('/profile/phone/confirm', { code });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toMatchObject({ phone: '935550072', pendingPhone: null });
    expect(await phoneOf('drashidov')).toBe('935550072');
    // The code was used: once is all.
    const again = await clients.rashidov.post('/profile/phone/confirm', { code });
    expect(again.status).toBe(400);
  });

  it('refuses malformed input and the same phone with clear 400s', async () => {
    for (const body of [{}, { phone: '12345' }, { phone: 'x'.repeat(5000) }]) {
      const answer = await clients.ismoilova.post('/profile/phone', body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual(['phone']);
    }
    const same = await clients.ismoilova.post('/profile/phone', { phone: '901000073' });
    expect(same.status).toBe(400);
    for (const body of [{ code: '12' }, { code: 'abcdef' }, {}]) {
      const answer = await clients.ismoilova.post('/profile/phone/confirm', body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual(['code']);
    }
    const none = await clients.ismoilova.post('/profile/phone/confirm', { code: '123456' });
    expect(none.status).toBe(400);
    expect((await clients.ismoilova.post('/profile/consent', { given: 'yes' })).status).toBe(400);
    expect((await clients.ismoilova.get('/profile/reviews?page=0')).status).toBe(400);
    expect((await clients.ismoilova.get('/profile/reviews?page=101')).status).toBe(400);
  });

  it('spends a code after three wrong attempts: even the right code is then refused', async () => {
    expect((await clients.ismoilova.post('/profile/phone', { phone: '935550073' })).status).toBe(200);
    const code = (await codeSentTo('935550073'))!;
    const left: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await clients.ismoilova.post('/profile/phone/confirm', { code: wrongOf(code) });
      expect(answer.status).toBe(400);
      left.push(answer.body.attemptsLeft);
    }
    expect(left).toEqual([2, 1, 0]);
    const right = await clients.ismoilova.post('/profile/phone/confirm', { code });
    expect(right.status).toBe(400);
    expect(await phoneOf('mismoilova')).toBe('901000073');
  });

  it('refuses an expired code, and a new code replaces the old one', async () => {
    expect((await clients.ismoilova.post('/profile/phone', { phone: '935560073' })).status).toBe(200);
    const first = (await codeSentTo('935560073'))!;
    clock.shift(phoneCodeLifetimeMs + 1000);
    const late = await clients.ismoilova.post('/profile/phone/confirm', { code: first });
    expect(late.status).toBe(400);
    expect(await phoneOf('mismoilova')).toBe('901000073');
    expect((await clients.ismoilova.post('/profile/phone', { phone: '935560073' })).status).toBe(200);
    const old = (await codeSentTo('935560073'))!;
    expect((await clients.ismoilova.post('/profile/phone', { phone: '935570073' })).status).toBe(200);
    const current = (await codeSentTo('935570073'))!;
    if (old !== current) {
      expect((await clients.ismoilova.post('/profile/phone/confirm', { code: old })).status).toBe(400);
    }
    const right = await clients.ismoilova.post('/profile/phone/confirm', { code: current });
    expect(right.status).toBe(200);
    expect(await phoneOf('mismoilova')).toBe('935570073');
  });

  it('bounds the codes a user may ask for in an hour', async () => {
    const who = await clientOf(ministry(), 'gnazarova');
    const answers: number[] = [];
    for (let n = 0; n < 6; n++) {
      answers.push((await who.post('/profile/phone', { phone: `93555100${n}` })).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 400]);
    clock.shift(minutes(61));
    expect((await who.post('/profile/phone', { phone: '935551009' })).status).toBe(200);
  });

  it('journals each change of the consent, append-only, and journals nothing when nothing changes', async () => {
    const withdrawn = await clients.rashidov.post('/profile/consent', { given: false });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.consent).toBe(false);
    expect((await clients.rashidov.post('/profile/consent', { given: false })).status).toBe(200);
    const given = await clients.rashidov.post('/profile/consent', { given: true });
    expect(given.body.consent).toBe(true);
    expect(given.body.consentJournal.map((entry: { event: string }) => entry.event)).toEqual([
      'given',
      'withdrawn',
    ]);
    const rows = await ministry()
      .db.select({ event: consentJournal.event })
      .from(consentJournal)
      .where(eq(consentJournal.userId, clients.rashidov.userId));
    expect(rows.map((row) => row.event)).toEqual(['withdrawn', 'given']);
    await expect(
      ministry().db.execute(sql`update portal.consent_journal set event = 'given'`),
    ).rejects.toThrow();
    await expect(ministry().db.execute(sql`delete from portal.consent_journal`)).rejects.toThrow();
  });

  it('refuses video registration while the consent is withdrawn, with "personal data not confirmed"', async () => {
    const { uuid } = await actAtTime(ministry(), people(), new Date(clock.now().getTime() + minutes(5)));
    const asked = () => people().applicant.post(`/notarial_act/${uuid}/video/challenge`);
    expect((await asked()).status).toBe(200);
    expect((await people().applicant.post('/profile/consent', { given: false })).status).toBe(200);
    const refused = await asked();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('video_identity_not_confirmed');
    const join = await people().applicant.post(`/notarial_act/${uuid}/video/join`, {
      challengeId: '00000000-0000-4000-8000-000000000000',
      signature: 'x',
    });
    expect(join.body.code).toBe('video_identity_not_confirmed');
    // The other parties are not affected by her choice.
    expect((await people().buyer.post(`/notarial_act/${uuid}/video/challenge`)).status).toBe(200);
    expect((await people().applicant.post('/profile/consent', { given: true })).status).toBe(200);
    expect((await asked()).status).toBe(200);
  });

  it('lists the open sessions without tokens and ends the others: their next call is refused', async () => {
    const second: Client = await clientOf(ministry(), 'drashidov');
    const third: Client = await clientOf(ministry(), 'drashidov');
    const listed = await clients.rashidov.get('/profile/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThanOrEqual(3);
    expect(listed.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(Object.keys(listed.body[0]).sort()).toEqual([
      'createdAt',
      'current',
      'expiresAt',
      'id',
      'lastSeenAt',
    ]);
    expect((await second.get('/profile')).status).toBe(200);
    const ended = await clients.rashidov.post('/profile/sessions/logout_others');
    expect(ended.status).toBe(200);
    expect(ended.body.ended).toBeGreaterThanOrEqual(2);
    for (const other of [second, third]) {
      const refused = await other.get('/profile');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('access_denied');
    }
    expect((await clients.rashidov.get('/profile')).status).toBe(200);
    expect((await clients.rashidov.get('/profile/sessions')).body).toHaveLength(1);
  });

  it('lists the reviews the user wrote, newest first, paged', async () => {
    const sobirova = await clientOf(ministry(), 'lsobirova');
    const { status, body } = await sobirova.get('/profile/reviews');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(body.items.map((r: { rating: number }) => r.rating)).toEqual([4, 5, 2, 4, 3, 5]);
    expect(body.items[0].notaryName).toBeTruthy();
    expect((await clients.rashidov.get('/profile/reviews')).body).toMatchObject({ total: 0, items: [] });
  });
});
