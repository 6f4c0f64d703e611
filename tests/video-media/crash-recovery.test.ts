/**
 * A ministry that dies mid-recording never leaves a file reported complete that a player cannot
 * open (decision 043): the media server runs in a child process, is killed with SIGKILL while
 * recording, and recoverRecordings finalises or marks each leftover. The same part cut at many
 * points (a crash at any byte) is recovered too, and every file called complete must pass ffprobe
 * and decode without error. SIGTERM, the graceful stop, finalises.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RecordingFile, recoverRecordings } from '../../ministry/video/media';
import {
  createPublisher,
  decodeErrors,
  ffprobe,
  type MediaChild,
  requireFfmpeg,
  startMediaChild,
  until,
} from '../../scripts/support/media-peers';

let dir: string;

beforeAll(() => {
  requireFfmpeg();
  dir = mkdtempSync(join(tmpdir(), 'media-crash-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function expectSound(file: RecordingFile) {
  const probe = ffprobe(file.path);
  expect(probe.streams.length).toBeGreaterThan(0);
  expect(Number(probe.format.duration)).toBeGreaterThan(0);
  expect(decodeErrors(file.path)).toBe('');
}

/** Records in a child until its part file has `bytes`, then stops the child with `signal`. */
async function recordThenStop(recordingsDir: string, signal: NodeJS.Signals, bytes: number): Promise<void> {
  const media: MediaChild = await startMediaChild(recordingsDir);
  const camera = await createPublisher();
  try {
    await camera.accept(await media.call<string>('publish', 'room', 'alice', camera.offer));
    media.call('startRecording', 'room');
    const roomDir = join(recordingsDir, 'room');
    const size = () => {
      try {
        return readdirSync(roomDir).reduce((sum, name) => sum + statSync(join(roomDir, name)).size, 0);
      } catch {
        return 0;
      }
    };
    await until(() => size() > bytes, `${bytes} bytes recorded`, 30_000);
    const exited = new Promise((resolve) => media.child.once('exit', resolve));
    media.child.kill(signal);
    await exited;
  } finally {
    if (media.child.exitCode === null && media.child.signalCode === null) media.child.kill('SIGKILL');
    await camera.close();
  }
}

it('after SIGKILL mid-recording, recovery finalises the part or reports it incomplete, never a bad file as complete', async () => {
  const killed = join(dir, 'killed');
  await recordThenStop(killed, 'SIGKILL', 150_000);
  const parts = readdirSync(join(killed, 'room'));
  expect(parts).toHaveLength(1);
  expect(parts[0]).toMatch(/^alice\.seg1\.\d+\.webm\.part$/);

  // The same crash at many other moments: the part cut at 0 bytes, inside the header, inside a
  // frame, on a cluster boundary and at random points.
  const part = readFileSync(join(killed, 'room', parts[0] as string));
  const cuts = join(dir, 'cuts');
  const cutRoom = join(cuts, 'room');
  mkdirSync(cutRoom, { recursive: true });
  const offsets = [0, 1, 20, 60, 100, 150, 200, 300, 400, 1000, 5000, part.length - 1, part.length];
  for (let i = 0; i < 12; i++) offsets.push(Math.floor(Math.random() * part.length));
  offsets.forEach((offset, i) => {
    writeFileSync(
      join(cutRoom, `cut${i}.seg1.${1_700_000_000_000 + offset}.webm.part`),
      part.subarray(0, offset),
    );
  });
  copyFileSync(join(killed, 'room', parts[0] as string), join(cutRoom, `whole.seg1.1700000000000.webm.part`));

  const recovered = [...(await recoverRecordings(killed)), ...(await recoverRecordings(cuts))];
  expect(recovered).toHaveLength(offsets.length + 2);
  const killedFile = recovered.find((f) => f.participant === 'alice');
  expect(killedFile?.complete).toBe(true);
  expect(killedFile?.hasVideo && killedFile.hasAudio).toBe(true);
  for (const file of recovered) {
    if (file.complete) {
      expect(file.path.endsWith('.webm')).toBe(true);
      expectSound(file);
    } else {
      expect(file.path.endsWith('.webm.incomplete')).toBe(true);
    }
  }
  // Tiny cuts cannot hold a frame: those must be the incomplete ones.
  const tiny = recovered.filter(
    (f) => f.startedAt.getTime() - 1_700_000_000_000 <= 300 && f.participant.startsWith('cut'),
  );
  expect(tiny.length).toBeGreaterThan(0);
  expect(tiny.every((f) => !f.complete)).toBe(true);
  // Nothing is left as a part, and a second recovery has nothing to do.
  expect(readdirSync(cutRoom).some((n) => n.endsWith('.part'))).toBe(false);
  expect(await recoverRecordings(cuts)).toEqual([]);
}, 180_000);

it('SIGTERM (the graceful stop) finalises the open file before the process ends', async () => {
  const graceful = join(dir, 'graceful');
  await recordThenStop(graceful, 'SIGTERM', 100_000);
  const names = readdirSync(join(graceful, 'room'));
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^alice\.seg1\.\d+\.webm$/);
  const probe = ffprobe(join(graceful, 'room', names[0] as string));
  expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
  expect(decodeErrors(join(graceful, 'room', names[0] as string))).toBe('');
  expect(await recoverRecordings(graceful)).toEqual([]);
}, 120_000);
