import { webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markAbsentActs } from '../../ministry/acts/non-attendance';
import { sandboxSigningKeys, signingKeys } from '../../ministry/db/schema';
import { seedPeople, withoutSigningKey } from '../../ministry/db/seed';
import { languages, translate } from '../../ministry/i18n';
import { openJoin } from '../../ministry/video/join';
import { drivers } from '../support/ministry';
import { type Answer, type Client, clientOf, userIdOf } from './acts-support';
import { actAtTime, sandboxSignature, signedJoin, videoSuite } from './video-support';

// Joining a video act (issue 11, decision 045): the signed challenge, the refusals of section 8 in
// each language, attendance, and the non-attendance job that reads it.

const minutes = (n: number) => n * 60_000;
const yusupova = seedPeople.find((p) => p.userid === withoutSigningKey[0])!;

describe.each(drivers)('video joins on %s', (driver) => {
  const { clock, ministry, clients, people } = videoSuite(driver, { keyless: withoutSigningKey[0] });
  const soon = () => new Date(clock.now().getTime() + minutes(5));

  const attendance = async (uuid: string) =>
    (await clients.notary.get(`/notarial_act/${uuid}/video/attendance`)).body.attendance as {
      id: number;
      role: string;
      client: string;
      leftAt: string | null;
    }[];

  it('seeds a signing key for every seeded person but the one left without, private keys only in the sandbox', async () => {
    const db = ministry().db;
    const keyless = await userIdOf(ministry(), yusupova.userid);
    const publicKeys = await db.select().from(signingKeys);
    const privateKeys = await db.select().from(sandboxSigningKeys);
    expect(publicKeys).toHaveLength(seedPeople.length - withoutSigningKey.length);
    expect(publicKeys.map((k) => k.userId)).not.toContain(keyless);
    expect(privateKeys.map((k) => k.userId).sort()).toEqual(publicKeys.map((k) => k.userId).sort());
    expect(publicKeys.every((k) => k.algorithm === 'ecdsa-p256-sha256')).toBe(true);
  });

  it('lets the parties and the notary join with a signed challenge; leaving and rejoining are recorded', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    const applicant = await signedJoin(ministry(), clients.applicant, 'drahimova', uuid, 'browser');
    expect(applicant.status, JSON.stringify(applicant.body)).toBe(200);
    expect(applicant.body).toMatchObject({ room: uuid, role: 'applicant' });
    const buyer = await signedJoin(ministry(), clients.buyer, 'stursunov', uuid, 'kiosk');
    expect(buyer.body).toMatchObject({ room: uuid, role: 'party' });
    const notary = await signedJoin(ministry(), clients.notary, 'nabdullayeva', uuid);
    expect(notary.body).toMatchObject({ role: 'notary', partyId: null });

    const left = await clients.buyer.post(`/notarial_act/${uuid}/video/leave`, {
      attendanceId: buyer.body.attendanceId,
    });
    expect(left.status).toBe(200);
    // Another person cannot close someone else's join; a second leave finds nothing open.
    expect(
      (
        await clients.applicant.post(`/notarial_act/${uuid}/video/leave`, {
          attendanceId: notary.body.attendanceId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await clients.buyer.post(`/notarial_act/${uuid}/video/leave`, {
          attendanceId: buyer.body.attendanceId,
        })
      ).status,
    ).toBe(404);
    // The media server admits open joins of the room only.
    expect(await openJoin(ministry().db, uuid, buyer.body.attendanceId)).toBeNull();
    expect(await openJoin(ministry().db, uuid, applicant.body.attendanceId)).toMatchObject({
      role: 'applicant',
      userId: clients.applicant.userId,
    });
    expect(await openJoin(ministry().db, crypto.randomUUID(), applicant.body.attendanceId)).toBeNull();
    const again = await signedJoin(ministry(), clients.buyer, 'stursunov', uuid);
    expect(again.status).toBe(200);
    expect(again.body.attendanceId).not.toBe(buyer.body.attendanceId);

    const rows = await attendance(uuid);
    expect(rows.map((r) => [r.role, r.client, r.leftAt === null])).toEqual([
      ['applicant', 'browser', true],
      ['party', 'kiosk', false],
      ['notary', 'browser', true],
      ['party', 'browser', true],
    ]);
  });

  it('verifies a signature made with WebCrypto (what a browser signs with) against the ministry’s key', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    const userId = await userIdOf(ministry(), 'drahimova');
    const [row] = await ministry()
      .db.select()
      .from(sandboxSigningKeys)
      .where(eq(sandboxSigningKeys.userId, userId));
    const key = await webcrypto.subtle.importKey(
      'pkcs8',
      Buffer.from(row!.privateKey, 'base64'),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['sign'],
    );
    const challenge = (await clients.applicant.post(`/notarial_act/${uuid}/video/challenge`)).body;
    const signature = await webcrypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      Buffer.from(challenge.challenge, 'base64url'),
    );
    const joined = await clients.applicant.post(`/notarial_act/${uuid}/video/join`, {
      challengeId: challenge.challengeId,
      signature: Buffer.from(signature).toString('base64url'),
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  });

  /** The section-8 refusal `code` with its message, in oz, uz and ru, each asked in that language. */
  async function refusedInEachLanguage(
    userid: string,
    attempt: (who: Client) => Promise<Answer>,
    status: number,
    code: string,
  ) {
    for (const language of languages) {
      const who = await clientOf(ministry(), userid, language);
      const answer = await attempt(who);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.code).toBe(code);
      expect(answer.body.message).toBe(translate(language, `errors.${code}`));
    }
  }

  it('refuses a person without a signing key: personal data not confirmed, in each language', async () => {
    const { uuid } = await actAtTime(ministry(), { ...people(), buyer: clients.keyless }, soon(), {
      buyer: { passserial: yusupova.passserial, passnum: yusupova.passnum, pin: yusupova.pin },
    });
    // The sandbox e-signature app has nothing to sign with for her.
    const challenge = (await clients.keyless.post(`/notarial_act/${uuid}/video/challenge`)).body;
    expect(challenge.challengeId).toBeTruthy();
    expect((await sandboxSignature(ministry(), yusupova.userid, challenge.challenge)).status).toBe(404);
    // A signature made with somebody else's key changes nothing: she has no key the ministry knows.
    const borrowed = await sandboxSignature(ministry(), 'stursunov', challenge.challenge);
    await refusedInEachLanguage(
      yusupova.userid,
      async (who) => {
        const fresh = (await who.post(`/notarial_act/${uuid}/video/challenge`)).body;
        const signature = (await sandboxSignature(ministry(), 'stursunov', fresh.challenge)).body.signature;
        return who.post(`/notarial_act/${uuid}/video/join`, { challengeId: fresh.challengeId, signature });
      },
      403,
      'video_identity_not_confirmed',
    );
    expect(borrowed.status).toBe(200);
    expect(translate('ru', 'errors.video_identity_not_confirmed')).toMatch(
      /Персональные данные не подтверждены/,
    );
    expect(await attendance(uuid)).toEqual([]);
  });

  it('refuses a wrong key, a replayed challenge and a challenge of another person, in each language', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    // Signed by the buyer's key for the applicant's challenge.
    await refusedInEachLanguage(
      'drahimova',
      async (who) => {
        const challenge = (await who.post(`/notarial_act/${uuid}/video/challenge`)).body;
        const signature = (await sandboxSignature(ministry(), 'stursunov', challenge.challenge)).body
          .signature;
        return who.post(`/notarial_act/${uuid}/video/join`, {
          challengeId: challenge.challengeId,
          signature,
        });
      },
      403,
      'video_identity_not_confirmed',
    );
    // A good join, then the same challenge and signature again.
    const challenge = (await clients.applicant.post(`/notarial_act/${uuid}/video/challenge`)).body;
    const { signature } = (await sandboxSignature(ministry(), 'drahimova', challenge.challenge)).body;
    const body = { challengeId: challenge.challengeId, signature };
    expect((await clients.applicant.post(`/notarial_act/${uuid}/video/join`, body)).status).toBe(200);
    await refusedInEachLanguage(
      'drahimova',
      (who) => who.post(`/notarial_act/${uuid}/video/join`, body),
      403,
      'video_identity_not_confirmed',
    );
    // The buyer presenting the applicant's challenge, signed by the applicant.
    const other = (await clients.applicant.post(`/notarial_act/${uuid}/video/challenge`)).body;
    const signed = (await sandboxSignature(ministry(), 'drahimova', other.challenge)).body.signature;
    await refusedInEachLanguage(
      'stursunov',
      (who) =>
        who.post(`/notarial_act/${uuid}/video/join`, { challengeId: other.challengeId, signature: signed }),
      403,
      'video_identity_not_confirmed',
    );
    // An expired challenge (two minutes).
    const late = (await clients.buyer.post(`/notarial_act/${uuid}/video/challenge`)).body;
    const lateSignature = (await sandboxSignature(ministry(), 'stursunov', late.challenge)).body.signature;
    clock.shift(minutes(3));
    const expired = await clients.buyer.post(`/notarial_act/${uuid}/video/join`, {
      challengeId: late.challengeId,
      signature: lateSignature,
    });
    clock.shift(-minutes(3));
    expect(expired.body.code).toBe('video_identity_not_confirmed');
    expect((await attendance(uuid)).map((r) => r.role)).toEqual(['applicant']);
  });

  it('refuses joining after the set time plus 15 minutes, in each language; whoever joined may rejoin', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    expect((await signedJoin(ministry(), clients.applicant, 'drahimova', uuid)).status).toBe(200);
    clock.shift(minutes(5 + 15 + 1));
    try {
      await refusedInEachLanguage(
        'stursunov',
        (who) => who.post(`/notarial_act/${uuid}/video/challenge`),
        409,
        'video_time_expired',
      );
      expect(translate('ru', 'errors.video_time_expired')).toMatch(/Время регистрации истекло/);
      // The applicant's call dropped and she comes back: allowed.
      expect((await signedJoin(ministry(), clients.applicant, 'drahimova', uuid)).status).toBe(200);
    } finally {
      clock.shift(-minutes(5 + 15 + 1));
    }
    // An act whose time has passed long ago (nobody joined): the same refusal.
    const past = await actAtTime(ministry(), people(), new Date(clock.now().getTime() - minutes(40)));
    const late = await clients.applicant.post(`/notarial_act/${past.uuid}/video/challenge`);
    expect(late).toMatchObject({ status: 409, body: { code: 'video_time_expired' } });
  });

  it('opens the conference 15 minutes before the set time, and only for a video act', async () => {
    const later = await actAtTime(ministry(), people(), new Date(clock.now().getTime() + minutes(60)));
    const early = await clients.applicant.post(`/notarial_act/${later.uuid}/video/challenge`);
    expect(early).toMatchObject({ status: 409, body: { code: 'video_not_open' } });
    expect(early.body.message).toContain(early.body.time);
    const inPerson = await actAtTime(ministry(), people(), soon(), { regtype: 1 });
    const notVideo = await clients.applicant.post(`/notarial_act/${inPerson.uuid}/video/challenge`);
    expect(notVideo).toMatchObject({ status: 409, body: { code: 'not_video_act' } });
  });

  it('refuses someone who is not one of the act’s people without any of its data', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    for (const who of [clients.outsider, clients.otherNotary]) {
      for (const path of ['challenge', 'join', 'leave']) {
        const body =
          path === 'join' ? { challengeId: crypto.randomUUID(), signature: 'AAAA' } : { attendanceId: 1 };
        const answer = await who.post(`/notarial_act/${uuid}/video/${path}`, body);
        expect(answer.status).toBe(418);
        expect(Object.keys(answer.body).sort()).toEqual(['code', 'message']);
        expect(answer.body.code).toBe('pin_not_found_in_uuid');
      }
      expect((await who.get(`/notarial_act/${uuid}/video/attendance`)).status).toBe(418);
    }
    // Bounded input: a malformed join is a 400 in the request's language before anything is read.
    const bad = await clients.applicant.post(`/notarial_act/${uuid}/video/join`, {
      challengeId: 'x',
      signature: 'y'.repeat(9000),
      client: 'tv',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['challengeId', 'client', 'signature']);
  });

  it('marks a video act inactive only when a required party did not join by the set time plus 15 minutes', async () => {
    const visit = soon();
    const everyone = await actAtTime(ministry(), people(), visit);
    const onlyApplicant = await actAtTime(ministry(), people(), visit);
    const nobody = await actAtTime(ministry(), people(), visit);
    for (const who of [
      [clients.applicant, 'drahimova'],
      [clients.buyer, 'stursunov'],
    ] as const) {
      expect((await signedJoin(ministry(), who[0], who[1], everyone.uuid)).status).toBe(200);
    }
    expect((await signedJoin(ministry(), clients.applicant, 'drahimova', onlyApplicant.uuid)).status).toBe(
      200,
    );
    // Before the grace has passed nothing is due.
    // (The job is global: acts of the other tests whose time passed are marked too; these three count.)
    const ours = [everyone.uuid, onlyApplicant.uuid, nobody.uuid];
    const markedOfOurs = async () =>
      (await markAbsentActs(ministry().db, ministry().acts))
        .map((m) => m.uuid)
        .filter((uuid) => ours.includes(uuid))
        .sort();
    // The set time is `visit` cut to the minute: 13 minutes after it is still inside the grace.
    clock.shift(minutes(5 + 13));
    try {
      expect(await markedOfOurs()).toEqual([]);
      clock.shift(minutes(3));
      expect(await markedOfOurs()).toEqual([onlyApplicant.uuid, nobody.uuid].sort());
    } finally {
      clock.shift(-minutes(5 + 16));
    }
    const state = async (uuid: string) =>
      (await clients.applicant.get(`/notarial_act/${uuid}`)).body.general.state;
    expect(await state(everyone.uuid)).toBe('timeConfirmation');
    expect(await state(onlyApplicant.uuid)).toBe('inactive');
    expect(await state(nobody.uuid)).toBe('inactive');
    // The notary did not join the first act: that alone never makes it inactive.
    expect((await attendance(everyone.uuid)).map((r) => r.role)).toEqual(['applicant', 'party']);
    // An inactive act cannot be joined: the time has expired.
    const closed = await clients.buyer.post(`/notarial_act/${onlyApplicant.uuid}/video/challenge`);
    expect(closed).toMatchObject({ status: 409, body: { code: 'video_time_expired' } });
  });

  it('reminds each participant of the conference with a link to the act’s video tab, browser and kiosk', async () => {
    const { rid } = await actAtTime(ministry(), people(), new Date(clock.now().getTime() + minutes(24 * 60)));
    for (const who of [clients.applicant, clients.buyer, clients.notary]) {
      const notify = (await who.get('/notarial_act/get_notify')).body as Record<string, unknown>[];
      expect(notify).toContainEqual(
        expect.objectContaining({
          regtypeid: 2,
          rid,
          link: `/my_notarial_act/${rid}?tab=video`,
          kioskLink: `/kiosk/my_notarial_act/${rid}?tab=video`,
        }),
      );
    }
    const outsider = (await clients.outsider.get('/notarial_act/get_notify')).body as { rid: number }[];
    expect(outsider.map((n) => n.rid)).not.toContain(rid);
  });
});
