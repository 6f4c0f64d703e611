import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pathEventsOf } from '../testing/graph-events';
import { defaultFaceCheckConfig } from './face-check.config';
import {
  type CapturedFrame,
  type FaceCheckEvent,
  type FaceCheckOutput,
  faceCheckMachine,
  failureKeyOf,
  type LivenessChallenge,
} from './face-check.machine';
import { selectFaceCheck } from './face-check.select';
import { guidanceFor, instructionFor, stepInstructionCodes } from './guidance';
import { readLivenessToken } from './liveness-token';

const base64Url = (value: unknown) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const livenessJwt = (claims: Record<string, unknown>) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
const goodJwt = livenessJwt({ isOk: true, livenessWasSuccessful: true, bestshot: '/9j/best', sid: 's' });

const stats = (
  errors: number[],
  isOk = false,
  skipped = false,
  challenge: LivenessChallenge = { step: 'CENTER', index: 1, of: 1 },
) => ({
  type: 'liveness.statsReceived' as const,
  stats: {
    errors,
    faceRect: errors.length ? null : { x: 200, y: 120, width: 220, height: 280 },
    isOk,
    challenge,
    skipped,
  },
});

function start(options: { captureFails?: boolean; sendFails?: boolean } = {}) {
  const clock = new SimulatedClock();
  let cameraStopped = false;
  let livenessStopped = false;
  const sent: { sessionId: string; frame: CapturedFrame }[] = [];
  const machine = faceCheckMachine.provide({
    actors: {
      camera: fromCallback(() => () => {
        cameraStopped = true;
      }),
      liveness: fromCallback(({ sendBack }) => {
        sendBack({ type: 'liveness.subscribed', sessionId: 'session-1' });
        return () => {
          livenessStopped = true;
        };
      }),
      captureFrame: fromPromise(async () => {
        if (options.captureFails) throw new Error('video not ready');
        return { image: 'AAAA', contentType: 'image/jpeg' };
      }),
      sendFrame: fromPromise(async ({ input }) => {
        if (options.sendFails) throw new Error('socket closed');
        sent.push(input);
        return true;
      }),
    },
  });
  const actor = createActor(machine, { input: { config: defaultFaceCheckConfig }, clock });
  actor.start();
  const send = (event: FaceCheckEvent) => actor.send(event);
  const ready = () => {
    send({ type: 'liveness.connectionOpened' });
    send({ type: 'liveness.sessionOpened', challenge: { step: 'CENTER', index: 1, of: 1 } });
    send({ type: 'camera.started', width: 640, height: 480 });
    send({ type: 'video.started' });
    clock.increment(defaultFaceCheckConfig.faceCheckStartDelayMs);
  };
  return {
    actor,
    clock,
    sent,
    send,
    ready,
    stopped: () => ({ cameraStopped, livenessStopped }),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('face-check machine', () => {
  it('waits for connection, session, camera, video and the 3 s start delay before capturing', async () => {
    const { actor, send, clock } = start();
    expect(actor.getSnapshot().context.sessionId).toBe('session-1');
    expect(selectFaceCheck(actor.getSnapshot()).connecting).toBe(true);
    send({ type: 'liveness.connectionOpened' });
    send({ type: 'liveness.sessionOpened', challenge: null });
    send({ type: 'camera.started', width: 640, height: 480 });
    clock.increment(3_000);
    // The video has not started playing yet: still preparing.
    expect(actor.getSnapshot().matches({ active: 'preparing' })).toBe(true);
    send({ type: 'video.started' });
    expect(actor.getSnapshot().matches({ active: { checking: 'waiting' } })).toBe(true);
    expect(actor.getSnapshot().context.frameSize).toEqual({ width: 640, height: 480 });
  });

  it('does not start before 3 s even when everything else is ready', () => {
    const { actor, send, clock } = start();
    send({ type: 'liveness.connectionOpened' });
    send({ type: 'liveness.sessionOpened', challenge: null });
    send({ type: 'camera.started', width: 640, height: 480 });
    send({ type: 'video.started' });
    clock.increment(2_999);
    expect(actor.getSnapshot().matches({ active: 'preparing' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ active: 'checking' })).toBe(true);
  });

  it('captures and sends a frame every 300 ms with the session id', async () => {
    const { actor, ready, clock, sent } = start();
    ready();
    clock.increment(299);
    expect(actor.getSnapshot().matches({ active: { checking: 'waiting' } })).toBe(true);
    clock.increment(1);
    await flush();
    expect(sent).toEqual([{ sessionId: 'session-1', frame: { image: 'AAAA', contentType: 'image/jpeg' } }]);
    expect(actor.getSnapshot().matches({ active: { checking: 'waiting' } })).toBe(true);
    clock.increment(300);
    await flush();
    expect(sent).toHaveLength(2);
    expect(actor.getSnapshot().context.framesSent).toBe(2);
  });

  it('skips a frame that cannot be captured or sent and keeps going', async () => {
    const capture = start({ captureFails: true });
    capture.ready();
    capture.clock.increment(300);
    await flush();
    expect(capture.sent).toHaveLength(0);
    expect(capture.actor.getSnapshot().matches({ active: { checking: 'waiting' } })).toBe(true);

    const sending = start({ sendFails: true });
    sending.ready();
    sending.clock.increment(300);
    await flush();
    expect(sending.actor.getSnapshot().matches({ active: { checking: 'waiting' } })).toBe(true);
    expect(sending.actor.getSnapshot().context.pendingFrame).toBeNull();
  });

  it('holds the latest errors, face rectangle and challenge; a skipped frame keeps the guidance', () => {
    const { actor, ready, send } = start();
    ready();
    send(stats([8]));
    expect(selectFaceCheck(actor.getSnapshot()).guidance).toMatchObject({ code: 8, key: 'hints.8' });
    send(stats([8], false, true));
    expect(actor.getSnapshot().context.errors).toEqual([8]);
    expect(actor.getSnapshot().context.skipped).toBe(true);
    send(stats([]));
    expect(actor.getSnapshot().context.faceRect).toEqual({ x: 200, y: 120, width: 220, height: 280 });
    expect(selectFaceCheck(actor.getSnapshot()).guidance).toBeNull();
  });

  it('keeps sending after an isOk frame (it only counts towards the step) until SUCCESS ends the check', async () => {
    const { actor, ready, send, clock, sent, stopped } = start();
    const done = new Promise<FaceCheckOutput>((resolve) =>
      actor.subscribe({ complete: () => resolve(actor.getSnapshot().output as FaceCheckOutput) }),
    );
    ready();
    send(stats([], true));
    expect(selectFaceCheck(actor.getSnapshot())).toMatchObject({
      checking: true,
      frameOk: true,
      guidance: null,
    });
    clock.increment(300);
    await flush();
    expect(sent).toHaveLength(1);
    send(stats([13]));
    expect(selectFaceCheck(actor.getSnapshot()).frameOk).toBe(false);
    send({ type: 'liveness.succeeded', jwt: goodJwt });
    expect(await done).toEqual({ outcome: 'succeeded', jwt: goodJwt, bestshot: '/9j/best' });
    expect(selectFaceCheck(actor.getSnapshot()).bestshot).toBe('/9j/best');
    expect(stopped()).toEqual({ cameraStopped: true, livenessStopped: true });
    clock.increment(3_000);
    await flush();
    expect(sent).toHaveLength(1);
  });

  it('refuses a SUCCESS whose token says liveness failed', () => {
    const { actor, ready, send } = start();
    ready();
    send({
      type: 'liveness.succeeded',
      jwt: livenessJwt({ isOk: true, livenessWasSuccessful: false, bestshot: 'x' }),
    });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', failureKey: 'failure.rejected' });
  });

  it('ends with the camera failure when getUserMedia fails, in any phase', () => {
    const { actor, send } = start();
    send({ type: 'camera.failed', reason: 'denied' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'noCamera', reason: 'denied' });
  });

  it('stops at the 123 s limit with the timed-out outcome', () => {
    const { actor, ready, clock } = start();
    ready();
    clock.increment(
      defaultFaceCheckConfig.faceCheckLimitMs - defaultFaceCheckConfig.faceCheckStartDelayMs - 1,
    );
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'timedOut' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('shows each step the server asks, in its guidance words, and the hint only when it says more', () => {
    const { actor, send, clock } = start();
    send({ type: 'liveness.connectionOpened' });
    send({ type: 'liveness.sessionOpened', challenge: { step: 'CENTER', index: 1, of: 4 } });
    send({ type: 'camera.started', width: 640, height: 480 });
    send({ type: 'video.started' });
    clock.increment(defaultFaceCheckConfig.faceCheckStartDelayMs);
    const view = () => selectFaceCheck(actor.getSnapshot());
    expect(view().instruction).toMatchObject({ code: 63, key: 'hints.63', index: 1, of: 4 });

    // The centre done, the server asks for a turn: the instruction changes, its arrow shows while
    // the pose is not reached, and the same code as a hint is not repeated.
    send(stats([65], true, false, { step: 'TURN_LEFT', index: 2, of: 4 }));
    expect(view()).toMatchObject({
      instruction: { code: 65, key: 'hints.65', arrow: 'turnLeft', index: 2, of: 4 },
      guidance: null,
      arrow: 'turnLeft',
    });
    // Another problem first (too dark): the hint says it, the arrow is the hint's (none).
    send(stats([5, 65], false, false, { step: 'TURN_LEFT', index: 2, of: 4 }));
    expect(view()).toMatchObject({ guidance: { code: 5 }, arrow: null, instruction: { code: 65 } });
    send(stats([], true, false, { step: 'TURN_LEFT', index: 2, of: 4 }));
    expect(view()).toMatchObject({ guidance: null, arrow: null, frameOk: true });

    send(stats([68], false, false, { step: 'CHIN_DOWN', index: 3, of: 4 }));
    expect(view()).toMatchObject({ instruction: { code: 68, arrow: 'down', index: 3 }, arrow: 'down' });
    send(stats([62], false, false, { step: 'EYES_CLOSED', index: 4, of: 4 }));
    expect(view()).toMatchObject({ instruction: { code: 62, key: 'hints.62', arrow: null, index: 4 } });
    // A skipped frame keeps the step.
    send(stats([], false, true, { step: 'EYES_CLOSED', index: 4, of: 4 }));
    expect(view().instruction?.code).toBe(62);
  });

  it('has an instruction for every step of the schema and none for a centre-only challenge', () => {
    for (const [step, code] of Object.entries(stepInstructionCodes)) {
      expect(instructionFor({ step: step as LivenessChallenge['step'], index: 2, of: 3 })?.key).toBe(
        `hints.${code}`,
      );
    }
    expect(instructionFor({ step: 'CENTER', index: 1, of: 1 })).toBeNull();
    expect(instructionFor(null)).toBeNull();
  });

  it('ends with the server error code, translated by key', () => {
    const { actor, ready, send } = start();
    ready();
    send({ type: 'liveness.failed', errorCode: 'session_in_use' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', failureKey: 'failure.session_in_use' });
    expect(failureKeyOf('liveness_failed')).toBe('failure.liveness_failed');
    expect(failureKeyOf('something new')).toBe('failure.unavailable');
    expect(failureKeyOf(null)).toBe('failure.unavailable');
  });

  it('pauses while the face-ID connection is re-established, sending nothing', async () => {
    const { actor, ready, send, clock, sent } = start();
    ready();
    send({ type: 'liveness.reconnecting' });
    expect(selectFaceCheck(actor.getSnapshot()).reconnecting).toBe(true);
    clock.increment(900);
    await flush();
    expect(sent).toHaveLength(0);
    send({ type: 'liveness.sessionOpened', challenge: null });
    expect(actor.getSnapshot().matches({ active: 'checking' })).toBe(true);
  });
});

describe('guidance', () => {
  it('shows the first code only, with arrows for camera moves and head turns', () => {
    expect(guidanceFor([])).toBeNull();
    expect(guidanceFor([9, 8])).toEqual({ code: 9, key: 'hints.9', values: {}, arrow: null });
    expect(guidanceFor([14])?.arrow).toBe('down');
    expect(guidanceFor([15])?.arrow).toBe('left');
    expect(guidanceFor([16])?.arrow).toBe('up');
    expect(guidanceFor([17])?.arrow).toBe('right');
    expect(guidanceFor([19])?.arrow).toBe('turnRight');
    expect(guidanceFor([20])?.arrow).toBe('turnLeft');
    expect(guidanceFor([64])?.arrow).toBe('turnRight');
    expect(guidanceFor([65])?.arrow).toBe('turnLeft');
  });

  it('shows "Error: code N" for the technical codes and unknown ones', () => {
    for (const code of [1, 2, 10, 11, 18, 25, 27, 29, 31, 34, 40, 50, 60, 99])
      expect(guidanceFor([code])).toEqual({
        code,
        key: 'hints.generic',
        values: { code: String(code) },
        arrow: null,
      });
  });

  it('reads the liveness token claims and rejects malformed ones', () => {
    expect(readLivenessToken(goodJwt)).toEqual({
      isOk: true,
      livenessWasSuccessful: true,
      bestshot: '/9j/best',
    });
    expect(readLivenessToken('garbage')).toBeNull();
    expect(readLivenessToken('a.!!!.c')).toBeNull();
    expect(readLivenessToken(livenessJwt({ isOk: true }))).toBeNull();
  });
});

describe('face-check machine paths (xstate/graph)', () => {
  const payloads: Record<string, FaceCheckEvent | Record<string, unknown>> = {
    'camera.started': { type: 'camera.started', width: 640, height: 480 },
    'camera.failed': { type: 'camera.failed', reason: 'noCamera' },
    'liveness.sessionOpened': { type: 'liveness.sessionOpened', challenge: null },
    'liveness.statsReceived': stats([], true),
    'liveness.succeeded': { type: 'liveness.succeeded', jwt: goodJwt },
    'liveness.failed': { type: 'liveness.failed', errorCode: 'timeout' },
    'liveness.subscribed': { type: 'liveness.subscribed', sessionId: 's' },
  };
  const quiet = faceCheckMachine.provide({
    actors: {
      camera: fromCallback(() => () => {}),
      liveness: fromCallback(() => () => {}),
      captureFrame: fromPromise(() => new Promise<CapturedFrame>(() => {})),
      sendFrame: fromPromise(() => new Promise<boolean>(() => {})),
    },
  });
  const paths = getShortestPaths(quiet, {
    events: pathEventsOf(faceCheckMachine, payloads) as never,
    input: { config: defaultFaceCheckConfig },
    serializeState: (snapshot) => JSON.stringify((snapshot as SnapshotFrom<typeof faceCheckMachine>).value),
  });

  it('reaches every state by a shortest path, and a real actor follows each path', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['"succeeded"', '"noCamera"', '"timedOut"', '"failed"'])
      expect(reached).toContain(state);
    expect([...reached].some((value) => value.includes('"reconnecting"'))).toBe(true);
    expect([...reached].some((value) => value.includes('"sending"'))).toBe(true);
    for (const path of paths) {
      const actor = createActor(quiet, {
        input: { config: defaultFaceCheckConfig },
        clock: new SimulatedClock(),
      }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});
