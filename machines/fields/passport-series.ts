import { z } from 'zod';
import { typedText } from './field-rule';

/**
 * Passport series (specification, section 5): two Latin capital letters. Messages are translation
 * keys; each place that shows them has a text for every key under its own namespace (`login:`,
 * `acts:validation.`, the ministry's `validation.`), so one rule keeps each place's wording
 * (docs/decisions/019-field-rules.md).
 */
export const passportSeriesLength = 2;

const pattern = /^[A-Z]{2}$/;

export const passportSeriesKeys = {
  required: 'error_required_passserial',
  length: 'error_wrong_passserial_length',
  letters: 'error_wrong_passserial_letters',
} as const;

/** As a person types it (login, an act's parties, the login pre-check): tidied, then checked. */
export const passportSeriesSchema = typedText(passportSeriesKeys.required, { upperCase: true })
  .length(passportSeriesLength, passportSeriesKeys.length)
  .regex(pattern, passportSeriesKeys.letters);

/**
 * As the registry holds it: a client that sends anything else (lower case, spaces) sent a wrong
 * series, and the one key says what a right one looks like.
 */
export const exactPassportSeriesSchema = z.string().regex(pattern, passportSeriesKeys.length);

const cyrillic = /[\u0400-\u04FF]/;
/** Section 5 asks for a warning when Cyrillic is typed where Latin letters are needed. */
export const hasCyrillic = (value: string) => cyrillic.test(value);

/**
 * Upper case, two characters. `latinOnly: false` keeps whatever else was typed (the login form), so
 * Cyrillic stays visible next to its warning instead of vanishing under the person's fingers.
 */
export function maskPassportSeries(input: string, { latinOnly = true } = {}): string {
  const upper = input.toUpperCase();
  return (latinOnly ? upper.replace(/[^A-Z]/g, '') : upper).slice(0, passportSeriesLength);
}
