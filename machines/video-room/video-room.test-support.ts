import { createActor, type EventObject, fromCallback, SimulatedClock } from 'xstate';
import { passingVideoCheck } from '../video-check/video-check.test-support';
import {
  type RoomCommand,
  type RoomMediaInput,
  type RoomServerEvent,
  type RoomSignallingInput,
  type VideoRoomEmitted,
  type VideoRoomEvent,
  type VideoRoomPolicy,
  videoRoomMachine,
} from './video-room.machine';
import type { RoomParticipant, RoomRole } from './video-room.presence';
import { selectVideoRoom } from './video-room.select';

export const ACT = 'act-7f3c';
export const NOTARY = 'p-notary';
export const BUYER = 'p-buyer';
export const SELLER = 'p-seller';

export const notaryOf = (over: Partial<RoomParticipant> = {}): RoomParticipant => ({
  participantId: NOTARY,
  role: 'notary',
  admitted: true,
  paused: false,
  muted: false,
  left: false,
  mediaId: null,
  ...over,
});
export const partyOf = (participantId: string, over: Partial<RoomParticipant> = {}): RoomParticipant => ({
  participantId,
  role: 'party',
  admitted: false,
  paused: false,
  muted: false,
  left: false,
  mediaId: null,
  ...over,
});

interface Handle<I> {
  input: I;
  sendBack: (event: VideoRoomEvent) => void;
  stopped: boolean;
}

export interface RoomOptions {
  role?: RoomRole;
  participantId?: string;
  policy?: Partial<VideoRoomPolicy>;
  signature?: boolean;
  signallingFails?: boolean;
  /** The host ran the readiness checks already (the act's video tab). */
  checked?: boolean;
}

/** One participant's room as the browser runs it, with the ministry and the media link faked. */
export function startRoom(options: RoomOptions = {}) {
  const role = options.role ?? 'party';
  const participantId = options.participantId ?? (role === 'notary' ? NOTARY : BUYER);
  const clock = new SimulatedClock();
  const subscriptions: Handle<RoomSignallingInput>[] = [];
  const links: Handle<RoomMediaInput>[] = [];
  const machine = videoRoomMachine.provide({
    actors: {
      readiness: passingVideoCheck(options.signature ?? true),
      signalling: fromCallback<EventObject, RoomSignallingInput>(({ input, sendBack }) => {
        if (options.signallingFails) throw new Error('socket refused');
        const handle = {
          input,
          sendBack: sendBack as Handle<RoomSignallingInput>['sendBack'],
          stopped: false,
        };
        subscriptions.push(handle);
        return () => {
          handle.stopped = true;
        };
      }),
      media: fromCallback<EventObject, RoomMediaInput>(({ input, sendBack }) => {
        const handle = { input, sendBack: sendBack as Handle<RoomMediaInput>['sendBack'], stopped: false };
        links.push(handle);
        return () => {
          handle.stopped = true;
        };
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      actId: ACT,
      participantId,
      role,
      mobile: false,
      checked: options.checked,
      policy: options.policy,
    },
    clock,
  });
  const emitted: VideoRoomEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const last = <T>(list: T[], what: string): T => {
    const item = list.at(-1);
    if (!item) throw new Error(`no ${what} yet`);
    return item;
  };
  return {
    actor,
    clock,
    subscriptions,
    links,
    emitted,
    participantId,
    view: () => selectVideoRoom(actor.getSnapshot()),
    value: () => actor.getSnapshot().value,
    server: (event: RoomServerEvent) => last(subscriptions, 'subscription').sendBack(event),
    linkUp: () => last(links, 'media link').sendBack({ type: 'connection.established' }),
    linkDown: () => last(links, 'media link').sendBack({ type: 'connection.lost' }),
    commands: (): RoomCommand[] =>
      emitted.flatMap((event) => (event.type === 'videoRoom.commandIssued' ? [event.command] : [])),
    reconnects: () =>
      emitted.flatMap((event) =>
        event.type === 'videoRoom.reconnectScheduled'
          ? [{ attempt: event.attempt, delayMs: event.delayMs }]
          : [],
      ),
  };
}

export type RoomHarness = ReturnType<typeof startRoom>;
