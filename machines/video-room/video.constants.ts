/**
 * The video conference's numbers (specification, sections 5 and 9) and the message keys the video
 * machines name (section 8), written once: the readiness check, the room, the ministry and the
 * views read them from here. Keys are relative to the `video` namespace (locales/<locale>/video.json).
 */

/** Section 9: "Camera minimum 640x480, user-facing. Bandwidth min 2 Mb/s, recommended 4." */
export const VIDEO_LIMITS = Object.freeze({
  cameraMinWidth: 640,
  cameraMinHeight: 480,
  /** Section 9: "Mobile video aspect 3:4" (portrait: width 3, height 4). */
  mobileAspect: Object.freeze({ width: 3, height: 4 }),
  bandwidthMinMbps: 2,
  bandwidthRecommendedMbps: 4,
  /** Section 9: "Connection quality scale 0 to 5." */
  qualityMin: 0,
  qualityMax: 5,
} as const);

export type Quality = 0 | 1 | 2 | 3 | 4 | 5;
export const qualities: readonly Quality[] = [0, 1, 2, 3, 4, 5];

/**
 * The lowest bandwidth (Mb/s) of each quality from 1 up: below 0.5 is 0 (no usable connection),
 * 3 starts at the 2 Mb/s minimum and 4 at the 4 Mb/s recommended, so "enough" and "recommended"
 * are the scale's own steps and no view compares megabits again.
 */
export const QUALITY_FLOORS_MBPS: readonly [number, number, number, number, number] = Object.freeze([
  0.5,
  1,
  VIDEO_LIMITS.bandwidthMinMbps,
  VIDEO_LIMITS.bandwidthRecommendedMbps,
  8,
]) as readonly [number, number, number, number, number];

/** Bandwidth in Mb/s → the section-9 quality 0..5. Anything not a finite, positive number is 0. */
export function qualityOf(mbps: number): Quality {
  if (!Number.isFinite(mbps) || mbps <= 0) return 0;
  let quality = 0;
  for (const floor of QUALITY_FLOORS_MBPS) if (mbps >= floor) quality += 1;
  return quality as Quality;
}

/** The quality at which the 2 Mb/s minimum is met. */
export const QUALITY_MINIMUM = qualityOf(VIDEO_LIMITS.bandwidthMinMbps);
/** The quality at which the 4 Mb/s recommendation is met. */
export const QUALITY_RECOMMENDED = qualityOf(VIDEO_LIMITS.bandwidthRecommendedMbps);

export const meetsMinimum = (quality: Quality) => quality >= QUALITY_MINIMUM;
export const meetsRecommended = (quality: Quality) => quality >= QUALITY_RECOMMENDED;

/** Bits transferred over milliseconds → Mb/s (10^6 bits per second), as a speed test reports it. */
export function megabitsPerSecond(bytes: number, elapsedMs: number): number {
  if (!(elapsedMs > 0) || !(bytes >= 0)) return 0;
  return (bytes * 8) / (elapsedMs * 1000);
}

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * The picture a participant's tile shows from a camera frame: on a desktop the whole frame; on a
 * mobile the largest 3:4 portrait crop of it (section 9), which the view shows with `object-fit:
 * cover`. A phone held upright delivers 480x640 or more; one that delivers 1280x720 landscape
 * still yields a 540x720 crop.
 */
export function usablePicture(frame: FrameSize, mobile: boolean): FrameSize {
  if (!mobile) return { width: frame.width, height: frame.height };
  const { width: aw, height: ah } = VIDEO_LIMITS.mobileAspect;
  // The widest crop of height h has width h * 3/4; if the frame is narrower, width bounds it.
  const byHeight = Math.floor((frame.height * aw) / ah);
  if (byHeight <= frame.width) return { width: byHeight, height: frame.height };
  return { width: frame.width, height: Math.floor((frame.width * ah) / aw) };
}

/**
 * Section 5: a webcam of at least 640x480. A desktop frame must be at least 640 wide and 480 high
 * in either orientation (a rotated 480x640 webcam is as good); a mobile's 3:4 portrait crop at
 * least 480 wide and 640 high.
 */
export function cameraMeetsMinimum(frame: FrameSize, mobile: boolean): boolean {
  const { cameraMinWidth, cameraMinHeight } = VIDEO_LIMITS;
  if (mobile) {
    const picture = usablePicture(frame, true);
    return picture.width >= cameraMinHeight && picture.height >= cameraMinWidth;
  }
  const long = Math.max(frame.width, frame.height);
  const short = Math.min(frame.width, frame.height);
  return long >= cameraMinWidth && short >= cameraMinHeight;
}

/**
 * What the camera is asked for (getUserMedia's video constraints, plain data): the section-9 minimum
 * as `min`, user-facing, and on a mobile the 3:4 portrait aspect.
 */
export function cameraRequest(mobile: boolean) {
  const { cameraMinWidth: w, cameraMinHeight: h, mobileAspect } = VIDEO_LIMITS;
  return mobile
    ? {
        facingMode: 'user',
        width: { min: h, ideal: 720 },
        height: { min: w, ideal: 960 },
        aspectRatio: { ideal: mobileAspect.width / mobileAspect.height },
      }
    : { facingMode: 'user', width: { min: w, ideal: 1280 }, height: { min: h, ideal: 720 } };
}

/**
 * Section 8's video messages, plus the two refusals and the readiness errors, by the cause the
 * device layer reports. `microphoneSilent` and `bandwidthLow` are ours: section 8 names no message
 * for a microphone that hears nothing or a connection below 2 Mb/s, and "no microphone" or
 * "connection not ready" would send the user looking for the wrong fault.
 */
export const videoErrorKeys = Object.freeze({
  noWebcam: 'errors.noWebcam',
  webcamBlocked: 'errors.webcamBlocked',
  noMicrophone: 'errors.noMicrophone',
  deviceInUse: 'errors.deviceInUse',
  permissionDenied: 'errors.permissionDenied',
  unknownDevice: 'errors.unknownDevice',
  cameraBelowMinimum: 'errors.cameraBelowMinimum',
  mediaServerConnection: 'errors.mediaServerConnection',
  cameraNotReady: 'errors.cameraNotReady',
  videoNotReady: 'errors.videoNotReady',
  connectionNotReady: 'errors.connectionNotReady',
  microphoneSilent: 'errors.microphoneSilent',
  bandwidthLow: 'errors.bandwidthLow',
  personalDataNotConfirmed: 'errors.personalDataNotConfirmed',
  registrationTimeExpired: 'errors.registrationTimeExpired',
  registrationFailed: 'errors.registrationFailed',
} as const);
export type VideoErrorKey = (typeof videoErrorKeys)[keyof typeof videoErrorKeys];

/** The quality scale's names, one per step. */
export const qualityKeys: Readonly<Record<Quality, string>> = Object.freeze({
  0: 'quality.0',
  1: 'quality.1',
  2: 'quality.2',
  3: 'quality.3',
  4: 'quality.4',
  5: 'quality.5',
});
