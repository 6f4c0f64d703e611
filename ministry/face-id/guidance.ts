import type { DetectedFace, FrameAnalysis } from './engine';
import type { LivenessPolicy } from './policy';

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
  farther: 38,
  lookStraightFromLeft: 63,
  turnHeadRight: 64,
  turnHeadLeft: 65,
  lookStraightFromRight: 66,
} as const;

export type StepName = 'center' | 'turnLeft' | 'turnRight';

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
 * 38), position (14-17), light (5/4), sharpness (3), then the head pose the step asks for. Light
 * comes before sharpness because a dark face also has a low Laplacian variance.
 */
export function guide(analysis: FrameAnalysis, policy: LivenessPolicy, step: StepName): Guidance {
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
  }

  // Positive yaw: the head turned to the subject's own left (the detector reads camera.png, a man
  // looking to his right, as -44 degrees).
  if (step === 'center' && Math.abs(face.yaw) > policy.straightYaw) {
    errors.push(face.yaw > 0 ? Code.lookStraightFromLeft : Code.lookStraightFromRight);
  } else if (step === 'turnLeft' && face.yaw < policy.turnYaw) {
    errors.push(Code.turnHeadLeft);
  } else if (step === 'turnRight' && face.yaw > -policy.turnYaw) {
    errors.push(Code.turnHeadRight);
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
