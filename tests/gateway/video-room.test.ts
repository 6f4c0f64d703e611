import { print } from 'graphql';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createPublisher, createViewer, type Publisher, until } from '../../scripts/support/media-peers.js';
import {
  VideoPublishMutation,
  VideoRoomCommandMutation,
  VideoRoomSubscription,
  VideoSubscribeMutation,
  VideoTestLeaveMutation,
  VideoTestPublishMutation,
  VideoTestSubscribeMutation,
} from '../../ui/features/video/room/room.documents.js';
import {
  JoinVideoMutation,
  SandboxSignMutation,
  VideoChallengeMutation,
} from '../../ui/features/video/video.documents.js';
import type { Json } from '../ministry/acts-support.js';
import { actAtRegistration, tokenOf, videoSuite } from '../ministry/video-support.js';
import { gatewayForSuite, send, wsClient } from './harness.js';

// The live room through the gateway with the UI's documents (issue 11, decision 047), against the
// sandbox ministry and its real media server: the room's events on a graphql-ws subscription, real
// VP8/Opus published and viewed through the mutations (ffmpeg-fed werift peers), the notary's
// commands, registration during the call, a subscription ended without a leave seen as "paused" by
// the others, and the test room of /room_video_testing.

const minutes = (n: number) => n * 60_000;

type RoomEvent = Json;

describe('the live video room through the gateway', () => {
  const { clock, ministry, people } = videoSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  let url: string | undefined;
  const sockets: WsClient[] = [];
  const peers: { close(): unknown }[] = [];
  afterEach(async () => {
    for (const peer of peers.splice(0)) await peer.close();
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });

  const headersOf = async (userid: string, language = 'oz') => ({
    authorization: `Bearer ${await tokenOf(ministry(), userid)}`,
    'accept-language': language,
  });

  /** Challenge, sandbox signature, join: each through the gateway as the UI sends them. */
  async function join(userid: string, uuid: string) {
    const headers = await headersOf(userid);
    const challenge = await send(gateway(), VideoChallengeMutation, { variables: { uuid }, headers });
    const { challengeId, challenge: bytes } = challenge.result.data!.videoChallenge;
    const signed = await send(gateway(), SandboxSignMutation, { variables: { challenge: bytes }, headers });
    const joined = await send(gateway(), JoinVideoMutation, {
      variables: {
        uuid,
        challengeId,
        signature: signed.result.data!.sandboxSign.signature,
        client: 'browser',
      },
      headers,
    });
    expect(joined.result.errors).toBeUndefined();
    const { attendanceId, role, partyId } = joined.result.data!.joinVideo;
    return { attendanceId, participantId: role === 'notary' ? 'notary' : `party-${partyId}`, headers };
  }

  /** The room's events for one participant over graphql-ws, collected as they come. */
  async function enterRoom(userid: string, uuid: string, attendanceId: string) {
    url ??= await gateway().listen(0, '127.0.0.1');
    const socket = wsClient(url, { token: await tokenOf(ministry(), userid), locale: 'oz' });
    sockets.push(socket);
    const iterator = socket.iterate({
      query: print(VideoRoomSubscription),
      variables: { uuid, attendanceId },
    });
    const events: RoomEvent[] = [];
    const errors: unknown[] = [];
    let over = false;
    const pump = (async () => {
      try {
        for await (const result of iterator) {
          if (result.errors) errors.push(...result.errors);
          if (result.data?.videoRoom) events.push(result.data.videoRoom);
        }
      } catch (error) {
        errors.push(error);
      } finally {
        over = true;
      }
    })();
    return {
      events,
      errors,
      /** The first event from `from` on that matches, waiting up to 20 s. */
      async next(match: (event: RoomEvent) => boolean, what: string, from = 0): Promise<RoomEvent> {
        await until(() => events.slice(from).some(match) || over, what, 20_000).catch((error: Error) => {
          throw new Error(`${error.message}; events: ${JSON.stringify(events)}`);
        });
        const found = events.slice(from).find(match);
        if (!found) throw new Error(`${what}: the subscription ended with ${JSON.stringify(errors)}`);
        return found;
      },
      /** Ends the subscription (the browser goes away without leaving). */
      async end() {
        await iterator.return?.();
        await pump;
      },
    };
  }

  async function publish(
    uuid: string,
    attendanceId: string,
    headers: Record<string, string>,
  ): Promise<Publisher> {
    const publisher = await createPublisher();
    peers.push(publisher);
    const answer = await send(gateway(), VideoPublishMutation, {
      variables: { uuid, attendanceId, sdp: publisher.offer },
      headers,
    });
    expect(answer.result.errors).toBeUndefined();
    await publisher.accept(answer.result.data!.videoPublish.sdp);
    return publisher;
  }

  const command = async (uuid: string, attendanceId: string, headers: Record<string, string>, input: Json) =>
    send(gateway(), VideoRoomCommandMutation, { variables: { uuid, attendanceId, command: input }, headers });

  it('carries presence, media, the notary’s commands and the registration through the gateway', async () => {
    const { uuid } = await actAtRegistration(
      ministry(),
      people(),
      new Date(clock.now().getTime() + minutes(5)),
    );
    const notary = await join('nabdullayeva', uuid);
    const applicant = await join('drahimova', uuid);
    const party = applicant.participantId;

    const notaryRoom = await enterRoom('nabdullayeva', uuid, notary.attendanceId);
    expect(await notaryRoom.next((e) => e.type === 'joined', 'the notary joined')).toMatchObject({
      type: 'joined',
      phase: 'lobby',
      participants: [
        { participantId: 'notary', role: 'notary', admitted: true, paused: false, mediaId: null },
      ],
    });
    const partyRoom = await enterRoom('drahimova', uuid, applicant.attendanceId);
    await partyRoom.next((e) => e.type === 'joined', 'the party joined');
    await notaryRoom.next(
      (e) =>
        e.type === 'participantJoined' && e.participant.participantId === party && !e.participant.admitted,
      'the notary sees the party waiting',
    );

    await publish(uuid, notary.attendanceId, notary.headers);
    await publish(uuid, applicant.attendanceId, applicant.headers);
    await partyRoom.next(
      (e) =>
        e.type === 'participantPublished' &&
        e.participantId === 'notary' &&
        e.mediaId === notary.attendanceId,
      'the notary’s media published',
    );

    // Only the notary commands; the party's attempt is its own typed error.
    const refused = await command(uuid, applicant.attendanceId, applicant.headers, { type: 'start' });
    expect(refused.result.errors?.[0]?.extensions?.code).toBe('NOT_VIDEO_NOTARY');
    // Before admission the party sees no one.
    const viewer = await createViewer();
    peers.push(viewer);
    const early = await send(gateway(), VideoSubscribeMutation, {
      variables: {
        uuid,
        attendanceId: applicant.attendanceId,
        mediaId: notary.attendanceId,
        sdp: viewer.offer,
      },
      headers: applicant.headers,
    });
    expect(early.result.errors?.[0]?.extensions?.code).toBe('VIDEO_NOT_ADMITTED');

    expect((await command(uuid, notary.attendanceId, notary.headers, { type: 'start' })).result.data).toEqual(
      {
        videoRoomCommand: true,
      },
    );
    const phase = await command(uuid, notary.attendanceId, notary.headers, { type: 'start' });
    expect(phase.result.errors?.[0]?.extensions).toMatchObject({
      code: 'VIDEO_ROOM_PHASE',
      phase: 'inSession',
    });
    await command(uuid, notary.attendanceId, notary.headers, { type: 'admit', participantId: party });
    await partyRoom.next((e) => e.type === 'participantAdmitted' && e.participantId === party, 'admitted');

    const viewed = await send(gateway(), VideoSubscribeMutation, {
      variables: {
        uuid,
        attendanceId: applicant.attendanceId,
        mediaId: notary.attendanceId,
        sdp: viewer.offer,
      },
      headers: applicant.headers,
    });
    expect(viewed.result.errors).toBeUndefined();
    await viewer.accept(viewed.result.data!.videoSubscribe.sdp);
    await until(
      () => viewer.received.video > 20 && viewer.received.audio > 20,
      'the party receives the notary',
    );

    // The party's subscription ends without leaveVideo: the notary sees them paused.
    const mark = notaryRoom.events.length;
    await partyRoom.end();
    await notaryRoom.next((e) => e.type === 'participantPaused' && e.participantId === party, 'paused', mark);

    // Registration during the call: the notary's screen hears the number without reloading.
    await command(uuid, notary.attendanceId, notary.headers, { type: 'register' });
    await notaryRoom.next((e) => e.type === 'registrationStarted', 'registration started');
    const registered = await notaryRoom.next((e) => e.type === 'registered', 'registered');
    expect(registered.regnum).toMatch(/^NA-\d{4}-\d{6}$/);
  }, 240_000);

  it('refuses bad offers and foreign joins with their typed errors', async () => {
    const { uuid } = await actAtRegistration(
      ministry(),
      people(),
      new Date(clock.now().getTime() + minutes(5)),
    );
    const notary = await join('nabdullayeva', uuid);
    const room = await enterRoom('nabdullayeva', uuid, notary.attendanceId);
    await room.next((e) => e.type === 'joined', 'joined');
    const bad = await send(gateway(), VideoPublishMutation, {
      variables: { uuid, attendanceId: notary.attendanceId, sdp: 'not sdp' },
      headers: notary.headers,
    });
    expect(bad.result.errors?.[0]?.extensions).toMatchObject({
      code: 'MEDIA_REFUSED',
      ministryCode: 'media_invalid_sdp',
    });
    // Someone else's join opens no room.
    const stolen = await enterRoom('stursunov', uuid, notary.attendanceId);
    await until(() => stolen.errors.length > 0, 'the refusal');
    expect((stolen.errors[0] as Json).extensions?.code).toBe('NOT_VIDEO_PARTICIPANT');
    const unjoined = await send(gateway(), VideoPublishMutation, {
      variables: { uuid, attendanceId: '999999', sdp: 'v=0' },
      headers: notary.headers,
    });
    expect(unjoined.result.errors?.[0]?.extensions?.code).toBe('VIDEO_NOT_JOINED');
    await command(uuid, notary.attendanceId, notary.headers, { type: 'end' });
    await room.next((e) => e.type === 'ended', 'ended');
  }, 60_000);

  it('loops a person’s own media back through the test room', async () => {
    const headers = await headersOf('stursunov');
    const publisher = await createPublisher();
    peers.push(publisher);
    const published = await send(gateway(), VideoTestPublishMutation, {
      variables: { sdp: publisher.offer },
      headers,
    });
    expect(published.result.errors).toBeUndefined();
    const { sessionId, sdp } = published.result.data!.videoTestPublish;
    await publisher.accept(sdp);
    const mirror = await createViewer();
    peers.push(mirror);
    const back = await send(gateway(), VideoTestSubscribeMutation, {
      variables: { sessionId, sdp: mirror.offer },
      headers,
    });
    expect(back.result.errors).toBeUndefined();
    await mirror.accept(back.result.data!.videoTestSubscribe.sdp);
    await until(() => mirror.received.video > 20 && mirror.received.audio > 20, 'own media back');
    const left = await send(gateway(), VideoTestLeaveMutation, { variables: { sessionId }, headers });
    expect(left.result.data).toEqual({ videoTestLeave: true });
    const bad = await send(gateway(), VideoTestLeaveMutation, { variables: { sessionId: '../x' }, headers });
    expect(bad.result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  }, 60_000);
});
