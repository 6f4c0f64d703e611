import { assign, type EventObject, fromCallback, fromPromise, not, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import { type MediaFailure, mediaFailureKeys } from '../video-check/video-check.machine';
import { videoErrorKeys } from '../video-room/video.constants';

/**
 * `/room_video_testing` (issue 11; specification, section 2): the user joins a test room alone
 * through the real media server and sees and hears themself back through it. Login first (the
 * media server's test room is for a known person); then the devices, then the connection (publish,
 * then subscribe to one's own publication), live with the returned audio's level, and leaving
 * closes the test room. A failure says why (the devices' section-8 message, the media server's) and
 * may be retried. No I/O of its own: the devices, the connection and the leave are actors the host
 * provides, and every wait is an XState delay.
 */

export interface VideoLoopbackPolicy {
  /** The returned media must play within this time (ICE gathering, two offers, the first frame). */
  connectTimeoutMs: number;
}

export const VIDEO_LOOPBACK_POLICY: Readonly<VideoLoopbackPolicy> = Object.freeze({
  connectTimeoutMs: 15_000,
});

export interface VideoLoopbackInput {
  loggedIn: boolean;
  mobile: boolean;
  policy?: Partial<VideoLoopbackPolicy>;
}

/** Why the test room could not be reached, as the host classifies it: a video-namespace key. */
export interface LoopbackRefusal {
  errorKey: string;
}

export interface LoopbackContext {
  loggedIn: boolean;
  mobile: boolean;
  policy: VideoLoopbackPolicy;
  /** The test room, once the media server opened it (what leaving closes). */
  sessionId: string | null;
  /** The returned audio's level, 0..1 (RMS). */
  level: number;
  errorKey: string | null;
  /** Each start of the devices counts one, so the host can tell a retry from the first run. */
  run: number;
}

export type VideoLoopbackEvent =
  | { type: 'session.changed'; loggedIn: boolean }
  | { type: 'loopback.sessionOpened'; sessionId: string }
  | { type: 'loopback.playing' }
  | { type: 'loopback.levelMeasured'; level: number }
  | { type: 'loopback.lost' }
  | { type: 'loopback.left' }
  | { type: 'loopback.retried' };

export interface LoopbackRun {
  mobile: boolean;
  run: number;
}

const notProvided = placeholders('video-loopback');

/** A device actor's rejection: `{ failure }` is the section-8 device error, anything else unknown. */
const deviceErrorKey = (error: unknown): string => {
  const failure = (error as { failure?: MediaFailure } | undefined)?.failure;
  return failure && Object.hasOwn(mediaFailureKeys, failure)
    ? mediaFailureKeys[failure]
    : videoErrorKeys.unknownDevice;
};

/** A connection actor's rejection: the host's classified refusal, or the media server's error. */
const connectionErrorKey = (error: unknown): string => {
  const key = (error as Partial<LoopbackRefusal> | undefined)?.errorKey;
  return typeof key === 'string' ? key : videoErrorKeys.mediaServerConnection;
};

export const videoLoopbackMachine = setup({
  types: {
    input: {} as VideoLoopbackInput,
    context: {} as LoopbackContext,
    events: {} as VideoLoopbackEvent,
    tags: {} as 'busy' | 'error' | 'live',
  },
  actors: {
    /** Permission for the camera and microphone; rejects with `{ failure }`. */
    devices: fromPromise<void, LoopbackRun>(notProvided('devices')),
    /**
     * Publishes, subscribes to the returned media and plays it: `loopback.sessionOpened`, then
     * `loopback.playing`, the returned audio's `loopback.levelMeasured`, or `loopback.lost`.
     */
    connection: fromCallback<EventObject, LoopbackRun>(notProvided('connection')),
    /** Closes the test room. */
    leave: fromPromise<void, { sessionId: string }>(notProvided('leave')),
  },
  delays: {
    connectTimeout: ({ context }) => context.policy.connectTimeoutMs,
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    loggingIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    noSession: ({ context }) => context.sessionId === null,
    failedBefore: ({ context }) => context.errorKey !== null,
  },
  actions: {
    noteSession: assign({
      loggedIn: ({ context, event }) =>
        event.type === 'session.changed' ? event.loggedIn : context.loggedIn,
    }),
    nextRun: assign({ run: ({ context }) => context.run + 1, errorKey: null, level: 0 }),
    forgetSession: assign({ sessionId: null }),
    connectionLost: assign({ errorKey: videoErrorKeys.mediaServerConnection }),
  },
}).createMachine({
  id: 'videoLoopback',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    mobile: input.mobile,
    policy: { ...VIDEO_LOOPBACK_POLICY, ...input.policy },
    sessionId: null,
    level: 0,
    errorKey: null,
    run: 0,
  }),
  initial: 'start',
  // Logging out anywhere closes what is open and asks for the login again.
  on: {
    'session.changed': [
      { guard: 'loggedOut', target: '.closing', actions: ['noteSession'] },
      { actions: 'noteSession' },
    ],
  },
  states: {
    start: {
      always: [{ guard: 'loggedIn', target: 'devices' }, { target: 'loginRequired' }],
    },
    loginRequired: {
      entry: assign({ errorKey: null, level: 0 }),
      on: { 'session.changed': { guard: 'loggingIn', target: 'devices', actions: 'noteSession' } },
    },
    devices: {
      tags: ['busy'],
      entry: 'nextRun',
      invoke: {
        src: 'devices',
        input: ({ context }) => ({ mobile: context.mobile, run: context.run }),
        onDone: 'linked',
        onError: {
          target: 'failed',
          actions: assign({ errorKey: ({ event }) => deviceErrorKey(event.error) }),
        },
      },
      on: { 'loopback.left': 'ended' },
    },
    // One connection from the offer to leaving: its child states only say whether it plays yet.
    linked: {
      invoke: {
        id: 'connection',
        src: 'connection',
        input: ({ context }) => ({ mobile: context.mobile, run: context.run }),
        onError: {
          target: 'closing',
          actions: assign({ errorKey: ({ event }) => connectionErrorKey(event.error) }),
        },
      },
      on: {
        'loopback.sessionOpened': { actions: assign({ sessionId: ({ event }) => event.sessionId }) },
        'loopback.lost': { target: 'closing', actions: 'connectionLost' },
        'loopback.left': 'closing',
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['busy'],
          on: { 'loopback.playing': 'live' },
          after: { connectTimeout: { target: '#videoLoopback.closing', actions: 'connectionLost' } },
        },
        live: {
          tags: ['live'],
          on: { 'loopback.levelMeasured': { actions: assign({ level: ({ event }) => event.level }) } },
        },
      },
    },
    // Closes the test room the media server opened, whatever happened; then ended or failed.
    closing: {
      tags: ['busy'],
      always: { guard: 'noSession', target: 'closed' },
      invoke: {
        src: 'leave',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: { target: 'closed', actions: 'forgetSession' },
        onError: { target: 'closed', actions: 'forgetSession' },
      },
    },
    closed: {
      always: [
        { guard: not('loggedIn'), target: 'loginRequired' },
        { guard: 'failedBefore', target: 'failed' },
        { target: 'ended' },
      ],
    },
    failed: {
      tags: ['error'],
      on: { 'loopback.retried': 'devices', 'loopback.left': 'ended' },
    },
    ended: {
      on: { 'loopback.retried': 'devices' },
    },
  },
});

export type VideoLoopbackMachine = typeof videoLoopbackMachine;

/** Every state a snapshot can rest in (the tests reach each one). */
export const videoLoopbackStateValues = [
  'loginRequired',
  'devices',
  { linked: 'connecting' },
  { linked: 'live' },
  'closing',
  'failed',
  'ended',
] as const;
