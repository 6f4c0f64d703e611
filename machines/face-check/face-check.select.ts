import type { SnapshotFrom } from 'xstate';
import type { FaceCheckMachine, FaceRect } from './face-check.machine';
import { type Guidance, guidanceFor } from './guidance';

export interface FaceCheckView {
  /** Connecting: the progress indicator shows until every readiness condition holds. */
  connecting: boolean;
  /** Frames are going out and guidance is live. */
  checking: boolean;
  /** The last frame counted towards the challenge: hold still. */
  frameOk: boolean;
  reconnecting: boolean;
  guidance: Guidance | null;
  faceRect: FaceRect | null;
  frameSize: { width: number; height: number } | null;
  bestshot: string | null;
  challenge: SnapshotFrom<FaceCheckMachine>['context']['challenge'];
  failed: boolean;
}

export function selectFaceCheck(snapshot: SnapshotFrom<FaceCheckMachine>): FaceCheckView {
  const { context } = snapshot;
  return {
    connecting: snapshot.matches({ active: 'preparing' }),
    checking: snapshot.matches({ active: 'checking' }),
    frameOk: context.frameOk && context.errors.length === 0,
    reconnecting: snapshot.matches({ active: 'reconnecting' }),
    guidance: guidanceFor(context.errors),
    faceRect: context.faceRect,
    frameSize: context.frameSize,
    bestshot: context.bestshot,
    challenge: context.challenge,
    failed: snapshot.hasTag('error'),
  };
}
