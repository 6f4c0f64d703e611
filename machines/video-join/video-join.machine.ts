import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import { type VideoCheckOutput, videoCheckMachine } from '../video-check/video-check.machine';
import type { Quality } from '../video-room/video.constants';

/**
 * The act's video tab before and around the room (issue 11, decision 046): the readiness checks with
 * the signature (section 5), then the participant asks to join; joining signs the ministry's
 * challenge with the person's digital signature and sends it (attendance is written by the
 * ministry), and either the participant is in, or the ministry's refusal is shown with its
 * section-8 message ("personal data not confirmed...", "registration time expired..."). Leaving
 * closes the attendance. The room itself (media, the notary's controls) is machines/video-room,
 * started by the host once `joined` gives it the participant's id.
 */

/** Why a join did not happen, as the host classifies the ministry's typed error: a video-namespace key. */
export interface JoinRefusal {
  errorKey: string;
  /** Values the message names, e.g. the set time of `errors.notOpen`. */
  params?: Record<string, string>;
}

export interface JoinedRoom {
  attendanceId: string;
  role: 'applicant' | 'party' | 'notary';
  /** The act's party the person joined as; null for the notary. Names them in the room. */
  partyId: string | null;
}

/** How the room (machines/video-room) ended for this participant: its output, kept for the tab. */
export interface RoomFinish {
  outcome: 'registered' | 'ended' | 'left' | 'refused';
  regnum: string | null;
  errorKey: string | null;
}

export interface VideoJoinInput {
  actId: string;
  mobile: boolean;
}

export interface VideoJoinContext {
  actId: string;
  mobile: boolean;
  quality: Quality | null;
  joined: JoinedRoom | null;
  refusal: JoinRefusal | null;
  /** The last room's end, shown after it (registered with its number, ended, refused). */
  finished: RoomFinish | null;
}

export type VideoJoinEvent =
  | { type: 'join.requested' }
  | { type: 'call.left' }
  | { type: 'check.restarted' }
  // The room the host ran while joined reached its end: the attendance is closed as on leaving.
  | ({ type: 'room.finished' } & RoomFinish);

const notProvided = placeholders('video-join');

/** An actor's rejection that is not a JoinRefusal is a join that failed for an unknown reason. */
const refusalOf = (error: unknown): JoinRefusal => {
  const candidate = error as Partial<JoinRefusal> | undefined;
  return typeof candidate?.errorKey === 'string'
    ? { errorKey: candidate.errorKey, ...(candidate.params ? { params: candidate.params } : {}) }
    : { errorKey: 'errors.joinFailed' };
};

export const videoJoinMachine = setup({
  types: {
    input: {} as VideoJoinInput,
    context: {} as VideoJoinContext,
    events: {} as VideoJoinEvent,
    tags: {} as 'busy' | 'error' | 'inRoom',
    children: {} as { readiness: 'readiness' },
  },
  actors: {
    readiness: videoCheckMachine,
    /** Challenge → signature (the SignatureProvider) → join; rejects with a JoinRefusal. */
    join: fromPromiseOf<JoinedRoom, { actId: string }>('join'),
    /** Closes this participant's attendance. */
    leave: fromPromiseOf<void, { actId: string; attendanceId: string }>('leave'),
  },
}).createMachine({
  id: 'videoJoin',
  context: ({ input }) => ({
    actId: input.actId,
    mobile: input.mobile,
    quality: null,
    joined: null,
    refusal: null,
    finished: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readiness',
        src: 'readiness',
        input: ({ context }) => ({ mobile: context.mobile, requireSignature: true }),
        onDone: {
          target: 'ready',
          actions: assign({ quality: ({ event }) => (event.output as VideoCheckOutput).quality }),
        },
      },
    },
    ready: {
      on: { 'join.requested': 'joining', 'check.restarted': 'checking' },
    },
    joining: {
      tags: ['busy'],
      entry: assign({ refusal: null, finished: null }),
      invoke: {
        src: 'join',
        input: ({ context }) => ({ actId: context.actId }),
        onDone: { target: 'joined', actions: assign({ joined: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    joined: {
      tags: ['inRoom'],
      on: {
        'call.left': 'leaving',
        'room.finished': {
          target: 'leaving',
          actions: assign({
            finished: ({ event }) => ({
              outcome: event.outcome,
              regnum: event.regnum,
              errorKey: event.errorKey,
            }),
          }),
        },
      },
    },
    leaving: {
      tags: ['busy', 'inRoom'],
      invoke: {
        src: 'leave',
        input: ({ context }) => ({ actId: context.actId, attendanceId: context.joined?.attendanceId ?? '' }),
        // Left either way: an attendance the ministry could not close ends with the room's own leave.
        onDone: { target: 'left', actions: assign({ joined: null }) },
        onError: { target: 'left', actions: assign({ joined: null }) },
      },
    },
    left: {
      on: { 'join.requested': 'joining', 'check.restarted': 'checking' },
    },
    refused: {
      tags: ['error'],
      on: { 'join.requested': 'joining', 'check.restarted': 'checking' },
    },
  },
});

function fromPromiseOf<Output, Input>(name: string) {
  return fromPromise<Output, Input>(notProvided(name));
}

export type VideoJoinMachine = typeof videoJoinMachine;
