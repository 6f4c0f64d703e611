import { isAbsolute } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { maxRecordId } from '../../machines/fields/record-id';
import type { Database } from '../db/database';
import { notarialActs, videoAttendance, videoRecordings } from '../db/schema';

// The recordings of a video act (issue 11): one row per finished file of one participant's segment,
// registered by the media server when it closes the file (finalised, or marked incomplete when it
// could not finish it). This module knows nothing of the media code: the shape below is the contract.

export const retentionYears = 10;

/** What the media server reports of a finished file (room = the act's uuid, participant = attendance id). */
export const finishedRecordingSchema = z.object({
  room: z.uuid(),
  participant: z.number().int().min(1).max(maxRecordId),
  segment: z.number().int().min(0).max(32_767),
  path: z.string().min(1).max(1024).refine(isAbsolute, 'path must be absolute'),
  startedAt: z.union([z.date(), z.iso.datetime({ offset: true })]),
  endedAt: z.union([z.date(), z.iso.datetime({ offset: true })]),
  bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  complete: z.boolean(),
  hasAudio: z.boolean(),
  hasVideo: z.boolean(),
});
export type FinishedRecording = z.input<typeof finishedRecordingSchema>;

export class RecordingRejected extends Error {
  override name = 'RecordingRejected';
}

/** The day ten years after `at` (UTC date), the recording's retention date. */
export function retentionUntil(at: Date): string {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + retentionYears);
  return until.toISOString().slice(0, 10);
}

/**
 * Registers a finished file: the participant must be a join of the room's act. The same segment
 * registered again (an incomplete file the media server finalised later) replaces the earlier row.
 * Answers the recording's id, which `/files/{id}` downloads.
 */
export async function registerRecording(db: Database, input: FinishedRecording): Promise<string> {
  const parsed = finishedRecordingSchema.safeParse(input);
  if (!parsed.success) throw new RecordingRejected(`invalid recording: ${parsed.error.issues[0]?.message}`);
  const file = parsed.data;
  const startedAt = new Date(file.startedAt);
  const endedAt = new Date(file.endedAt);
  if (endedAt < startedAt) throw new RecordingRejected('invalid recording: ends before it starts');
  const [attendance] = await db
    .select({ id: videoAttendance.id, actId: videoAttendance.actId })
    .from(videoAttendance)
    .innerJoin(notarialActs, eq(notarialActs.id, videoAttendance.actId))
    .where(and(eq(videoAttendance.id, file.participant), eq(notarialActs.uuid, file.room.toLowerCase())));
  if (!attendance) throw new RecordingRejected('invalid recording: the participant did not join this room');
  const values = {
    actId: attendance.actId,
    attendanceId: attendance.id,
    segment: file.segment,
    path: file.path,
    startedAt: startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
    bytes: file.bytes,
    sha256: file.sha256,
    complete: file.complete,
    hasAudio: file.hasAudio,
    hasVideo: file.hasVideo,
    retentionUntil: retentionUntil(endedAt),
  };
  const [row] = await db
    .insert(videoRecordings)
    .values(values)
    .onConflictDoUpdate({
      target: [videoRecordings.attendanceId, videoRecordings.segment],
      set: {
        path: values.path,
        startedAt: values.startedAt,
        endedAt: values.endedAt,
        bytes: values.bytes,
        sha256: values.sha256,
        complete: values.complete,
        hasAudio: values.hasAudio,
        hasVideo: values.hasVideo,
        retentionUntil: values.retentionUntil,
      },
    })
    .returning({ id: videoRecordings.id });
  return row!.id;
}

export interface RecordingItem {
  id: string;
  attendanceId: number;
  role: string;
  partyId: number | null;
  segment: number;
  startedAt: string;
  endedAt: string;
  bytes: number;
  sha256: string;
  complete: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  retentionUntil: string;
  /** The gateway's download address (same access rule as the print form). */
  url: string;
}

/** The act's recordings in the order they started; incomplete ones are listed as such. */
export async function recordingsOf(db: Database, actId: number): Promise<RecordingItem[]> {
  const rows = await db
    .select({
      recording: videoRecordings,
      role: videoAttendance.role,
      partyId: videoAttendance.partyId,
    })
    .from(videoRecordings)
    .innerJoin(videoAttendance, eq(videoAttendance.id, videoRecordings.attendanceId))
    .where(eq(videoRecordings.actId, actId))
    .orderBy(asc(videoRecordings.startedAt), asc(videoRecordings.attendanceId), asc(videoRecordings.segment));
  return rows.map(({ recording: r, role, partyId }) => ({
    id: r.id,
    attendanceId: r.attendanceId,
    role,
    partyId,
    segment: r.segment,
    startedAt: r.startedAt,
    endedAt: r.endedAt,
    bytes: r.bytes,
    sha256: r.sha256,
    complete: r.complete,
    hasAudio: r.hasAudio,
    hasVideo: r.hasVideo,
    retentionUntil: r.retentionUntil,
    url: `/files/${r.id}`,
  }));
}

const contentTypes: Record<string, string> = {
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp4: 'video/mp4',
};

/** The content type of a recording file by its extension. */
export function recordingContentType(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}
