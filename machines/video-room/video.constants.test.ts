import { describe, expect, it } from 'vitest';
import {
  cameraMeetsMinimum,
  cameraRequest,
  meetsMinimum,
  meetsRecommended,
  megabitsPerSecond,
  QUALITY_MINIMUM,
  QUALITY_RECOMMENDED,
  qualities,
  qualityOf,
  usablePicture,
  VIDEO_LIMITS,
} from './video.constants';

describe('section 9 constants', () => {
  it('holds the specification numbers', () => {
    expect(VIDEO_LIMITS).toMatchObject({
      cameraMinWidth: 640,
      cameraMinHeight: 480,
      mobileAspect: { width: 3, height: 4 },
      bandwidthMinMbps: 2,
      bandwidthRecommendedMbps: 4,
      qualityMin: 0,
      qualityMax: 5,
    });
    expect(qualities).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('bandwidth → quality 0..5', () => {
  it.each([
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [-1, 0],
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [0.99, 1],
    [1, 2],
    [1.99, 2],
    [2, 3],
    [3.99, 3],
    [4, 4],
    [7.99, 4],
    [8, 5],
    [1000, 5],
  ])('%s Mb/s is quality %s', (mbps, quality) => {
    expect(qualityOf(mbps)).toBe(quality);
  });

  it('the 2 Mb/s minimum is quality 3 and the 4 Mb/s recommendation quality 4', () => {
    expect(QUALITY_MINIMUM).toBe(3);
    expect(QUALITY_RECOMMENDED).toBe(4);
    expect(meetsMinimum(qualityOf(1.999))).toBe(false);
    expect(meetsMinimum(qualityOf(2))).toBe(true);
    expect(meetsRecommended(qualityOf(3.999))).toBe(false);
    expect(meetsRecommended(qualityOf(4))).toBe(true);
  });

  it('the scale never leaves 0..5 and never goes down as bandwidth grows', () => {
    let previous = 0;
    for (let mbps = 0; mbps <= 20; mbps += 0.01) {
      const quality = qualityOf(mbps);
      expect(quality).toBeGreaterThanOrEqual(previous);
      expect(quality).toBeLessThanOrEqual(5);
      previous = quality;
    }
    expect(previous).toBe(5);
  });

  it('a speed test’s bytes over milliseconds are megabits per second', () => {
    expect(megabitsPerSecond(250_000, 1_000)).toBe(2);
    expect(megabitsPerSecond(1_000_000, 2_000)).toBe(4);
    expect(megabitsPerSecond(1_000, 0)).toBe(0);
    expect(megabitsPerSecond(-5, 10)).toBe(0);
  });
});

describe('camera minimum 640x480, 3:4 on a mobile', () => {
  it.each([
    [{ width: 640, height: 480 }, true],
    [{ width: 1280, height: 720 }, true],
    [{ width: 480, height: 640 }, true],
    [{ width: 639, height: 480 }, false],
    [{ width: 640, height: 479 }, false],
    [{ width: 640, height: 360 }, false],
    [{ width: 320, height: 240 }, false],
  ])('desktop %o passes: %s', (frame, passes) => {
    expect(cameraMeetsMinimum(frame, false)).toBe(passes);
  });

  it.each([
    // Upright phones.
    [{ width: 480, height: 640 }, true],
    [{ width: 720, height: 1280 }, true],
    // A landscape 720p frame still yields a 540x720 portrait crop.
    [{ width: 1280, height: 720 }, true],
    // A 640x480 landscape frame crops to 360x480: below the minimum.
    [{ width: 640, height: 480 }, false],
    [{ width: 479, height: 640 }, false],
    [{ width: 480, height: 639 }, false],
  ])('mobile %o passes: %s', (frame, passes) => {
    expect(cameraMeetsMinimum(frame, true)).toBe(passes);
  });

  it('the mobile picture is the largest 3:4 portrait crop', () => {
    expect(usablePicture({ width: 1280, height: 720 }, true)).toEqual({ width: 540, height: 720 });
    expect(usablePicture({ width: 480, height: 1000 }, true)).toEqual({ width: 480, height: 640 });
    expect(usablePicture({ width: 1280, height: 720 }, false)).toEqual({ width: 1280, height: 720 });
  });

  it('asks the camera for the minimum, user-facing, portrait on a mobile', () => {
    expect(cameraRequest(false)).toMatchObject({
      facingMode: 'user',
      width: { min: 640 },
      height: { min: 480 },
    });
    expect(cameraRequest(true)).toMatchObject({
      facingMode: 'user',
      width: { min: 480 },
      height: { min: 640 },
      aspectRatio: { ideal: 0.75 },
    });
  });
});
