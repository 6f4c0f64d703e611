import { assign, emit, enqueueActions, fromCallback, raise, sendTo, setup } from 'xstate';

/**
 * The transport of one liveness session with the face-ID server (specification, sections 7 and 9):
 * connect, CONNECT with the session id and heart-beat, relay what the server answers, and
 * reconnect with the specification's policy until SUCCESS, ERROR or a stop. The socket itself is
 * the `connection` actor, provided by the host (the gateway), so this machine owns no I/O and no
 * timers of its own and runs on a simulated clock in tests.
 */

export interface LivenessSocketPolicy {
  /** A connection not open within this time counts as failed. */
  connectionTimeoutMs: number;
  /** Both sides send a heartbeat this often (`heart-beat:3000,3000`). */
  heartbeatMs: number;
  /** A peer silent for this many heartbeat intervals counts as gone. */
  silentIntervals: number;
  /** A connection that stayed up this long resets the reconnect delay to the minimum. */
  minUptimeMs: number;
  /** The minimum reconnect delay is drawn once per session from [low, high]. */
  minDelayLowMs: number;
  minDelayHighMs: number;
  maxDelayMs: number;
  /** Each consecutive failure multiplies the delay by this. */
  growthFactor: number;
}

/** The specification's values (section 9). Hosts may shorten them in tests, never in production. */
export const LIVENESS_SOCKET_POLICY: Readonly<LivenessSocketPolicy> = Object.freeze({
  connectionTimeoutMs: 4_000,
  heartbeatMs: 3_000,
  silentIntervals: 2,
  minUptimeMs: 5_000,
  minDelayLowMs: 1_000,
  minDelayHighMs: 5_000,
  maxDelayMs: 10_000,
  growthFactor: 1.3,
});

/** One lpproto frame (docs/contracts.md): a STOMP-like command, headers and a text body. */
export interface LpFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export type LivenessImageType = 'image/jpeg' | 'image/png';

export interface LivenessSocketInput {
  /** The client's uuid for this liveness session. */
  sessionId: string;
  /** A source of numbers in [0, 1); Math.random in production, a fixed value in tests. */
  random: () => number;
  policy?: Partial<LivenessSocketPolicy>;
}

export interface LivenessSocketContext {
  sessionId: string;
  /**
   * The `session-id` of the current connection, as the connection actor reported it on open. The
   * face-ID server accepts a session id once, so the host gives each reconnect a fresh one.
   */
  connectionSessionId: string | null;
  policy: LivenessSocketPolicy;
  /** The session's minimum reconnect delay, drawn once from the policy's range. */
  minDelayMs: number;
  /** Consecutive failed connections since the last stable one. */
  failures: number;
  /** Connections attempted so far, the first included. */
  attempts: number;
  /** The delay before the pending reconnect; null while none is pending. */
  nextDelayMs: number | null;
  jwt: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  /** Set on reaching a final state. */
  outcome: LivenessSocketOutcome | null;
}

/** What the connection actor reports, and the events the host sends. */
export type LivenessSocketEvent =
  | { type: 'socket.opened'; sessionId: string }
  | { type: 'socket.closed'; code?: number }
  | { type: 'socket.frameReceived'; frame: LpFrame }
  | { type: 'socket.heartbeatReceived' }
  | { type: 'liveness.imageSubmitted'; contentType: LivenessImageType; image: string }
  | { type: 'liveness.stopRequested' }
  // Raised by the machine itself so each parallel region reacts without preempting the others.
  | { type: 'socket.peerHeard' }
  | { type: 'liveness.sessionAccepted' };

/** What the machine asks the connection actor to write. */
export type LivenessSocketCommand =
  | { type: 'socket.sendFrame'; frame: LpFrame }
  | { type: 'socket.sendHeartbeat' };

export interface LivenessConnectionInput {
  /** The liveness session's id; the host may open a reconnect under a fresh one (see socket.opened). */
  sessionId: string;
  /** 1 for the first connection, then counting each reconnect. */
  attempt: number;
}

export type LivenessSocketEmitted =
  | { type: 'liveness.connected'; frame: LpFrame }
  | { type: 'liveness.statsReceived'; frame: LpFrame }
  | { type: 'liveness.succeeded'; jwt: string }
  | { type: 'liveness.failed'; code: string; message: string | null }
  | { type: 'liveness.reconnectScheduled'; attempt: number; delayMs: number };

export type LivenessSocketOutcome = 'succeeded' | 'failed' | 'stopped';

export interface LivenessSocketOutput {
  outcome: LivenessSocketOutcome;
  jwt: string | null;
  errorCode: string | null;
}

/** errorCode when the host's connection actor itself fails (no socket could even be created). */
export const UNAVAILABLE = 'unavailable';

export function minDelayFrom(policy: LivenessSocketPolicy, random: number): number {
  const unit = Math.min(Math.max(random, 0), 1);
  return Math.round(policy.minDelayLowMs + unit * (policy.minDelayHighMs - policy.minDelayLowMs));
}

/** The delay before reconnecting after `failures` consecutive failures (1 or more). */
export function reconnectDelay(policy: LivenessSocketPolicy, minDelayMs: number, failures: number): number {
  const grown = minDelayMs * policy.growthFactor ** Math.max(failures - 1, 0);
  return Math.min(policy.maxDelayMs, Math.round(grown));
}

export const connectFrame = (sessionId: string, heartbeatMs: number): LpFrame => ({
  command: 'CONNECT',
  headers: { 'session-id': sessionId, 'heart-beat': `${heartbeatMs},${heartbeatMs}` },
  body: '',
});

const frameOf = (event: LivenessSocketEvent) => (event.type === 'socket.frameReceived' ? event.frame : null);

export const livenessSocketMachine = setup({
  types: {
    input: {} as LivenessSocketInput,
    context: {} as LivenessSocketContext,
    events: {} as LivenessSocketEvent,
    emitted: {} as LivenessSocketEmitted,
    output: {} as LivenessSocketOutput,
    tags: {} as 'connecting' | 'open' | 'ready' | 'reconnecting' | 'done',
  },
  actors: {
    connection: fromCallback<LivenessSocketCommand, LivenessConnectionInput>(() => {
      throw new Error('liveness-socket: the connection actor is provided by the host');
    }),
  },
  delays: {
    connectionTimeout: ({ context }) => context.policy.connectionTimeoutMs,
    heartbeatInterval: ({ context }) => context.policy.heartbeatMs,
    peerSilenceLimit: ({ context }) => context.policy.heartbeatMs * context.policy.silentIntervals,
    minUptime: ({ context }) => context.policy.minUptimeMs,
    reconnectDelay: ({ context }) => context.nextDelayMs ?? context.minDelayMs,
  },
  guards: {
    isSuccessFrame: ({ event }) => frameOf(event)?.command === 'SUCCESS',
    isErrorFrame: ({ event }) => frameOf(event)?.command === 'ERROR',
  },
  actions: {
    countAttempt: assign({
      attempts: ({ context }) => context.attempts + 1,
      nextDelayMs: null,
      connectionSessionId: null,
    }),
    noteConnectionSession: assign({
      connectionSessionId: ({ event }) => (event.type === 'socket.opened' ? event.sessionId : null),
    }),
    sendConnect: sendTo('connection', ({ context }) => ({
      type: 'socket.sendFrame' as const,
      frame: connectFrame(context.connectionSessionId ?? context.sessionId, context.policy.heartbeatMs),
    })),
    sendHeartbeat: sendTo('connection', { type: 'socket.sendHeartbeat' as const }),
    sendImage: sendTo('connection', ({ event }) => {
      if (event.type !== 'liveness.imageSubmitted') throw new Error(`unexpected ${event.type}`);
      return {
        type: 'socket.sendFrame' as const,
        frame: { command: 'IMAGE', headers: { 'content-type': event.contentType }, body: event.image },
      };
    }),
    notePeerHeard: raise({ type: 'socket.peerHeard' }),
    relayFrame: enqueueActions(({ event, enqueue }) => {
      const frame = frameOf(event);
      if (frame?.command === 'CONNECTED') {
        enqueue.raise({ type: 'liveness.sessionAccepted' });
        enqueue.emit({ type: 'liveness.connected', frame });
      } else if (frame?.command === 'STATS') {
        enqueue.emit({ type: 'liveness.statsReceived', frame });
      }
      // Other commands are not part of lpproto's server side: they only prove the peer is alive.
    }),
    recordSuccess: enqueueActions(({ event, enqueue }) => {
      const jwt = frameOf(event)?.body.trim() ?? '';
      enqueue.assign({ jwt });
      enqueue.emit({ type: 'liveness.succeeded', jwt });
    }),
    recordError: enqueueActions(({ event, enqueue }) => {
      const headers = frameOf(event)?.headers ?? {};
      const code = headers.code ?? 'bad_frame';
      const message = headers.message ?? null;
      enqueue.assign({ errorCode: code, errorMessage: message });
      enqueue.emit({ type: 'liveness.failed', code, message });
    }),
    recordUnavailable: enqueueActions(({ enqueue }) => {
      enqueue.assign({ errorCode: UNAVAILABLE, errorMessage: null });
      enqueue.emit({ type: 'liveness.failed', code: UNAVAILABLE, message: null });
    }),
    scheduleReconnect: assign(({ context }) => {
      const failures = context.failures + 1;
      return { failures, nextDelayMs: reconnectDelay(context.policy, context.minDelayMs, failures) };
    }),
    announceReconnect: emit(({ context }) => ({
      type: 'liveness.reconnectScheduled' as const,
      attempt: context.attempts + 1,
      delayMs: context.nextDelayMs ?? context.minDelayMs,
    })),
    resetBackoff: assign({ failures: 0 }),
  },
}).createMachine({
  id: 'livenessSocket',
  context: ({ input }) => {
    const policy = { ...LIVENESS_SOCKET_POLICY, ...input.policy };
    return {
      sessionId: input.sessionId,
      connectionSessionId: null,
      policy,
      minDelayMs: minDelayFrom(policy, input.random()),
      failures: 0,
      attempts: 0,
      nextDelayMs: null,
      jwt: null,
      errorCode: null,
      errorMessage: null,
      outcome: null,
    };
  },
  initial: 'link',
  on: {
    'liveness.stopRequested': '.stopped',
  },
  states: {
    // One socket per visit: leaving `link` stops the connection actor, which closes the socket.
    link: {
      entry: 'countAttempt',
      invoke: {
        id: 'connection',
        src: 'connection',
        input: ({ context }) => ({ sessionId: context.sessionId, attempt: context.attempts }),
        // The host could not even create a socket: retrying cannot help.
        onError: { target: 'failed', actions: 'recordUnavailable' },
      },
      on: {
        'socket.closed': 'reconnecting',
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          after: { connectionTimeout: '#livenessSocket.reconnecting' },
          on: { 'socket.opened': { target: 'open', actions: 'noteConnectionSession' } },
        },
        open: {
          tags: ['open'],
          type: 'parallel',
          entry: 'sendConnect',
          // Frames are handled here, once, and fanned out to the regions as raised events: a
          // region's own handler would preempt this level's SUCCESS and ERROR transitions.
          on: {
            'socket.frameReceived': [
              { guard: 'isSuccessFrame', target: '#livenessSocket.succeeded', actions: 'recordSuccess' },
              { guard: 'isErrorFrame', target: '#livenessSocket.failed', actions: 'recordError' },
              { actions: ['notePeerHeard', 'relayFrame'] },
            ],
            'socket.heartbeatReceived': { actions: 'notePeerHeard' },
          },
          states: {
            session: {
              initial: 'handshaking',
              states: {
                handshaking: { on: { 'liveness.sessionAccepted': 'ready' } },
                ready: {
                  tags: ['ready'],
                  on: { 'liveness.imageSubmitted': { actions: 'sendImage' } },
                },
              },
            },
            heartbeat: {
              initial: 'beating',
              states: {
                beating: {
                  after: {
                    heartbeatInterval: { target: 'beating', reenter: true, actions: 'sendHeartbeat' },
                  },
                },
              },
            },
            watchdog: {
              initial: 'listening',
              states: {
                listening: {
                  after: { peerSilenceLimit: '#livenessSocket.reconnecting' },
                  on: { 'socket.peerHeard': { target: 'listening', reenter: true } },
                },
              },
            },
            uptime: {
              initial: 'young',
              states: {
                young: { after: { minUptime: { target: 'stable', actions: 'resetBackoff' } } },
                stable: {},
              },
            },
          },
        },
      },
    },
    reconnecting: {
      tags: ['reconnecting'],
      entry: ['scheduleReconnect', 'announceReconnect'],
      after: { reconnectDelay: 'link' },
    },
    succeeded: { type: 'final', tags: ['done'], entry: assign({ outcome: 'succeeded' as const }) },
    failed: { type: 'final', tags: ['done'], entry: assign({ outcome: 'failed' as const }) },
    stopped: { type: 'final', tags: ['done'], entry: assign({ outcome: 'stopped' as const }) },
  },
  output: ({ context }) => ({
    outcome: context.outcome ?? 'stopped',
    jwt: context.jwt,
    errorCode: context.errorCode,
  }),
});

export type LivenessSocketMachine = typeof livenessSocketMachine;
