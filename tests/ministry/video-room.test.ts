import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RoomServerEvent } from '../../machines/video-room/video-room.machine';
import { translate } from '../../ministry/i18n';
import { maxSdpBytes } from '../../ministry/video/media';
import {
  createPublisher,
  createViewer,
  ffprobe,
  type Publisher,
  until,
  type Viewer,
} from '../../scripts/support/media-peers';
import { closedAfterEach } from '../support/suite';
import type { Json } from './acts-support';
import { eventOf, openRoomStream } from './video-room-support';
import { actAtRegistration, actAtTime, signedJoin, videoSuite } from './video-support';

// The live room of a video act (issue 11, decision 047), against a real ministry with its real media
// server: presence across join, pause, rejoin and leave; the notary's commands and no one else's;
// real VP8/Opus from ffmpeg-fed werift peers published, viewed and recorded; registration during the
// call; the bounds of every body; the test room of /room_video_testing.

const minutes = (n: number) => n * 60_000;
const graceMs = 1500;

describe('the live video room (PGlite, real media)', () => {
  const { clock, ministry, clients, people } = videoSuite(
    'pglite',
    {},
    { recordingGraceMs: graceMs, maxTestRooms: 2 },
  );
  const soon = () => new Date(clock.now().getTime() + minutes(5));

  // Every peer and stream a test opens is closed after it, whatever happened.
  const keep = closedAfterEach();

  /** Joins (signed) and opens the room stream: attendance id, room id and the stream. */
  async function enter(userid: 'drahimova' | 'stursunov' | 'nabdullayeva', uuid: string) {
    const who = { drahimova: clients.applicant, stursunov: clients.buyer, nabdullayeva: clients.notary }[
      userid
    ];
    const joined = await signedJoin(ministry(), who, userid, uuid);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const attendanceId: number = joined.body.attendanceId;
    const participantId = joined.body.role === 'notary' ? 'notary' : `party-${joined.body.partyId}`;
    const stream = keep(await openRoomStream(ministry(), userid, uuid, attendanceId));
    expect(stream.status, JSON.stringify(stream.body)).toBe(200);
    await stream.next(eventOf('room.joined'), `${userid} joined`);
    return { attendanceId, participantId, stream, who };
  }

  const post = (who: typeof clients.applicant, uuid: string, what: string, body: unknown) =>
    who.post(`/notarial_act/${uuid}/video/${what}`, body);

  async function publish(
    who: typeof clients.applicant,
    uuid: string,
    attendanceId: number,
  ): Promise<Publisher> {
    const publisher = keep(await createPublisher());
    const answer = await post(who, uuid, 'publish', { attendanceId, sdp: publisher.offer });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await publisher.accept(answer.body.sdp);
    return publisher;
  }

  async function view(who: typeof clients.applicant, uuid: string, attendanceId: number, mediaId: string) {
    const viewer = keep(await createViewer());
    const answer = await post(who, uuid, 'subscribe', { attendanceId, mediaId, sdp: viewer.offer });
    return { viewer, answer };
  }

  /** The act's recordings once at least `count` are listed (the media server registers them as it finishes). */
  async function recordings(uuid: string, count: number): Promise<Json[]> {
    const started = Date.now();
    for (;;) {
      const listed: Json[] = (await clients.notary.get(`/notarial_act/${uuid}/video/recordings`)).body;
      if (listed.length >= count) return listed;
      if (Date.now() - started > 20_000)
        throw new Error(`${count} recordings not listed: ${JSON.stringify(listed)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const command = (who: typeof clients.applicant, uuid: string, attendanceId: number, body: Json) =>
    post(who, uuid, 'command', { attendanceId, command: body });

  it('keeps presence across join, pause, rejoin and leave; only the notary commands, in the right phase', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    const notary = await enter('nabdullayeva', uuid);
    const first = notary.stream.events[0] as Extract<RoomServerEvent, { type: 'room.joined' }>;
    expect(first).toEqual({
      type: 'room.joined',
      phase: 'lobby',
      participants: [
        {
          participantId: 'notary',
          role: 'notary',
          admitted: true,
          paused: false,
          muted: false,
          left: false,
          mediaId: null,
        },
      ],
    });

    const applicant = await enter('drahimova', uuid);
    const party = applicant.participantId;
    expect(applicant.stream.events[0]).toMatchObject({
      type: 'room.joined',
      phase: 'lobby',
      participants: [
        { participantId: 'notary', admitted: true },
        { participantId: party, role: 'party', admitted: false, paused: false, left: false },
      ],
    });
    await notary.stream.next(
      eventOf('room.participantJoined', party, (e) => e.participant.admitted === false),
      'the party joined',
    );

    // A party's command is refused; the notary's admit does not fit the lobby.
    const refused = await command(applicant.who, uuid, applicant.attendanceId, { type: 'start' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'not_video_notary' } });
    expect(refused.body.message).toBe(translate('oz', 'errors.not_video_notary'));
    expect(
      await command(notary.who, uuid, notary.attendanceId, { type: 'admit', participantId: party }),
    ).toMatchObject({
      status: 409,
      body: { code: 'video_room_phase', phase: 'lobby' },
    });
    expect(await command(notary.who, uuid, notary.attendanceId, { type: 'register' })).toMatchObject({
      status: 409,
      body: { code: 'video_room_phase' },
    });

    expect((await command(notary.who, uuid, notary.attendanceId, { type: 'start' })).status).toBe(200);
    await applicant.stream.next(eventOf('room.started'), 'started');
    expect(await command(notary.who, uuid, notary.attendanceId, { type: 'start' })).toMatchObject({
      status: 409,
      body: { code: 'video_room_phase', phase: 'inSession' },
    });
    expect(
      (await command(notary.who, uuid, notary.attendanceId, { type: 'admit', participantId: party })).status,
    ).toBe(200);
    await applicant.stream.next(eventOf('room.participantAdmitted', party), 'admitted');

    // The party's browser goes away without leaving: paused for the others.
    let mark = notary.stream.events.length;
    applicant.stream.close();
    await notary.stream.next(eventOf('room.participantPaused', party), 'paused', mark);
    // Back with the same open join: resumed, still admitted, and the room is in session.
    mark = notary.stream.events.length;
    const back = keep(await openRoomStream(ministry(), 'drahimova', uuid, applicant.attendanceId));
    expect(await back.next(eventOf('room.joined'), 'rejoined')).toMatchObject({
      phase: 'inSession',
      participants: expect.arrayContaining([
        expect.objectContaining({ participantId: party, admitted: true, paused: false }),
      ]),
    });
    await notary.stream.next(
      eventOf(
        'room.participantJoined',
        party,
        (e) => e.participant.paused === false && e.participant.admitted,
      ),
      'resumed',
      mark,
    );

    // The notary mutes the party: everyone hears of it.
    expect(
      (
        await command(notary.who, uuid, notary.attendanceId, {
          type: 'mute',
          participantId: party,
          muted: true,
        })
      ).status,
    ).toBe(200);
    await back.next(
      eventOf('room.participantMuted', party, (e) => e.muted === true),
      'muted',
    );

    // Leaving for good: participantLeft, and the stream ends.
    mark = notary.stream.events.length;
    const left = await applicant.who.post(`/notarial_act/${uuid}/video/leave`, {
      attendanceId: applicant.attendanceId,
    });
    expect(left.status).toBe(200);
    await notary.stream.next(eventOf('room.participantLeft', party), 'left', mark);
    await back.ended;
    // A left join opens no stream and sends no media.
    const closed = await openRoomStream(ministry(), 'drahimova', uuid, applicant.attendanceId);
    expect(closed).toMatchObject({ status: 409, body: { code: 'video_not_joined' } });
    expect(
      await post(applicant.who, uuid, 'publish', { attendanceId: applicant.attendanceId, sdp: 'v=0\r\n' }),
    ).toMatchObject({ status: 409, body: { code: 'video_not_joined' } });
    // Someone else's join is not yours.
    const stolen = await openRoomStream(ministry(), 'stursunov', uuid, notary.attendanceId);
    expect(stolen).toMatchObject({ status: 403, body: { code: 'not_video_participant' } });
    // A stranger does not learn the act exists.
    expect((await openRoomStream(ministry(), 'jkarimov', uuid, notary.attendanceId)).status).toBe(418);

    // The notary ends the call: everyone hears it and the streams end.
    expect((await command(notary.who, uuid, notary.attendanceId, { type: 'end' })).status).toBe(200);
    await notary.stream.next(eventOf('room.ended'), 'ended');
    await notary.stream.ended;
  }, 60_000);

  it('bounds every body with a clear 400 naming the field, in the request’s language', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    const notary = await enter('nabdullayeva', uuid);
    const cases: [string, unknown, string][] = [
      ['publish', { attendanceId: notary.attendanceId, sdp: 'x'.repeat(maxSdpBytes + 1) }, 'sdp'],
      ['publish', { attendanceId: notary.attendanceId, sdp: '' }, 'sdp'],
      ['publish', { attendanceId: 'abc', sdp: 'v=0' }, 'attendanceId'],
      ['publish', { attendanceId: 2 ** 31, sdp: 'v=0' }, 'attendanceId'],
      ['subscribe', { attendanceId: notary.attendanceId, mediaId: '-1', sdp: 'v=0' }, 'mediaId'],
      ['command', { attendanceId: notary.attendanceId, command: { type: 'dance' } }, 'command.type'],
      [
        'command',
        { attendanceId: notary.attendanceId, command: { type: 'admit', participantId: 'x'.repeat(80) } },
        'command.participantId',
      ],
      [
        'command',
        {
          attendanceId: notary.attendanceId,
          command: { type: 'mute', participantId: 'notary', muted: 'yes' },
        },
        'command.muted',
      ],
    ];
    for (const [what, body, field] of cases) {
      const answer = await post(notary.who, uuid, what, body);
      expect(answer.status, `${what} ${field}`).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(Object.keys(answer.body.fields), `${what} ${field}`).toContain(field);
    }
    const ru = await fetch(`${ministry().url}/api/notarial_act/${uuid}/video/room?attendanceId=0`, {
      headers: {
        authorization: `Bearer ${(await ministry().auth.sessions.create(ministry().db, clients.notary.userId)).token}`,
        'accept-language': 'ru',
      },
    });
    expect(ru.status).toBe(400);
    expect(((await ru.json()) as Json).fields.attendanceId).toBe(
      translate('ru', 'validation.error_wrong_id'),
    );
    // Not SDP at all: the media server's own refusal, with its status.
    expect(
      await post(notary.who, uuid, 'publish', { attendanceId: notary.attendanceId, sdp: 'hello' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'media_invalid_sdp', message: translate('oz', 'errors.media_invalid_sdp') },
    });
  });

  it('carries real media: publish, view once admitted, a drop and rejoin, registration during the call, both segments recorded', async () => {
    const { uuid } = await actAtRegistration(ministry(), people(), soon());
    const notary = await enter('nabdullayeva', uuid);
    const applicant = await enter('drahimova', uuid);
    const party = applicant.participantId;

    await publish(notary.who, uuid, notary.attendanceId);
    await applicant.stream.next(
      eventOf('room.participantPublished', 'notary', (e) => e.mediaId === String(notary.attendanceId)),
      'the notary published',
    );
    const firstMedia = await publish(applicant.who, uuid, applicant.attendanceId);
    await notary.stream.next(eventOf('room.participantPublished', party), 'the party published');

    // Before admission a party sees no one; the notary sees the party waiting in the lobby.
    const early = await view(applicant.who, uuid, applicant.attendanceId, String(notary.attendanceId));
    expect(early.answer).toMatchObject({ status: 403, body: { code: 'video_not_admitted' } });
    const notaryView = await view(notary.who, uuid, notary.attendanceId, String(applicant.attendanceId));
    expect(notaryView.answer.status, JSON.stringify(notaryView.answer.body)).toBe(200);
    await notaryView.viewer.accept(notaryView.answer.body.sdp);
    await until(
      () => notaryView.viewer.received.video > 20 && notaryView.viewer.received.audio > 20,
      'the notary receives the party',
    );

    expect((await command(notary.who, uuid, notary.attendanceId, { type: 'start' })).status).toBe(200);
    expect(
      (await command(notary.who, uuid, notary.attendanceId, { type: 'admit', participantId: party })).status,
    ).toBe(200);
    await applicant.stream.next(eventOf('room.participantAdmitted', party), 'admitted');
    const partyView = await view(applicant.who, uuid, applicant.attendanceId, String(notary.attendanceId));
    expect(partyView.answer.status, JSON.stringify(partyView.answer.body)).toBe(200);
    await partyView.viewer.accept(partyView.answer.body.sdp);
    await until(
      () => partyView.viewer.received.video > 20 && partyView.viewer.received.audio > 20,
      'the party receives the notary',
    );
    // Let the first segment hold a few seconds of media (20 frames a second), however slow the machine.
    const firstAt = firstMedia.produced.video;
    await until(() => firstMedia.produced.video > firstAt + 50, 'the first segment recorded');

    // The party drops (browser gone): paused for the notary, the segment finalised.
    let mark = notary.stream.events.length;
    applicant.stream.close();
    await firstMedia.close();
    await notary.stream.next(eventOf('room.participantPaused', party), 'paused', mark);
    // Back with the same join; the next publication is a new segment.
    mark = notary.stream.events.length;
    const back = keep(await openRoomStream(ministry(), 'drahimova', uuid, applicant.attendanceId));
    await back.next(
      eventOf('room.joined', undefined, (e) => e.phase === 'inSession'),
      'rejoined in session',
    );
    const secondMedia = await publish(applicant.who, uuid, applicant.attendanceId);
    await notary.stream.next(eventOf('room.participantPublished', party), 'published again', mark);
    // The new publication reaches the notary again, under its media id.
    const again = await view(notary.who, uuid, notary.attendanceId, String(applicant.attendanceId));
    expect(again.answer.status, JSON.stringify(again.answer.body)).toBe(200);
    await again.viewer.accept(again.answer.body.sdp);
    await until(
      () => again.viewer.received.video > 20 && again.viewer.received.audio > 20,
      'the notary receives the party again',
    );
    const secondAt = secondMedia.produced.video;
    await until(() => secondMedia.produced.video > secondAt + 50, 'the second segment recorded');

    // The notary registers during the call: everyone hears the number, the act is registered.
    expect((await command(notary.who, uuid, notary.attendanceId, { type: 'register' })).status).toBe(200);
    await back.next(eventOf('room.registrationStarted'), 'registration started');
    const registered = (await back.next(eventOf('room.registered'), 'registered')) as Json;
    expect(registered.regnum).toMatch(/^NA-\d{4}-\d{6}$/);
    const detail = await clients.buyer.get(`/notarial_act/${uuid}`);
    expect(detail.body.general).toMatchObject({ state: 'registered', regnum: registered.regnum });
    await notary.stream.ended;

    // Recordings: the notary's one segment, the party's two, each finalised with video and audio.
    const listed = await recordings(uuid, 3);
    const bySegment = listed.map((r) => [r.attendanceId, r.segment, r.complete, r.hasAudio, r.hasVideo]);
    expect(bySegment).toEqual(
      expect.arrayContaining([
        [notary.attendanceId, 1, true, true, true],
        [applicant.attendanceId, 1, true, true, true],
        [applicant.attendanceId, 2, true, true, true],
      ]),
    );
    expect(listed).toHaveLength(3);
    // The files play: each holds a VP8 and an Opus stream.
    const partyFiles = readdirSync(`${ministry().recordingsDir}/${uuid}`).filter((name) =>
      name.startsWith(`${applicant.attendanceId}.seg`),
    );
    expect(partyFiles.filter((name) => name.endsWith('.webm'))).toHaveLength(2);
    for (const name of partyFiles) {
      const probe = ffprobe(`${ministry().recordingsDir}/${uuid}/${name}`);
      expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['opus', 'vp8']);
    }
  }, 240_000);

  it('follows the act when it is registered from the act’s page during the call', async () => {
    const { uuid } = await actAtRegistration(ministry(), people(), soon());
    const notary = await enter('nabdullayeva', uuid);
    const applicant = await enter('drahimova', uuid);
    const registered = await clients.notary.send(uuid, 'act.registered');
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    for (const stream of [notary.stream, applicant.stream]) {
      expect(await stream.next(eventOf('room.registered'), 'registered')).toEqual({
        type: 'room.registered',
        regnum: registered.body.general.regnum,
      });
      await stream.ended;
    }
  }, 60_000);

  it('a registration the act refuses puts the room back in session and says why', async () => {
    // Time set but unpaid and unconfirmed: the act is not in its registration step.
    const { uuid } = await actAtTime(ministry(), people(), soon());
    const notary = await enter('nabdullayeva', uuid);
    expect((await command(notary.who, uuid, notary.attendanceId, { type: 'start' })).status).toBe(200);
    const refused = await command(notary.who, uuid, notary.attendanceId, { type: 'register' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'transition_refused' } });
    await notary.stream.next(eventOf('room.registrationStarted'), 'registration started');
    await notary.stream.next(eventOf('room.registrationFailed'), 'registration failed');
    // Back in session: the notary may try again, or end.
    expect((await command(notary.who, uuid, notary.attendanceId, { type: 'end' })).status).toBe(200);
  });

  it('refuses the room once the act was made inactive, and stops recording when everyone is gone', async () => {
    const { uuid } = await actAtTime(ministry(), people(), soon());
    const notary = await enter('nabdullayeva', uuid);
    const media = await publish(notary.who, uuid, notary.attendanceId);
    expect((await command(notary.who, uuid, notary.attendanceId, { type: 'start' })).status).toBe(200);
    // Two seconds of media (20 frames a second) after the start, however slow the machine is.
    const atStart = media.produced.video;
    await until(() => media.produced.video > atStart + 40, 'two seconds of media after the start');
    // The notary's browser goes away and nobody comes back within the grace: the file is finalised.
    notary.stream.close();
    const listed = await recordings(uuid, 1);
    expect(listed).toEqual([expect.objectContaining({ attendanceId: notary.attendanceId, complete: true })]);

    await ministry().acts.transition({
      uuid,
      event: { type: 'act.markedInactive' },
      expectedVersion: 'current',
      user: { kind: 'system' },
    });
    const late = keep(await openRoomStream(ministry(), 'nabdullayeva', uuid, notary.attendanceId));
    expect(late.status).toBe(200);
    await late.ended;
    expect(late.events).toEqual([{ type: 'room.refused', reason: 'timeExpired' }]);
  }, 60_000);

  it('the test room sends a person’s own media back, to them only, and never records it', async () => {
    const publisher = keep(await createPublisher());
    const published = await clients.buyer.post('/video_test/publish', { sdp: publisher.offer });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const { sessionId } = published.body;
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await publisher.accept(published.body.sdp);

    const stranger: Viewer = keep(await createViewer());
    const foreign = await clients.applicant.post(`/video_test/${sessionId}/subscribe`, {
      sdp: stranger.offer,
    });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'not_found' } });

    const mirror = keep(await createViewer());
    const answer = await clients.buyer.post(`/video_test/${sessionId}/subscribe`, { sdp: mirror.offer });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await mirror.accept(answer.body.sdp);
    await until(() => mirror.received.video > 20 && mirror.received.audio > 20, 'own media back');

    expect(await clients.buyer.post(`/video_test/${sessionId}/leave`, {})).toMatchObject({ status: 200 });
    expect((await clients.buyer.post(`/video_test/${sessionId}/leave`, {})).status).toBe(404);
    expect((await clients.buyer.post('/video_test/bad!/leave', {})).status).toBe(400);
    expect((await clients.buyer.post('/video_test/publish', { sdp: 42 })).status).toBe(400);
    // Never recorded: no folder of a test room on the recording volume.
    expect(readdirSync(ministry().recordingsDir).filter((name) => name.startsWith('test-'))).toEqual([]);

    // One test room per person (a new one replaces the old), and a bounded number in all (2 here).
    const offer = async () => keep(await createPublisher()).offer;
    const first = await clients.applicant.post('/video_test/publish', { sdp: await offer() });
    expect(first.status).toBe(200);
    const replaced = await clients.applicant.post('/video_test/publish', { sdp: await offer() });
    expect(replaced.status).toBe(200);
    expect((await clients.applicant.post(`/video_test/${first.body.sessionId}/leave`, {})).status).toBe(404);
    expect((await clients.notary.post('/video_test/publish', { sdp: await offer() })).status).toBe(200);
    const busy = await clients.buyer.post('/video_test/publish', { sdp: await offer() });
    expect(busy).toMatchObject({ status: 503, body: { code: 'video_test_busy' } });
    expect((await clients.applicant.post(`/video_test/${replaced.body.sessionId}/leave`, {})).status).toBe(
      200,
    );
    expect((await clients.buyer.post('/video_test/publish', { sdp: await offer() })).status).toBe(200);
  }, 120_000);
});
