import type { FaceDescription, FrameAnalysis, FrameComparison } from './engine';

// Messages between the pool (main thread) and a face worker. Images travel as transferred
// ArrayBuffers, there and back, so a frame is never copied between threads.

export interface WorkerData {
  minFaceScore: number;
  /** Run the anti-spoofing and liveness models (PoolOptions.scores). */
  scores: boolean;
}

export type JobKind = 'analyse' | 'describe' | 'compare' | 'warmUp';

export interface JobMessage {
  id: number;
  kind: JobKind;
  image: Uint8Array | null;
  /** For 'compare': the reference frame the image is compared with. */
  reference?: Uint8Array;
}

export type JobFailure = 'undecodable' | 'too_large' | 'internal';

export type ReplyMessage =
  | { id: number; ok: true; kind: 'analyse'; analysis: FrameAnalysis; image: Uint8Array }
  | { id: number; ok: true; kind: 'describe'; description: FaceDescription }
  | { id: number; ok: true; kind: 'compare'; comparison: FrameComparison }
  | { id: number; ok: true; kind: 'warmUp' }
  | { id: number; ok: false; failure: JobFailure; message: string };
