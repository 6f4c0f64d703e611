import type { FrameAnalysis } from './engine';
import { centreShift, type FaceRect, guide, iou, type StepName } from './guidance';
import type { LivenessPolicy } from './policy';

export interface ChallengePosition {
  step: StepName;
  /** 1-based. */
  index: number;
  of: number;
}

export interface FrameVerdict {
  errors: number[];
  faceRect: FaceRect | null;
  /** The frame counted toward the current step. */
  isOk: boolean;
  /** The step this frame was judged against. */
  challenge: ChallengePosition;
  /** The frame broke the run of good frames (no face, several faces, a jump, or any guidance code). */
  reset: boolean;
  /** The frame is the best so far for the best shot. */
  best: boolean;
  /** Every step is done: the session succeeded with this frame. */
  completed: boolean;
}

/** The steps of a challenge: the centre first (it also yields the best shot), then the turns in random order. */
export function challengeSteps(policy: LivenessPolicy, random: () => number = Math.random): StepName[] {
  if (policy.name === 'sandbox') return ['center'];
  return random() < 0.5 ? ['center', 'turnLeft', 'turnRight'] : ['center', 'turnRight', 'turnLeft'];
}

/**
 * The liveness rule of one session, fed analysed frames in arrival order. Each step needs
 * `framesPerStep` consecutive good frames; every frame must show exactly one face whose box is
 * continuous with the previous face box (a photograph swapped in front of the camera jumps).
 */
export class LivenessChallenge {
  private index = 0;
  private progress = 0;
  private lastBox: FaceRect | null = null;
  private bestScore = Number.NEGATIVE_INFINITY;

  constructor(
    readonly steps: readonly StepName[],
    private readonly policy: LivenessPolicy,
  ) {
    if (steps.length === 0) throw new Error('a challenge needs at least one step');
  }

  get done(): boolean {
    return this.index >= this.steps.length;
  }

  get position(): ChallengePosition {
    const index = Math.min(this.index, this.steps.length - 1);
    return { step: this.steps[index]!, index: index + 1, of: this.steps.length };
  }

  observe(analysis: FrameAnalysis): FrameVerdict {
    if (this.done) throw new Error('the challenge is already complete');
    const challenge = this.position;
    const guidance = guide(analysis, this.policy, challenge.step);
    const current = guidance.face ? guidance.faceRect : null;

    // The last single face stays the reference across frames without one, so a face that
    // vanishes and comes back elsewhere is a jump too.
    const jumped =
      current !== null &&
      this.lastBox !== null &&
      (iou(this.lastBox, current) < this.policy.minBoxIou ||
        centreShift(this.lastBox, current) > this.policy.maxCentreShift);
    if (current) this.lastBox = current;

    const good = current !== null && !jumped && guidance.errors.length === 0;
    let best = false;
    if (good && guidance.face && challenge.step === 'center') {
      const score = this.bestShotScore(analysis, current);
      if (score > this.bestScore) {
        this.bestScore = score;
        best = true;
      }
    }
    if (good) {
      this.progress++;
      if (this.progress >= this.policy.framesPerStep) {
        this.index++;
        this.progress = 0;
      }
    } else {
      this.progress = 0;
    }
    return {
      errors: guidance.errors,
      faceRect: guidance.faceRect,
      isOk: good,
      challenge,
      reset: !good,
      best,
      completed: this.done,
    };
  }

  // Highest face score first; among equals, the better centred and the sharper.
  private bestShotScore(analysis: FrameAnalysis, box: FaceRect): number {
    const face = analysis.faces[0]!;
    const offset = Math.hypot(
      (box.x + box.width / 2) / analysis.width - 0.5,
      (box.y + box.height / 2) / analysis.height - 0.5,
    );
    const sharpness = Math.min(1, (analysis.stats?.sharpness ?? 0) / (8 * this.policy.minSharpness));
    return face.faceScore - 0.2 * offset + 0.05 * sharpness;
  }
}
