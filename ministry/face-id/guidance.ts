import type { DetectedFace, FrameAnalysis } from './engine';
import type { LivenessPolicy, StepName } from './policy';

export type { StepName } from './policy';

/** Guidance codes of the specification's section 8 that the server emits. */
export const Code = {
  blurred: 3,
  lessLight: 4,
  moreLight: 5,
  noFace: 8,
  oneFaceOnly: 9,
  closer: 12,
  muchCloser: 13,
  cameraLower: 14,
  cameraLeft: 15,
  cameraHigher: 16,
  cameraRight: 17,
  glare: 7,
  headTiltedRight: 21,
  headTiltedLeft: 22,
  lowFaceQuality: 33,
  farther: 38,
  openEyes: 61,
  closeEyes: 62,
  lookStraightFromLeft: 63,
  turnHeadRight: 64,
  turnHeadLeft: 65,
  lookStraightFromRight: 66,
  raiseChin: 67,
  lowerChin: 68,
} as const;

/** The instruction that asks for each step: the client shows it as the step's text (section 8). */
export const stepInstruction: Record<StepName, number> = {
  center: Code.lookStraightFromLeft,
  turnLeft: Code.turnHeadLeft,
  turnRight: Code.turnHeadRight,
  chinUp: Code.raiseChin,
  chinDown: Code.lowerChin,
  eyesClosed: Code.closeEyes,
};

/** The person's own straight pose: the median yaw and pitch of the centre step's good frames. */
export interface Baseline {
  yaw: number;
  pitch: number;
}

export interface FaceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Guidance {
  /** Most important first: the client shows only the first. */
  errors: number[];
  faceRect: FaceRect | null;
  /** The one face when there is exactly one. */
  face: DetectedFace | null;
}

export function toRect(box: readonly [number, number, number, number]): FaceRect {
  return { x: box[0], y: box[1], width: box[2], height: box[3] };
}

/**
 * Codes for one analysed frame while `step` is pending. Order: presence (8, 9), distance (13/12,
 * 38), position (14-17), light (5/4), sharpness (3), the image evidence of a screen or a print
 * (7, 33), the head's tilt (21/22), open eyes in the centre step (61), then what the step asks: the
 * pose relative to the person's own straight pose (`baseline`, known after the centre step), or the
 * closed eyes with the head within the poses' thresholds of that straight pose. Light comes before
 * sharpness because a dark face also has a low Laplacian variance.
 */
export function guide(
  analysis: FrameAnalysis,
  policy: LivenessPolicy,
  step: StepName,
  baseline: Baseline | null = null,
): Guidance {
  const [first] = analysis.faces;
  if (!first) return { errors: [Code.noFace], faceRect: null, face: null };
  if (analysis.faces.length > 1)
    return { errors: [Code.oneFaceOnly], faceRect: toRect(first.box), face: null };
  const face = first;
  const errors: number[] = [];
  const [x, y, w, h] = face.box;

  const widthShare = w / analysis.width;
  if (widthShare < policy.tooFarFaceWidth) errors.push(Code.muchCloser);
  else if (widthShare < policy.minFaceWidth) errors.push(Code.closer);
  else if (widthShare > policy.maxFaceWidth) errors.push(Code.farther);

  // The frame is the camera's own image, not the mirrored preview the user sees: a face in the
  // image's left half sits to the user's right of the camera's axis, so the camera must go right.
  const offsetX = (x + w / 2) / analysis.width - 0.5;
  const offsetY = (y + h / 2) / analysis.height - 0.5;
  if (offsetY < -policy.maxOffsetY) errors.push(Code.cameraHigher);
  else if (offsetY > policy.maxOffsetY) errors.push(Code.cameraLower);
  if (offsetX < -policy.maxOffsetX) errors.push(Code.cameraRight);
  else if (offsetX > policy.maxOffsetX) errors.push(Code.cameraLeft);

  const stats = analysis.stats;
  if (stats) {
    if (stats.luma < policy.minLuma) errors.push(Code.moreLight);
    else if (stats.luma > policy.maxLuma) errors.push(Code.lessLight);
    else if (stats.sharpness < policy.minSharpness) errors.push(Code.blurred);
    // The presentation-attack evidence (docs/decisions/068) only in the standard policy: the
    // sandbox's fake camera shows a photograph on purpose.
    if (policy.name === 'standard') {
      if (stats.glare > policy.maxGlare) errors.push(Code.glare);
      else if (
        stats.chromaRipple > policy.maxChromaRipple ||
        stats.spectralPeaks > policy.maxSpectralPeaks ||
        (face.real ?? 0) < policy.minAntispoofScore ||
        (face.live ?? 0) < policy.minLivenessScore
      )
        errors.push(Code.lowFaceQuality);
    }
  }

  // Positive roll: the head tilted towards the image's right (docs/decisions/068 measured the sign).
  if (face.roll > policy.maxRoll) errors.push(Code.headTiltedRight);
  else if (face.roll < -policy.maxRoll) errors.push(Code.headTiltedLeft);

  const closed = face.eyes[0] <= policy.closedEyes && face.eyes[1] <= policy.closedEyes;
  const open = face.eyes[0] >= policy.openEyes && face.eyes[1] >= policy.openEyes;
  if (step === 'eyesClosed') {
    // The eyes close with the head where it was at the centre: a lowered chin narrows the eyes as the
    // camera sees them, and a turn or a tilt is another step's answer. A frame that answers a pose
    // step never answers this one, so a recording of one challenge cannot answer a closed-eyes step
    // of another with its lowered chin (docs/decisions/131).
    if (baseline) {
      const yaw = face.yaw - baseline.yaw;
      const pitch = face.pitch - baseline.pitch;
      if (yaw >= policy.turnYaw) errors.push(Code.lookStraightFromLeft);
      else if (yaw <= -policy.turnYaw) errors.push(Code.lookStraightFromRight);
      else if (pitch >= policy.chinPitch) errors.push(Code.raiseChin);
      else if (pitch <= -policy.chinPitch) errors.push(Code.lowerChin);
    }
    if (!closed) errors.push(Code.closeEyes);
    return { errors, faceRect: toRect(face.box), face };
  }
  // Only the centre step wants the eyes open (its best shot is matched with the registry photograph):
  // a lowered chin or a laugh narrows the eyes as the camera sees them.
  if (step === 'center' && !open) errors.push(Code.openEyes);

  // Positive yaw: the head turned to the subject's own left (the detector reads camera.png, a man
  // looking to his right, as -44 degrees). Negative pitch: the chin raised.
  if (step === 'center' || !baseline) {
    if (Math.abs(face.yaw) > policy.straightYaw)
      errors.push(face.yaw > 0 ? Code.lookStraightFromLeft : Code.lookStraightFromRight);
  } else {
    const yaw = face.yaw - baseline.yaw;
    const pitch = face.pitch - baseline.pitch;
    if (step === 'turnLeft' && yaw < policy.turnYaw) errors.push(Code.turnHeadLeft);
    else if (step === 'turnRight' && yaw > -policy.turnYaw) errors.push(Code.turnHeadRight);
    else if (step === 'chinUp' && pitch > -policy.chinPitch) errors.push(Code.raiseChin);
    else if (step === 'chinDown' && pitch < policy.chinPitch) errors.push(Code.lowerChin);
  }
  return { errors, faceRect: toRect(face.box), face };
}

export function iou(a: FaceRect, b: FaceRect): number {
  const left = Math.max(a.x, b.x);
  const top = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  const overlap = Math.max(0, right - left) * Math.max(0, bottom - top);
  const union = a.width * a.height + b.width * b.height - overlap;
  return union > 0 ? overlap / union : 0;
}

/** Distance between the two boxes' centres in widths of the earlier box. */
export function centreShift(previous: FaceRect, current: FaceRect): number {
  const dx = current.x + current.width / 2 - (previous.x + previous.width / 2);
  const dy = current.y + current.height / 2 - (previous.y + previous.height / 2);
  return Math.hypot(dx, dy) / Math.max(1, previous.width);
}
