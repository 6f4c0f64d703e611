import { describe, expect, it } from 'vitest';
import { locales } from '../../machines/text/locales';
import { seedPeople, withoutSigningKey } from '../../ministry/db/seed/index.js';
import { translate } from '../../ministry/i18n.js';
import { SPEED_TEST_MAX_BYTES } from '../../ministry/routes/speed-test.js';
import {
  JoinVideoMutation,
  LeaveVideoMutation,
  SandboxSignMutation,
  VideoAttendanceQuery,
  VideoChallengeMutation,
  VideoRecordingsQuery,
} from '../../ui/features/video/video.documents.js';
import { clientOf } from '../ministry/acts-support.js';
import { actAtTime, tokenOf, videoSuite } from '../ministry/video-support.js';
import { gatewayForSuite, send, sendText } from './harness.js';

// The video conference through the gateway with the UI's own documents (issue 11, decision 046),
// against the sandbox ministry on a temporary database: challenge, sandbox signature, join
// (attendance written), leave, the lists, the section-8 refusals as typed errors, the notification
// links, and the speed test relayed both ways.

const minutes = (n: number) => n * 60_000;
const pglite = 'pglite' as const;
const notificationLinks = 'query NotificationLinks { notifications { regtypeid rid link kioskLink } }';

describe('the video conference through the gateway', () => {
  const { clock, ministry, people } = videoSuite(pglite);
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const soon = () => new Date(clock.now().getTime() + minutes(5));
  const as = async (userid: string, language = 'oz') => ({
    authorization: `Bearer ${await tokenOf(ministry(), userid)}`,
    'accept-language': language,
  });

  /** Challenge, the sandbox signature and the join, each through the gateway as the UI sends them. */
  async function join(userid: string, uuid: string, language = 'oz') {
    const headers = await as(userid, language);
    const challenge = await send(gateway(), VideoChallengeMutation, { variables: { uuid }, headers });
    expect(challenge.result.errors).toBeUndefined();
    const { challengeId, challenge: bytes } = challenge.result.data!.videoChallenge;
    const signed = await send(gateway(), SandboxSignMutation, { variables: { challenge: bytes }, headers });
    const signature = signed.result.data?.sandboxSign.signature ?? 'AAAA';
    return {
      signed,
      joined: await send(gateway(), JoinVideoMutation, {
        variables: { uuid, challengeId, signature, client: 'browser' },
        headers,
      }),
      headers,
    };
  }

  it('joins with a sandbox-signed challenge, lists the attendance, leaves', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    const { signed, joined, headers } = await join('drahimova', uuid);
    expect(signed.result.data?.sandboxSign.algorithm).toBe('ecdsa-p256-sha256');
    expect(joined.result.errors).toBeUndefined();
    expect(joined.result.data?.joinVideo).toMatchObject({ room: uuid, role: 'applicant' });
    const buyer = await join('stursunov', uuid);
    expect(buyer.joined.result.data?.joinVideo.role).toBe('party');

    const notary = await as('nabdullayeva');
    const tab = await send(gateway(), VideoAttendanceQuery, { variables: { uuid }, headers: notary });
    expect(tab.result.errors).toBeUndefined();
    expect(tab.result.data?.videoAttendance.me?.role).toBe('notary');
    expect(tab.result.data?.videoAttendance.attendance.map((a) => [a.role, a.client, a.leftAt])).toEqual([
      ['applicant', 'browser', null],
      ['party', 'browser', null],
    ]);
    const recordings = await send(gateway(), VideoRecordingsQuery, { variables: { uuid }, headers: notary });
    expect(recordings.result.data?.videoRecordings).toEqual([]);

    const attendanceId = joined.result.data!.joinVideo.attendanceId;
    const left = await send(gateway(), LeaveVideoMutation, { variables: { uuid, attendanceId }, headers });
    expect(left.result.errors).toBeUndefined();
    expect(left.result.data?.leaveVideo.attendanceId).toBe(attendanceId);
    const after = await send(gateway(), VideoAttendanceQuery, { variables: { uuid }, headers });
    expect(after.result.data?.videoAttendance.attendance[0]?.leftAt).toEqual(expect.any(String));
  });

  it('refuses a person without a signature with VIDEO_IDENTITY_NOT_CONFIRMED and the section-8 text, per language', async () => {
    const keyless = withoutSigningKey[0];
    const yusupova = seedPeople.find((p) => p.userid === keyless)!;
    // Yusupova buys: she is a party of the act and may ask for a challenge, but holds no key.
    const buyer = await clientOf(ministry(), keyless);
    const { uuid } = await actAtTime(ministry(), { ...people(), buyer }, soon(), {
      buyer: { passserial: yusupova.passserial, passnum: yusupova.passnum, pin: yusupova.pin },
    });
    for (const language of locales) {
      const { signed, joined } = await join(keyless, uuid, language);
      expect(signed.result.errors?.[0]?.extensions?.code).toBe('SIGNING_KEY_MISSING');
      const error = joined.result.errors?.[0];
      expect(error?.extensions?.code).toBe('VIDEO_IDENTITY_NOT_CONFIRMED');
      expect(error?.message).toBe(translate(language, 'errors.video_identity_not_confirmed'));
    }
  });

  it('refuses one who comes after the time expired with VIDEO_TIME_EXPIRED', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    clock.shift(minutes(25));
    try {
      const headers = await as('stursunov', 'ru');
      const challenge = await send(gateway(), VideoChallengeMutation, { variables: { uuid }, headers });
      const error = challenge.result.errors?.[0];
      expect(error?.extensions?.code).toBe('VIDEO_TIME_EXPIRED');
      expect(error?.message).toBe(translate('ru', 'errors.video_time_expired'));
    } finally {
      clock.shift(-minutes(25));
    }
  });

  it('gives each video notification its links to the act’s video tab', async () => {
    const { rid } = await actAtTime(ministry(), people(), soon());
    // The UI's notices build the same address themselves (machines/session notificationHref), so the
    // first page's document does not carry these two fields; operators' and kiosks' clients read them.
    const { result } = await sendText(gateway(), notificationLinks, { headers: await as('stursunov') });
    expect(result.errors).toBeUndefined();
    const items = (result.data?.notifications ?? []) as { rid: string | null }[];
    const item = items.find((n) => n.rid === String(rid));
    expect(item).toMatchObject({
      regtypeid: 2,
      link: `/my_notarial_act/${rid}?tab=video`,
      kioskLink: `/kiosk/my_notarial_act/${rid}?tab=video`,
    });
  });

  it('relays the speed test both ways without buffering a byte, and refuses beyond the cap with a 400', async () => {
    const url = await gateway().listen(0, '127.0.0.1');
    const download = await fetch(`${url}/speed_test?bytes=300000`);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.length).toBe(300_000);
    // Random, so incompressible: far more than 200 distinct byte values in any 64 KiB.
    expect(new Set(bytes.subarray(0, 65_536)).size).toBeGreaterThan(200);

    const upload = await fetch(`${url}/speed_test`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(123_457),
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toEqual({ bytes: 123_457 });

    for (const language of locales) {
      const tooMany = await fetch(`${url}/speed_test?bytes=${SPEED_TEST_MAX_BYTES + 1}`, {
        headers: { 'accept-language': language },
      });
      expect(tooMany.status).toBe(400);
      const body = (await tooMany.json()) as { fields: Record<string, string> };
      expect(body.fields.bytes).toBe(translate(language, 'validation.error_speed_test_bytes'));
    }
    const tooLarge = await fetch(`${url}/speed_test`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(SPEED_TEST_MAX_BYTES + 1),
    });
    expect(tooLarge.status).toBe(400);
    const notBytes = await fetch(`${url}/speed_test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notBytes.status).toBe(400);
  });
});
