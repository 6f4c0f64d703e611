/**
 * Every threshold of the face-ID server in one place (docs/decisions/006-face-id.md explains each
 * value). Sizes and positions are shares of the frame, angles are degrees, luma is 0..255.
 */
export type PolicyName = 'sandbox' | 'standard';

export interface LivenessPolicy {
  /** sandbox: a centre step only (a fake camera shows a still photograph); standard: centre, then both turns. */
  name: PolicyName;
  /** A liveness session ends with ERROR timeout this long after CONNECT. */
  timeoutMs: number;
  /** The server's heart-beat interval (STOMP negotiation may lengthen it, never shorten it). */
  heartbeatMs: number;
  /** Consecutive good frames each challenge step needs. */
  framesPerStep: number;
  /** Detections below this face score are not faces (a baboon gave 0.62 and 0.44). */
  minFaceScore: number;
  /** Face box width / frame width below this: 12 "closer". */
  minFaceWidth: number;
  /** Below this: 13 "closer" (far too small). */
  tooFarFaceWidth: number;
  /** Above this: 38 "farther". */
  maxFaceWidth: number;
  /** Largest horizontal distance of the face centre from the frame centre, as a share of the width. */
  maxOffsetX: number;
  /** Largest vertical distance from the frame centre, as a share of the height (faces sit high: looser). */
  maxOffsetY: number;
  /** Mean luma of the face box below this: 5 "more light". */
  minLuma: number;
  /** Above this: 4 "less light". */
  maxLuma: number;
  /** Laplacian variance of the face box (128x128) below this: 3 "blurred". */
  minSharpness: number;
  /** |yaw| at or beyond this completes a turn step. */
  turnYaw: number;
  /** |yaw| beyond this during a centre step: 63 / 66 "look straight". */
  straightYaw: number;
  /** Consecutive face boxes overlapping less than this (IoU) are a jump. */
  minBoxIou: number;
  /** A face centre moving more than this many face widths between frames is a jump. */
  maxCentreShift: number;
  /** Largest decoded image in bytes: beyond it ERROR image_too_large. */
  maxImageBytes: number;
  /** Frames of one session being analysed at once; more are skipped so one client cannot fill the pool. */
  maxFramesInFlight: number;
  /**
   * Euclidean distance of face-api recognition descriptors at or below which two photographs show
   * the same person (docs/decisions/027-face-recognition.md).
   */
  maxFaceDistance: number;
}

const common: Omit<LivenessPolicy, 'name'> = {
  timeoutMs: 123_000,
  heartbeatMs: 3000,
  framesPerStep: 3,
  minFaceScore: 0.7,
  minFaceWidth: 0.18,
  tooFarFaceWidth: 0.1,
  maxFaceWidth: 0.7,
  maxOffsetX: 0.2,
  maxOffsetY: 0.3,
  minLuma: 55,
  maxLuma: 200,
  minSharpness: 50,
  turnYaw: 18,
  straightYaw: 12,
  minBoxIou: 0.3,
  maxCentreShift: 0.5,
  maxImageBytes: 3 * 1024 * 1024,
  maxFramesInFlight: 2,
  maxFaceDistance: 0.5,
};

export const policies: Record<PolicyName, LivenessPolicy> = {
  sandbox: { name: 'sandbox', ...common },
  standard: { name: 'standard', ...common },
};

const numericKeys = (Object.keys(common) as (keyof typeof common)[]).filter(
  (key) => typeof common[key] === 'number',
);

/** `minFaceWidth` -> `LIVENESS_MIN_FACE_WIDTH`. */
export function envName(key: keyof LivenessPolicy): string {
  return `LIVENESS_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/**
 * Defaults of the named policy (`LIVENESS_POLICY`, default sandbox), then any `LIVENESS_*` number
 * from the environment, then `overrides`. A malformed value is an error at start, not a silent default.
 */
export function resolvePolicy(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<LivenessPolicy> = {},
): LivenessPolicy {
  const name = overrides.name ?? env.LIVENESS_POLICY ?? 'sandbox';
  if (name !== 'sandbox' && name !== 'standard') {
    throw new Error(`LIVENESS_POLICY must be sandbox or standard, not ${JSON.stringify(name)}`);
  }
  const policy: LivenessPolicy = { ...policies[name] };
  for (const key of numericKeys) {
    const raw = env[envName(key)];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`${envName(key)} must be a non-negative number`);
    policy[key] = value;
  }
  Object.assign(policy, overrides, { name });
  if (policy.framesPerStep < 1) throw new Error('framesPerStep must be at least 1');
  if (policy.tooFarFaceWidth > policy.minFaceWidth || policy.minFaceWidth >= policy.maxFaceWidth) {
    throw new Error('face widths must satisfy tooFarFaceWidth <= minFaceWidth < maxFaceWidth');
  }
  return policy;
}
