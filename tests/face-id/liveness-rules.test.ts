import { describe, expect, it } from 'vitest';
import type { DetectedFace, FrameAnalysis } from '../../ministry/face-id/engine';
import { Code, guide } from '../../ministry/face-id/guidance';
import { challengeSteps, LivenessChallenge } from '../../ministry/face-id/liveness';
import { LpFrameError, parseFrames, parseHeartBeat, serializeFrame } from '../../ministry/face-id/lpproto';
import { envName, resolvePolicy } from '../../ministry/face-id/policy';

// The rules on synthetic detector output: head turns cannot be made from the fixtures (the one
// turned photograph scores below the face threshold), so yaw is set here directly.

const policy = resolvePolicy({}, { name: 'standard', framesPerStep: 2 });

function face(overrides: Partial<DetectedFace> = {}): DetectedFace {
  return { box: [245, 140, 150, 150], faceScore: 0.99, yaw: 0, pitch: 0, roll: 0, ...overrides };
}

function analysis(faces: DetectedFace[], stats = { luma: 130, sharpness: 500 }): FrameAnalysis {
  return { width: 640, height: 480, faces, stats: faces.length === 1 ? stats : null, ms: 1 };
}

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
    expect(guide(analysis([face({ yaw: 30 })]), policy, 'center').errors).toEqual([
      Code.lookStraightFromLeft,
    ]);
    expect(guide(analysis([face({ yaw: -30 })]), policy, 'center').errors).toEqual([
      Code.lookStraightFromRight,
    ]);
    expect(guide(analysis([face()]), policy, 'turnLeft').errors).toEqual([Code.turnHeadLeft]);
    expect(guide(analysis([face({ yaw: -30 })]), policy, 'turnLeft').errors).toEqual([Code.turnHeadLeft]);
    expect(guide(analysis([face({ yaw: 25 })]), policy, 'turnLeft').errors).toEqual([]);
    expect(guide(analysis([face()]), policy, 'turnRight').errors).toEqual([Code.turnHeadRight]);
    expect(guide(analysis([face({ yaw: -25 })]), policy, 'turnRight').errors).toEqual([]);
  });
});

describe('the challenge', () => {
  it('is the centre alone in the sandbox, and the centre then both turns in random order in standard', () => {
    expect(challengeSteps(resolvePolicy({}, { name: 'sandbox' }))).toEqual(['center']);
    expect(challengeSteps(policy, () => 0.1)).toEqual(['center', 'turnLeft', 'turnRight']);
    expect(challengeSteps(policy, () => 0.9)).toEqual(['center', 'turnRight', 'turnLeft']);
  });

  it('completes the standard steps with consecutive good frames', () => {
    const challenge = new LivenessChallenge(['center', 'turnLeft', 'turnRight'], policy);
    const seen = [
      challenge.observe(analysis([face()])),
      challenge.observe(analysis([face()])),
      challenge.observe(analysis([face({ yaw: 5 })])),
      challenge.observe(analysis([face({ yaw: 25 })])),
      challenge.observe(analysis([face({ yaw: 28 })])),
      challenge.observe(analysis([face({ yaw: -24 })])),
    ];
    expect(seen.map((v) => v.challenge.step)).toEqual([
      'center',
      'center',
      'turnLeft',
      'turnLeft',
      'turnLeft',
      'turnRight',
    ]);
    expect(seen.map((v) => v.isOk)).toEqual([true, true, false, true, true, true]);
    expect(seen[2]!.errors).toEqual([Code.turnHeadLeft]);
    expect(seen.some((v) => v.completed)).toBe(false);
    expect(challenge.observe(analysis([face({ yaw: -30 })])).completed).toBe(true);
    expect(challenge.done).toBe(true);
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
