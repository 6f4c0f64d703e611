import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaStreamTrack } from 'werift';
import { SegmentRecorder } from '../../ministry/video/media/recording';
import { rtpClock, strictlyIncreasing } from '../../ministry/video/media/webm-pipeline';
import { decodeErrors, requireFfmpeg } from '../../scripts/support/media-peers';

const dir = mkdtempSync(join(tmpdir(), 'webm-pipeline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the recorder clock', () => {
  it('times 30 fps video exactly, where adding truncated steps would fall behind', () => {
    const clock = rtpClock(90_000);
    let time = 0;
    for (let frame = 0; frame <= 900; frame++) time = clock(1_000 + frame * 3_000);
    // 900 frames of 33.3 ms: 30 s, where summing whole milliseconds (33) gives 29.7 s.
    expect(time).toBe(30_000);
  });

  it('goes on across the 32-bit timestamp wrapping', () => {
    const clock = rtpClock(48_000);
    expect(clock(2 ** 32 - 960)).toBe(0);
    expect(clock(0)).toBe(20);
    expect(clock(960)).toBe(40);
  });

  it('follows a timestamp that steps back', () => {
    const clock = rtpClock(48_000);
    clock(96_000);
    expect(clock(48_000)).toBe(-1_000);
  });
});

describe('strictly increasing frame times', () => {
  it('moves a frame at or behind the previous one a millisecond after it, and the rest with it', () => {
    const next = strictlyIncreasing();
    expect([0, 33, 33, 66, 40, 73, 100].map(next)).toEqual([0, 33, 34, 67, 68, 101, 128]);
  });

  it('leaves times that already increase alone', () => {
    const next = strictlyIncreasing();
    expect([5, 6, 100, 1_000].map(next)).toEqual([5, 6, 100, 1_000]);
  });
});

describe('a segment', () => {
  it('that got no frame before it finished leaves no file and no recording', async () => {
    const tracks = [new MediaStreamTrack({ kind: 'video' }), new MediaStreamTrack({ kind: 'audio' })];
    const startedAt = new Date();
    const segment = await SegmentRecorder.start({
      recordingsDir: dir,
      room: 'empty',
      participant: '7',
      tracks,
      startedAt,
    });
    expect(readdirSync(join(dir, 'empty'))).toEqual([`7.seg1.${startedAt.getTime()}.webm.part`]);
    expect(await segment.finish(new Date())).toBeUndefined();
    expect(readdirSync(join(dir, 'empty'))).toEqual([]);
  });
});

describe('the decode check', () => {
  /** A VP8 WebM of 30 fps whose frame 30 comes `gapMs` after frame 29 (the rest 33 ms apart). */
  function encode(name: string, gapMs: number): string {
    requireFfmpeg();
    const path = join(dir, name);
    const pts = `(N*33+if(eq(N\\,30)\\,${gapMs - 33}\\,0))/1000/TB`;
    const result = spawnSync(
      'ffmpeg',
      [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=r=30:d=2:s=160x120'],
        ...['-vf', `settb=1/1000,setpts=${pts}`, '-fps_mode', 'passthrough', '-enc_time_base', '1:1000'],
        ...['-c:v', 'libvpx', '-lag-in-frames', '0', '-auto-alt-ref', '0', '-deadline', 'realtime', path],
      ],
      { encoding: 'utf8' },
    );
    // ffmpeg's own muxer says so when the file it writes holds two frames at the same time.
    if (result.status !== 0) throw new Error(result.stderr);
    return path;
  }

  it('passes two frames 3 ms apart, as a loaded machine bunches a camera’s (not a tick of 1/30 s)', () => {
    expect(decodeErrors(encode('bunched.webm', 3))).toBe('');
  });

  it('reports two frames at the same time', () => {
    expect(decodeErrors(encode('same-time.webm', 0))).toMatch(/non monotonically increasing dts/);
  });
});
