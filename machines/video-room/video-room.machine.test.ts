import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { videoErrorKeys } from './video.constants';
import { type NotaryControlEvent, roomReconnectDelay, VIDEO_ROOM_POLICY } from './video-room.machine';
import { applyPresence, presenceStatusOf, roomParticipantId, roomRoleOf } from './video-room.presence';
import {
  ACT,
  BUYER,
  NOTARY,
  notaryOf,
  partyOf,
  type RoomHarness,
  type RoomOptions,
  SELLER,
  startRoom,
} from './video-room.test-support';

const inRoom = (stage: string, link: unknown = { linked: 'connecting' }) => ({
  session: { inRoom: { stage, link } },
});

/** Past the readiness check, subscribed and waiting for the server's answer. */
async function joining(options: RoomOptions = {}) {
  const h = startRoom(options);
  await waitFor(h.actor, (s) => s.matches({ session: 'joining' }), { timeout: 1000 });
  return h;
}

/** A party in the lobby with the notary and one more party; the media link up. */
async function partyInLobby(options: RoomOptions = {}) {
  const h = await joining(options);
  h.server({
    type: 'room.joined',
    phase: 'lobby',
    participants: [notaryOf(), partyOf(BUYER), partyOf(SELLER)],
  });
  h.linkUp();
  return h;
}

/** The notary in session with two parties waiting for admission; the media link up. */
async function notaryInSession(options: RoomOptions = {}) {
  const h = await joining({ ...options, role: 'notary' });
  h.server({
    type: 'room.joined',
    phase: 'lobby',
    participants: [notaryOf(), partyOf(BUYER), partyOf(SELLER)],
  });
  h.linkUp();
  h.server({ type: 'room.started' });
  return h;
}

describe('video room: readiness, then joining', () => {
  it('starts at the signalling when the host already ran the checks (the act video tab)', () => {
    const h = startRoom({ checked: true });
    expect(h.value()).toEqual({ session: 'joining' });
    expect(h.actor.getSnapshot().children.readiness).toBeUndefined();
    expect(h.subscriptions).toHaveLength(1);
    expect(h.subscriptions[0]?.input).toEqual({ actId: ACT, participantId: BUYER });
  });

  it('checks the devices first and subscribes to the room only once they pass', async () => {
    const h = startRoom();
    expect(h.value()).toBe('checking');
    expect(h.view()).toMatchObject({ screen: 'checking', statusKey: 'status.checking', busy: true });
    expect(h.actor.getSnapshot().children.readiness).toBeDefined();
    expect(h.subscriptions).toHaveLength(0);
    await waitFor(h.actor, (s) => s.matches({ session: 'joining' }), { timeout: 1000 });
    expect(h.subscriptions.map((s) => s.input)).toEqual([{ actId: ACT, participantId: BUYER }]);
    expect(h.view()).toMatchObject({ screen: 'joining', statusKey: 'status.joining', busy: true });
    expect(h.links).toHaveLength(0);
  });

  it('a failed readiness check keeps the room closed; the user may leave', async () => {
    const h = startRoom({ signature: false });
    const readiness = h.actor.getSnapshot().children.readiness;
    if (!readiness) throw new Error('no readiness child');
    await waitFor(readiness, (s) => (s as { value: unknown }).value === 'failed', { timeout: 1000 });
    expect(h.value()).toBe('checking');
    expect(h.subscriptions).toHaveLength(0);
    h.actor.send({ type: 'call.left' });
    expect(h.value()).toBe('left');
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'left', regnum: null, errorKey: null });
  });

  it('a party joining before admission waits in the lobby, its media link connecting', async () => {
    const h = await joining();
    h.server({ type: 'room.joined', phase: 'lobby', participants: [notaryOf(), partyOf(BUYER)] });
    expect(h.value()).toEqual(inRoom('lobby'));
    expect(h.view()).toMatchObject({ screen: 'lobby', statusKey: 'status.waitingForNotary', busy: false });
    expect(h.links.map((l) => l.input)).toEqual([{ actId: ACT, participantId: BUYER, attempt: 0 }]);
    h.linkUp();
    expect(h.value()).toEqual(inRoom('lobby', { linked: 'connected' }));
  });

  it('a party rejoining a session it was admitted to goes straight back in', async () => {
    const h = await joining();
    h.server({
      type: 'room.joined',
      phase: 'inSession',
      participants: [notaryOf(), partyOf(BUYER, { admitted: true })],
    });
    expect(h.value()).toEqual(inRoom('inSession'));
  });

  it('a party not yet admitted to a running session waits in the lobby', async () => {
    const h = await joining();
    h.server({ type: 'room.joined', phase: 'inSession', participants: [notaryOf(), partyOf(BUYER)] });
    expect(h.value()).toEqual(inRoom('lobby'));
  });

  it('joining while the act is being registered shows the registration', async () => {
    const h = await joining();
    h.server({
      type: 'room.joined',
      phase: 'registering',
      participants: [notaryOf(), partyOf(BUYER, { admitted: true })],
    });
    expect(h.value()).toEqual(inRoom('registering'));
    expect(h.view()).toMatchObject({ screen: 'registering', statusKey: 'status.registering', busy: true });
  });

  it('the notary is in session when the server says it started, and waits to start before that', async () => {
    const h = await joining({ role: 'notary' });
    h.server({ type: 'room.joined', phase: 'lobby', participants: [notaryOf()] });
    expect(h.view()).toMatchObject({ screen: 'lobby', statusKey: 'status.readyToStart' });
    h.server({ type: 'room.started' });
    expect(h.value()).toEqual(inRoom('inSession'));
  });

  it('no answer to the subscription in 10 s is a media server connection error', async () => {
    const h = await joining();
    h.clock.increment(VIDEO_ROOM_POLICY.joinTimeoutMs - 1);
    expect(h.value()).toEqual({ session: 'joining' });
    h.clock.increment(1);
    expect(h.value()).toBe('connectionFailed');
    expect(h.view()).toMatchObject({
      screen: 'connectionFailed',
      statusKey: 'status.connectionFailed',
      errorKey: videoErrorKeys.mediaServerConnection,
      controls: { retry: true, leave: true },
    });
    expect(h.subscriptions[0]?.stopped).toBe(true);
  });

  it('a subscription that cannot even be opened is a media server connection error', async () => {
    const h = startRoom({ signallingFails: true });
    await waitFor(h.actor, (s) => s.matches('connectionFailed'), { timeout: 1000 });
    expect(h.view().errorKey).toBe(videoErrorKeys.mediaServerConnection);
  });
});

describe('video room: the section-8 refusals come from the server', () => {
  it('no digital signature: "personal data not confirmed so video registration impossible"', async () => {
    const h = await joining();
    h.server({ type: 'room.refused', reason: 'noSignature' });
    expect(h.value()).toBe('refusedNoSignature');
    expect(h.view()).toMatchObject({
      screen: 'refused',
      errorKey: videoErrorKeys.personalDataNotConfirmed,
      done: true,
      controls: { retry: false, leave: false },
    });
    expect(h.actor.getSnapshot().output).toEqual({
      outcome: 'refused',
      regnum: null,
      errorKey: videoErrorKeys.personalDataNotConfirmed,
    });
    expect(h.subscriptions[0]?.stopped).toBe(true);
  });

  it('too late: "registration time expired, ask notary for new time", even from the lobby', async () => {
    const h = await partyInLobby();
    h.server({ type: 'room.refused', reason: 'timeExpired' });
    expect(h.value()).toBe('refusedTimeExpired');
    expect(h.view().errorKey).toBe(videoErrorKeys.registrationTimeExpired);
    expect(h.links[0]?.stopped).toBe(true);
  });
});

describe("video room: the notary's controls", () => {
  it('start, admit, mute, register and end go to the ministry as commands', async () => {
    const h = await joining({ role: 'notary' });
    h.server({ type: 'room.joined', phase: 'lobby', participants: [notaryOf(), partyOf(BUYER)] });
    expect(h.view().controls).toMatchObject({ start: true, end: true, register: false });
    h.actor.send({ type: 'notary.started' });
    expect(h.commands()).toEqual([{ type: 'start' }]);
    // The command is a request: the room starts when the server says so.
    expect(h.view().screen).toBe('lobby');
    h.server({ type: 'room.started' });
    expect(h.view().controls).toMatchObject({ start: false, register: true, end: true });
    expect(h.view().tiles).toMatchObject([{ participantId: BUYER, canAdmit: true, canMute: false }]);
    h.actor.send({ type: 'notary.admitted', participantId: BUYER });
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    expect(h.view().tiles).toMatchObject([{ canAdmit: false, canMute: true, canUnmute: false }]);
    h.actor.send({ type: 'notary.muted', participantId: BUYER, muted: true });
    h.server({ type: 'room.participantMuted', participantId: BUYER, muted: true });
    expect(h.view().tiles).toMatchObject([{ statusKey: 'tile.muted', canMute: false, canUnmute: true }]);
    h.actor.send({ type: 'notary.muted', participantId: BUYER, muted: false });
    h.actor.send({ type: 'notary.registered' });
    h.actor.send({ type: 'notary.ended' });
    expect(h.commands()).toEqual([
      { type: 'start' },
      { type: 'admit', participantId: BUYER },
      { type: 'mute', participantId: BUYER, muted: true },
      { type: 'mute', participantId: BUYER, muted: false },
      { type: 'register' },
      { type: 'end' },
    ]);
  });

  it('the notary cannot admit someone already in, absent or gone, nor mute someone not admitted', async () => {
    const h = await notaryInSession();
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    h.server({ type: 'room.participantLeft', participantId: SELLER });
    h.actor.send({ type: 'notary.admitted', participantId: BUYER });
    h.actor.send({ type: 'notary.admitted', participantId: 'p-stranger' });
    h.actor.send({ type: 'notary.admitted', participantId: SELLER });
    h.actor.send({ type: 'notary.muted', participantId: SELLER, muted: true });
    h.actor.send({ type: 'notary.muted', participantId: BUYER, muted: false });
    expect(h.commands()).toEqual([]);
  });

  it('the notary ends from the lobby too, but registers only in session', async () => {
    const h = await joining({ role: 'notary' });
    h.server({ type: 'room.joined', phase: 'lobby', participants: [notaryOf()] });
    h.actor.send({ type: 'notary.registered' });
    h.actor.send({ type: 'notary.ended' });
    expect(h.commands()).toEqual([{ type: 'end' }]);
  });

  const controls: NotaryControlEvent[] = [
    { type: 'notary.started' },
    { type: 'notary.admitted', participantId: SELLER },
    { type: 'notary.muted', participantId: NOTARY, muted: true },
    { type: 'notary.muted', participantId: SELLER, muted: true },
    { type: 'notary.registered' },
    { type: 'notary.ended' },
  ];

  it.each(['lobby', 'inSession'])(
    'a party sending the notary’s controls in the %s is ignored',
    async (stage) => {
      const h = await partyInLobby();
      h.server({ type: 'room.participantAdmitted', participantId: SELLER });
      if (stage === 'inSession') h.server({ type: 'room.participantAdmitted', participantId: BUYER });
      const before = h.actor.getSnapshot();
      for (const control of controls) {
        expect(h.actor.getSnapshot().can(control)).toBe(false);
        h.actor.send(control);
      }
      expect(h.commands()).toEqual([]);
      expect(h.actor.getSnapshot().value).toEqual(before.value);
      expect(h.actor.getSnapshot().context).toEqual(before.context);
      expect(h.view().controls).toEqual({
        start: false,
        register: false,
        end: false,
        leave: true,
        retry: false,
      });
      expect(h.view().tiles.every((t) => !t.canAdmit && !t.canMute && !t.canUnmute)).toBe(true);
    },
  );

  it('a party is let in only by the server admitting it, not by the room starting', async () => {
    const h = await partyInLobby();
    h.server({ type: 'room.started' });
    expect(h.view().screen).toBe('lobby');
    h.server({ type: 'room.participantAdmitted', participantId: SELLER });
    expect(h.view().screen).toBe('lobby');
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    expect(h.value()).toEqual(inRoom('inSession', { linked: 'connected' }));
    expect(h.view()).toMatchObject({ screen: 'inSession', statusKey: 'status.inSession' });
  });

  it('a party muted by the notary sees itself muted', async () => {
    const h = await partyInLobby();
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    h.server({ type: 'room.participantMuted', participantId: BUYER, muted: true });
    expect(h.view().selfMuted).toBe(true);
    h.server({ type: 'room.participantMuted', participantId: BUYER, muted: false });
    expect(h.view().selfMuted).toBe(false);
  });
});

describe('video room: registration and the end', () => {
  it('registering → registered with the number, on every screen from the server’s word', async () => {
    const h = await partyInLobby();
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    h.server({ type: 'room.registrationStarted' });
    expect(h.view()).toMatchObject({ screen: 'registering', busy: true });
    h.server({ type: 'room.registered', regnum: '2026-000123' });
    expect(h.value()).toBe('registered');
    expect(h.view()).toMatchObject({
      screen: 'registered',
      statusKey: 'status.registered',
      done: true,
      regnum: '2026-000123',
    });
    expect(h.actor.getSnapshot().output).toEqual({
      outcome: 'registered',
      regnum: '2026-000123',
      errorKey: null,
    });
    expect(h.subscriptions[0]?.stopped).toBe(true);
    expect(h.links[0]?.stopped).toBe(true);
  });

  it('a registration the ministry could not complete returns to the session with its message', async () => {
    const h = await notaryInSession();
    h.actor.send({ type: 'notary.registered' });
    h.server({ type: 'room.registrationStarted' });
    expect(h.view().controls.register).toBe(false);
    h.server({ type: 'room.registrationFailed' });
    expect(h.value()).toEqual(inRoom('inSession', { linked: 'connected' }));
    expect(h.view()).toMatchObject({
      errorKey: videoErrorKeys.registrationFailed,
      controls: { register: true },
    });
    h.server({ type: 'room.registrationStarted' });
    expect(h.view().errorKey).toBeNull();
  });

  it.each([
    ['lobby', partyInLobby],
    ['inSession', notaryInSession],
  ] as const)('the server ending the room from the %s ends it for everyone', async (_stage, begin) => {
    const h = await begin();
    h.server({ type: 'room.ended' });
    expect(h.value()).toBe('ended');
    expect(h.view()).toMatchObject({ screen: 'ended', statusKey: 'status.ended', done: true });
    expect(h.actor.getSnapshot().output?.outcome).toBe('ended');
  });

  it('leaving ends the subscription and the media link', async () => {
    const h = await partyInLobby();
    h.actor.send({ type: 'call.left' });
    expect(h.value()).toBe('left');
    expect(h.view()).toMatchObject({ screen: 'left', statusKey: 'status.left' });
    expect(h.subscriptions[0]?.stopped).toBe(true);
    expect(h.links[0]?.stopped).toBe(true);
  });
});

describe('video room: connection lost, paused', () => {
  it('a lost link pauses, shows "connection lost, paused" and reconnects after the first delay', async () => {
    const h = await partyInLobby();
    h.linkDown();
    expect(h.value()).toEqual(inRoom('lobby', 'paused'));
    expect(h.links[0]?.stopped).toBe(true);
    expect(h.view()).toMatchObject({
      statusKey: 'status.connectionLost',
      connection: { paused: true, attempt: 1, of: 6, nextDelayMs: 1000, failed: false },
    });
    expect(h.reconnects()).toEqual([{ attempt: 1, delayMs: 1000 }]);
    h.clock.increment(999);
    expect(h.links).toHaveLength(1);
    h.clock.increment(1);
    expect(h.value()).toEqual(inRoom('lobby', { linked: 'connecting' }));
    expect(h.links.map((l) => l.input.attempt)).toEqual([0, 1]);
    h.linkUp();
    expect(h.view()).toMatchObject({ statusKey: 'status.waitingForNotary', connection: { paused: false } });
  });

  it('the room goes on while paused: a registration completes under it', async () => {
    const h = await partyInLobby();
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    h.linkDown();
    h.server({ type: 'room.registrationStarted' });
    expect(h.value()).toEqual(inRoom('registering', 'paused'));
    h.server({ type: 'room.registered', regnum: '2026-000124' });
    expect(h.value()).toBe('registered');
  });

  it('backs off 1, 2, 4, 8, 10, 10 s over six attempts, then fails; the user retries and rejoins', async () => {
    const h = await partyInLobby();
    h.linkDown();
    const { connectTimeoutMs } = VIDEO_ROOM_POLICY;
    for (const [index, delay] of [1000, 2000, 4000, 8000, 10000, 10000].entries()) {
      expect(h.view().connection).toMatchObject({ paused: true, attempt: index + 1, nextDelayMs: delay });
      h.clock.increment(delay - 1);
      expect(h.view().connection.paused).toBe(true);
      h.clock.increment(1);
      expect(h.value()).toEqual(inRoom('lobby', { linked: 'connecting' }));
      expect(h.links.at(-1)?.input.attempt).toBe(index + 1);
      // Each attempt fails differently: no answer, or the media actor reporting the loss.
      if (index % 2 === 0) h.clock.increment(connectTimeoutMs);
      else h.linkDown();
    }
    expect(h.reconnects().map((r) => r.delayMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
    expect(h.value()).toBe('connectionFailed');
    expect(h.view()).toMatchObject({
      screen: 'connectionFailed',
      statusKey: 'status.connectionFailed',
      connection: { failed: true, paused: false },
      controls: { retry: true, leave: true },
    });
    expect(h.subscriptions[0]?.stopped).toBe(true);
    expect(h.links.every((l) => l.stopped)).toBe(true);
    h.actor.send({ type: 'call.retried' });
    expect(h.value()).toEqual({ session: 'joining' });
    expect(h.subscriptions).toHaveLength(2);
    expect(h.view().connection.attempt).toBe(0);
    h.server({
      type: 'room.joined',
      phase: 'inSession',
      participants: [notaryOf(), partyOf(BUYER, { admitted: true })],
    });
    expect(h.links.at(-1)?.input.attempt).toBe(0);
    expect(h.view().screen).toBe('inSession');
  });

  it('leaving from "connection failed" is final', async () => {
    const h = await partyInLobby();
    h.linkDown();
    for (let attempt = 1; attempt <= VIDEO_ROOM_POLICY.reconnectLimit; attempt += 1) {
      h.clock.increment(roomReconnectDelay(VIDEO_ROOM_POLICY, attempt));
      h.linkDown();
    }
    expect(h.value()).toBe('connectionFailed');
    h.actor.send({ type: 'call.left' });
    expect(h.value()).toBe('left');
  });

  it('a link stable for 5 s starts the next outage from the first delay; a flapping one does not', async () => {
    const h = await partyInLobby();
    h.linkDown();
    h.clock.increment(1000);
    h.linkUp();
    h.clock.increment(VIDEO_ROOM_POLICY.stableUptimeMs - 1);
    h.linkDown();
    expect(h.view().connection).toMatchObject({ attempt: 2, nextDelayMs: 2000 });
    h.clock.increment(2000);
    h.linkUp();
    h.clock.increment(VIDEO_ROOM_POLICY.stableUptimeMs);
    expect(h.view().connection).toMatchObject({ attempt: 0, paused: false, nextDelayMs: null });
    h.linkDown();
    expect(h.view().connection).toMatchObject({ attempt: 1, nextDelayMs: 1000 });
  });

  it('the policy can be shortened by the host (tests, the e2e), never by the view', async () => {
    const h = await partyInLobby({ policy: { reconnectLimit: 1, reconnectFirstDelayMs: 50 } });
    h.linkDown();
    expect(h.view().connection).toMatchObject({ of: 1, nextDelayMs: 50 });
    h.clock.increment(50);
    h.linkDown();
    expect(h.value()).toBe('connectionFailed');
  });

  it('the delay grows by the factor up to the 10 s ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => roomReconnectDelay(VIDEO_ROOM_POLICY, n))).toEqual([
      1000, 2000, 4000, 8000, 10000, 10000, 10000,
    ]);
  });
});

describe('video room: the others, as every participant sees them', () => {
  /** Each party's own room, both fed the same broadcast. */
  async function twoParties(): Promise<[RoomHarness, RoomHarness]> {
    const everyone = [notaryOf(), partyOf(BUYER, { admitted: true }), partyOf(SELLER, { admitted: true })];
    const buyer = await joining({ participantId: BUYER });
    const seller = await joining({ participantId: SELLER });
    for (const h of [buyer, seller]) {
      h.server({ type: 'room.joined', phase: 'inSession', participants: everyone });
      h.linkUp();
    }
    return [buyer, seller];
  }

  it('a participant whose connection is lost is "connection lost, paused" on every other screen', async () => {
    const [buyer, seller] = await twoParties();
    const notaryNotice = { type: 'room.participantPaused', participantId: NOTARY } as const;
    buyer.server(notaryNotice);
    seller.server(notaryNotice);
    for (const h of [buyer, seller]) {
      const tile = h.view().tiles.find((t) => t.participantId === NOTARY);
      expect(tile).toMatchObject({
        status: 'paused',
        statusKey: 'tile.paused',
        showsVideo: false,
        roleKey: 'role.notary',
      });
      // Their own connection is fine.
      expect(h.view().connection.paused).toBe(false);
    }
    buyer.server({ type: 'room.participantResumed', participantId: NOTARY });
    expect(buyer.view().tiles.find((t) => t.participantId === NOTARY)).toMatchObject({
      statusKey: 'tile.inCall',
      showsVideo: true,
    });
  });

  it('tiles show the others only, in a stable order, through joining, admission, muting and leaving', async () => {
    const h = await joining({ role: 'notary' });
    h.server({ type: 'room.joined', phase: 'lobby', participants: [notaryOf()] });
    h.server({ type: 'room.started' });
    h.server({ type: 'room.participantJoined', participant: partyOf(BUYER) });
    h.server({ type: 'room.participantJoined', participant: partyOf(SELLER) });
    const statuses = () => h.view().tiles.map((t) => [t.participantId, t.statusKey]);
    expect(statuses()).toEqual([
      [BUYER, 'tile.waitingForAdmission'],
      [SELLER, 'tile.waitingForAdmission'],
    ]);
    h.server({ type: 'room.participantAdmitted', participantId: BUYER });
    h.server({ type: 'room.participantMuted', participantId: SELLER, muted: true });
    h.server({ type: 'room.participantAdmitted', participantId: SELLER });
    h.server({ type: 'room.participantLeft', participantId: BUYER });
    expect(statuses()).toEqual([
      [BUYER, 'tile.left'],
      [SELLER, 'tile.muted'],
    ]);
    // The buyer's browser closed and reopened: same place, back in.
    h.server({ type: 'room.participantJoined', participant: partyOf(BUYER, { admitted: true }) });
    expect(statuses()).toEqual([
      [BUYER, 'tile.inCall'],
      [SELLER, 'tile.muted'],
    ]);
  });
});

describe('video room presence (the reducer the ministry shares)', () => {
  const list = [notaryOf(), partyOf(BUYER)];

  it('ignores events about someone unknown and never mutates its input', () => {
    const frozen = Object.freeze(list.map((p) => Object.freeze({ ...p })));
    expect(applyPresence(frozen, { type: 'room.participantAdmitted', participantId: 'p-x' })).toEqual(list);
    expect(applyPresence(frozen, { type: 'room.participantPaused', participantId: BUYER })[1]?.paused).toBe(
      true,
    );
    expect(frozen[1]?.paused).toBe(false);
  });

  it('names a person the same on every join: the notary, or the party by its id', () => {
    expect(roomParticipantId('notary', null)).toBe('notary');
    expect(roomParticipantId('applicant', 12)).toBe('party-12');
    expect(roomParticipantId('party', '13')).toBe('party-13');
    expect(() => roomParticipantId('party', null)).toThrow();
    expect([roomRoleOf('notary'), roomRoleOf('applicant'), roomRoleOf('party')]).toEqual([
      'notary',
      'party',
      'party',
    ]);
  });

  it('a publication sets the media id; a pause or leaving clears it, and a rejoin publishes a new one', () => {
    const published = applyPresence(list, {
      type: 'room.participantPublished',
      participantId: BUYER,
      mediaId: '41',
    });
    expect(published[1]).toMatchObject({ mediaId: '41', paused: false });
    expect(
      applyPresence(published, { type: 'room.participantPaused', participantId: BUYER })[1],
    ).toMatchObject({
      paused: true,
      mediaId: null,
    });
    const left = applyPresence(published, { type: 'room.participantLeft', participantId: BUYER });
    expect(left[1]).toMatchObject({ left: true, mediaId: null });
    const back = applyPresence(left, {
      type: 'room.participantJoined',
      participant: partyOf(BUYER, { admitted: true }),
    });
    expect(back[1]).toMatchObject({ left: false, mediaId: null });
    expect(
      applyPresence(back, { type: 'room.participantPublished', participantId: BUYER, mediaId: '42' })[1]
        ?.mediaId,
    ).toBe('42');
  });

  it('a participant who leaves is no longer paused; left outranks every other status', () => {
    const paused = applyPresence(list, { type: 'room.participantPaused', participantId: BUYER });
    const left = applyPresence(paused, { type: 'room.participantLeft', participantId: BUYER });
    expect(left[1]).toMatchObject({ left: true, paused: false });
    expect(presenceStatusOf({ ...partyOf(BUYER), left: true, paused: true, muted: true })).toBe('left');
    expect(presenceStatusOf({ ...partyOf(BUYER), paused: true, muted: true })).toBe('paused');
    expect(presenceStatusOf({ ...partyOf(BUYER), muted: true })).toBe('waitingForAdmission');
    expect(presenceStatusOf({ ...partyOf(BUYER), admitted: true, muted: true })).toBe('muted');
    expect(presenceStatusOf({ ...partyOf(BUYER), admitted: true })).toBe('inCall');
  });
});
