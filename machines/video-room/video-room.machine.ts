import { assign, type EventObject, emit, enqueueActions, fromCallback, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import { videoCheckMachine } from '../video-check/video-check.machine';
import { type VideoErrorKey, videoErrorKeys } from './video.constants';
import {
  applyPresence,
  type RoomParticipant,
  type RoomPresenceEvent,
  type RoomRole,
  roomPresenceEventTypes,
} from './video-room.presence';

/**
 * One participant's video room (issue 11; specification, sections 1, 4, 5, 8 and 9): the readiness
 * checks, then the room through the ministry's signalling (waiting for the notary → in session →
 * registering → registered, or ended), and beside it the participant's own media link, which may
 * be lost: "connection lost, paused", reconnecting on a growing delay up to a limit, then
 * "connection failed" until the user retries. Everything the room knows arrives as the server's
 * `room.*` events (plain data, so the ministry can feed the same machine); what the notary does is
 * emitted as a command for the host to send, and only when the role in context is the notary's.
 * No I/O of its own: readiness, signalling and media are actors the host provides, and every wait
 * is an XState delay, so tests drive it on a simulated clock.
 */

export interface VideoRoomPolicy {
  /** The server must answer the subscription (room.joined or room.refused) within this time. */
  joinTimeoutMs: number;
  /** A media connection not established within this time counts as lost (section 9: 4 s). */
  connectTimeoutMs: number;
  /** The delay before the first reconnection attempt; each next one grows by the factor. */
  reconnectFirstDelayMs: number;
  reconnectGrowthFactor: number;
  /** No reconnection waits longer than this (section 9: 10 s). */
  reconnectMaxDelayMs: number;
  /** Attempts per outage before "connection failed". */
  reconnectLimit: number;
  /** A link that stayed up this long is stable: the next outage starts counting again (section 9: 5 s). */
  stableUptimeMs: number;
}

export const VIDEO_ROOM_POLICY: Readonly<VideoRoomPolicy> = Object.freeze({
  joinTimeoutMs: 10_000,
  connectTimeoutMs: 4_000,
  reconnectFirstDelayMs: 1_000,
  reconnectGrowthFactor: 2,
  reconnectMaxDelayMs: 10_000,
  reconnectLimit: 6,
  stableUptimeMs: 5_000,
});

/** The wait before reconnection attempt `attempt` (1 for the first) of one outage. */
export function roomReconnectDelay(policy: VideoRoomPolicy, attempt: number): number {
  const grown = policy.reconnectFirstDelayMs * policy.reconnectGrowthFactor ** Math.max(attempt - 1, 0);
  return Math.min(policy.reconnectMaxDelayMs, Math.round(grown));
}

/** Where the room is, as the server reports it on joining. */
export type RoomPhase = 'lobby' | 'inSession' | 'registering';

/** Section 8's two refusals of a participant, decided by the ministry. */
export type RoomRefusal = 'noSignature' | 'timeExpired';

export type RoomServerEvent =
  | RoomPresenceEvent
  | { type: 'room.joined'; phase: RoomPhase; participants: RoomParticipant[] }
  | { type: 'room.refused'; reason: RoomRefusal }
  | { type: 'room.started' }
  | { type: 'room.registrationStarted' }
  | { type: 'room.registrationFailed' }
  | { type: 'room.registered'; regnum: string }
  | { type: 'room.ended' };

/** The notary's controls, sent by the view; the machine ignores them from any other role. */
export type NotaryControlEvent =
  | { type: 'notary.started' }
  | { type: 'notary.admitted'; participantId: string }
  | { type: 'notary.muted'; participantId: string; muted: boolean }
  | { type: 'notary.registered' }
  | { type: 'notary.ended' };

export type VideoRoomEvent =
  | RoomServerEvent
  | NotaryControlEvent
  // From the media actor.
  | { type: 'connection.established' }
  | { type: 'connection.lost' }
  // The user's own.
  | { type: 'call.left' }
  | { type: 'call.retried' };

/** What the notary asks the ministry to do; the host sends it (a GraphQL mutation). */
export type RoomCommand =
  | { type: 'start' }
  | { type: 'admit'; participantId: string }
  | { type: 'mute'; participantId: string; muted: boolean }
  | { type: 'register' }
  | { type: 'end' };

export type VideoRoomEmitted =
  | { type: 'videoRoom.commandIssued'; command: RoomCommand }
  | { type: 'videoRoom.reconnectScheduled'; attempt: number; delayMs: number };

export interface VideoRoomInput {
  actId: string;
  participantId: string;
  role: RoomRole;
  mobile: boolean;
  /**
   * The host already ran the readiness checks with the signature (the act's video tab does, before
   * it joins): the room starts at the signalling instead of checking again.
   */
  checked?: boolean;
  policy?: Partial<VideoRoomPolicy>;
}

export interface VideoRoomContext {
  actId: string;
  self: { participantId: string; role: RoomRole };
  mobile: boolean;
  checked: boolean;
  policy: VideoRoomPolicy;
  /** Everyone in the room, this participant included, as the server last said. */
  participants: RoomParticipant[];
  /** Reconnection attempts in the current outage. */
  attempts: number;
  /** The wait before the pending reconnection; null while none is pending. */
  nextDelayMs: number | null;
  errorKey: VideoErrorKey | null;
  regnum: string | null;
  /** Set on reaching a final state. */
  outcome: VideoRoomOutcome | null;
}

/** The signalling subscription: subscribing is joining, ending it is leaving. */
export interface RoomSignallingInput {
  actId: string;
  participantId: string;
}

export interface RoomMediaInput {
  actId: string;
  participantId: string;
  /** 0 for the first connection, then the reconnection attempt it serves. */
  attempt: number;
}

export type VideoRoomOutcome = 'registered' | 'ended' | 'left' | 'refused';

export interface VideoRoomOutput {
  outcome: VideoRoomOutcome;
  regnum: string | null;
  errorKey: VideoErrorKey | null;
}

const notProvided = placeholders('video-room');

const isSelf = (context: VideoRoomContext, participantId: string) =>
  context.self.participantId === participantId;
const participantOf = (context: VideoRoomContext, participantId: string) =>
  context.participants.find((p) => p.participantId === participantId);
const selfAdmittedIn = (context: VideoRoomContext, participants: readonly RoomParticipant[]) =>
  context.self.role === 'notary' ||
  participants.some((p) => p.participantId === context.self.participantId && p.admitted);

export const videoRoomMachine = setup({
  types: {
    input: {} as VideoRoomInput,
    context: {} as VideoRoomContext,
    events: {} as VideoRoomEvent,
    emitted: {} as VideoRoomEmitted,
    output: {} as VideoRoomOutput,
    tags: {} as 'busy' | 'paused' | 'error' | 'done',
  },
  actors: {
    readiness: videoCheckMachine,
    /** Subscribes to the room and sends back the server's `room.*` events. */
    signalling: fromCallback<EventObject, RoomSignallingInput>(notProvided('signalling')),
    /** The WebRTC link to the ministry's media server: `connection.established` / `connection.lost`. */
    media: fromCallback<EventObject, RoomMediaInput>(notProvided('media')),
  },
  delays: {
    joinTimeout: ({ context }) => context.policy.joinTimeoutMs,
    connectTimeout: ({ context }) => context.policy.connectTimeoutMs,
    stableUptime: ({ context }) => context.policy.stableUptimeMs,
    reconnectDelay: ({ context }) => context.nextDelayMs ?? context.policy.reconnectFirstDelayMs,
  },
  guards: {
    isNotary: ({ context }) => context.self.role === 'notary',
    alreadyChecked: ({ context }) => context.checked,
    /** The notary admits a participant who is in the room and waiting. */
    canAdmit: ({ context, event }) => {
      if (context.self.role !== 'notary' || event.type !== 'notary.admitted') return false;
      const target = participantOf(context, event.participantId);
      return !!target && !target.admitted && !target.left;
    },
    /** The notary mutes or unmutes a participant present in the session, themself included. */
    canMute: ({ context, event }) => {
      if (context.self.role !== 'notary' || event.type !== 'notary.muted') return false;
      const target = participantOf(context, event.participantId);
      return !!target && target.admitted && !target.left && target.muted !== event.muted;
    },
    startedForSelf: ({ context }) => context.self.role === 'notary',
    admittedSelf: ({ context, event }) =>
      event.type === 'room.participantAdmitted' && isSelf(context, event.participantId),
    joinedInSession: ({ context, event }) =>
      event.type === 'room.joined' &&
      event.phase === 'inSession' &&
      selfAdmittedIn(context, event.participants),
    joinedRegistering: ({ context, event }) =>
      event.type === 'room.joined' &&
      event.phase === 'registering' &&
      selfAdmittedIn(context, event.participants),
    refusedNoSignature: ({ event }) => event.type === 'room.refused' && event.reason === 'noSignature',
    refusedTimeExpired: ({ event }) => event.type === 'room.refused' && event.reason === 'timeExpired',
    /** Entering `paused` schedules an attempt unless the limit is reached; none scheduled, give up. */
    noReconnectScheduled: ({ context }) => context.nextDelayMs === null,
  },
  actions: {
    notePresence: assign({
      participants: ({ context, event }) =>
        (roomPresenceEventTypes as readonly string[]).includes(event.type)
          ? applyPresence(context.participants, event as RoomPresenceEvent)
          : context.participants,
    }),
    noteJoined: assign({
      participants: ({ context, event }) =>
        event.type === 'room.joined' ? event.participants.map((p) => ({ ...p })) : context.participants,
    }),
    scheduleReconnect: enqueueActions(({ context, enqueue }) => {
      if (context.attempts >= context.policy.reconnectLimit) return;
      const attempt = context.attempts + 1;
      const delayMs = roomReconnectDelay(context.policy, attempt);
      enqueue.assign({ attempts: attempt, nextDelayMs: delayMs });
      enqueue.emit({ type: 'videoRoom.reconnectScheduled', attempt, delayMs });
    }),
    resetAttempts: assign({ attempts: 0, nextDelayMs: null }),
    clearScheduledReconnect: assign({ nextDelayMs: null }),
    clearError: assign({ errorKey: null }),
    issueStart: emit({ type: 'videoRoom.commandIssued' as const, command: { type: 'start' as const } }),
    issueRegister: emit({ type: 'videoRoom.commandIssued' as const, command: { type: 'register' as const } }),
    issueEnd: emit({ type: 'videoRoom.commandIssued' as const, command: { type: 'end' as const } }),
    issueAdmit: emit(({ event }) => {
      if (event.type !== 'notary.admitted') throw new Error(`unexpected ${event.type}`);
      return {
        type: 'videoRoom.commandIssued' as const,
        command: { type: 'admit' as const, participantId: event.participantId },
      };
    }),
    issueMute: emit(({ event }) => {
      if (event.type !== 'notary.muted') throw new Error(`unexpected ${event.type}`);
      return {
        type: 'videoRoom.commandIssued' as const,
        command: { type: 'mute' as const, participantId: event.participantId, muted: event.muted },
      };
    }),
  },
}).createMachine({
  id: 'videoRoom',
  context: ({ input }) => ({
    actId: input.actId,
    self: { participantId: input.participantId, role: input.role },
    mobile: input.mobile,
    checked: input.checked ?? false,
    policy: { ...VIDEO_ROOM_POLICY, ...input.policy },
    participants: [],
    attempts: 0,
    nextDelayMs: null,
    errorKey: null,
    regnum: null,
    outcome: null,
  }),
  initial: 'checking',
  states: {
    // The readiness check's own failures and retry live in the child; the room waits for it.
    checking: {
      tags: ['busy'],
      always: { guard: 'alreadyChecked', target: 'session' },
      invoke: {
        id: 'readiness',
        src: 'readiness',
        input: ({ context }) => ({ mobile: context.mobile, requireSignature: true }),
        onDone: 'session',
      },
      on: { 'call.left': 'left' },
    },
    // One subscription for the whole visit: leaving this state ends it, which the server takes as
    // the participant leaving.
    session: {
      entry: ['resetAttempts', 'clearError'],
      invoke: {
        id: 'signalling',
        src: 'signalling',
        input: ({ context }) => ({ actId: context.actId, participantId: context.self.participantId }),
        onError: {
          target: 'connectionFailed',
          actions: assign({ errorKey: videoErrorKeys.mediaServerConnection }),
        },
      },
      on: {
        'room.participantJoined': { actions: 'notePresence' },
        'room.participantAdmitted': { actions: 'notePresence' },
        'room.participantPaused': { actions: 'notePresence' },
        'room.participantResumed': { actions: 'notePresence' },
        'room.participantMuted': { actions: 'notePresence' },
        'room.participantLeft': { actions: 'notePresence' },
        'room.participantPublished': { actions: 'notePresence' },
        'room.refused': [
          {
            guard: 'refusedNoSignature',
            target: 'refusedNoSignature',
            actions: assign({ errorKey: videoErrorKeys.personalDataNotConfirmed }),
          },
          {
            guard: 'refusedTimeExpired',
            target: 'refusedTimeExpired',
            actions: assign({ errorKey: videoErrorKeys.registrationTimeExpired }),
          },
        ],
        'room.ended': 'ended',
        'call.left': 'left',
      },
      initial: 'joining',
      states: {
        joining: {
          tags: ['busy'],
          on: {
            'room.joined': [
              {
                guard: 'joinedRegistering',
                target: '#videoRoom.session.inRoom.stage.registering',
                actions: 'noteJoined',
              },
              {
                guard: 'joinedInSession',
                target: '#videoRoom.session.inRoom.stage.inSession',
                actions: 'noteJoined',
              },
              { target: '#videoRoom.session.inRoom.stage.lobby', actions: 'noteJoined' },
            ],
          },
          after: {
            joinTimeout: {
              target: '#videoRoom.connectionFailed',
              actions: assign({ errorKey: videoErrorKeys.mediaServerConnection }),
            },
          },
        },
        inRoom: {
          type: 'parallel',
          states: {
            stage: {
              initial: 'lobby',
              states: {
                // Waiting for the notary: to start, for the notary; to be admitted, for a party.
                lobby: {
                  on: {
                    'room.started': { guard: 'startedForSelf', target: 'inSession' },
                    'room.participantAdmitted': {
                      guard: 'admittedSelf',
                      target: 'inSession',
                      actions: 'notePresence',
                    },
                    'notary.started': { guard: 'isNotary', actions: 'issueStart' },
                    'notary.ended': { guard: 'isNotary', actions: 'issueEnd' },
                  },
                },
                inSession: {
                  on: {
                    'room.registrationStarted': { target: 'registering', actions: 'clearError' },
                    'notary.admitted': { guard: 'canAdmit', actions: 'issueAdmit' },
                    'notary.muted': { guard: 'canMute', actions: 'issueMute' },
                    'notary.registered': { guard: 'isNotary', actions: 'issueRegister' },
                    'notary.ended': { guard: 'isNotary', actions: 'issueEnd' },
                  },
                },
                registering: {
                  tags: ['busy'],
                  on: {
                    'room.registered': {
                      target: '#videoRoom.registered',
                      actions: assign({ regnum: ({ event }) => event.regnum }),
                    },
                    'room.registrationFailed': {
                      target: 'inSession',
                      actions: assign({ errorKey: videoErrorKeys.registrationFailed }),
                    },
                  },
                },
              },
            },
            link: {
              initial: 'linked',
              states: {
                // One media connection per visit: leaving `linked` stops the media actor.
                linked: {
                  entry: 'clearScheduledReconnect',
                  invoke: {
                    id: 'media',
                    src: 'media',
                    input: ({ context }) => ({
                      actId: context.actId,
                      participantId: context.self.participantId,
                      attempt: context.attempts,
                    }),
                    onError: 'paused',
                  },
                  on: { 'connection.lost': 'paused' },
                  initial: 'connecting',
                  states: {
                    connecting: {
                      after: { connectTimeout: '#videoRoom.session.inRoom.link.paused' },
                      on: { 'connection.established': 'connected' },
                    },
                    connected: {
                      // Only a link that stays up resets the count, so a flapping one still fails.
                      after: { stableUptime: { actions: 'resetAttempts' } },
                    },
                  },
                },
                paused: {
                  tags: ['paused'],
                  entry: 'scheduleReconnect',
                  always: { guard: 'noReconnectScheduled', target: '#videoRoom.connectionFailed' },
                  after: { reconnectDelay: 'linked' },
                },
              },
            },
          },
        },
      },
    },
    connectionFailed: {
      tags: ['error'],
      on: { 'call.retried': 'session', 'call.left': 'left' },
    },
    refusedNoSignature: {
      type: 'final',
      tags: ['done', 'error'],
      entry: assign({ outcome: 'refused' as const }),
    },
    refusedTimeExpired: {
      type: 'final',
      tags: ['done', 'error'],
      entry: assign({ outcome: 'refused' as const }),
    },
    registered: { type: 'final', tags: ['done'], entry: assign({ outcome: 'registered' as const }) },
    ended: { type: 'final', tags: ['done'], entry: assign({ outcome: 'ended' as const }) },
    left: { type: 'final', tags: ['done'], entry: assign({ outcome: 'left' as const }) },
  },
  output: ({ context }) => ({
    outcome: context.outcome ?? 'left',
    regnum: context.regnum,
    errorKey: context.errorKey,
  }),
});

export type VideoRoomMachine = typeof videoRoomMachine;

/** Every state a snapshot can be in, as xstate/graph names them (the tests reach each one). */
export const videoRoomStateValues = [
  'checking',
  { session: 'joining' },
  { session: { inRoom: { stage: 'lobby', link: { linked: 'connecting' } } } },
  { session: { inRoom: { stage: 'lobby', link: { linked: 'connected' } } } },
  { session: { inRoom: { stage: 'lobby', link: 'paused' } } },
  { session: { inRoom: { stage: 'inSession', link: { linked: 'connecting' } } } },
  { session: { inRoom: { stage: 'inSession', link: { linked: 'connected' } } } },
  { session: { inRoom: { stage: 'inSession', link: 'paused' } } },
  { session: { inRoom: { stage: 'registering', link: { linked: 'connecting' } } } },
  { session: { inRoom: { stage: 'registering', link: { linked: 'connected' } } } },
  { session: { inRoom: { stage: 'registering', link: 'paused' } } },
  'connectionFailed',
  'refusedNoSignature',
  'refusedTimeExpired',
  'registered',
  'ended',
  'left',
] as const;
