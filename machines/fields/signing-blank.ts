import { z } from 'zod';

/**
 * The notarial blank a party signs on (section 3, a party's "blank"): the series printed on the
 * blank, two to four Latin capital letters, and its number, five to ten digits, as the state
 * printing house numbers them. Typed, the series may be in lower case and either part may carry
 * spaces; stored, both are exact. The act-level blank fields of the type-specific fields are another
 * rule (docs/decisions/082-party-and-client-fields.md). Messages are translation keys
 * (docs/decisions/019-field-rules.md).
 */
export const signingBlankKeys = {
  series: 'error_wrong_signing_blank_series',
  number: 'error_wrong_signing_blank_number',
} as const;

const seriesPattern = /^[A-Z]{2,4}$/;
const numberPattern = /^\d{5,10}$/;

/** A blank's series: 2-4 Latin letters, given on in capitals; spaces typed around it are dropped. */
export const signingBlankSeriesSchema = z
  .string({ error: signingBlankKeys.series })
  .trim()
  .toUpperCase()
  .regex(seriesPattern, signingBlankKeys.series);

/** A blank's number: 5-10 digits; spaces typed between groups of digits are dropped. */
export const signingBlankNumberSchema = z
  .string({ error: signingBlankKeys.number })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(numberPattern, signingBlankKeys.number));
