/**
 * Recording through the media server (decision 043): what ffprobe, Debian's standard tool, sees in
 * the files; a drop and a rejoin give two playable segments.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createMediaServer,
  type MediaEvent,
  type MediaServer,
  type RecordingFile,
} from '../../ministry/video/media';
import {
  createPublisher,
  decodeErrors,
  ffprobe,
  requireFfmpeg,
  until,
} from '../../scripts/support/media-peers';

let dir: string;
let server: MediaServer;
const events: MediaEvent[] = [];

beforeAll(() => {
  requireFfmpeg();
  dir = mkdtempSync(join(tmpdir(), 'media-recording-'));
  server = createMediaServer({ recordingsDir: dir, host: '127.0.0.1' });
  server.on((event) => events.push(event));
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function expectPlayable(file: RecordingFile, seconds: number) {
  expect(file.complete).toBe(true);
  expect(file.path.endsWith('.webm')).toBe(true);
  expect(file.hasAudio && file.hasVideo).toBe(true);
  const bytes = readFileSync(file.path);
  expect(file.bytes).toBe(bytes.length);
  expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  const probe = ffprobe(file.path);
  expect(probe.format.format_name).toContain('webm');
  expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual([
    'audio:opus',
    'video:vp8',
  ]);
  const duration = Number(probe.format.duration);
  expect(
    Math.abs(duration - seconds),
    `${file.participant}.${file.segment}: ${duration} s recorded, ${seconds} s published`,
  ).toBeLessThan(2);
  expect(decodeErrors(file.path)).toBe('');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('records each participant’s VP8 and Opus into a WebM as long as the media, and a rejoin into a second segment', async () => {
  const notary = await createPublisher();
  const party = await createPublisher();
  try {
    await notary.accept(await server.publish('act7', 'notary', notary.offer));
    await party.accept(await server.publish('act7', 'party', party.offer));
    // Published media: from when both publishers' ffmpeg produce both kinds.
    await until(
      () => [notary, party].every((p) => p.produced.firstAudioAt && p.produced.firstVideoAt),
      'media',
    );
    server.startRecording('act7');
    // Published media is counted in media time (ffmpeg's Opus packets of 20 ms), not wall time:
    // on a loaded machine ffmpeg falls behind the clock.
    const notaryAt = notary.produced.audio;
    const partyAt = party.produced.audio;
    await sleep(6000);

    // The party drops (its connection closes) and comes back with a new connection.
    await server.leave('act7', 'party');
    const firstPartSeconds = (party.produced.audio - partyAt) * 0.02;
    await party.close();
    const partyAgain = await createPublisher();
    try {
      await partyAgain.accept(await server.publish('act7', 'party', partyAgain.offer));
      await until(
        () => partyAgain.produced.firstAudioAt > 0 && partyAgain.produced.firstVideoAt > 0,
        'media again',
      );
      const rejoinedAt = partyAgain.produced.audio;
      await until(
        () => readdirSync(join(dir, 'act7')).some((n) => n.startsWith('party.seg2.')),
        'the second segment',
      );
      await sleep(5000);
      const files = await server.stopRecording('act7');
      const total = (notary.produced.audio - notaryAt) * 0.02;
      const secondPartSeconds = (partyAgain.produced.audio - rejoinedAt) * 0.02;

      const byName = Object.fromEntries(files.map((f) => [`${f.participant}.${f.segment}`, f]));
      expect(Object.keys(byName).sort()).toEqual(['notary.1', 'party.1', 'party.2']);
      expectPlayable(byName['notary.1'] as RecordingFile, total);
      expectPlayable(byName['party.1'] as RecordingFile, firstPartSeconds);
      expectPlayable(byName['party.2'] as RecordingFile, secondPartSeconds);
      expect(files.every((f) => f.room === 'act7' && f.startedAt <= f.endedAt)).toBe(true);
      // Events announced each file, and nothing is left half-written.
      expect(events.filter((e) => e.type === 'recording.finished')).toHaveLength(3);
      expect(readdirSync(join(dir, 'act7')).filter((n) => !n.endsWith('.webm'))).toEqual([]);
      await server.leave('act7', 'party');
    } finally {
      await partyAgain.close();
    }
    await server.leave('act7', 'notary');
  } finally {
    await notary.close();
    await party.close();
  }
}, 180_000);

it('graceful close finalises the open segments', async () => {
  const local = mkdtempSync(join(tmpdir(), 'media-close-'));
  const closing = createMediaServer({ recordingsDir: local, host: '127.0.0.1' });
  const finished: RecordingFile[] = [];
  closing.on((event) => {
    if (event.type === 'recording.finished') finished.push(event.file);
  });
  const camera = await createPublisher();
  try {
    await camera.accept(await closing.publish('r', 'p', camera.offer));
    await until(() => camera.produced.firstAudioAt > 0 && camera.produced.firstVideoAt > 0, 'media');
    closing.startRecording('r');
    const audioAt = camera.produced.audio;
    await until(
      () => existsSync(join(local, 'r')) && readdirSync(join(local, 'r')).length > 0,
      'a segment file',
    );
    await sleep(4000);
    await closing.close();
    expect(finished).toHaveLength(1);
    expectPlayable(finished[0] as RecordingFile, (camera.produced.audio - audioAt) * 0.02);
  } finally {
    await camera.close();
    rmSync(local, { recursive: true, force: true });
  }
}, 120_000);
