import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, waitFor } from 'xstate';
import { type RoomMediaInput, videoRoomMachine } from '../../../../machines/video-room/video-room.machine';
import { selectVideoRoom } from '../../../../machines/video-room/video-room.select';
import {
  MalformedRoomEvent,
  roomEventMapper,
  roomServerEventOf,
  roomSignalling,
  type WireRoomEvent,
} from './room-signalling';
import { notary, wire } from './room-signalling.test-support';

const buyer = { ...notary, participantId: 'party-2', role: 'party' as const, admitted: false, mediaId: null };

describe('the gateway’s room events as the room machine’s', () => {
  it.each([
    [wire({ type: 'started' }), { type: 'room.started' }],
    [wire({ type: 'registrationStarted' }), { type: 'room.registrationStarted' }],
    [wire({ type: 'registrationFailed' }), { type: 'room.registrationFailed' }],
    [wire({ type: 'registered', regnum: '2026-77' }), { type: 'room.registered', regnum: '2026-77' }],
    [wire({ type: 'ended' }), { type: 'room.ended' }],
    [wire({ type: 'refused', reason: 'noSignature' }), { type: 'room.refused', reason: 'noSignature' }],
    [wire({ type: 'refused', reason: 'timeExpired' }), { type: 'room.refused', reason: 'timeExpired' }],
    [
      wire({ type: 'joined', phase: 'inSession', participants: [notary, buyer] }),
      { type: 'room.joined', phase: 'inSession', participants: [notary, buyer] },
    ],
    [
      wire({ type: 'participantJoined', participant: buyer }),
      { type: 'room.participantJoined', participant: buyer },
    ],
    [
      wire({ type: 'participantAdmitted', participantId: 'party-2' }),
      { type: 'room.participantAdmitted', participantId: 'party-2' },
    ],
    [
      wire({ type: 'participantPaused', participantId: 'party-2' }),
      { type: 'room.participantPaused', participantId: 'party-2' },
    ],
    [
      wire({ type: 'participantResumed', participantId: 'party-2' }),
      { type: 'room.participantResumed', participantId: 'party-2' },
    ],
    [
      wire({ type: 'participantMuted', participantId: 'party-2', muted: true }),
      { type: 'room.participantMuted', participantId: 'party-2', muted: true },
    ],
    [
      wire({ type: 'participantMuted', participantId: 'party-2', muted: false }),
      { type: 'room.participantMuted', participantId: 'party-2', muted: false },
    ],
    [
      wire({ type: 'participantLeft', participantId: 'party-2' }),
      { type: 'room.participantLeft', participantId: 'party-2' },
    ],
    [
      wire({ type: 'participantPublished', participantId: 'party-2', mediaId: 'm-9' }),
      { type: 'room.participantPublished', participantId: 'party-2', mediaId: 'm-9' },
    ],
  ])('%o → %o', (event, expected) => {
    expect(roomServerEventOf(event)).toEqual(expected);
  });

  it('a participant without a publication has mediaId null, never undefined', () => {
    const { mediaId: _none, ...unpublished } = buyer;
    const event = roomServerEventOf(
      wire({ type: 'participantJoined', participant: unpublished as typeof buyer }),
    );
    expect(event).toEqual({ type: 'room.participantJoined', participant: { ...buyer, mediaId: null } });
  });

  it.each([
    [wire({ type: 'joined', participants: [] }), 'phase'],
    [wire({ type: 'registered' }), 'regnum'],
    [wire({ type: 'participantMuted', participantId: 'party-2' }), 'muted'],
    [wire({ type: 'participantPublished', participantId: 'party-2' }), 'mediaId'],
    [wire({ type: 'participantLeft' }), 'participantId'],
    [wire({ type: 'refused' }), 'reason'],
  ])('an event without the field its type promises is refused (%o lacks %s)', (event, field) => {
    expect(() => roomServerEventOf(event)).toThrow(new MalformedRoomEvent(event.type, field));
  });

  it('a second joined (graphql-ws subscribed again after an outage) replays as presence and phase', () => {
    const map = roomEventMapper();
    expect(map(wire({ type: 'joined', phase: 'lobby', participants: [notary, buyer] }))).toEqual([
      { type: 'room.joined', phase: 'lobby', participants: [notary, buyer] },
    ]);
    expect(map(wire({ type: 'participantLeft', participantId: 'party-2' }))).toEqual([
      { type: 'room.participantLeft', participantId: 'party-2' },
    ]);
    const admitted = { ...buyer, admitted: true, mediaId: 'm-3' };
    expect(map(wire({ type: 'joined', phase: 'registering', participants: [notary, admitted] }))).toEqual([
      { type: 'room.participantJoined', participant: notary },
      { type: 'room.participantAdmitted', participantId: 'notary' },
      { type: 'room.participantJoined', participant: admitted },
      { type: 'room.participantAdmitted', participantId: 'party-2' },
      { type: 'room.started' },
      { type: 'room.registrationStarted' },
    ]);
  });
});

/** A urql client whose one subscription the test drives. */
function fakeClient() {
  const calls: { variables: unknown; unsubscribed: boolean }[] = [];
  let push: (result: { data?: { videoRoom: WireRoomEvent }; error?: CombinedError }) => void = () => {};
  const client = {
    subscription: (_query: unknown, variables: unknown) => ({
      subscribe: (sink: typeof push) => {
        const call = { variables, unsubscribed: false };
        calls.push(call);
        push = sink;
        return {
          unsubscribe: () => {
            call.unsubscribed = true;
          },
        };
      },
    }),
  };
  return { client: client as never, calls, push: (r: Parameters<typeof push>[0]) => push(r) };
}

function room(client: never) {
  const machine = videoRoomMachine.provide({
    actors: {
      signalling: roomSignalling(client, 'att-41'),
      media: fromCallback<EventObject, RoomMediaInput>(() => () => {}),
    },
  });
  return createActor(machine, {
    input: { actId: 'act-1', participantId: 'party-2', role: 'party', mobile: false, checked: true },
  }).start();
}

describe('the signalling actor', () => {
  it('subscribes with the act and attendance, and feeds the room its events', async () => {
    const h = fakeClient();
    const actor = room(h.client);
    expect(h.calls).toEqual([{ variables: { uuid: 'act-1', attendanceId: 'att-41' }, unsubscribed: false }]);
    h.push({ data: { videoRoom: wire({ type: 'joined', phase: 'lobby', participants: [notary, buyer] }) } });
    expect(selectVideoRoom(actor.getSnapshot()).screen).toBe('lobby');
    h.push({ data: { videoRoom: wire({ type: 'participantAdmitted', participantId: 'party-2' }) } });
    expect(selectVideoRoom(actor.getSnapshot()).screen).toBe('inSession');
    actor.send({ type: 'call.left' });
    // Leaving ends the subscription (the server's word for leaving).
    expect(h.calls[0]?.unsubscribed).toBe(true);
  });

  it('a subscription error fails the actor: "connection failed" with the media server message, retry subscribes again', async () => {
    const h = fakeClient();
    const actor = room(h.client);
    h.push({ data: { videoRoom: wire({ type: 'joined', phase: 'inSession', participants: [notary] }) } });
    h.push({ error: new CombinedError({ networkError: new Error('socket closed') }) });
    await waitFor(actor, (s) => s.matches('connectionFailed'), { timeout: 1000 });
    const view = selectVideoRoom(actor.getSnapshot());
    expect(view).toMatchObject({
      screen: 'connectionFailed',
      errorKey: 'errors.mediaServerConnection',
      controls: { retry: true },
    });
    expect(h.calls[0]?.unsubscribed).toBe(true);
    actor.send({ type: 'call.retried' });
    expect(h.calls).toHaveLength(2);
    expect(selectVideoRoom(actor.getSnapshot()).screen).toBe('joining');
  });

  it('a malformed event fails it the same way', async () => {
    const h = fakeClient();
    const actor = room(h.client);
    h.push({ data: { videoRoom: wire({ type: 'registered' }) } });
    await waitFor(actor, (s) => s.matches('connectionFailed'), { timeout: 1000 });
    expect(h.calls[0]?.unsubscribed).toBe(true);
  });
});
