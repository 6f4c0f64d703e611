import { z } from 'zod';
import {
  ActRole,
  VideoClient,
  VideoRoomEventType,
  VideoRoomPhase,
  VideoRoomRefusal,
  VideoRoomRole,
} from '../generated/schema-types.js';

// Shapes of the ministry's video answers (docs/contracts.md, "The video conference's identity,
// attendance and recordings"; decision 045). Ids become strings (GraphQL ID).

const id = z.union([z.string(), z.number()]).transform(String);
const role = z.enum(ActRole);

export const videoChallengeSchema = z.object({
  challengeId: id,
  challenge: z.string(),
  expiresAt: z.string(),
});

export const videoJoinSchema = z.object({
  attendanceId: id,
  room: id,
  role,
  partyId: id.nullish(),
  joinedAt: z.string(),
});

export const videoLeaveSchema = z.object({ attendanceId: id, leftAt: z.string() });

export const videoAttendanceSchema = z.object({
  me: z.object({ role, partyId: id.nullish() }).nullable(),
  attendance: z.array(
    z.object({
      id,
      role,
      partyId: id.nullish(),
      client: z.enum(VideoClient),
      joinedAt: z.string(),
      leftAt: z.string().nullish(),
    }),
  ),
});

export const videoRecordingsSchema = z.array(
  z.object({
    id,
    attendanceId: id,
    role,
    partyId: id.nullish(),
    segment: z.number().int(),
    startedAt: z.string(),
    endedAt: z.string(),
    bytes: z.number(),
    sha256: z.string(),
    complete: z.boolean(),
    hasAudio: z.boolean(),
    hasVideo: z.boolean(),
    retentionUntil: z.string(),
    url: z.string(),
  }),
);

export const sandboxSignatureSchema = z.object({ signature: z.string(), algorithm: z.string() });

// The live room (decision 047): the ministry's RoomServerEvent (machines/video-room) as JSON on its
// SSE stream, checked here and handed on as schema/video.graphql's VideoRoomEvent (type as the enum).

const participantId = z.string().min(1).max(64);
const roomParticipantSchema = z.object({
  participantId,
  role: z.enum(VideoRoomRole),
  admitted: z.boolean(),
  paused: z.boolean(),
  muted: z.boolean(),
  left: z.boolean(),
  mediaId: id.nullable(),
});
const about = { participantId };

/** One event of the ministry's room stream, as VideoRoomEvent. */
export const videoRoomEventSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('room.joined'),
      phase: z.enum(VideoRoomPhase),
      participants: z.array(roomParticipantSchema).max(64),
    }),
    z.object({ type: z.literal('room.refused'), reason: z.enum(VideoRoomRefusal) }),
    z.object({ type: z.literal('room.started') }),
    z.object({ type: z.literal('room.registrationStarted') }),
    z.object({ type: z.literal('room.registrationFailed') }),
    z.object({ type: z.literal('room.registered'), regnum: z.string().max(64) }),
    z.object({ type: z.literal('room.ended') }),
    z.object({ type: z.literal('room.participantJoined'), participant: roomParticipantSchema }),
    z.object({ type: z.literal('room.participantAdmitted'), ...about }),
    z.object({ type: z.literal('room.participantPaused'), ...about }),
    z.object({ type: z.literal('room.participantResumed'), ...about }),
    z.object({ type: z.literal('room.participantMuted'), ...about, muted: z.boolean() }),
    z.object({ type: z.literal('room.participantLeft'), ...about }),
    z.object({ type: z.literal('room.participantPublished'), ...about, mediaId: id }),
  ])
  .transform(({ type, ...fields }) => ({
    ...fields,
    type: z.enum(VideoRoomEventType).parse(type.slice('room.'.length)),
  }));
export type VideoRoomEventUpdate = z.output<typeof videoRoomEventSchema>;

export const videoSdpAnswerSchema = z.object({ sdp: z.string().min(1) });
export const videoTestSessionSchema = z.object({ sessionId: z.string().min(1), sdp: z.string().min(1) });
