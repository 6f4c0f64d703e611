import { z } from 'zod';
import { typedText } from './field-rule';
import { passportSeriesLength } from './passport-series.mask';

export { hasCyrillic, maskPassportSeries, passportSeriesLength } from './passport-series.mask';

/**
 * Passport series (specification, section 5): two Latin capital letters. Messages are translation
 * keys; each place that shows them has a text for every key under its own namespace (`login:`,
 * `acts:validation.`, the ministry's `validation.`), so one rule keeps each place's wording
 * (docs/decisions/019-field-rules.md).
 */
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
