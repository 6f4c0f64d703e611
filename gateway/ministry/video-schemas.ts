import { z } from 'zod';
import { ActRole, VideoClient } from '../generated/schema-types.js';

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
