import { randomInt } from 'node:crypto';
import type { FrameAnalysis } from './engine';
import { type Baseline, centreShift, type FaceRect, guide, iou } from './guidance';
import { type ActionStep, actionSteps, type LivenessPolicy, type StepName } from './policy';

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
  judged: ChallengePosition;
  /** The step pending after this frame: what the person is asked to do now. */
  challenge: ChallengePosition;
  /** The frame broke the run of good frames (no face, several faces, a jump, or any guidance code). */
  reset: boolean;
  /** The frame is the best so far for the best shot. */
  best: boolean;
  /** This frame completed a step after the centre one: the server compares it with the best shot. */
  completedAction: ActionStep | null;
  /** The pending step was announced longer ago than the policy allows. */
  stepTimedOut: boolean;
  /**
   * `framesPerStep` frames in a row showed another action than the one asked: a recording of another
   * challenge played blind does that (docs/decisions/068), a person following the instructions not.
   */
  wrongAction: boolean;
  /** Every step is done: the session succeeded with this frame (pending the comparisons). */
  completed: boolean;
}

/** Uniform integer in [0, n): the challenge is drawn with the operating system's randomness. */
export type RandomInt = (n: number) => number;

const secureRandom: RandomInt = (n) => randomInt(n);

/**
 * The steps of a challenge. The sandbox asks the centre only (its fake camera shows a photograph).
 * The standard policy asks the centre first (it yields the best shot and the person's straight
 * pose), then between `minActions` and `maxActions` distinct actions, the count and the order drawn
 * per session, then the centre again: a recording made for one session answers another only when
 * the same challenge is drawn (docs/decisions/068 counts the challenges).
 */
export function challengeSteps(policy: LivenessPolicy, random: RandomInt = secureRandom): StepName[] {
  if (policy.name === 'sandbox') return ['center'];
  const count = policy.minActions + random(policy.maxActions - policy.minActions + 1);
  const pool: ActionStep[] = [...actionSteps];
  const drawn: ActionStep[] = [];
  while (drawn.length < count) drawn.push(pool.splice(random(pool.length), 1)[0]!);
  // The closing centre step: a recording of a longer challenge played blind would otherwise answer
  // any challenge that is its beginning; here its next action comes where the centre is asked.
  return ['center', ...drawn, 'center'];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The liveness rule of one session, fed analysed frames in arrival order with the time each
 * arrived. Each step needs `framesPerStep` consecutive good frames that arrived at least
 * `minReactionMs` after the step was announced, and must be done within `stepTimeoutMs`; every
 * frame must show exactly one face whose box is continuous with the previous face box (a
 * photograph swapped in front of the camera jumps). The pose steps are judged against the person's
 * own straight pose, measured in the centre step.
 */
export class LivenessChallenge {
  private index = 0;
  private progress = 0;
  private lastBox: FaceRect | null = null;
  private bestScore = Number.NEGATIVE_INFINITY;
  private stepStartedAt: number;
  private readonly centrePoses: { yaw: number; pitch: number }[] = [];
  private straight: Baseline | null = null;
  private wrongRun = 0;

  constructor(
    readonly steps: readonly StepName[],
    private readonly policy: LivenessPolicy,
    /** When the challenge was announced (CONNECTED), on the clock `observe` is given. */
    startedAt = 0,
  ) {
    if (steps.length === 0) throw new Error('a challenge needs at least one step');
    this.stepStartedAt = startedAt;
  }

  get done(): boolean {
    return this.index >= this.steps.length;
  }

  get position(): ChallengePosition {
    const index = Math.min(this.index, this.steps.length - 1);
    return { step: this.steps[index]!, index: index + 1, of: this.steps.length };
  }

  /** The person's straight pose, once the centre step is done. */
  get baseline(): Baseline | null {
    return this.straight;
  }

  observe(analysis: FrameAnalysis, now = this.stepStartedAt + this.policy.minReactionMs): FrameVerdict {
    if (this.done) throw new Error('the challenge is already complete');
    const judged = this.position;
    const guidance = guide(analysis, this.policy, judged.step, this.straight);
    const current = guidance.face ? guidance.faceRect : null;

    // The last single face stays the reference across frames without one, so a face that
    // vanishes and comes back elsewhere is a jump too.
    const jumped =
      current !== null &&
      this.lastBox !== null &&
      (iou(this.lastBox, current) < this.policy.minBoxIou ||
        centreShift(this.lastBox, current) > this.policy.maxCentreShift);
    if (current) this.lastBox = current;

    const since = now - this.stepStartedAt;
    // The first centre step needs no reaction: the person is already looking at the camera.
    const opening = this.index === 0;
    const tooSoon = !opening && since < this.policy.minReactionMs;
    const good = current !== null && !jumped && guidance.errors.length === 0 && !tooSoon;
    let best = false;
    if (good && guidance.face && opening) {
      this.centrePoses.push({ yaw: guidance.face.yaw, pitch: guidance.face.pitch });
      const score = this.bestShotScore(analysis, current);
      if (score > this.bestScore) {
        this.bestScore = score;
        best = true;
      }
    }
    // Another action done instead of the one asked, frame after frame, once the person has had time
    // to react. The action just done is not one: a person comes back from it at their own pace.
    const previous = this.steps[this.index - 1];
    const other =
      !opening && current !== null && !good && !tooSoon && this.straight !== null
        ? actionSteps.some(
            (step) =>
              step !== judged.step &&
              step !== previous &&
              guide(analysis, this.policy, step, this.straight).errors.length === 0,
          )
        : false;
    this.wrongRun = other ? this.wrongRun + 1 : 0;
    let completedAction: ActionStep | null = null;
    if (good) {
      this.progress++;
      if (this.progress >= this.policy.framesPerStep) {
        if (opening) {
          this.straight = {
            yaw: median(this.centrePoses.slice(-this.policy.framesPerStep).map((p) => p.yaw)),
            pitch: median(this.centrePoses.slice(-this.policy.framesPerStep).map((p) => p.pitch)),
          };
        } else if (judged.step !== 'center') {
          completedAction = judged.step;
        }
        this.index++;
        this.progress = 0;
        this.wrongRun = 0;
        this.stepStartedAt = now;
      }
    } else {
      this.progress = 0;
    }
    return {
      errors: guidance.errors,
      faceRect: guidance.faceRect,
      isOk: good,
      judged,
      challenge: this.position,
      reset: !good,
      best,
      completedAction,
      // The centre step has the session's own limit: finding the camera's frame can take a while.
      stepTimedOut: !this.done && this.index > 0 && now - this.stepStartedAt > this.policy.stepTimeoutMs,
      wrongAction: this.wrongRun >= this.policy.framesPerStep,
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
