import type { SnapshotFrom } from 'xstate';
import type { FaceCheckMachine, FaceRect } from './face-check.machine';
import {
  type Guidance,
  type GuidanceArrow,
  guidanceFor,
  instructionFor,
  type StepInstruction,
} from './guidance';

export interface FaceCheckView {
  /** Connecting: the progress indicator shows until every readiness condition holds. */
  connecting: boolean;
  /** Frames are going out and guidance is live. */
  checking: boolean;
  /** The last frame counted towards the challenge: hold still. */
  frameOk: boolean;
  reconnecting: boolean;
  guidance: Guidance | null;
  /**
   * What the server's challenge asks now, when it asks more than the centre (standard policy): the
   * step's own guidance text and arrow, with its position. The hint (`guidance`) says what is
   * still wrong; it is left out when it would only repeat the instruction.
   */
  instruction: StepInstruction | null;
  /** The animated arrow: the hint's, or the instruction's while the pose is not reached yet. */
  arrow: GuidanceArrow | null;
  faceRect: FaceRect | null;
  frameSize: { width: number; height: number } | null;
  bestshot: string | null;
  challenge: SnapshotFrom<FaceCheckMachine>['context']['challenge'];
  failed: boolean;
}

export function selectFaceCheck(snapshot: SnapshotFrom<FaceCheckMachine>): FaceCheckView {
  const { context } = snapshot;
  const instruction = instructionFor(context.challenge);
  const guidance = guidanceFor(context.errors);
  const shown = instruction && guidance?.code === instruction.code ? null : guidance;
  return {
    connecting: snapshot.matches({ active: 'preparing' }),
    checking: snapshot.matches({ active: 'checking' }),
    frameOk: context.frameOk && context.errors.length === 0,
    reconnecting: snapshot.matches({ active: 'reconnecting' }),
    guidance: shown,
    instruction,
    arrow: shown
      ? shown.arrow
      : instruction && context.errors.includes(instruction.code)
        ? instruction.arrow
        : null,
    faceRect: context.faceRect,
    frameSize: context.frameSize,
    bestshot: context.bestshot,
    challenge: context.challenge,
    failed: snapshot.hasTag('error'),
  };
}
