import { describe, expect, it } from 'vitest';
import { rtpClock, strictlyIncreasing } from '../../ministry/video/media/webm-pipeline';

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
