import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { deferred, settle } from '../testing/deferred';
import { pathEventsOf } from '../testing/graph-events';
import { videoErrorKeys } from '../video-room/video.constants';
import {
  type LoopbackRun,
  VIDEO_LOOPBACK_POLICY,
  type VideoLoopbackEvent,
  videoLoopbackMachine,
  videoLoopbackStateValues,
} from './video-loopback.machine';
import { selectVideoLoopback } from './video-loopback.select';

interface Connection {
  input: LoopbackRun;
  sendBack: (event: VideoLoopbackEvent) => void;
  stopped: boolean;
}

/** The page's test room with the devices, the media server and the leave faked. */
function start(options: { loggedIn?: boolean; connectionThrows?: unknown } = {}) {
  const clock = new SimulatedClock();
  const devices: ReturnType<typeof deferred<void>>[] = [];
  const connections: Connection[] = [];
  const leaves: { sessionId: string; done: ReturnType<typeof deferred<void>> }[] = [];
  const machine = videoLoopbackMachine.provide({
    actors: {
      devices: fromPromise<void, LoopbackRun>(() => {
        const d = deferred<void>();
        devices.push(d);
        return d.promise;
      }),
      connection: fromCallback<EventObject, LoopbackRun>(({ input, sendBack }) => {
        if (options.connectionThrows) throw options.connectionThrows;
        const handle: Connection = { input, sendBack: sendBack as Connection['sendBack'], stopped: false };
        connections.push(handle);
        return () => {
          handle.stopped = true;
        };
      }),
      leave: fromPromise<void, { sessionId: string }>(({ input }) => {
        const done = deferred<void>();
        leaves.push({ sessionId: input.sessionId, done });
        return done.promise;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { loggedIn: options.loggedIn ?? true, mobile: false },
    clock,
  }).start();
  const last = <T>(list: T[]): T => {
    const item = list.at(-1);
    if (!item) throw new Error('none yet');
    return item;
  };
  return {
    actor,
    clock,
    devices,
    connections,
    leaves,
    view: () => selectVideoLoopback(actor.getSnapshot()),
    server: (event: VideoLoopbackEvent) => last(connections).sendBack(event),
    devicesReady: async () => {
      last(devices).resolve();
      await settle();
    },
    devicesRefused: async (error: unknown) => {
      last(devices).reject(error);
      await settle();
    },
  };
}

/** Logged in, devices granted, the test room opened and its media playing back. */
async function live() {
  const h = start();
  await h.devicesReady();
  h.server({ type: 'loopback.sessionOpened', sessionId: 's-1' });
  h.server({ type: 'loopback.playing' });
  return h;
}

describe('room video testing: login first', () => {
  it('an anonymous visitor is asked to log in, and the test starts once they do', async () => {
    const h = start({ loggedIn: false });
    expect(h.view()).toMatchObject({
      screen: 'loginRequired',
      loginRequired: true,
      statusKey: 'loopback.status.loginRequired',
      canLeave: false,
      canRetry: false,
    });
    expect(h.devices).toHaveLength(0);
    h.actor.send({ type: 'session.changed', loggedIn: false });
    expect(h.view().screen).toBe('loginRequired');
    h.actor.send({ type: 'session.changed', loggedIn: true });
    expect(h.view()).toMatchObject({ screen: 'devices', busy: true, loginRequired: false });
    expect(h.devices).toHaveLength(1);
  });

  it('logging out while live closes the test room and asks for the login again', async () => {
    const h = await live();
    h.actor.send({ type: 'session.changed', loggedIn: false });
    expect(h.connections[0]?.stopped).toBe(true);
    expect(h.view().screen).toBe('closing');
    expect(h.leaves.map((l) => l.sessionId)).toEqual(['s-1']);
    h.leaves[0]?.done.resolve();
    await settle();
    expect(h.view().screen).toBe('loginRequired');
  });
});

describe('room video testing: devices → connecting → live → ended', () => {
  it('publishes after the devices, shows the returned video once it plays, then the returned level', async () => {
    const h = start();
    expect(h.view()).toMatchObject({
      screen: 'devices',
      statusKey: 'loopback.status.devices',
      canLeave: true,
    });
    await h.devicesReady();
    expect(h.view()).toMatchObject({ screen: 'connecting', busy: true, live: false });
    expect(h.connections[0]?.input).toEqual({ mobile: false, run: 1 });
    h.server({ type: 'loopback.sessionOpened', sessionId: 's-1' });
    h.server({ type: 'loopback.levelMeasured', level: 0.5 });
    // Nothing is heard before the media plays back.
    expect(h.view().level).toBe(0);
    h.server({ type: 'loopback.playing' });
    expect(h.view()).toMatchObject({ screen: 'live', live: true, busy: false, hearing: false });
    h.server({ type: 'loopback.levelMeasured', level: 0.01 });
    expect(h.view()).toMatchObject({ level: 0.01, hearing: false });
    h.server({ type: 'loopback.levelMeasured', level: 0.2 });
    expect(h.view()).toMatchObject({ level: 0.2, hearing: true });
    // The connection is the same one from connecting to live.
    expect(h.connections).toHaveLength(1);
    expect(h.connections[0]?.stopped).toBe(false);
  });

  it('leaving closes the connection and the test room, then ends; it may be run again', async () => {
    const h = await live();
    h.actor.send({ type: 'loopback.left' });
    expect(h.connections[0]?.stopped).toBe(true);
    expect(h.view()).toMatchObject({ screen: 'closing', busy: true, canLeave: false });
    expect(h.leaves.map((l) => l.sessionId)).toEqual(['s-1']);
    h.leaves[0]?.done.resolve();
    await settle();
    expect(h.view()).toMatchObject({ screen: 'ended', statusKey: 'loopback.status.ended', canRetry: true });
    h.actor.send({ type: 'loopback.retried' });
    expect(h.view()).toMatchObject({ screen: 'devices', level: 0 });
    await h.devicesReady();
    expect(h.connections[1]?.input.run).toBe(2);
  });

  it('a leave the media server fails to answer still ends', async () => {
    const h = await live();
    h.actor.send({ type: 'loopback.left' });
    h.leaves[0]?.done.reject(new Error('MINISTRY_TIMEOUT'));
    await settle();
    expect(h.view().screen).toBe('ended');
  });

  it('leaving before the test room opened has nothing to close', async () => {
    const h = start();
    h.actor.send({ type: 'loopback.left' });
    expect(h.view().screen).toBe('ended');
    const again = start();
    await again.devicesReady();
    again.actor.send({ type: 'loopback.left' });
    expect(again.leaves).toEqual([]);
    expect(again.view().screen).toBe('ended');
  });
});

describe('room video testing: failures and retry', () => {
  it.each([
    [{ failure: 'noWebcam' }, videoErrorKeys.noWebcam],
    [{ failure: 'permissionDenied' }, videoErrorKeys.permissionDenied],
    [{ failure: 'noMicrophone' }, videoErrorKeys.noMicrophone],
    [new Error('odd'), videoErrorKeys.unknownDevice],
  ])('devices refused (%o) fail with the section-8 message %s', async (error, key) => {
    const h = start();
    await h.devicesRefused(error);
    expect(h.view()).toMatchObject({ screen: 'failed', errorKey: key, canRetry: true, canLeave: true });
    h.actor.send({ type: 'loopback.retried' });
    expect(h.view()).toMatchObject({ screen: 'devices', errorKey: null });
  });

  it('media that does not play back within the time fails with the media server message and closes the room', async () => {
    const h = start();
    await h.devicesReady();
    h.server({ type: 'loopback.sessionOpened', sessionId: 's-9' });
    h.clock.increment(VIDEO_LOOPBACK_POLICY.connectTimeoutMs - 1);
    expect(h.view().screen).toBe('connecting');
    h.clock.increment(1);
    expect(h.view().screen).toBe('closing');
    expect(h.connections[0]?.stopped).toBe(true);
    h.leaves[0]?.done.resolve();
    await settle();
    expect(h.view()).toMatchObject({ screen: 'failed', errorKey: videoErrorKeys.mediaServerConnection });
  });

  it('a connection lost while live fails; leaving from the failure ends', async () => {
    const h = await live();
    h.server({ type: 'loopback.lost' });
    h.leaves[0]?.done.resolve();
    await settle();
    expect(h.view()).toMatchObject({ screen: 'failed', errorKey: videoErrorKeys.mediaServerConnection });
    h.actor.send({ type: 'loopback.left' });
    expect(h.view().screen).toBe('ended');
  });

  it('a connection lost while connecting fails the same way', async () => {
    const h = start();
    await h.devicesReady();
    h.server({ type: 'loopback.lost' });
    expect(h.view()).toMatchObject({ screen: 'failed', errorKey: videoErrorKeys.mediaServerConnection });
  });

  it('the gateway’s refusal, classified by the host, is the message; an unclassified error is the media server’s', async () => {
    const refused = start({ connectionThrows: { errorKey: 'errors.loginRequired' } });
    await refused.devicesReady();
    expect(refused.view()).toMatchObject({ screen: 'failed', errorKey: 'errors.loginRequired' });
    const broken = start({ connectionThrows: new Error('no RTCPeerConnection') });
    await broken.devicesReady();
    expect(broken.view()).toMatchObject({ screen: 'failed', errorKey: videoErrorKeys.mediaServerConnection });
  });

  it('reaches every state it names', async () => {
    const seen = new Set<string>();
    const note = (h: ReturnType<typeof start>) => {
      seen.add(JSON.stringify(h.actor.getSnapshot().value));
      h.actor.subscribe((s) => {
        seen.add(JSON.stringify(s.value));
      });
    };
    const a = start({ loggedIn: false });
    note(a);
    a.actor.send({ type: 'session.changed', loggedIn: true });
    await a.devicesReady();
    a.server({ type: 'loopback.sessionOpened', sessionId: 's' });
    a.server({ type: 'loopback.playing' });
    a.actor.send({ type: 'loopback.left' });
    a.leaves[0]?.done.resolve();
    await settle();
    const b = start();
    note(b);
    await b.devicesRefused({ failure: 'noWebcam' });
    expect([...seen]).toEqual(expect.arrayContaining(videoLoopbackStateValues.map((v) => JSON.stringify(v))));
  });
});

describe('room video testing: every state is reachable (xstate/graph)', () => {
  const never = () => new Promise<never>(() => {});
  const machine = videoLoopbackMachine.provide({
    actors: {
      devices: fromPromise<void, LoopbackRun>(never),
      connection: fromCallback<EventObject, LoopbackRun>(() => {}),
      leave: fromPromise<void, { sessionId: string }>(never),
    },
  });
  const events = [
    ...pathEventsOf(machine, {
      'session.changed': { loggedIn: true },
      'loopback.sessionOpened': { sessionId: 's-1' },
      'loopback.levelMeasured': { level: 0.3 },
    }),
    { type: 'session.changed', loggedIn: false },
  ] as VideoLoopbackEvent[];
  // Whether a test room is open matters (closing has something to close), so it is part of the state.
  const value = (snapshot: unknown) => {
    const { value: at, context } = snapshot as SnapshotFrom<typeof machine>;
    return JSON.stringify([at, context.sessionId !== null, context.loggedIn]);
  };
  const paths = [true, false].flatMap((loggedIn) =>
    getShortestPaths(machine, { input: { loggedIn, mobile: false }, events, serializeState: value }),
  );

  it('reaches all seven resting states from a visitor and from a logged-in user', () => {
    expect(new Set(paths.map((p) => JSON.stringify(p.state.value)))).toEqual(
      new Set(videoLoopbackStateValues.map((v) => JSON.stringify(v))),
    );
  });

  it('the shortest way to live is login, devices, then the media playing back', () => {
    const toLive = paths
      .filter((p) => JSON.stringify(p.state.value) === JSON.stringify({ linked: 'live' }))
      .map((p) => p.steps.map((s) => (s.event as AnyEventObject).type).filter((t) => t !== 'xstate.init'));
    expect(toLive).toContainEqual(['xstate.done.actor.0.videoLoopback.devices', 'loopback.playing']);
    expect(toLive).toContainEqual([
      'session.changed',
      'xstate.done.actor.0.videoLoopback.devices',
      'loopback.playing',
    ]);
  });
});
