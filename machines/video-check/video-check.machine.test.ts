import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
  waitFor,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { deferred } from '../testing/deferred';
import { pathEventsOf } from '../testing/graph-events';
import { type FrameSize, videoErrorKeys } from '../video-room/video.constants';
import {
  type MediaFailure,
  mediaFailureKeys,
  mediaFailureOf,
  VIDEO_CHECK_POLICY,
  type VideoCheckEvent,
  type VideoCheckRun,
  videoCheckMachine,
} from './video-check.machine';
import { selectVideoCheck } from './video-check.select';
import { silentVideoCheck } from './video-check.test-support';

type CheckState = SnapshotFrom<typeof videoCheckMachine>['value'];

interface Options {
  mobile?: boolean;
  requireSignature?: boolean;
}

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const calls = { media: [] as VideoCheckRun[], video: 0, microphone: 0, speedTest: 0, signature: 0 };
  let media = deferred<void>();
  let video = deferred<FrameSize>();
  let speed = deferred<number>();
  let signature = deferred<boolean>();
  let microphone: { sendBack: (event: VideoCheckEvent) => void; stopped: boolean } | null = null;
  let microphoneFails = false;
  const machine = videoCheckMachine.provide({
    actors: {
      media: fromPromise<void, VideoCheckRun>(({ input }) => {
        calls.media.push(input);
        return media.promise;
      }),
      video: fromPromise<FrameSize, VideoCheckRun>(() => {
        calls.video += 1;
        return video.promise;
      }),
      microphone: fromCallback<EventObject, VideoCheckRun>(({ sendBack }) => {
        calls.microphone += 1;
        if (microphoneFails) throw new Error('no audio input');
        const handle = { sendBack: sendBack as (event: VideoCheckEvent) => void, stopped: false };
        microphone = handle;
        return () => {
          handle.stopped = true;
        };
      }),
      speedTest: fromPromise<number, VideoCheckRun>(() => {
        calls.speedTest += 1;
        return speed.promise;
      }),
      signature: fromPromise<boolean, VideoCheckRun>(() => {
        calls.signature += 1;
        return signature.promise;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { mobile: options.mobile ?? false, requireSignature: options.requireSignature ?? true },
    clock,
  }).start();
  const settle = async (state: CheckState) => {
    await waitFor(actor, (s) => s.matches(state), { timeout: 1000 });
  };
  return {
    actor,
    clock,
    calls,
    view: () => selectVideoCheck(actor.getSnapshot()),
    failMicrophoneNextTime: () => {
      microphoneFails = true;
    },
    level: (level: number) => {
      if (!microphone) throw new Error('microphone not started');
      microphone.sendBack({ type: 'microphone.levelMeasured', level });
    },
    microphoneStopped: () => microphone?.stopped ?? false,
    grant: async () => {
      media.resolve();
      await settle('camera');
    },
    refuse: async (failure: unknown) => {
      media.reject(failure);
      await settle('failed');
    },
    frame: async (size: FrameSize, then: CheckState = 'microphone') => {
      video.resolve(size);
      await settle(then);
    },
    speed: async (mbps: number, then: CheckState = 'signature') => {
      speed.resolve(mbps);
      await settle(then);
    },
    signed: async (present: boolean, then: CheckState = 'ready') => {
      signature.resolve(present);
      await settle(then);
    },
    rejectVideo: () => video.reject(new Error('track ended')),
    rejectSpeed: () => speed.reject(new Error('speed test unreachable')),
    rejectSignature: () => signature.reject(new Error('lookup failed')),
    fresh: () => {
      media = deferred();
      video = deferred();
      speed = deferred();
      signature = deferred();
    },
    settle,
  };
}

type Harness = ReturnType<typeof start>;

async function throughMicrophone(h: Harness) {
  await h.grant();
  await h.frame({ width: 1280, height: 720 });
  h.level(0.5);
  expect(h.actor.getSnapshot().value).toBe('bandwidth');
}

describe('video readiness: the whole check passes', () => {
  it('permission → camera → microphone → bandwidth → signature → ready, each check shown as it runs', async () => {
    const h = start();
    expect(h.view().checks.map((c) => c.status)).toEqual([
      'running',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(h.view().busy).toBe(true);
    await h.grant();
    expect(h.view().checks.map((c) => c.status)).toEqual([
      'passed',
      'running',
      'pending',
      'pending',
      'pending',
    ]);
    await h.frame({ width: 1280, height: 720 });
    h.level(0.01);
    expect(h.view()).toMatchObject({ level: 0.01, peakLevel: 0.01 });
    expect(h.actor.getSnapshot().value).toBe('microphone');
    h.level(0.4);
    expect(h.microphoneStopped()).toBe(true);
    expect(h.view().checks.map((c) => c.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'running',
      'pending',
    ]);
    await h.speed(5.5);
    expect(h.view()).toMatchObject({ mbps: 5.5, quality: 4, qualityKey: 'quality.4', recommended: true });
    await h.signed(true);
    const view = h.view();
    expect(view).toMatchObject({ ready: true, busy: false, failed: false, errorKey: null, canRetry: false });
    expect(view.checks.every((c) => c.status === 'passed')).toBe(true);
    expect(h.actor.getSnapshot().output).toEqual({
      frame: { width: 1280, height: 720 },
      mbps: 5.5,
      quality: 4,
    });
    expect(h.calls.media).toEqual([{ mobile: false, run: 1 }]);
  });

  it('enough but not recommended bandwidth passes, and the view says it is not recommended', async () => {
    const h = start();
    await throughMicrophone(h);
    await h.speed(2);
    expect(h.view()).toMatchObject({ quality: 3, qualityKey: 'quality.3', recommended: false });
  });

  it('without a signature asked for (/video_testing before login) it is ready after the bandwidth test', async () => {
    const h = start({ requireSignature: false });
    await throughMicrophone(h);
    await h.speed(3, 'ready');
    expect(h.calls.signature).toBe(0);
    expect(h.view().checks.every((c) => c.status === 'passed')).toBe(true);
  });

  it('without a signature asked for, low bandwidth still fails', async () => {
    const h = start({ requireSignature: false });
    await throughMicrophone(h);
    await h.speed(1.5, 'failed');
    expect(h.view().errorKey).toBe(videoErrorKeys.bandwidthLow);
  });
});

describe('video readiness: each failure has its section-8 message', () => {
  const failures = Object.keys(mediaFailureKeys) as MediaFailure[];
  it.each(failures)('media refused as %s', async (failure) => {
    const h = start();
    await h.refuse({ failure });
    expect(h.view()).toMatchObject({ failed: true, errorKey: mediaFailureKeys[failure], canRetry: true });
    expect(h.view().checks[0]).toMatchObject({ id: 'permission', status: 'failed' });
    expect(h.calls.video).toBe(0);
  });

  it.each([[new Error('boom')], [{ failure: 'somethingElse' }], [undefined]])(
    'a refusal the device layer did not classify (%o) is the unknown device error',
    async (error) => {
      const h = start();
      await h.refuse(error);
      expect(h.view().errorKey).toBe(videoErrorKeys.unknownDevice);
    },
  );

  it('getUserMedia errors map to the section-8 causes', () => {
    expect(mediaFailureOf('NotFoundError')).toBe('noWebcam');
    expect(mediaFailureOf('NotFoundError', 'microphone')).toBe('noMicrophone');
    expect(mediaFailureOf('DevicesNotFoundError', 'camera')).toBe('noWebcam');
    expect(mediaFailureOf('NotAllowedError')).toBe('permissionDenied');
    expect(mediaFailureOf('PermissionDeniedError')).toBe('permissionDenied');
    expect(mediaFailureOf('SecurityError')).toBe('webcamBlocked');
    expect(mediaFailureOf('NotReadableError')).toBe('deviceInUse');
    expect(mediaFailureOf('TrackStartError')).toBe('deviceInUse');
    expect(mediaFailureOf('AbortError')).toBe('deviceInUse');
    expect(mediaFailureOf('OverconstrainedError')).toBe('unknownDevice');
    expect(mediaFailureOf('')).toBe('unknownDevice');
  });

  it('a camera below 640x480 fails with the minimum message, keeping the size it saw', async () => {
    const h = start();
    await h.grant();
    await h.frame({ width: 640, height: 360 }, 'failed');
    expect(h.view()).toMatchObject({
      errorKey: videoErrorKeys.cameraBelowMinimum,
      frame: { width: 640, height: 360 },
    });
    expect(h.view().checks.map((c) => c.status)).toEqual([
      'passed',
      'failed',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('on a mobile, a 640x480 landscape camera gives too small a 3:4 picture; 480x640 upright passes', async () => {
    const landscape = start({ mobile: true });
    await landscape.grant();
    await landscape.frame({ width: 640, height: 480 }, 'failed');
    expect(landscape.view().errorKey).toBe(videoErrorKeys.cameraBelowMinimum);
    const upright = start({ mobile: true });
    await upright.grant();
    await upright.frame({ width: 480, height: 640 });
    expect(upright.calls.media).toEqual([{ mobile: true, run: 1 }]);
  });

  it('a camera whose video ends before a frame is "camera not ready"', async () => {
    const h = start();
    await h.grant();
    h.rejectVideo();
    await h.settle('failed');
    expect(h.view().errorKey).toBe(videoErrorKeys.cameraNotReady);
  });

  it('no frame within 5 s is "video not ready" (simulated clock)', async () => {
    const h = start();
    await h.grant();
    h.clock.increment(VIDEO_CHECK_POLICY.videoTimeoutMs - 1);
    expect(h.actor.getSnapshot().value).toBe('camera');
    h.clock.increment(1);
    expect(h.view()).toMatchObject({ failed: true, errorKey: videoErrorKeys.videoNotReady });
  });

  it('a microphone that hears only silence for 10 s fails; the meter showed what it heard', async () => {
    const h = start();
    await h.grant();
    await h.frame({ width: 640, height: 480 });
    h.level(0.015);
    h.level(VIDEO_CHECK_POLICY.silenceLevel);
    h.clock.increment(VIDEO_CHECK_POLICY.microphoneTimeoutMs - 1);
    expect(h.actor.getSnapshot().value).toBe('microphone');
    h.clock.increment(1);
    expect(h.view()).toMatchObject({
      errorKey: videoErrorKeys.microphoneSilent,
      level: VIDEO_CHECK_POLICY.silenceLevel,
      peakLevel: VIDEO_CHECK_POLICY.silenceLevel,
    });
    expect(h.microphoneStopped()).toBe(true);
  });

  it('a microphone that cannot be read is "no microphone"', async () => {
    const h = start();
    h.failMicrophoneNextTime();
    await h.grant();
    await h.frame({ width: 640, height: 480 }, 'failed');
    expect(h.view().errorKey).toBe(videoErrorKeys.noMicrophone);
  });

  it('levels outside 0..1 are clamped for the meter', async () => {
    const h = start();
    await h.grant();
    await h.frame({ width: 640, height: 480 });
    h.level(-3);
    expect(h.view().level).toBe(0);
    h.level(7);
    expect(h.view()).toMatchObject({ level: 1, peakLevel: 1 });
  });

  it('below 2 Mb/s fails with the bandwidth message and the measured quality', async () => {
    const h = start();
    await throughMicrophone(h);
    await h.speed(1.99, 'failed');
    expect(h.view()).toMatchObject({
      errorKey: videoErrorKeys.bandwidthLow,
      mbps: 1.99,
      quality: 2,
      qualityKey: 'quality.2',
    });
    expect(h.view().checks[3]).toMatchObject({ id: 'bandwidth', status: 'failed' });
  });

  it('an unreachable speed test is the media server connection error', async () => {
    const h = start();
    await throughMicrophone(h);
    h.rejectSpeed();
    await h.settle('failed');
    expect(h.view()).toMatchObject({ errorKey: videoErrorKeys.mediaServerConnection, quality: null });
  });

  it('no digital signature: "personal data not confirmed so video registration impossible"', async () => {
    const h = start();
    await throughMicrophone(h);
    await h.speed(4);
    await h.signed(false, 'failed');
    expect(h.view().errorKey).toBe(videoErrorKeys.personalDataNotConfirmed);
    expect(h.view().checks[4]).toMatchObject({ id: 'signature', status: 'failed' });
  });

  it('a signature look-up that fails is "connection not ready"', async () => {
    const h = start();
    await throughMicrophone(h);
    await h.speed(4);
    h.rejectSignature();
    await h.settle('failed');
    expect(h.view().errorKey).toBe(videoErrorKeys.connectionNotReady);
  });
});

describe('video readiness: retry', () => {
  it('starts again from the permission with a clean slate, and can then pass', async () => {
    const h = start();
    await throughMicrophone(h);
    await h.speed(1, 'failed');
    expect(h.actor.getSnapshot().can({ type: 'check.retried' })).toBe(true);
    h.fresh();
    h.actor.send({ type: 'check.retried' });
    expect(h.actor.getSnapshot().value).toBe('permission');
    expect(h.view()).toMatchObject({
      errorKey: null,
      mbps: null,
      quality: null,
      level: 0,
      peakLevel: 0,
      frame: null,
    });
    expect(h.calls.media.at(-1)).toEqual({ mobile: false, run: 2 });
    await throughMicrophone(h);
    await h.speed(8);
    await h.signed(true);
    expect(h.view().ready).toBe(true);
  });

  it('is not offered while a check runs', async () => {
    const h = start();
    expect(h.view().canRetry).toBe(false);
    h.actor.send({ type: 'check.retried' });
    expect(h.calls.media).toHaveLength(1);
  });
});

describe('video readiness: every state is reachable (xstate/graph)', () => {
  const machine = silentVideoCheck;
  const events = pathEventsOf(machine, {
    'microphone.levelMeasured': { level: 0.5 },
    'xstate.done.actor.0.videoCheck.camera': { output: { width: 640, height: 480 } },
    'xstate.done.actor.0.videoCheck.bandwidth': { output: 3 },
    'xstate.done.actor.0.videoCheck.signature': { output: true },
  }) as VideoCheckEvent[];
  const paths = getShortestPaths(machine, {
    input: { mobile: false, requireSignature: true },
    events,
    serializeState: (snapshot) => JSON.stringify((snapshot as SnapshotFrom<typeof machine>).value),
  });

  it('the readiness paths reach all seven states', () => {
    expect(events.length).toBeGreaterThan(8);
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['permission', 'camera', 'microphone', 'bandwidth', 'signature', 'ready', 'failed']),
    );
  });

  it('the shortest way to ready takes every check in order', () => {
    const ready = paths.find((p) => p.state.value === 'ready');
    const steps = ready?.steps
      .map((s) => (s.event as AnyEventObject).type)
      .filter((t) => t !== 'xstate.init');
    expect(steps).toEqual([
      'xstate.done.actor.0.videoCheck.permission',
      'xstate.done.actor.0.videoCheck.camera',
      'microphone.levelMeasured',
      'xstate.done.actor.0.videoCheck.bandwidth',
      'xstate.done.actor.0.videoCheck.signature',
    ]);
  });
});
