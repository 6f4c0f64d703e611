/**
 * Every threshold of the face-ID server in one place (docs/decisions/006-face-id.md explains each
 * value, docs/decisions/068-presentation-attack-detection.md the challenge and the attack evidence).
 * Sizes and positions are shares of the frame, angles are degrees, luma is 0..255.
 */
export type PolicyName = 'sandbox' | 'standard';

/** What a challenge may ask after the centre step: the specification's own guidance vocabulary (section 8). */
export const actionSteps = ['turnLeft', 'turnRight', 'chinUp', 'chinDown', 'eyesClosed'] as const;
export type ActionStep = (typeof actionSteps)[number];
export type StepName = 'center' | ActionStep;

/**
 * Thresholds a production deployment must not loosen (docs/decisions/068): each bound in the
 * direction that keeps attacks out. The production profile compares the resolved policy with the
 * standard one key by key.
 */
export const attackBounds: Partial<Record<keyof LivenessPolicy, 'atLeast' | 'atMost'>> = {
  framesPerStep: 'atLeast',
  minFaceScore: 'atLeast',
  minFaceWidth: 'atLeast',
  turnYaw: 'atLeast',
  chinPitch: 'atLeast',
  closedEyes: 'atMost',
  minActions: 'atLeast',
  maxActions: 'atLeast',
  minReactionMs: 'atLeast',
  stepTimeoutMs: 'atMost',
  minBoxIou: 'atLeast',
  maxCentreShift: 'atMost',
  maxStepFaceDistance: 'atMost',
  maxPlanarFit: 'atMost',
  maxChromaRipple: 'atMost',
  maxSpectralPeaks: 'atMost',
  maxGlare: 'atMost',
  minAntispoofScore: 'atLeast',
  minLivenessScore: 'atLeast',
  maxFaceDistance: 'atMost',
};

/**
 * Whether a threshold of `policy` reads Human's anti-spoofing or liveness score: only then do the
 * workers run those two models (decision 073).
 */
export function readsScores(policy: LivenessPolicy): boolean {
  return policy.minAntispoofScore > 0 || policy.minLivenessScore > 0;
}

/** The keys of `attackBounds` where `policy` is looser than the standard policy's value. */
export function loosenedThresholds(policy: LivenessPolicy): (keyof LivenessPolicy)[] {
  const standard = policies.standard;
  return (Object.keys(attackBounds) as (keyof LivenessPolicy)[]).filter((key) => {
    const [value, bound] = [policy[key] as number, standard[key] as number];
    return attackBounds[key] === 'atLeast' ? value < bound : value > bound;
  });
}

export interface LivenessPolicy {
  /**
   * sandbox: a centre step only (a fake camera shows a still photograph); standard: the centre, then
   * a random challenge of head poses and closed eyes drawn per session (docs/decisions/068).
   */
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
  /**
   * A turn step is done when the yaw has moved this far from the person's own straight yaw (the
   * median of the centre step's good frames) in the asked direction.
   */
  turnYaw: number;
  /** Likewise for the chin steps, in pitch. */
  chinPitch: number;
  /** |yaw| beyond this during a centre step: 63 / 66 "look straight". */
  straightYaw: number;
  /** |roll| beyond this: 21 / 22 "head tilted too far". */
  maxRoll: number;
  /** Both eyes' openness (eyelid gap over eye width) at or below this: the eyes are closed. */
  closedEyes: number;
  /** Either eye's openness below this in the centre step: 61 "open your eyes" (the best shot needs them open). */
  openEyes: number;
  /** The fewest and the most actions (poses, closed eyes) drawn after the centre step (standard). */
  minActions: number;
  maxActions: number;
  /**
   * Frames that arrive sooner than this after a step was announced do not count for it: nobody
   * reacts to an instruction faster, and a stream prepared in advance does not wait.
   */
  minReactionMs: number;
  /** A step not done this long after it was announced ends the session (ERROR timeout). */
  stepTimeoutMs: number;
  /**
   * Largest descriptor distance between the centre step's best shot and the frame that completed
   * each later step: the same face all through (a photograph swapped for another person's is not).
   */
  maxStepFaceDistance: number;
  /**
   * Largest planar fit (engine.ts FrameComparison) of a pose step's frame against the best shot: a
   * photograph turned or tilted to fake a pose is explained by one plane, a head is not.
   */
  maxPlanarFit: number;
  /** Chroma ripple of the face box above this: 33 "low face image quality" (a screen's moiré, a print's dots). */
  maxChromaRipple: number;
  /** Spectral peaks of the face box above this: 33 (periodic texture: screen pixels, halftone). */
  maxSpectralPeaks: number;
  /** Share of saturated face-box pixels above this: 7 "glare". */
  maxGlare: number;
  /** Human's anti-spoofing score below this: 33. 0 disables it (docs/decisions/068: it did not separate). */
  minAntispoofScore: number;
  /** Human's liveness score below this: 33. 0 disables it. */
  minLivenessScore: number;
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
  turnYaw: 8,
  chinPitch: 8,
  straightYaw: 12,
  maxRoll: 25,
  closedEyes: 0.13,
  openEyes: 0.17,
  minActions: 2,
  maxActions: 3,
  minReactionMs: 400,
  stepTimeoutMs: 20_000,
  maxStepFaceDistance: 0.55,
  maxPlanarFit: 0.9,
  maxChromaRipple: 0.8,
  maxSpectralPeaks: 0.25,
  maxGlare: 0.08,
  minAntispoofScore: 0,
  minLivenessScore: 0,
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
  if (
    !Number.isInteger(policy.minActions) ||
    !Number.isInteger(policy.maxActions) ||
    policy.minActions < 1 ||
    policy.minActions > policy.maxActions ||
    policy.maxActions > actionSteps.length
  ) {
    throw new Error(`actions must satisfy 1 <= minActions <= maxActions <= ${actionSteps.length}`);
  }
  if (policy.closedEyes >= policy.openEyes) throw new Error('closedEyes must be below openEyes');
  return policy;
}
