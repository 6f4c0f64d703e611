import { z } from 'zod';

/**
 * The beginning every typed identity field shares (PIN, passport series and number): trimmed,
 * upper-cased where the shape is in capitals, and a missing or blank value asked for with
 * `required` before its shape is judged.
 */
export function typedText(required: string, { upperCase = false } = {}) {
  const trimmed = z.string({ error: required }).trim();
  return (upperCase ? trimmed.toUpperCase() : trimmed).min(1, required);
}

/** In a form, an empty field is asked for before its shape is judged; nothing is tidied. */
export const formPattern = (pattern: RegExp, required: string, wrong: string) =>
  z.string().min(1, required).regex(pattern, wrong);
