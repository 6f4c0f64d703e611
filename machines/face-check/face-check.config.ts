import { z } from 'zod';

/**
 * Limits of the face check (specification, section 9). They come from Query.clientConfig so a
 * test server can shorten the overall limit without another build.
 */
export const faceCheckConfigSchema = z.object({
  faceCheckLimitMs: z.number().int().positive(),
  faceCheckStartDelayMs: z.number().int().nonnegative(),
  frameIntervalMs: z.number().int().positive(),
});

export type FaceCheckConfig = z.infer<typeof faceCheckConfigSchema>;

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
