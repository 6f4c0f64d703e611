/**
 * One participant's segment on disk (decision 043). Written as `<participant>.seg<N>.<startMs>.webm.part`
 * under `<recordingsDir>/<room>/`; finalising renames it to `.webm` (complete) or `.webm.incomplete`.
 * The name carries everything recovery needs, so no sidecar file can disagree with the media.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { MediaStreamTrack } from 'werift';
import type { RecordingFile } from './types';
import { finaliseWebm } from './webm-finalise';
import { type WebmPipeline, webmPipeline } from './webm-pipeline';

const partSuffix = '.webm.part';
const namePattern = /^([A-Za-z0-9_-]{1,64})\.seg(\d{1,6})\.(\d{1,15})\.webm(\.part|\.incomplete)?$/;

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The next segment number of a participant in a room folder: one past every file already there. */
export async function nextSegment(roomDir: string, participant: string): Promise<number> {
  const names = await readdir(roomDir).catch(() => [] as string[]);
  let last = 0;
  for (const name of names) {
    const match = namePattern.exec(name);
    if (match && match[1] === participant) last = Math.max(last, Number(match[2]));
  }
  return last + 1;
}

/**
 * Finalises a `.part` file: complete files become `.webm`, the rest `.webm.incomplete`, and the
 * checksum is of the file as it is then stored.
 */
export async function finaliseSegment(partPath: string, endedAt?: Date): Promise<RecordingFile> {
  const name = basename(partPath);
  const match = namePattern.exec(name);
  if (!match || !name.endsWith(partSuffix)) throw new Error(`not a recording part: ${name}`);
  const room = basename(dirname(partPath));
  const result = await finaliseWebm(partPath).catch((error: unknown) => ({
    complete: false,
    problem: String(error),
    hasAudio: false,
    hasVideo: false,
  }));
  const ended = endedAt ?? (await stat(partPath)).mtime;
  const finalPath = result.complete
    ? partPath.slice(0, -'.part'.length)
    : `${partPath.slice(0, -'.part'.length)}.incomplete`;
  await rename(partPath, finalPath);
  const info = await stat(finalPath);
  return {
    room,
    participant: match[1] as string,
    segment: Number(match[2]),
    path: finalPath,
    startedAt: new Date(Number(match[3])),
    endedAt: ended,
    bytes: info.size,
    sha256: await sha256(finalPath),
    complete: result.complete,
    hasAudio: result.hasAudio,
    hasVideo: result.hasVideo,
  };
}

/**
 * Start-up recovery: every `.part` left by a process that died is finalised or reported incomplete.
 * Finalised and incomplete files are left alone, so running it twice reports nothing new.
 */
export async function recoverRecordings(recordingsDir: string): Promise<RecordingFile[]> {
  const recovered: RecordingFile[] = [];
  const rooms = await readdir(recordingsDir, { withFileTypes: true }).catch(() => []);
  for (const room of rooms) {
    if (!room.isDirectory()) continue;
    const roomDir = join(recordingsDir, room.name);
    for (const name of await readdir(roomDir)) {
      if (name.endsWith(partSuffix) && namePattern.test(name))
        recovered.push(await finaliseSegment(join(roomDir, name)));
    }
  }
  return recovered;
}

/** Records one participant's tracks into a `.part` file until `finish`. */
export class SegmentRecorder {
  private readonly pipeline: WebmPipeline;
  private writes: Promise<unknown> = Promise.resolve();
  private stopping = false;
  private blocks = 0;
  private failed: unknown;

  private constructor(
    readonly partPath: string,
    private readonly handle: FileHandle,
    tracks: MediaStreamTrack[],
  ) {
    this.pipeline = webmPipeline(tracks, { width: 640, height: 480 }, (output) => {
      // Cues and the end of line are finaliseWebm's, written the same way after a stop as after a
      // crash.
      if (this.stopping || !output.saveToFile || output.kind === 'cuePoints') return;
      if (output.kind === 'block') this.blocks += 1;
      const chunk = output.saveToFile;
      this.writes = this.writes.then(() =>
        this.handle.write(chunk).catch((error: unknown) => {
          this.failed = error;
        }),
      );
    });
  }

  static async start(options: {
    recordingsDir: string;
    room: string;
    participant: string;
    tracks: MediaStreamTrack[];
    startedAt: Date;
  }): Promise<SegmentRecorder> {
    const roomDir = join(options.recordingsDir, options.room);
    await mkdir(roomDir, { recursive: true });
    const segment = await nextSegment(roomDir, options.participant);
    const partPath = join(
      roomDir,
      `${options.participant}.seg${segment}.${options.startedAt.getTime()}${partSuffix}`,
    );
    const handle = await open(partPath, 'wx');
    return new SegmentRecorder(partPath, handle, options.tracks);
  }

  /**
   * Stops taking media, flushes what was written and finalises the file. A segment that got no frame
   * (it stopped before the sender's first keyframe, as a reconnection cut short or a call ended right
   * after a join can) held no media: its file is removed and there is no recording to list, rather than
   * an "incomplete" one that lost nothing. A crash's part is another matter: recovery cannot know what
   * it held, so it reports a part without a frame as incomplete (recoverRecordings).
   */
  async finish(endedAt: Date): Promise<RecordingFile | undefined> {
    this.stopping = true;
    this.pipeline.stop();
    await this.writes;
    await this.handle.close();
    if (this.blocks === 0 && this.failed === undefined) {
      await rm(this.partPath, { force: true });
      return undefined;
    }
    return finaliseSegment(this.partPath, endedAt);
  }

  get error(): unknown {
    return this.failed;
  }
}
