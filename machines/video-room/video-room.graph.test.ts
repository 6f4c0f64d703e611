import { describe, expect, it } from 'vitest';
import {
  type ActorLogic,
  type AnyEventObject,
  createActor,
  type EventObject,
  fromCallback,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { pathEventsOf } from '../testing/graph-events';
import { silentVideoCheck } from '../video-check/video-check.test-support';
import {
  type RoomMediaInput,
  type RoomSignallingInput,
  VIDEO_ROOM_POLICY,
  type VideoRoomEvent,
  type VideoRoomInput,
  videoRoomMachine,
  videoRoomStateValues,
} from './video-room.machine';
import { BUYER, NOTARY, notaryOf, partyOf, SELLER } from './video-room.test-support';

// Actors that never answer: the graph's events stand for everything they would send.
const machine = videoRoomMachine.provide({
  actors: {
    readiness: silentVideoCheck,
    signalling: fromCallback<EventObject, RoomSignallingInput>(() => undefined),
    media: fromCallback<EventObject, RoomMediaInput>(() => undefined),
  },
});
type Snapshot = SnapshotFrom<typeof machine>;

const everyone = (admitted: boolean) => [
  notaryOf(),
  partyOf(BUYER, { admitted }),
  partyOf(SELLER, { admitted }),
];

/** Every event the chart listens for, and the variants of those whose data picks the target. */
const events = [
  ...pathEventsOf(machine, {
    'room.joined': { phase: 'lobby', participants: everyone(false) },
    'room.refused': { reason: 'noSignature' },
    'room.registered': { regnum: '2026-000125' },
    'room.participantJoined': { participant: partyOf(SELLER) },
    'room.participantAdmitted': { participantId: BUYER },
    'room.participantPaused': { participantId: SELLER },
    'room.participantResumed': { participantId: SELLER },
    'room.participantMuted': { participantId: SELLER, muted: true },
    'room.participantLeft': { participantId: SELLER },
    'room.participantPublished': { participantId: SELLER, mediaId: '7' },
    'notary.admitted': { participantId: SELLER },
    'notary.muted': { participantId: SELLER, muted: true },
  }),
  { type: 'room.joined', phase: 'inSession', participants: everyone(true) },
  { type: 'room.joined', phase: 'registering', participants: everyone(true) },
  { type: 'room.refused', reason: 'timeExpired' },
] as VideoRoomEvent[];

// What decides the future: the state, and how far the reconnection has gone.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.attempts, snapshot.context.nextDelayMs]);

const inputOf = (role: 'notary' | 'party'): VideoRoomInput => ({
  actId: 'act-graph',
  participantId: role === 'notary' ? NOTARY : BUYER,
  role,
  mobile: false,
});

/** The graph's edges, typed: getAdjacencyMap's signature does not infer a machine with emitted events. */
const adjacencyFor = (role: 'notary' | 'party') =>
  getAdjacencyMap(machine as unknown as ActorLogic<Snapshot, VideoRoomEvent, VideoRoomInput>, {
    input: inputOf(role),
    events,
    serializeState: (snapshot) => serializeState(snapshot),
  });

type Edge = { event: VideoRoomEvent; state: Snapshot };
const edgesOf = (transitions: object | undefined) => Object.values(transitions ?? {}) as Edge[];

const pathsFor = (role: 'notary' | 'party') =>
  getShortestPaths(machine, {
    input: inputOf(role),
    events,
    serializeState: (snapshot) => serializeState(snapshot as Snapshot),
  });

const delayMs = (name: string, snapshot: Snapshot): number => {
  const { policy, nextDelayMs } = snapshot.context;
  const delays: Record<string, number> = {
    joinTimeout: policy.joinTimeoutMs,
    connectTimeout: policy.connectTimeoutMs,
    stableUptime: policy.stableUptimeMs,
    reconnectDelay: nextDelayMs ?? Number.NaN,
  };
  return delays[name] ?? Number.NaN;
};

const stepTypes = (path: ReturnType<typeof pathsFor>[number]) =>
  path.steps.map((step) => (step.event as AnyEventObject).type).filter((type) => type !== 'xstate.init');

describe('video room statechart paths (xstate/graph)', () => {
  const byRole = { notary: pathsFor('notary'), party: pathsFor('party') };
  const all = [...byRole.notary, ...byRole.party];

  it('the events cover every transition the chart declares', () => {
    const types = new Set(events.map((event) => event.type));
    for (const type of [
      'xstate.done.actor.readiness',
      'xstate.error.actor.signalling',
      'xstate.error.actor.media',
      'xstate.after.joinTimeout.videoRoom.session.joining',
      'xstate.after.connectTimeout.videoRoom.session.inRoom.link.linked.connecting',
      'xstate.after.stableUptime.videoRoom.session.inRoom.link.linked.connected',
      'xstate.after.reconnectDelay.videoRoom.session.inRoom.link.paused',
      'connection.established',
      'connection.lost',
      'call.left',
      'call.retried',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('the two roles together reach every one of the 17 states', () => {
    const reached = new Set(all.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(videoRoomStateValues.map((value) => JSON.stringify(value)).sort());
  });

  it('room.started moves the notary from the lobby to the session, a party only admission does', () => {
    const lobby = JSON.stringify({ session: { inRoom: { stage: 'lobby', link: { linked: 'connecting' } } } });
    const stageAfter = (role: 'notary' | 'party', type: string) => {
      const map = adjacencyFor(role);
      const from = Object.values(map).find(
        (entry) => JSON.stringify(entry.state.value) === lobby && entry.state.context.attempts === 0,
      );
      const next = edgesOf(from?.transitions).find((edge) => edge.event.type === type);
      return (next?.state.value as { session?: { inRoom?: { stage?: string } } })?.session?.inRoom?.stage;
    };
    expect(stageAfter('notary', 'room.started')).toBe('inSession');
    expect(stageAfter('party', 'room.started')).toBe('lobby');
    // The admission event names the buyer, who is the party here and not the notary.
    expect(stageAfter('party', 'room.participantAdmitted')).toBe('inSession');
    expect(stageAfter('notary', 'room.participantAdmitted')).toBe('lobby');
  });

  it('"connection failed" is reached both by the join timeout and by the reconnect limit', () => {
    const failed = byRole.party.filter((path) => path.state.value === 'connectionFailed');
    const attempts = failed.map((path) => path.state.context.attempts).sort();
    expect(attempts).toContain(0);
    expect(attempts).toContain(VIDEO_ROOM_POLICY.reconnectLimit);
    // Attempts exhausted and none scheduled: the limit, not a signalling error while paused.
    const byLimit = failed.find(
      (path) =>
        path.state.context.attempts === VIDEO_ROOM_POLICY.reconnectLimit &&
        path.state.context.nextDelayMs === null,
    );
    const reconnects = stepTypes(byLimit!).filter((type) => type.startsWith('xstate.after.reconnectDelay'));
    expect(reconnects).toHaveLength(VIDEO_ROOM_POLICY.reconnectLimit);
  });

  it('replays every path on a real actor, delays on a simulated clock, to the same state', () => {
    for (const role of ['notary', 'party'] as const) {
      for (const path of byRole[role]) {
        const clock = new SimulatedClock();
        const actor = createActor(machine, { input: inputOf(role), clock }).start();
        for (const step of path.steps) {
          const event = step.event as AnyEventObject;
          if (event.type === 'xstate.init') continue;
          const delay = event.type.startsWith('xstate.after.') ? event.type.split('.')[2] : undefined;
          if (delay) clock.increment(delayMs(delay, actor.getSnapshot()));
          else actor.send(event as VideoRoomEvent);
        }
        expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state as Snapshot));
        actor.stop();
      }
    }
  });

  it('every transition the graph finds behaves the same on a real actor, and every event type moves it', () => {
    const replay = (role: 'notary' | 'party', steps: AnyEventObject[]) => {
      const clock = new SimulatedClock();
      const actor = createActor(machine, { input: inputOf(role), clock }).start();
      for (const event of steps) {
        if (event.type === 'xstate.init') continue;
        const delay = event.type.startsWith('xstate.after.') ? event.type.split('.')[2] : undefined;
        if (delay) clock.increment(delayMs(delay, actor.getSnapshot()));
        else actor.send(event as VideoRoomEvent);
      }
      const reached = serializeState(actor.getSnapshot());
      actor.stop();
      return reached;
    };
    const moving = new Set<string>();
    let edges = 0;
    for (const role of ['notary', 'party'] as const) {
      const pathTo = new Map(byRole[role].map((path) => [serializeState(path.state as Snapshot), path]));
      const map = adjacencyFor(role);
      for (const [from, entry] of Object.entries(map)) {
        for (const transition of edgesOf(entry.transitions)) {
          const to = serializeState(transition.state);
          if (to === from) continue;
          moving.add(transition.event.type);
          edges += 1;
          const path = pathTo.get(from);
          if (!path) throw new Error(`no path to ${from}`);
          const steps = [
            ...path.steps.map((step) => step.event as AnyEventObject),
            transition.event as AnyEventObject,
          ];
          expect(replay(role, steps), `${from} --${transition.event.type}-->`).toBe(to);
        }
      }
    }
    expect(edges).toBeGreaterThan(100);
    // Presence events change data only; the notary's controls only emit commands.
    const dataOnly = (type: string) => type.startsWith('room.participant') || type.startsWith('notary.');
    const idle = events.map((event) => event.type).filter((type) => !moving.has(type) && !dataOnly(type));
    expect(idle).toEqual([]);
  });
});
