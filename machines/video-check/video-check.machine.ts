import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import {
  cameraMeetsMinimum,
  type FrameSize,
  meetsMinimum,
  type Quality,
  qualityOf,
  type VideoErrorKey,
  videoErrorKeys,
} from '../video-room/video.constants';

/**
 * The readiness check before a video conference (specification, sections 5, 8 and 9), for
 * `/video_testing`, `/room_video_testing` and the act's video tab: permission for the camera and
 * microphone → a camera picture of at least 640x480 (a 3:4 portrait crop on a mobile) → a
 * microphone level above silence → a bandwidth test against the ministry's speed-test endpoint (at
 * least 2 Mb/s) → a digital signature → ready. Each failure stops with its section-8 message key
 * and can be retried from the start. The devices, the speed test and the signature look-up are
 * actors ui/ provides; the stream they share lives in ui/, never in this machine's context.
 */

export type VideoCheckId = 'permission' | 'camera' | 'microphone' | 'bandwidth' | 'signature';
export const videoCheckIds: readonly VideoCheckId[] = [
  'permission',
  'camera',
  'microphone',
  'bandwidth',
  'signature',
];

/**
 * Why the browser gave no stream, as the device layer classifies getUserMedia's failure
 * (`mediaFailureOf`): each is one section-8 message.
 */
export type MediaFailure =
  | 'noWebcam'
  | 'noMicrophone'
  | 'webcamBlocked'
  | 'deviceInUse'
  | 'permissionDenied'
  | 'unknownDevice';

export const mediaFailureKeys: Readonly<Record<MediaFailure, VideoErrorKey>> = Object.freeze({
  noWebcam: videoErrorKeys.noWebcam,
  noMicrophone: videoErrorKeys.noMicrophone,
  webcamBlocked: videoErrorKeys.webcamBlocked,
  deviceInUse: videoErrorKeys.deviceInUse,
  permissionDenied: videoErrorKeys.permissionDenied,
  unknownDevice: videoErrorKeys.unknownDevice,
});

/**
 * getUserMedia's DOMException name (and, for a missing device, which kind was asked for alone) →
 * the failure. A policy or insecure origin that blocks the camera is a SecurityError; a device
 * another program holds is NotReadableError (Chrome also says TrackStartError).
 */
export function mediaFailureOf(
  errorName: string,
  missingKind: 'camera' | 'microphone' = 'camera',
): MediaFailure {
  switch (errorName) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return missingKind === 'microphone' ? 'noMicrophone' : 'noWebcam';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'permissionDenied';
    case 'SecurityError':
      return 'webcamBlocked';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'deviceInUse';
    default:
      return 'unknownDevice';
  }
}

export interface VideoCheckPolicy {
  /** The camera's first decoded frame must come within this time (section 8: "video not ready"). */
  videoTimeoutMs: number;
  /** The microphone must hear something above silence within this time. */
  microphoneTimeoutMs: number;
  /** An RMS level (0..1) above this is sound; below it, silence or a muted input. */
  silenceLevel: number;
}

export const VIDEO_CHECK_POLICY: Readonly<VideoCheckPolicy> = Object.freeze({
  videoTimeoutMs: 5_000,
  microphoneTimeoutMs: 10_000,
  silenceLevel: 0.02,
});

export interface VideoCheckInput {
  mobile: boolean;
  /** `/video_testing` may be opened before login: the signature is checked where a room follows. */
  requireSignature: boolean;
  policy?: Partial<VideoCheckPolicy>;
}

export interface VideoCheckContext {
  mobile: boolean;
  requireSignature: boolean;
  policy: VideoCheckPolicy;
  /** The camera's decoded frame size, once known. */
  frame: FrameSize | null;
  /** The microphone's last level (0..1) and the loudest so far, for the meter. */
  level: number;
  peakLevel: number;
  mbps: number | null;
  quality: Quality | null;
  failedCheck: VideoCheckId | null;
  errorKey: VideoErrorKey | null;
  /** Runs so far, the first included; the actors get it to tell a retry from the first run. */
  run: number;
}

export type VideoCheckEvent = { type: 'microphone.levelMeasured'; level: number } | { type: 'check.retried' };

/** What the media actor's promise rejects with: the device layer's classification. */
export interface MediaRefusal {
  failure: MediaFailure;
}

export interface VideoCheckRun {
  mobile: boolean;
  run: number;
}

export interface VideoCheckOutput {
  frame: FrameSize;
  mbps: number;
  quality: Quality;
}

const notProvided = placeholders('video-check');

/** What a run starts from: nothing measured, nothing failed. */
const noResults = {
  frame: null,
  level: 0,
  peakLevel: 0,
  mbps: null,
  quality: null,
  failedCheck: null,
  errorKey: null,
} as const satisfies Partial<VideoCheckContext>;

/** What every device actor is told: the same input whichever check it serves. */
const runOf = ({ context }: { context: VideoCheckContext }): VideoCheckRun => ({
  mobile: context.mobile,
  run: context.run,
});

const failure = (check: VideoCheckId, errorKey: VideoErrorKey) => ({
  type: 'fail' as const,
  params: { check, errorKey },
});

export const videoCheckMachine = setup({
  types: {
    input: {} as VideoCheckInput,
    context: {} as VideoCheckContext,
    events: {} as VideoCheckEvent,
    output: {} as VideoCheckOutput,
    tags: {} as 'busy' | 'error' | 'ready',
  },
  actors: {
    /** getUserMedia for camera and microphone; rejects with a MediaRefusal. */
    media: fromPromise<void, VideoCheckRun>(notProvided('media')),
    /** Plays the camera's stream and resolves with its first decoded frame's size. */
    video: fromPromise<FrameSize, VideoCheckRun>(notProvided('video')),
    /** Sends `microphone.levelMeasured` with the input's RMS level, about every animation frame. */
    microphone: fromCallback<EventObject, VideoCheckRun>(notProvided('microphone')),
    /** Downloads from the ministry's speed-test endpoint and resolves with the measured Mb/s. */
    speedTest: fromPromise<number, VideoCheckRun>(notProvided('speedTest')),
    /** Whether the logged-in person holds a digital signature (section 6). */
    signature: fromPromise<boolean, VideoCheckRun>(notProvided('signature')),
  },
  actions: {
    noteLevel: assign(({ context, event }) => {
      if (event.type !== 'microphone.levelMeasured') return {};
      const level = Math.min(Math.max(event.level, 0), 1);
      return { level, peakLevel: Math.max(context.peakLevel, level) };
    }),
    noteBandwidth: assign((_, mbps: number) => ({ mbps, quality: qualityOf(mbps) })),
    fail: assign((_, params: { check: VideoCheckId; errorKey: VideoErrorKey }) => ({
      failedCheck: params.check,
      errorKey: params.errorKey,
    })),
  },
  delays: {
    videoTimeout: ({ context }) => context.policy.videoTimeoutMs,
    microphoneTimeout: ({ context }) => context.policy.microphoneTimeoutMs,
  },
  guards: {
    cameraMeetsMinimum: ({ context }, frame: FrameSize) => cameraMeetsMinimum(frame, context.mobile),
    bandwidthMeetsMinimum: (_, mbps: number) => meetsMinimum(qualityOf(mbps)),
    aboveSilence: ({ context, event }) =>
      event.type === 'microphone.levelMeasured' && event.level > context.policy.silenceLevel,
    /** Enough bandwidth where no signature is asked for (`/video_testing` before login). */
    readyWithoutSignature: ({ context }, mbps: number) =>
      !context.requireSignature && meetsMinimum(qualityOf(mbps)),
  },
}).createMachine({
  id: 'videoCheck',
  context: ({ input }) => ({
    mobile: input.mobile,
    requireSignature: input.requireSignature,
    policy: { ...VIDEO_CHECK_POLICY, ...input.policy },
    ...noResults,
    run: 1,
  }),
  initial: 'permission',
  states: {
    permission: {
      tags: ['busy'],
      invoke: {
        src: 'media',
        input: runOf,
        onDone: 'camera',
        onError: {
          target: 'failed',
          actions: assign(({ event }) => {
            const refusal = event.error as Partial<MediaRefusal> | undefined;
            const known = refusal?.failure && refusal.failure in mediaFailureKeys;
            return {
              failedCheck: 'permission' as const,
              errorKey: mediaFailureKeys[known ? (refusal.failure as MediaFailure) : 'unknownDevice'],
            };
          }),
        },
      },
    },
    camera: {
      tags: ['busy'],
      invoke: {
        src: 'video',
        input: runOf,
        onDone: [
          {
            guard: { type: 'cameraMeetsMinimum', params: ({ event }) => event.output },
            target: 'microphone',
            actions: assign({ frame: ({ event }) => event.output }),
          },
          {
            target: 'failed',
            actions: [
              assign({ frame: ({ event }) => event.output }),
              failure('camera', videoErrorKeys.cameraBelowMinimum),
            ],
          },
        ],
        onError: { target: 'failed', actions: failure('camera', videoErrorKeys.cameraNotReady) },
      },
      after: { videoTimeout: { target: 'failed', actions: failure('camera', videoErrorKeys.videoNotReady) } },
    },
    microphone: {
      tags: ['busy'],
      invoke: {
        src: 'microphone',
        input: runOf,
        onError: { target: 'failed', actions: failure('microphone', videoErrorKeys.noMicrophone) },
      },
      on: {
        'microphone.levelMeasured': [
          { guard: 'aboveSilence', target: 'bandwidth', actions: 'noteLevel' },
          { actions: 'noteLevel' },
        ],
      },
      after: {
        microphoneTimeout: {
          target: 'failed',
          actions: failure('microphone', videoErrorKeys.microphoneSilent),
        },
      },
    },
    bandwidth: {
      tags: ['busy'],
      invoke: {
        src: 'speedTest',
        input: runOf,
        onDone: [
          {
            guard: { type: 'readyWithoutSignature', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'noteBandwidth', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'bandwidthMeetsMinimum', params: ({ event }) => event.output },
            target: 'signature',
            actions: { type: 'noteBandwidth', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: [
              { type: 'noteBandwidth', params: ({ event }) => event.output },
              failure('bandwidth', videoErrorKeys.bandwidthLow),
            ],
          },
        ],
        onError: { target: 'failed', actions: failure('bandwidth', videoErrorKeys.mediaServerConnection) },
      },
    },
    signature: {
      tags: ['busy'],
      invoke: {
        src: 'signature',
        input: runOf,
        onDone: [
          { guard: ({ event }) => event.output === true, target: 'ready' },
          { target: 'failed', actions: failure('signature', videoErrorKeys.personalDataNotConfirmed) },
        ],
        onError: { target: 'failed', actions: failure('signature', videoErrorKeys.connectionNotReady) },
      },
    },
    ready: { type: 'final', tags: ['ready'] },
    failed: {
      tags: ['error'],
      on: {
        'check.retried': {
          target: 'permission',
          actions: assign(({ context }) => ({ ...noResults, run: context.run + 1 })),
        },
      },
    },
  },
  output: ({ context }) => ({
    frame: context.frame ?? { width: 0, height: 0 },
    mbps: context.mbps ?? 0,
    quality: context.quality ?? 0,
  }),
});

export type VideoCheckMachine = typeof videoCheckMachine;
