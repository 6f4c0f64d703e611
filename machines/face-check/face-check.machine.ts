import { type ActorRefFrom, assign, fromCallback, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { FaceCheckConfig } from './face-check.config';
import { livenessConfirmed, readLivenessToken } from './liveness-token';

/**
 * The face check (specification, sections 4 and 9): the camera and the liveness session open
 * together; capturing starts once the connection, the session, the camera and the video are all
 * established and the start delay (3 s) has passed; a frame goes out every 300 ms until the
 * result is ok, which is the SUCCESS frame with the signed token (a STATS frame's isOk only says
 * that this frame counted towards the current challenge step: the face-ID server wants several in
 * a row); the whole check stops at about 123 s. The camera, the liveness subscription and frame
 * capture are actors that ui/ provides.
 */

export interface FaceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the face-ID server asks now (docs/decisions/068): the centre, a head pose, or closed eyes. */
export type LivenessStep = 'CENTER' | 'TURN_LEFT' | 'TURN_RIGHT' | 'CHIN_UP' | 'CHIN_DOWN' | 'EYES_CLOSED';

export interface LivenessChallenge {
  step: LivenessStep;
  index: number;
  of: number;
}

export interface LivenessStats {
  errors: number[];
  faceRect: FaceRect | null;
  isOk: boolean;
  challenge: LivenessChallenge | null;
  skipped: boolean;
}

export interface CapturedFrame {
  /** base64 without a data: prefix. */
  image: string;
  contentType: string;
}

export interface FaceCheckInput {
  config: FaceCheckConfig;
}

export interface FaceCheckContext {
  config: FaceCheckConfig;
  sessionId: string | null;
  /** Size of the frames the camera delivers; faceRect is in these pixels. */
  frameSize: { width: number; height: number } | null;
  errors: number[];
  faceRect: FaceRect | null;
  challenge: LivenessChallenge | null;
  skipped: boolean;
  /** The last analysed frame counted towards the challenge: the view says "hold still". */
  frameOk: boolean;
  pendingFrame: CapturedFrame | null;
  framesSent: number;
  jwt: string | null;
  bestshot: string | null;
  /** Key in the `face` namespace saying why the check ended without success. */
  failureKey: string | null;
}

export type CameraFailure = 'noCamera' | 'denied';

export type FaceCheckEvent =
  | { type: 'camera.started'; width: number; height: number }
  | { type: 'camera.failed'; reason: CameraFailure }
  | { type: 'video.started' }
  | { type: 'liveness.subscribed'; sessionId: string }
  | { type: 'liveness.connectionOpened' }
  | { type: 'liveness.sessionOpened'; challenge: LivenessChallenge | null }
  | { type: 'liveness.statsReceived'; stats: LivenessStats }
  | { type: 'liveness.succeeded'; jwt: string }
  | { type: 'liveness.failed'; errorCode: string | null }
  | { type: 'liveness.reconnecting' };

export type FaceCheckOutput =
  | { outcome: 'succeeded'; jwt: string; bestshot: string }
  | { outcome: 'noCamera'; reason: CameraFailure }
  | { outcome: 'timedOut' }
  | { outcome: 'failed'; failureKey: string };

const knownFailures = [
  'unsupported_image',
  'image_too_large',
  'bad_frame',
  'timeout',
  'session_in_use',
  'liveness_failed',
];

export const failureKeyOf = (errorCode: string | null) =>
  errorCode && knownFailures.includes(errorCode) ? `failure.${errorCode}` : 'failure.unavailable';

const notProvided = placeholders('face-check');

export const faceCheckMachine = setup({
  types: {
    input: {} as FaceCheckInput,
    context: {} as FaceCheckContext,
    events: {} as FaceCheckEvent,
    output: {} as FaceCheckOutput,
  },
  actors: {
    /** Opens getUserMedia; sends camera.started or camera.failed; stops the tracks on exit. */
    camera: fromCallback<FaceCheckEvent>(notProvided('camera')),
    /** Subscription.liveness: sends liveness.subscribed first, then one event per update. */
    liveness: fromCallback<FaceCheckEvent>(notProvided('liveness')),
    /** Draws the current video frame as JPEG (quality 0.6). */
    captureFrame: fromPromise<CapturedFrame>(notProvided('captureFrame')),
    /** Mutation.sendLivenessFrame over the same graphql-ws connection. */
    sendFrame: fromPromise<boolean, { sessionId: string; frame: CapturedFrame }>(notProvided('sendFrame')),
  },
  delays: {
    faceCheckLimit: ({ context }) => context.config.faceCheckLimitMs,
    startDelay: ({ context }) => context.config.faceCheckStartDelayMs,
    frameInterval: ({ context }) => context.config.frameIntervalMs,
  },
  guards: {
    tokenConfirmsLiveness: ({ event }) =>
      event.type === 'liveness.succeeded' && livenessConfirmed(readLivenessToken(event.jwt)),
  },
  actions: {
    storeSession: assign({
      sessionId: ({ event }) => (event.type === 'liveness.subscribed' ? event.sessionId : null),
    }),
    storeFrameSize: assign({
      frameSize: ({ event, context }) =>
        event.type === 'camera.started' ? { width: event.width, height: event.height } : context.frameSize,
    }),
    storeChallenge: assign({
      challenge: ({ event, context }) =>
        event.type === 'liveness.sessionOpened' ? event.challenge : context.challenge,
    }),
    storeStats: assign(({ event, context }) => {
      if (event.type !== 'liveness.statsReceived') return {};
      const { stats } = event;
      // A skipped frame was not analysed: keep the last real guidance instead of blanking it.
      if (stats.skipped) return { skipped: true };
      return {
        errors: stats.errors,
        faceRect: stats.faceRect,
        frameOk: stats.isOk,
        challenge: stats.challenge ?? context.challenge,
        skipped: false,
      };
    }),
    storeToken: assign(({ event }) => {
      if (event.type !== 'liveness.succeeded') return {};
      const claims = readLivenessToken(event.jwt);
      return { jwt: event.jwt, bestshot: claims?.bestshot ?? null, errors: [] };
    }),
    rejectToken: assign({ failureKey: 'failure.rejected' }),
    storeFailure: assign({
      failureKey: ({ event }) => (event.type === 'liveness.failed' ? failureKeyOf(event.errorCode) : null),
    }),
    storeFrame: assign({
      pendingFrame: ({ event }) => ('output' in event ? (event.output as CapturedFrame) : null),
    }),
    frameSent: assign({ pendingFrame: null, framesSent: ({ context }) => context.framesSent + 1 }),
    dropFrame: assign({ pendingFrame: null }),
  },
}).createMachine({
  id: 'faceCheck',
  context: ({ input }) => ({
    config: input.config,
    sessionId: null,
    frameSize: null,
    errors: [],
    faceRect: null,
    challenge: null,
    skipped: false,
    frameOk: false,
    pendingFrame: null,
    framesSent: 0,
    jwt: null,
    bestshot: null,
    failureKey: null,
  }),
  initial: 'active',
  states: {
    active: {
      invoke: [
        { id: 'camera', src: 'camera' },
        { id: 'liveness', src: 'liveness' },
      ],
      after: { faceCheckLimit: { target: 'timedOut' } },
      on: {
        'liveness.subscribed': { actions: 'storeSession' },
        'camera.failed': { target: 'noCamera' },
        'liveness.succeeded': [
          { guard: 'tokenConfirmsLiveness', target: 'succeeded', actions: 'storeToken' },
          { target: 'failed', actions: 'rejectToken' },
        ],
        'liveness.failed': { target: 'failed', actions: 'storeFailure' },
      },
      initial: 'preparing',
      states: {
        // Readiness (section 4): every region must reach its final state.
        preparing: {
          type: 'parallel',
          tags: ['busy'],
          onDone: { target: 'checking' },
          states: {
            connection: {
              initial: 'waiting',
              states: {
                waiting: { on: { 'liveness.connectionOpened': { target: 'open' } } },
                open: { type: 'final' },
              },
            },
            session: {
              initial: 'waiting',
              states: {
                waiting: {
                  on: { 'liveness.sessionOpened': { target: 'open', actions: 'storeChallenge' } },
                },
                open: { type: 'final' },
              },
            },
            camera: {
              initial: 'waiting',
              states: {
                waiting: { on: { 'camera.started': { target: 'ready', actions: 'storeFrameSize' } } },
                ready: { type: 'final' },
              },
            },
            video: {
              initial: 'waiting',
              states: {
                waiting: { on: { 'video.started': { target: 'playing' } } },
                playing: { type: 'final' },
              },
            },
            delay: {
              initial: 'waiting',
              states: {
                waiting: { after: { startDelay: { target: 'elapsed' } } },
                elapsed: { type: 'final' },
              },
            },
          },
        },
        checking: {
          on: {
            'liveness.statsReceived': { actions: 'storeStats' },
            'liveness.reconnecting': { target: 'reconnecting' },
          },
          initial: 'waiting',
          states: {
            waiting: { after: { frameInterval: { target: 'capturing' } } },
            capturing: {
              invoke: {
                id: 'captureFrame',
                src: 'captureFrame',
                onDone: { target: 'sending', actions: 'storeFrame' },
                // A frame that cannot be drawn (video paused for a moment) is simply skipped.
                onError: { target: 'waiting' },
              },
            },
            sending: {
              invoke: {
                id: 'sendFrame',
                src: 'sendFrame',
                input: ({ context }) => ({
                  sessionId: context.sessionId ?? '',
                  frame: context.pendingFrame ?? { image: '', contentType: '' },
                }),
                onDone: { target: 'waiting', actions: 'frameSent' },
                // One lost frame is not worth ending the check; the limit still applies.
                onError: { target: 'waiting', actions: 'dropFrame' },
              },
            },
          },
        },
        reconnecting: {
          tags: ['busy'],
          on: { 'liveness.sessionOpened': { target: 'checking', actions: 'storeChallenge' } },
        },
      },
    },
    succeeded: {
      type: 'final',
      output: ({ context }) => ({
        outcome: 'succeeded',
        jwt: context.jwt ?? '',
        bestshot: context.bestshot ?? '',
      }),
    },
    noCamera: {
      type: 'final',
      tags: ['error'],
      output: ({ event }) => ({
        outcome: 'noCamera',
        reason: event.type === 'camera.failed' ? event.reason : 'noCamera',
      }),
    },
    timedOut: { type: 'final', tags: ['error'], output: { outcome: 'timedOut' } },
    failed: {
      type: 'final',
      tags: ['error'],
      output: ({ context }) => ({
        outcome: 'failed',
        failureKey: context.failureKey ?? 'failure.unavailable',
      }),
    },
  },
  // Each final state says what happened; the machine hands that on to whoever invoked it.
  output: ({ event }) => (event as unknown as { output: FaceCheckOutput }).output,
});

export type FaceCheckMachine = typeof faceCheckMachine;
export type FaceCheckActorRef = ActorRefFrom<FaceCheckMachine>;
