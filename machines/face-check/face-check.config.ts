/**
 * Limits of the face check (specification, section 9), in milliseconds. They come from
 * Query.clientConfig (typed by the schema) so a test server can shorten the overall limit without
 * another build.
 */
export interface FaceCheckConfig {
  faceCheckLimitMs: number;
  faceCheckStartDelayMs: number;
  frameIntervalMs: number;
}

export const defaultFaceCheckConfig: FaceCheckConfig = {
  faceCheckLimitMs: 123_000,
  faceCheckStartDelayMs: 3_000,
  frameIntervalMs: 300,
};

/** What the camera is asked for: at least 640x480, user-facing (section 9). */
export const cameraConstraints = { width: 640, height: 480, facingMode: 'user' } as const;

/** JPEG quality of a captured frame (section 9). */
export const frameQuality = 0.6;
export const frameContentType = 'image/jpeg';
