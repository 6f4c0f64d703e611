import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { files, notarialActs, videoRecordings } from '../db/schema';

type FileRow = typeof files.$inferSelect;
type VideoRecordingRow = typeof videoRecordings.$inferSelect;

// The downloads behind GET /files/{id} (print forms, refusal resolutions, video recordings): each
// found by its id with the act it belongs to, so the route can apply the act's access rule.

/** A stored file (print form, resolution) and its act's uuid; undefined when no file has the id. */
export async function storedFile(
  db: Database,
  id: string,
): Promise<{ file: FileRow; uuid: string } | undefined> {
  const [row] = await db
    .select({ file: files, uuid: notarialActs.uuid })
    .from(files)
    .innerJoin(notarialActs, eq(notarialActs.id, files.actId))
    .where(eq(files.id, id));
  return row;
}

/** A video recording and its act; undefined when no recording has the id. */
export async function storedRecording(
  db: Database,
  id: string,
): Promise<{ recording: VideoRecordingRow; uuid: string; actId: number } | undefined> {
  const [row] = await db
    .select({ recording: videoRecordings, uuid: notarialActs.uuid, actId: notarialActs.id })
    .from(videoRecordings)
    .innerJoin(notarialActs, eq(notarialActs.id, videoRecordings.actId))
    .where(eq(videoRecordings.id, id));
  return row;
}

/** The size of a recording's file on the recording volume; null when it is gone (moved, expired). */
export async function recordingSize(path: string): Promise<number | null> {
  return stat(path).then(
    (s) => (s.isFile() ? s.size : null),
    () => null,
  );
}
