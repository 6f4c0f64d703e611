import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FrameAnalysis } from '../../ministry/face-id/engine';
import { type Baseline, guide, iou, toRect } from '../../ministry/face-id/guidance';
import type { LivenessPolicy, StepName } from '../../ministry/face-id/policy';
import { LpClient, statsOf } from './lp-client';

/**
 * Sessions of the liveness server driven the way a person (or an attacker) would: read the step the
 * server asks for from each STATS frame, and answer with the frame the responder picks for it, one
 * frame per `intervalMs` as the client does (docs/decisions/068). Shared by `npm run
 * measure:liveness` and the face-ID tests.
 */

/** Picks the next frame to send, given the step the server asks for now and how long ago it asked. */
export type Responder = (step: StepName, sinceStepMs: number, sent: number) => Buffer;

export interface SessionOutcome {
  /** SUCCESS, or the ERROR code. */
  result: 'success' | string;
  steps: StepName[];
  frames: number;
  /** Every guidance code the server answered, in the order first seen. */
  codes: number[];
  /** The frames sent with when each went, relative to CONNECTED: a recording of the session. */
  recording: { atMs: number; image: Buffer }[];
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Runs one session to its end: SUCCESS, an ERROR, or `maxFrames` sent. */
export async function runSession(
  url: string,
  respond: Responder,
  options: { intervalMs?: number; maxFrames?: number } = {},
): Promise<SessionOutcome> {
  const intervalMs = options.intervalMs ?? 300;
  const maxFrames = options.maxFrames ?? 400;
  const client = await LpClient.open(url);
  const started = performance.now();
  try {
    const connected = await client.connect(randomUUID());
    if (connected.command !== 'CONNECTED')
      return outcome(connected.headers.code ?? 'error', [], 0, [], started);
    const steps = (connected.headers.challenge ?? '').split(',') as StepName[];
    let step = steps[0]!;
    let stepSince = performance.now();
    const recording: SessionOutcome['recording'] = [];
    const codes = new Set<number>();
    for (let sent = 0; sent < maxFrames; sent++) {
      const at = performance.now();
      const image = respond(step, at - stepSince, sent);
      recording.push({ atMs: at - started, image });
      client.image(image);
      const answer = await client.next();
      if (answer.command === 'SUCCESS') return outcome('success', steps, sent + 1, recording, started);
      if (answer.command === 'ERROR')
        return outcome(answer.headers.code ?? 'error', steps, sent + 1, recording, started);
      const stats = statsOf(answer);
      if (stats.challenge.step !== step) {
        step = stats.challenge.step as StepName;
        stepSince = performance.now();
      }
      await sleep(intervalMs - (performance.now() - at));
    }
    return outcome('gave_up', steps, maxFrames, recording, started, codes);
  } finally {
    client.close();
  }
}

function outcome(
  result: string,
  steps: StepName[],
  frames: number,
  recording: SessionOutcome['recording'],
  started: number,
  codes: Iterable<number> = [],
): SessionOutcome {
  return { result, steps, frames, codes: [...codes], recording, ms: performance.now() - started };
}

/** Plays a recording blind (same frames, same timing) against a new session: a replay attack. */
export async function replaySession(
  url: string,
  recording: SessionOutcome['recording'],
): Promise<SessionOutcome> {
  const client = await LpClient.open(url);
  const started = performance.now();
  try {
    const connected = await client.connect(randomUUID());
    const steps = (connected.headers.challenge ?? '').split(',') as StepName[];
    let sent = 0;
    for (const { atMs, image } of recording) {
      await sleep(atMs - (performance.now() - started));
      client.image(image);
      sent++;
      const answer = await client.next();
      if (answer.command === 'SUCCESS') return outcome('success', steps, sent, [], started);
      if (answer.command === 'ERROR')
        return outcome(answer.headers.code ?? 'error', steps, sent, [], started);
    }
    return outcome('gave_up', steps, sent, [], started);
  } finally {
    client.close();
  }
}

export interface LabelledFrame {
  file: string;
  analysis: FrameAnalysis;
}

/**
 * The frames of one genuine video sorted by what they answer, judged by the server's own rule
 * (guidance.ts) against the video's straight pose: the median yaw and pitch of its frames with open
 * eyes. Only frames whose face box overlaps the centre frames' (IoU >= 0.6) are kept, so a sequence
 * assembled from different moments of the video moves no more than a person in front of a camera.
 */
export function posesOf(frames: LabelledFrame[], policy: LivenessPolicy): Record<StepName, string[]> {
  const single = frames.filter((f) => f.analysis.faces.length === 1);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const open = single.filter((f) => Math.min(...f.analysis.faces[0]!.eyes) >= policy.openEyes);
  const baseline: Baseline = {
    yaw: median(open.map((f) => f.analysis.faces[0]!.yaw)),
    pitch: median(open.map((f) => f.analysis.faces[0]!.pitch)),
  };
  const centre = single.filter((f) => {
    const face = f.analysis.faces[0]!;
    return (
      guide(f.analysis, policy, 'center').errors.length === 0 &&
      Math.abs(face.yaw - baseline.yaw) <= 2 &&
      Math.abs(face.pitch - baseline.pitch) <= 2
    );
  });
  const boxes = centre.map((f) => f.analysis.faces[0]!.box);
  const middleBox = boxes.length
    ? ([0, 1, 2, 3].map((i) => median(boxes.map((b) => b[i]!))) as [number, number, number, number])
    : null;
  const near = (f: LabelledFrame) =>
    middleBox !== null && iou(toRect(middleBox), toRect(f.analysis.faces[0]!.box)) >= 0.6;
  const answering = (step: StepName) =>
    single
      .filter((f) => near(f) && guide(f.analysis, policy, step, baseline).errors.length === 0)
      .map((f) => f.file);
  return {
    center: centre.filter(near).map((f) => f.file),
    turnLeft: answering('turnLeft'),
    turnRight: answering('turnRight'),
    chinUp: answering('chinUp'),
    chinDown: answering('chinDown'),
    eyesClosed: answering('eyesClosed'),
  };
}

/**
 * A person in front of the camera: the centre frames until the step's pose is asked, a reaction
 * time of `reactionMs` still looking straight, then the frames of that pose in turn.
 */
export function genuineResponder(poses: Record<StepName, string[]>, reactionMs = 600): Responder {
  const cache = new Map<string, Buffer>();
  const read = (file: string) => {
    let image = cache.get(file);
    if (!image) {
      image = readFileSync(file);
      cache.set(file, image);
    }
    return image;
  };
  return (step, since, sent) => {
    const pool = step === 'center' || since < reactionMs ? poses.center : poses[step];
    const list = pool.length ? pool : poses.center;
    return read(list[sent % list.length]!);
  };
}
