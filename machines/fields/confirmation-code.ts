import { z } from 'zod';

/**
 * The confirmation code the sandbox SMS gateway sends to a new phone (decision 059): six digits,
 * typed in one box. Messages are translation keys (docs/decisions/019-field-rules.md).
 */
export const confirmationCodeLength = 6;

const pattern = /^\d{6}$/;

export const confirmationCodeKeys = { wrong: 'error_wrong_code_shape' } as const;

export const confirmationCodeSchema = z
  .string({ error: confirmationCodeKeys.wrong })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(pattern, confirmationCodeKeys.wrong));

export const maskConfirmationCode = (input: string) =>
  input.replace(/\D/g, '').slice(0, confirmationCodeLength);

/** The code in an SMS text of the sandbox outbox: what a person (or the e2e) reads from it. */
export function codeInMessage(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
