import type { Client } from 'urql';
import type { RoomServerEvent } from '../../../../machines/video-room/video-room.machine';
import type { RoomParticipant } from '../../../../machines/video-room/video-room.presence';
import type { VideoRoomSubscription as VideoRoomResult } from '../../../gql/graphql';
import { fromFailingCallback } from './failing-callback';
import { VideoRoomSubscription } from './room.documents';

/** One event of the `videoRoom` subscription as the gateway sends it. */
export type WireRoomEvent = VideoRoomResult['videoRoom'];
type WireParticipant = NonNullable<WireRoomEvent['participant']>;

/** A room event without the fields its type promises: the gateway broke the contract. */
export class MalformedRoomEvent extends Error {
  constructor(type: string, field: string) {
    super(`room event ${type} lacks ${field}`);
    this.name = 'MalformedRoomEvent';
  }
}

const participantOf = (wire: WireParticipant): RoomParticipant => ({
  participantId: wire.participantId,
  role: wire.role,
  admitted: wire.admitted,
  paused: wire.paused,
  muted: wire.muted,
  left: wire.left,
  mediaId: wire.mediaId ?? null,
});

function required<T>(value: T | null | undefined, type: string, field: string): T {
  if (value === null || value === undefined) throw new MalformedRoomEvent(type, field);
  return value;
}

/** The gateway's event (its `type` an enum) as the room machine's `room.<type>` event. */
export function roomServerEventOf(wire: WireRoomEvent): RoomServerEvent {
  const { type } = wire;
  const id = () => required(wire.participantId, type, 'participantId');
  switch (type) {
    case 'joined':
      return {
        type: 'room.joined',
        phase: required(wire.phase, type, 'phase'),
        participants: required(wire.participants, type, 'participants').map(participantOf),
      };
    case 'refused':
      return { type: 'room.refused', reason: required(wire.reason, type, 'reason') };
    case 'started':
      return { type: 'room.started' };
    case 'registrationStarted':
      return { type: 'room.registrationStarted' };
    case 'registrationFailed':
      return { type: 'room.registrationFailed' };
    case 'registered':
      return { type: 'room.registered', regnum: required(wire.regnum, type, 'regnum') };
    case 'ended':
      return { type: 'room.ended' };
    case 'participantJoined':
      return {
        type: 'room.participantJoined',
        participant: participantOf(required(wire.participant, type, 'participant')),
      };
    case 'participantAdmitted':
      return { type: 'room.participantAdmitted', participantId: id() };
    case 'participantPaused':
      return { type: 'room.participantPaused', participantId: id() };
    case 'participantResumed':
      return { type: 'room.participantResumed', participantId: id() };
    case 'participantMuted':
      return {
        type: 'room.participantMuted',
        participantId: id(),
        muted: required(wire.muted, type, 'muted'),
      };
    case 'participantLeft':
      return { type: 'room.participantLeft', participantId: id() };
    case 'participantPublished':
      return {
        type: 'room.participantPublished',
        participantId: id(),
        // The id travels in mediaId; a gateway that sends the participant instead is read the same.
        mediaId: required(wire.mediaId ?? wire.participant?.mediaId, type, 'mediaId'),
      };
  }
}

/**
 * The events to give the room machine, in order, for the subscription's stream. The first `joined`
 * passes as it is. graphql-ws subscribes again by itself after the socket comes back, and the
 * ministry answers with a fresh `joined`, which the machine only takes while joining: a later one
 * is replayed as the presence and phase events that bring an open room up to date (each one a
 * no-op where nothing changed).
 */
export function roomEventMapper(): (wire: WireRoomEvent) => RoomServerEvent[] {
  let joined = false;
  return (wire) => {
    const event = roomServerEventOf(wire);
    if (event.type !== 'room.joined') return [event];
    if (!joined) {
      joined = true;
      return [event];
    }
    const replay: RoomServerEvent[] = [];
    for (const participant of event.participants) {
      replay.push({ type: 'room.participantJoined', participant });
      if (participant.admitted) {
        replay.push({ type: 'room.participantAdmitted', participantId: participant.participantId });
      }
    }
    if (event.phase !== 'lobby') replay.push({ type: 'room.started' });
    if (event.phase === 'registering') replay.push({ type: 'room.registrationStarted' });
    return replay;
  };
}

/** The room's signalling actor: the `videoRoom` subscription; its error is the actor's. */
export function roomSignalling(client: Pick<Client, 'subscription'>, attendanceId: string) {
  return fromFailingCallback<{ actId: string; participantId: string }>(({ input, sendBack, fail }) => {
    const map = roomEventMapper();
    const { unsubscribe } = client
      .subscription(VideoRoomSubscription, { uuid: input.actId, attendanceId })
      .subscribe((result) => {
        if (result.error) {
          fail(result.error);
          return;
        }
        if (!result.data) return;
        try {
          for (const event of map(result.data.videoRoom)) sendBack(event);
        } catch (error) {
          fail(error);
        }
      });
    return unsubscribe;
  });
}
