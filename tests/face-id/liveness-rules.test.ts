import { describe, expect, it } from 'vitest';
import type { DetectedFace, FaceStats, FrameAnalysis } from '../../ministry/face-id/engine';
import { Code, guide } from '../../ministry/face-id/guidance';
import { challengeSteps, LivenessChallenge } from '../../ministry/face-id/liveness';
import { LpFrameError, parseFrames, parseHeartBeat, serializeFrame } from '../../ministry/face-id/lpproto';
import {
  actionSteps,
  envName,
  loosenedThresholds,
  policies,
  readsScores,
  resolvePolicy,
} from '../../ministry/face-id/policy';

// The rules on synthetic detector output: poses and eyes are set here directly (the real frames
// are in face-id.test.ts).

const policy = resolvePolicy({}, { name: 'standard', framesPerStep: 2 });

function face(overrides: Partial<DetectedFace> = {}): DetectedFace {
  return {
    box: [245, 140, 150, 150],
    faceScore: 0.99,
    yaw: 0,
    pitch: 0,
    roll: 0,
    eyes: [0.3, 0.3],
    real: 0.7,
    live: 0.9,
    ...overrides,
  };
}

const cleanStats: FaceStats = { luma: 130, sharpness: 500, chromaRipple: 0.4, spectralPeaks: 0.1, glare: 0 };

function analysis(faces: DetectedFace[], stats: Partial<FaceStats> = {}): FrameAnalysis {
  return {
    width: 640,
    height: 480,
    faces,
    stats: faces.length === 1 ? { ...cleanStats, ...stats } : null,
    landmarks: null,
    ms: 1,
  };
}

/** A sequence of draws for challengeSteps: each call takes the next value (modulo the range). */
const draws = (...values: number[]) => {
  let i = 0;
  return (n: number) => values[i++ % values.length]! % n;
};

describe('guidance', () => {
  it('puts presence before distance, position, light and sharpness', () => {
    expect(guide(analysis([]), policy, 'center').errors).toEqual([Code.noFace]);
    expect(guide(analysis([face(), face({ box: [10, 10, 150, 150] })]), policy, 'center').errors).toEqual([
      9,
    ]);
    const small = face({ box: [0, 0, 40, 40] });
    expect(guide(analysis([small], { luma: 20, sharpness: 1 }), policy, 'center').errors).toEqual([
      13, 16, 17, 5,
    ]);
    expect(guide(analysis([face({ box: [300, 370, 100, 100] })]), policy, 'center').errors).toEqual([12, 14]);
    expect(guide(analysis([face({ box: [20, 10, 600, 460] })]), policy, 'center').errors).toEqual([38]);
    expect(guide(analysis([face({ box: [520, 140, 120, 120] })]), policy, 'center').errors).toEqual([15]);
    expect(guide(analysis([face()], { luma: 230, sharpness: 10 }), policy, 'center').errors).toEqual([4]);
    expect(guide(analysis([face()], { luma: 130, sharpness: 10 }), policy, 'center').errors).toEqual([3]);
    expect(guide(analysis([face()]), policy, 'center')).toMatchObject({
      errors: [],
      faceRect: { x: 245, y: 140, width: 150, height: 150 },
    });
  });

  it('asks for the head turn of the pending step and for a straight look in the centre step', () => {
    const straight = { yaw: 0, pitch: 0 };
    expect(guide(analysis([face({ yaw: 30 })]), policy, 'center').errors).toEqual([
      Code.lookStraightFromLeft,
    ]);
    expect(guide(analysis([face({ yaw: -30 })]), policy, 'center').errors).toEqual([
      Code.lookStraightFromRight,
    ]);
    expect(guide(analysis([face()]), policy, 'turnLeft', straight).errors).toEqual([Code.turnHeadLeft]);
    expect(guide(analysis([face({ yaw: -30 })]), policy, 'turnLeft', straight).errors).toEqual([
      Code.turnHeadLeft,
    ]);
    expect(guide(analysis([face({ yaw: 25 })]), policy, 'turnLeft', straight).errors).toEqual([]);
    expect(guide(analysis([face()]), policy, 'turnRight', straight).errors).toEqual([Code.turnHeadRight]);
    expect(guide(analysis([face({ yaw: -25 })]), policy, 'turnRight', straight).errors).toEqual([]);
  });
});

describe('the challenge', () => {
  it('is the centre alone in the sandbox; in standard the centre, 2-3 distinct actions drawn per session, the centre', () => {
    expect(challengeSteps(resolvePolicy({}, { name: 'sandbox' }))).toEqual(['center']);
    // Count first (minActions + draw), then each action from what is left.
    expect(challengeSteps(policy, draws(0, 0, 0))).toEqual(['center', 'turnLeft', 'turnRight', 'center']);
    expect(challengeSteps(policy, draws(1, 4, 2, 0))).toEqual([
      'center',
      'eyesClosed',
      'chinUp',
      'turnLeft',
      'center',
    ]);
    for (let i = 0; i < 200; i++) {
      const steps = challengeSteps(policy);
      expect(steps[0]).toBe('center');
      expect(steps.at(-1)).toBe('center');
      const actions = steps.slice(1, -1);
      expect(actions.length).toBeGreaterThanOrEqual(policy.minActions);
      expect(actions.length).toBeLessThanOrEqual(policy.maxActions);
      expect(new Set(actions).size).toBe(actions.length);
      expect(actions).not.toContain('center');
    }
  });

  it('spreads over the challenges: every action in every position, many distinct orders', () => {
    const seen = new Map<string, number>();
    const positions = new Map<string, Set<number>>();
    const sessions = 3000;
    for (let i = 0; i < sessions; i++) {
      const steps = challengeSteps(policy);
      seen.set(steps.join(','), (seen.get(steps.join(',')) ?? 0) + 1);
      for (const [at, step] of steps.slice(1, -1).entries()) {
        positions.set(step, (positions.get(step) ?? new Set()).add(at));
      }
    }
    // 5·4 = 20 orders of two actions and 5·4·3 = 60 of three: 80 challenges in all.
    expect(seen.size).toBeGreaterThan(70);
    // No challenge comes up much more often than its share: a two-action one is 1/40 of sessions.
    expect(Math.max(...seen.values()) / sessions).toBeLessThan(0.05);
    for (const step of actionSteps) expect([...(positions.get(step) ?? [])].sort()).toEqual([0, 1, 2]);
  });

  it('completes each step with consecutive good frames, poses judged against the person’s own straight pose', () => {
    const challenge = new LivenessChallenge(['center', 'turnLeft', 'chinDown', 'eyesClosed'], policy);
    // This person's straight pose is turned 6 degrees to the right and the chin a little up.
    const straight = { yaw: -6, pitch: -3 };
    const seen = [
      challenge.observe(analysis([face(straight)])),
      challenge.observe(analysis([face(straight)])),
      // Judged from this person’s straight pose: 0 degrees is only 6 from it, not yet a turn.
      challenge.observe(analysis([face({ ...straight, yaw: 0 })])),
      challenge.observe(analysis([face({ ...straight, yaw: 5 })])),
      challenge.observe(analysis([face({ ...straight, yaw: 6 })])),
      challenge.observe(analysis([face({ ...straight, pitch: 8 })])),
      challenge.observe(analysis([face({ ...straight, pitch: 9 })])),
      challenge.observe(analysis([face({ ...straight, eyes: [0.25, 0.1] })])),
      challenge.observe(analysis([face({ ...straight, eyes: [0.1, 0.08] })])),
    ];
    expect(challenge.baseline).toEqual(straight);
    expect(seen.map((v) => v.judged.step)).toEqual([
      'center',
      'center',
      'turnLeft',
      'turnLeft',
      'turnLeft',
      'chinDown',
      'chinDown',
      'eyesClosed',
      'eyesClosed',
    ]);
    expect(seen.map((v) => v.isOk)).toEqual([true, true, false, true, true, true, true, false, true]);
    expect(seen[2]!.errors).toEqual([Code.turnHeadLeft]);
    expect(seen[7]!.errors).toEqual([Code.closeEyes]);
    // STATS carries the step pending after the frame: the next instruction shows at once.
    expect(seen[1]!.challenge).toEqual({ step: 'turnLeft', index: 2, of: 4 });
    expect(seen.map((v) => v.completedAction)).toEqual([
      null,
      null,
      null,
      null,
      'turnLeft',
      null,
      'chinDown',
      null,
      null,
    ]);
    const last = challenge.observe(analysis([face({ ...straight, eyes: [0.05, 0.05] })]));
    expect(last).toMatchObject({ completed: true, completedAction: 'eyesClosed' });
  });

  it('asks for each pose by its own code, and for open eyes outside the closed-eyes step', () => {
    const straight = { yaw: 0, pitch: 0 };
    expect(guide(analysis([face()]), policy, 'turnRight', straight).errors).toEqual([Code.turnHeadRight]);
    expect(guide(analysis([face({ yaw: -11 })]), policy, 'turnRight', straight).errors).toEqual([]);
    expect(guide(analysis([face()]), policy, 'chinUp', straight).errors).toEqual([Code.raiseChin]);
    expect(guide(analysis([face({ pitch: -11 })]), policy, 'chinUp', straight).errors).toEqual([]);
    expect(guide(analysis([face()]), policy, 'chinDown', straight).errors).toEqual([Code.lowerChin]);
    expect(guide(analysis([face({ eyes: [0.1, 0.3] })]), policy, 'center').errors).toEqual([Code.openEyes]);
    expect(guide(analysis([face({ roll: 30 })]), policy, 'center').errors).toEqual([Code.headTiltedRight]);
    expect(guide(analysis([face({ roll: -30 })]), policy, 'center').errors).toEqual([Code.headTiltedLeft]);
  });

  it('takes closed eyes only with the head straight: a frame that answers a pose never answers the eyes', () => {
    const straight = { yaw: -6, pitch: -3 };
    const closed = { eyes: [0.08, 0.09] as [number, number] };
    const codes = (overrides: Partial<DetectedFace>) =>
      guide(analysis([face({ ...straight, ...closed, ...overrides })]), policy, 'eyesClosed', straight)
        .errors;
    expect(codes({})).toEqual([]);
    // Within the poses' thresholds of the person's straight pose (8 degrees): still straight.
    expect(codes({ yaw: -6 + 7.9, pitch: -3 - 7.9 })).toEqual([]);
    // A lowered chin narrows the eyes as the camera sees them: it answers chinDown, not this step.
    expect(codes({ pitch: -3 + 8 })).toEqual([Code.raiseChin]);
    expect(codes({ pitch: -3 - 8 })).toEqual([Code.lowerChin]);
    expect(codes({ yaw: -6 + 8 })).toEqual([Code.lookStraightFromLeft]);
    expect(codes({ yaw: -6 - 8 })).toEqual([Code.lookStraightFromRight]);
    // The pose is told first, then the eyes.
    expect(codes({ pitch: -3 + 12, eyes: [0.3, 0.3] })).toEqual([Code.raiseChin, Code.closeEyes]);
    for (const step of ['turnLeft', 'turnRight', 'chinUp', 'chinDown'] as const) {
      const pose = {
        turnLeft: { yaw: 2 },
        turnRight: { yaw: -14 },
        chinUp: { pitch: -11 },
        chinDown: { pitch: 5 },
      }[step];
      expect(guide(analysis([face({ ...closed, ...pose })]), policy, step, straight).errors).toEqual([]);
      expect(codes(pose)).not.toEqual([]);
    }
  });

  it('refuses frames that carry a screen’s or a print’s evidence in the standard policy only', () => {
    const sandbox = resolvePolicy({}, { name: 'sandbox' });
    expect(guide(analysis([face()], { glare: 0.2 }), policy, 'center').errors).toEqual([Code.glare]);
    expect(guide(analysis([face()], { chromaRipple: 1.5 }), policy, 'center').errors).toEqual([
      Code.lowFaceQuality,
    ]);
    expect(guide(analysis([face()], { spectralPeaks: 0.6 }), policy, 'center').errors).toEqual([
      Code.lowFaceQuality,
    ]);
    expect(guide(analysis([face()], { spectralPeaks: 0.6, glare: 0.2 }), sandbox, 'center').errors).toEqual(
      [],
    );
    const strict = resolvePolicy({}, { name: 'standard', minAntispoofScore: 0.8 });
    expect(guide(analysis([face({ real: 0.6 })]), strict, 'center').errors).toEqual([Code.lowFaceQuality]);
    // A policy that reads a score refuses a face the models did not score.
    expect(guide(analysis([face({ real: null })]), strict, 'center').errors).toEqual([Code.lowFaceQuality]);
  });

  it('runs the score models only for a policy with a score threshold', () => {
    expect(readsScores(policy)).toBe(false);
    expect(readsScores(resolvePolicy({}, { name: 'sandbox' }))).toBe(false);
    expect(readsScores(resolvePolicy({}, { name: 'standard', minAntispoofScore: 0.8 }))).toBe(true);
    expect(readsScores(resolvePolicy({ LIVENESS_MIN_LIVENESS_SCORE: '0.5' }, { name: 'standard' }))).toBe(
      true,
    );
  });

  it('refuses a blind replay of a longer challenge at the closing centre step', () => {
    // Recorded for centre, turnLeft, chinUp, turnRight; asked centre, turnLeft, chinUp, centre.
    const challenge = new LivenessChallenge(['center', 'turnLeft', 'chinUp', 'center'], policy);
    for (let i = 0; i < 2; i++) challenge.observe(analysis([face()]));
    for (let i = 0; i < 2; i++) challenge.observe(analysis([face({ yaw: 20 })]));
    for (let i = 0; i < 2; i++) challenge.observe(analysis([face({ pitch: -20 })]));
    expect(challenge.position.step).toBe('center');
    expect(challenge.observe(analysis([face({ yaw: -20 })])).wrongAction).toBe(false);
    expect(challenge.observe(analysis([face({ yaw: -20 })]))).toMatchObject({
      wrongAction: true,
      completed: false,
    });
  });

  it('refuses another action done instead of the one asked, but not coming back from the last one', () => {
    const challenge = new LivenessChallenge(['center', 'turnLeft', 'chinUp', 'turnRight'], policy);
    for (let i = 0; i < 2; i++) challenge.observe(analysis([face()]));
    for (let i = 0; i < 2; i++) challenge.observe(analysis([face({ yaw: 20 })]));
    // chinUp asked: still turned left for a while is coming back, not a wrong action.
    for (let i = 0; i < 4; i++)
      expect(challenge.observe(analysis([face({ yaw: 20 })])).wrongAction).toBe(false);
    // Turning right instead (a recording of another challenge): two frames in a row refuse it.
    expect(challenge.observe(analysis([face({ yaw: -20 })])).wrongAction).toBe(false);
    expect(challenge.observe(analysis([face({ yaw: -20 })])).wrongAction).toBe(true);
    // Any frame of something else breaks the run.
    const again = new LivenessChallenge(['center', 'chinDown', 'turnRight'], policy);
    for (let i = 0; i < 2; i++) again.observe(analysis([face()]));
    expect(again.observe(analysis([face({ yaw: -20 })])).wrongAction).toBe(false);
    expect(again.observe(analysis([face()])).wrongAction).toBe(false);
    expect(again.observe(analysis([face({ yaw: -20 })])).wrongAction).toBe(false);
  });

  it('counts a step’s frames only from minReactionMs after it was announced, and times a step out', () => {
    const timed = resolvePolicy(
      {},
      { name: 'standard', framesPerStep: 1, minReactionMs: 400, stepTimeoutMs: 5000 },
    );
    const challenge = new LivenessChallenge(['center', 'turnRight', 'chinUp'], timed, 0);
    expect(challenge.observe(analysis([face()]), 100)).toMatchObject({ isOk: true });
    // Announced at 100 ms: a turned frame at 300 ms came too soon to be a reaction.
    expect(challenge.observe(analysis([face({ yaw: -20 })]), 300)).toMatchObject({ isOk: false, errors: [] });
    expect(challenge.observe(analysis([face({ yaw: -20 })]), 520)).toMatchObject({
      isOk: true,
      completedAction: 'turnRight',
    });
    expect(challenge.observe(analysis([face()]), 3000)).toMatchObject({ stepTimedOut: false });
    expect(challenge.observe(analysis([face()]), 5600)).toMatchObject({ stepTimedOut: true });
  });

  it('resets the step on no face, two faces and a jump, and keeps the best centre frame', () => {
    const challenge = new LivenessChallenge(['center'], policy);
    expect(challenge.observe(analysis([face({ faceScore: 0.8 })]))).toMatchObject({ isOk: true, best: true });
    expect(challenge.observe(analysis([]))).toMatchObject({ isOk: false, reset: true });
    expect(challenge.observe(analysis([face({ faceScore: 0.95 })]))).toMatchObject({
      isOk: true,
      best: true,
    });
    expect(challenge.observe(analysis([face(), face({ box: [0, 0, 150, 150] })]))).toMatchObject({
      isOk: false,
    });
    expect(challenge.observe(analysis([face({ faceScore: 0.9 })]))).toMatchObject({
      isOk: true,
      best: false,
    });
    // The same face 200 px to the right: a jump, although the frame alone is fine.
    expect(challenge.observe(analysis([face({ box: [445, 140, 150, 150] })]))).toMatchObject({
      errors: [15],
      isOk: false,
    });
    expect(challenge.observe(analysis([face({ box: [180, 140, 150, 150] })]))).toMatchObject({
      errors: [],
      isOk: false,
    });
    expect(challenge.observe(analysis([face({ box: [185, 142, 150, 150] })]))).toMatchObject({ isOk: true });
    expect(challenge.observe(analysis([face({ box: [190, 140, 150, 150] })]))).toMatchObject({
      completed: true,
    });
  });
});

describe('the lpproto frames', () => {
  it('round-trips frames, escapes header values and reads heart-beats', () => {
    const text = serializeFrame('ERROR', { code: 'bad_frame', message: 'a: b\nc' }, 'body');
    expect(text).toBe('ERROR\ncode:bad_frame\nmessage:a\\c b\\nc\n\nbody\0');
    expect(parseFrames(text)).toEqual([
      { command: 'ERROR', headers: { code: 'bad_frame', message: 'a: b\nc' }, body: 'body' },
    ]);
    expect(parseFrames('\n')).toEqual([]);
    expect(parseFrames('\r\n\nCONNECT\r\nsession-id:x\r\n\r\n\0\n')).toEqual([
      { command: 'CONNECT', headers: { 'session-id': 'x' }, body: '' },
    ]);
    expect(() => parseFrames('IMAGE\n\nabc')).toThrow(LpFrameError);
    expect(() => parseFrames('image\n\n\0')).toThrow(LpFrameError);
    expect(parseHeartBeat('3000,3000')).toEqual([3000, 3000]);
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(parseHeartBeat('fast')).toBeNull();
  });
});

describe('the policy', () => {
  it('names the thresholds a deployment loosened against the standard policy', () => {
    expect(loosenedThresholds(policies.standard)).toEqual([]);
    expect(
      loosenedThresholds(resolvePolicy({ LIVENESS_MAX_PLANAR_FIT: '0.99', LIVENESS_TURN_YAW: '4' })),
    ).toEqual(['turnYaw', 'maxPlanarFit']);
    expect(
      loosenedThresholds(resolvePolicy({ LIVENESS_MIN_ACTIONS: '3', LIVENESS_MAX_ACTIONS: '4' })),
    ).toEqual([]);
    expect(() => resolvePolicy({ LIVENESS_MIN_ACTIONS: '4', LIVENESS_MAX_ACTIONS: '3' })).toThrow(
      /minActions/,
    );
  });

  it('takes the named policy, then LIVENESS_* numbers, then explicit overrides', () => {
    expect(envName('minFaceWidth')).toBe('LIVENESS_MIN_FACE_WIDTH');
    const resolved = resolvePolicy(
      { LIVENESS_POLICY: 'standard', LIVENESS_TIMEOUT_MS: '5000', LIVENESS_FRAMES_PER_STEP: '4' },
      { framesPerStep: 2 },
    );
    expect(resolved).toMatchObject({ name: 'standard', timeoutMs: 5000, framesPerStep: 2 });
    expect(resolvePolicy({})).toMatchObject({ name: 'sandbox', timeoutMs: 123_000, heartbeatMs: 3000 });
    expect(() => resolvePolicy({ LIVENESS_POLICY: 'lenient' })).toThrow(/sandbox or standard/);
    expect(() => resolvePolicy({ LIVENESS_MIN_LUMA: 'dark' })).toThrow(/LIVENESS_MIN_LUMA/);
  });
});
