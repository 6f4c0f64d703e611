import { z } from 'zod';
import type { LpFrame } from '../../machines/liveness-socket/liveness-socket.machine.js';
import type {
  LivenessChallenge,
  LivenessStep,
  LivenessUpdate,
  LivenessUpdateKind,
} from '../generated/schema-types.js';

// lpproto names steps in camelCase, the GraphQL enum in upper snake case.
const STEPS: Record<string, LivenessStep> = {
  center: 'CENTER',
  turnLeft: 'TURN_LEFT',
  turnRight: 'TURN_RIGHT',
  chinUp: 'CHIN_UP',
  chinDown: 'CHIN_DOWN',
  eyesClosed: 'EYES_CLOSED',
};

const rectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** The STATS body of docs/contracts.md; fields the server leaves out get their neutral value. */
const statsSchema = z.object({
  errors: z.array(z.number().int()).default([]),
  details: z.object({ faceFramePosition: z.object({ faceRect: rectSchema.nullish() }).nullish() }).nullish(),
  isOk: z.boolean().default(false),
  challenge: z.object({ step: z.string(), index: z.number().int(), of: z.number().int() }).nullish(),
  skipped: z.boolean().default(false),
});

const base = (kind: LivenessUpdateKind): LivenessUpdate => ({
  kind,
  errors: [],
  faceRect: null,
  isOk: false,
  challenge: null,
  skipped: false,
  jwt: null,
  errorCode: null,
});

function challengeOf(step: string, index: number, of: number): LivenessChallenge | null {
  const known = STEPS[step];
  return known ? { step: known, index, of } : null;
}

/** CONNECTED names the whole challenge (`challenge:center,turnLeft,turnRight`); its first step is current. */
export function connectedUpdate(frame: LpFrame): LivenessUpdate {
  const steps = (frame.headers.challenge ?? '')
    .split(',')
    .map((step) => step.trim())
    .filter(Boolean);
  const [first] = steps;
  return { ...base('CONNECTED'), challenge: first ? challengeOf(first, 1, steps.length) : null };
}

/** null when the body is not the STATS of the contract. */
export function statsUpdate(frame: LpFrame): LivenessUpdate | null {
  let json: unknown;
  try {
    json = JSON.parse(frame.body);
  } catch {
    return null;
  }
  const parsed = statsSchema.safeParse(json);
  if (!parsed.success) return null;
  const { errors, details, isOk, challenge, skipped } = parsed.data;
  return {
    ...base('STATS'),
    errors,
    faceRect: details?.faceFramePosition?.faceRect ?? null,
    isOk,
    challenge: challenge ? challengeOf(challenge.step, challenge.index, challenge.of) : null,
    skipped,
  };
}

export const successUpdate = (jwt: string): LivenessUpdate => ({ ...base('SUCCESS'), isOk: true, jwt });

export const errorUpdate = (errorCode: string): LivenessUpdate => ({ ...base('ERROR'), errorCode });

export const reconnectingUpdate = (): LivenessUpdate => base('RECONNECTING');
