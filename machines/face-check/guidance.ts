/**
 * The face-check guidance table (specification, section 8): only the first code of a STATS frame
 * is shown. Codes with their own hint map to `face:hints.<code>`; the listed technical codes and
 * anything unknown show the generic "Error: code N".
 */

export const hintCodes = [
  3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 26, 28, 30, 32, 33, 37, 38, 51, 61, 62,
  63, 64, 65, 66, 67, 68,
] as const;

export const genericCodes = [1, 2, 10, 11, 18, 25, 27, 29, 31, 34, 40, 50, 60] as const;

/** Which way the animated arrow points: moving the camera, or turning the head. */
export type GuidanceArrow = 'up' | 'down' | 'left' | 'right' | 'turnLeft' | 'turnRight';

const arrows: Partial<Record<number, GuidanceArrow>> = {
  14: 'down',
  15: 'left',
  16: 'up',
  17: 'right',
  19: 'turnRight',
  20: 'turnLeft',
  23: 'up',
  24: 'down',
  64: 'turnRight',
  65: 'turnLeft',
  67: 'up',
  68: 'down',
};

export interface Guidance {
  code: number;
  /** Key in the `face` namespace. */
  key: string;
  values: Record<string, string>;
  arrow: GuidanceArrow | null;
}

const isHintCode = (code: number) => (hintCodes as readonly number[]).includes(code);

export function guidanceFor(errors: readonly number[]): Guidance | null {
  const code = errors[0];
  if (code === undefined) return null;
  if (isHintCode(code)) return { code, key: `hints.${code}`, values: {}, arrow: arrows[code] ?? null };
  return { code, key: 'hints.generic', values: { code: String(code) }, arrow: null };
}

/**
 * The instruction of each challenge step (docs/decisions/068): the guidance code whose text asks
 * for it, so a step is shown in the same words as the hint that corrects it.
 */
export const stepInstructionCodes = {
  CENTER: 63,
  TURN_LEFT: 65,
  TURN_RIGHT: 64,
  CHIN_UP: 67,
  CHIN_DOWN: 68,
  EYES_CLOSED: 62,
} as const satisfies Record<string, number>;

export interface StepInstruction extends Guidance {
  /** 1-based position of the step, and the number of steps. */
  index: number;
  of: number;
}

/** The step's instruction, when the challenge has more than the centre step; null otherwise. */
export function instructionFor(
  challenge: { step: keyof typeof stepInstructionCodes; index: number; of: number } | null,
): StepInstruction | null {
  if (!challenge || challenge.of < 2) return null;
  const guidance = guidanceFor([stepInstructionCodes[challenge.step]]);
  return guidance ? { ...guidance, index: challenge.index, of: challenge.of } : null;
}
