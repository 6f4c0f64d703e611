import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  LIVENESS_SOCKET_POLICY,
  type LivenessConnectionInput,
  type LivenessSocketCommand,
  type LivenessSocketEmitted,
  type LivenessSocketEvent,
  type LpFrame,
  livenessSocketMachine,
  minDelayFrom,
  reconnectDelay,
} from './liveness-socket.machine';
import { selectLivenessSocket } from './liveness-socket.select';

const SESSION = '0b6f2a1e-7c39-4d5a-9f0e-2b8c4e6d1a37';

/** A socket as the host would run it, reduced to what the machine can see. */
interface FakeSocket {
  input: LivenessConnectionInput;
  commands: LivenessSocketCommand[];
  sendBack: (event: LivenessSocketEvent) => void;
  closed: boolean;
}

const frame = (command: string, headers: Record<string, string> = {}, body = ''): LpFrame => ({
  command,
  headers,
  body,
});
const connected = frame('CONNECTED', {
  'session-id': SESSION,
  'heart-beat': '3000,3000',
  challenge: 'center',
});
const stats = frame('STATS', {}, JSON.stringify({ errors: [8], isOk: false }));

function start(options: { random?: number; failConnection?: boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const clock = new SimulatedClock();
  const machine = livenessSocketMachine.provide({
    actors: {
      connection: fromCallback<LivenessSocketCommand, LivenessConnectionInput>(
        ({ input, sendBack, receive }) => {
          if (options.failConnection) throw new Error('no socket for you');
          const socket: FakeSocket = { input, commands: [], sendBack, closed: false };
          sockets.push(socket);
          receive((command) => socket.commands.push(command));
          return () => {
            socket.closed = true;
          };
        },
      ),
    },
  });
  const actor = createActor(machine, {
    input: { sessionId: SESSION, random: () => options.random ?? 0 },
    clock,
  });
  const emitted: LivenessSocketEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const socket = () => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket was opened');
    return last;
  };
  const fromSocket = (event: LivenessSocketEvent) => socket().sendBack(event);
  const view = () => selectLivenessSocket(actor.getSnapshot());
  return {
    actor,
    clock,
    sockets,
    emitted,
    socket,
    view,
    open: (sessionId = SESSION) => fromSocket({ type: 'socket.opened', sessionId }),
    receive: (f: LpFrame) => fromSocket({ type: 'socket.frameReceived', frame: f }),
    heartbeatFromPeer: () => fromSocket({ type: 'socket.heartbeatReceived' }),
    drop: () => fromSocket({ type: 'socket.closed', code: 1006 }),
    /** open + CONNECTED: the state frames are sent in. */
    ready() {
      fromSocket({ type: 'socket.opened', sessionId: SESSION });
      fromSocket({ type: 'socket.frameReceived', frame: connected });
    },
  };
}

const heartbeats = (socket: FakeSocket) =>
  socket.commands.filter((command) => command.type === 'socket.sendHeartbeat').length;
const framesSent = (socket: FakeSocket) =>
  socket.commands.flatMap((command) => (command.type === 'socket.sendFrame' ? [command.frame] : []));

describe('liveness socket: connecting', () => {
  it('starts by opening the first connection for the session', () => {
    const { view, sockets, actor } = start();
    expect(view()).toMatchObject({ phase: 'connecting', attempts: 1, failures: 0, canSendImage: false });
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.input).toEqual({ sessionId: SESSION, attempt: 1 });
  });

  it('sends CONNECT with the session id and a 3000 ms heart-beat as soon as the socket opens', () => {
    const { open, socket, view } = start();
    open();
    expect(view().phase).toBe('handshaking');
    expect(framesSent(socket())).toEqual([
      { command: 'CONNECT', headers: { 'session-id': SESSION, 'heart-beat': '3000,3000' }, body: '' },
    ]);
  });

  it('a reconnect sends CONNECT with the session id its connection reported (a fresh one per socket)', () => {
    const { open, drop, clock, socket, view } = start();
    drop();
    clock.increment(1_000);
    expect(socket().input).toEqual({ sessionId: SESSION, attempt: 2 });
    const fresh = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    open(fresh);
    expect(view().phase).toBe('handshaking');
    expect(framesSent(socket())[0]?.headers['session-id']).toBe(fresh);
  });

  it('gives up on a connection that is not open after 4 s and closes it', () => {
    const { clock, view, socket } = start();
    clock.increment(3_999);
    expect(view().phase).toBe('connecting');
    clock.increment(1);
    expect(view()).toMatchObject({ phase: 'reconnecting', failures: 1, nextDelayMs: 1_000 });
    expect(socket().closed).toBe(true);
  });

  it('a refused connection (closed before open) schedules a reconnect', () => {
    const { drop, view, emitted, socket } = start();
    drop();
    expect(view()).toMatchObject({ phase: 'reconnecting', failures: 1 });
    expect(socket().closed).toBe(true);
    expect(emitted).toContainEqual({ type: 'liveness.reconnectScheduled', attempt: 2, delayMs: 1_000 });
  });

  it('stops for good, reporting unavailable, when the host cannot create a socket at all', () => {
    const { actor, emitted, clock } = start({ failConnection: true });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', jwt: null, errorCode: 'unavailable' });
    expect(emitted).toContainEqual({ type: 'liveness.failed', code: 'unavailable', message: null });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

describe('liveness socket: an open session', () => {
  it('accepts images only after CONNECTED, and then sends each as an IMAGE frame', () => {
    const { open, receive, actor, socket, view, emitted } = start();
    open();
    actor.send({ type: 'liveness.imageSubmitted', contentType: 'image/jpeg', image: 'early' });
    expect(framesSent(socket()).map((f) => f.command)).toEqual(['CONNECT']);
    expect(view().canSendImage).toBe(false);

    receive(connected);
    expect(view()).toMatchObject({ phase: 'ready', canSendImage: true });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(emitted).toContainEqual({ type: 'liveness.connected', frame: connected });

    actor.send({ type: 'liveness.imageSubmitted', contentType: 'image/png', image: 'aGVsbG8=' });
    expect(framesSent(socket()).at(-1)).toEqual({
      command: 'IMAGE',
      headers: { 'content-type': 'image/png' },
      body: 'aGVsbG8=',
    });
  });

  it('relays STATS and stays ready', () => {
    const { ready, receive, view, emitted } = start();
    ready();
    receive(stats);
    expect(emitted).toContainEqual({ type: 'liveness.statsReceived', frame: stats });
    expect(view().phase).toBe('ready');
  });

  it('ignores frames that are not part of the server side of lpproto, apart from hearing the peer', () => {
    const { ready, receive, view, emitted, clock } = start();
    ready();
    const before = emitted.length;
    clock.increment(5_000);
    receive(frame('RECEIPT'));
    clock.increment(5_000);
    // Heard at 5 s, so the 6 s silence limit has not run out at 10 s.
    expect(view().phase).toBe('ready');
    expect(emitted.slice(before)).toEqual([]);
  });

  it('ends for good on SUCCESS with the jwt, and closes the socket', () => {
    const { ready, receive, actor, socket, emitted, clock, sockets } = start();
    ready();
    receive(frame('SUCCESS', {}, ' header.payload.signature\n'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('succeeded');
    expect(snapshot.hasTag('done')).toBe(true);
    expect(snapshot.output).toEqual({
      outcome: 'succeeded',
      jwt: 'header.payload.signature',
      errorCode: null,
    });
    expect(emitted).toContainEqual({ type: 'liveness.succeeded', jwt: 'header.payload.signature' });
    expect(socket().closed).toBe(true);
    clock.increment(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('ends for good on an ERROR frame with its code and message, without reconnecting', () => {
    const { ready, receive, actor, socket, emitted, clock, sockets } = start();
    ready();
    receive(frame('ERROR', { code: 'unsupported_image', message: 'only jpeg or png' }));
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'failed',
      jwt: null,
      errorCode: 'unsupported_image',
    });
    expect(emitted).toContainEqual({
      type: 'liveness.failed',
      code: 'unsupported_image',
      message: 'only jpeg or png',
    });
    expect(socket().closed).toBe(true);
    clock.increment(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('an ERROR before CONNECTED (session in use) ends it too; one without a code reads as bad_frame', () => {
    const first = start();
    first.open();
    first.receive(frame('ERROR', { code: 'session_in_use' }));
    expect(first.actor.getSnapshot().output?.errorCode).toBe('session_in_use');
    const second = start();
    second.open();
    second.receive(frame('ERROR'));
    expect(second.actor.getSnapshot().output?.errorCode).toBe('bad_frame');
  });

  it('a dropped connection schedules a reconnect and closes what is left of the socket', () => {
    const { ready, drop, view, socket } = start();
    ready();
    drop();
    expect(view()).toMatchObject({ phase: 'reconnecting', failures: 1, nextDelayMs: 1_000 });
    expect(socket().closed).toBe(true);
  });
});

describe('liveness socket: heartbeat', () => {
  it('sends a heartbeat every 3000 ms while open, starting 3000 ms after open', () => {
    const { ready, clock, socket, heartbeatFromPeer } = start();
    ready();
    clock.increment(2_999);
    expect(heartbeats(socket())).toBe(0);
    clock.increment(1);
    expect(heartbeats(socket())).toBe(1);
    heartbeatFromPeer();
    clock.increment(2_999);
    expect(heartbeats(socket())).toBe(1);
    clock.increment(1);
    expect(heartbeats(socket())).toBe(2);
    heartbeatFromPeer();
    clock.increment(3_000);
    expect(heartbeats(socket())).toBe(3);
  });

  it('sends no heartbeat while still connecting', () => {
    const { clock, socket } = start();
    clock.increment(3_999);
    expect(heartbeats(socket())).toBe(0);
  });

  it('counts a peer silent for two intervals (6000 ms) as a drop', () => {
    const { open, clock, view, socket } = start();
    open();
    clock.increment(5_999);
    expect(view().phase).toBe('handshaking');
    clock.increment(1);
    expect(view()).toMatchObject({ phase: 'reconnecting', failures: 1 });
    expect(socket().closed).toBe(true);
  });

  it('restarts the silence limit on every frame or heartbeat from the peer', () => {
    const { ready, clock, view, heartbeatFromPeer, receive } = start();
    ready();
    clock.increment(4_000);
    heartbeatFromPeer();
    clock.increment(5_999);
    expect(view().phase).toBe('ready');
    receive(stats);
    clock.increment(5_999);
    expect(view().phase).toBe('ready');
    clock.increment(1);
    expect(view().phase).toBe('reconnecting');
  });
});

describe('liveness socket: reconnect policy', () => {
  it('draws the minimum delay once per session from 1-5 s using the given random source', () => {
    expect(minDelayFrom(LIVENESS_SOCKET_POLICY, 0)).toBe(1_000);
    expect(minDelayFrom(LIVENESS_SOCKET_POLICY, 0.5)).toBe(3_000);
    expect(minDelayFrom(LIVENESS_SOCKET_POLICY, 0.999_999)).toBe(5_000);
    expect(start({ random: 0.25 }).view().minDelayMs).toBe(2_000);
  });

  it('grows the delay by 1.3 per consecutive failure up to 10 s, and reconnects exactly then', () => {
    const { clock, drop, view, sockets, socket } = start({ random: 0 });
    const expected = [1_000, 1_300, 1_690, 2_197, 2_856, 3_713, 4_827, 6_275, 8_157, 10_000, 10_000, 10_000];
    const seen: number[] = [];
    for (const [index, delay] of expected.entries()) {
      drop();
      const { nextDelayMs } = view();
      seen.push(nextDelayMs ?? -1);
      clock.increment(delay - 1);
      expect(sockets).toHaveLength(index + 1);
      clock.increment(1);
      expect(sockets).toHaveLength(index + 2);
      expect(socket().input.attempt).toBe(index + 2);
      expect(view().phase).toBe('connecting');
    }
    expect(seen).toEqual(expected);
  });

  it('from the largest minimum (5 s) the cap is reached after three steps', () => {
    const policy = LIVENESS_SOCKET_POLICY;
    expect([1, 2, 3, 4].map((n) => reconnectDelay(policy, 5_000, n))).toEqual([5_000, 6_500, 8_450, 10_000]);
  });

  it('counts connection timeouts as failures like drops', () => {
    const { clock, view } = start({ random: 0 });
    clock.increment(4_000);
    expect(view().nextDelayMs).toBe(1_000);
    clock.increment(1_000);
    clock.increment(4_000);
    expect(view()).toMatchObject({ phase: 'reconnecting', failures: 2, nextDelayMs: 1_300 });
  });

  it('a connection that stayed up 5 s resets the delay to the minimum', () => {
    const { clock, drop, ready, view } = start({ random: 0 });
    drop();
    clock.increment(1_000);
    drop();
    clock.increment(1_300);
    expect(view()).toMatchObject({ phase: 'connecting', failures: 2 });
    ready();
    clock.increment(4_999);
    expect(view().failures).toBe(2);
    clock.increment(1);
    expect(view().failures).toBe(0);
    drop();
    expect(view()).toMatchObject({ phase: 'reconnecting', failures: 1, nextDelayMs: 1_000 });
  });

  it('a connection that dropped before 5 s of uptime keeps growing the delay', () => {
    const { clock, drop, ready, view, heartbeatFromPeer } = start({ random: 0 });
    drop();
    clock.increment(1_000);
    ready();
    clock.increment(3_000);
    heartbeatFromPeer();
    clock.increment(1_999);
    drop();
    expect(view()).toMatchObject({ failures: 2, nextDelayMs: 1_300 });
  });
});

describe('liveness socket: stopping', () => {
  it.each([
    ['connecting', (_: ReturnType<typeof start>) => undefined],
    ['ready', (h: ReturnType<typeof start>) => h.ready()],
    ['reconnecting', (h: ReturnType<typeof start>) => h.drop()],
  ])('stops for good when told to while %s, closing any socket', (_phase, before) => {
    const harness = start();
    before(harness);
    harness.actor.send({ type: 'liveness.stopRequested' });
    expect(harness.actor.getSnapshot().output).toEqual({ outcome: 'stopped', jwt: null, errorCode: null });
    expect(harness.sockets.every((s) => s.closed)).toBe(true);
    const count = harness.sockets.length;
    harness.clock.increment(60_000);
    expect(harness.sockets).toHaveLength(count);
  });
});

describe('liveness socket: every state is reachable', () => {
  const machine = livenessSocketMachine.provide({
    actors: { connection: fromCallback(() => undefined) },
  });
  const delayed = (delay: string, state: string) => ({
    type: `xstate.after.${delay}.livenessSocket.${state}`,
  });
  const delayOf: Record<string, number> = {
    connectionTimeout: 4_000,
    heartbeatInterval: 3_000,
    peerSilenceLimit: 6_000,
    minUptime: 5_000,
    reconnectDelay: 1_000,
  };
  const events = [
    { type: 'socket.opened', sessionId: SESSION },
    { type: 'socket.closed' },
    { type: 'socket.frameReceived', frame: connected },
    { type: 'socket.frameReceived', frame: stats },
    { type: 'socket.frameReceived', frame: frame('SUCCESS', {}, 'jwt') },
    { type: 'socket.frameReceived', frame: frame('ERROR', { code: 'timeout' }) },
    { type: 'socket.heartbeatReceived' },
    { type: 'liveness.imageSubmitted', contentType: 'image/jpeg', image: 'x' },
    { type: 'liveness.stopRequested' },
    delayed('connectionTimeout', 'link.connecting'),
    delayed('minUptime', 'link.open.uptime.young'),
    delayed('peerSilenceLimit', 'link.open.watchdog.listening'),
    delayed('reconnectDelay', 'reconnecting'),
  ] as LivenessSocketEvent[];
  const input = { sessionId: SESSION, random: () => 0 };
  // createTestModel refuses machines that invoke actors, so the paths come from the traversal itself.
  const paths = () =>
    getShortestPaths(machine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify((snapshot as SnapshotFrom<typeof machine>).value),
    });
  const open = (session: string, uptime: string) => ({
    link: { open: { session, heartbeat: 'beating', watchdog: 'listening', uptime } },
  });
  const expected = [
    { link: 'connecting' },
    open('handshaking', 'young'),
    open('ready', 'young'),
    open('handshaking', 'stable'),
    open('ready', 'stable'),
    'reconnecting',
    'succeeded',
    'failed',
    'stopped',
  ].map((value) => JSON.stringify(value));

  it('reaches every state by a shortest path', () => {
    const reached = new Set(paths().map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual([...expected].sort());
  });

  it('replays each shortest path on a real actor, timers on a simulated clock', () => {
    for (const path of paths()) {
      const clock = new SimulatedClock();
      const actor = createActor(machine, { input, clock }).start();
      for (const step of path.steps) {
        const event = step.event as AnyEventObject;
        const delay = event.type.startsWith('xstate.after.') ? event.type.split('.')[2] : undefined;
        if (delay) clock.increment(delayOf[delay] ?? Number.NaN);
        else actor.send(event as LivenessSocketEvent);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});
