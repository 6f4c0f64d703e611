import { z } from 'zod';
import { typedText } from './field-rule';
import { noPassportSeries, passportSeriesLength } from './passport-series.mask';

export {
  hasCyrillic,
  maskPartyPassportSeries,
  maskPassportSeries,
  noPassportSeries,
  passportSeriesLength,
} from './passport-series.mask';

/**
 * Passport series (specification, section 5): two Latin capital letters, or `--` for a document
 * without a series. Messages are translation keys; each place that shows them has a text for every
 * key under its own namespace (`login:`, `acts:validation.`, the ministry's `validation.`), so one
 * rule keeps each place's wording (docs/decisions/019-field-rules.md).
 *
 * Two rules, on purpose (docs/decisions/075-masks.md): a citizen's own passport (the login, its
 * pre-check, the kiosk's check-in: section 2 says "2 characters", section 5's login form "2
 * letters", and the registry of citizens holds no passport without a series) takes letters only; a
 * person named in an act (a party, a representative, a manager) may hold a document without a
 * series, written `--`. Half a series (`A-`) is neither.
 */
/** Two Latin capitals: a passport's series, and the notarial blank's (notarial-blank.ts), which has the same shape. */
export const twoLatinCapitals = /^[A-Z]{2}$/;
const letters = twoLatinCapitals;
const lettersOrNoSeries = new RegExp(`${letters.source}|^${noPassportSeries}$`);

export const passportSeriesKeys = {
  required: 'error_required_passserial',
  length: 'error_wrong_passserial_length',
  letters: 'error_wrong_passserial_letters',
} as const;

const typed = (pattern: RegExp) =>
  typedText(passportSeriesKeys.required, { upperCase: true })
    .length(passportSeriesLength, passportSeriesKeys.length)
    .regex(pattern, passportSeriesKeys.letters);

/** A citizen's own passport as typed (login, the login pre-check, the kiosk check-in): tidied, then checked. */
export const passportSeriesSchema = typed(letters);

/** The passport of a person named in an act as typed: two letters or `--`. */
export const partyPassportSeriesSchema = typed(lettersOrNoSeries);

/**
 * As the registry holds it: a client that sends anything else (lower case, spaces) sent a wrong
 * series, and the one key says what a right one looks like.
 */
export const exactPassportSeriesSchema = z.string().regex(letters, passportSeriesKeys.length);

/** A person named in an act, as an API client sends it: two capitals or `--`, nothing tidied. */
export const exactPartyPassportSeriesSchema = z.string().regex(lettersOrNoSeries, passportSeriesKeys.length);
