import { z } from 'zod';
import { formPattern } from './field-rule';
import { twoLatinCapitals } from './passport-series';

/**
 * The official notarial blank an act is printed on (section 3: "blank serial/number/prefix"): a
 * prefix of two digits (the code of the region the blanks were issued to, 01 to 99), a series of
 * two Latin capitals and a number of seven digits, as "14 AB 0001234". The shapes are ours
 * (docs/decisions/081-type-specific-act-fields.md). Messages are translation keys resolved in each
 * place's namespace (docs/decisions/019-field-rules.md).
 */
export const blankPrefixLength = 2;
export const blankSeriesLength = 2;
export const blankNumberLength = 7;

const prefixPattern = /^(0[1-9]|[1-9]\d)$/;
// Written once: the same shape as a passport's series.
const seriesPattern = twoLatinCapitals;
const numberPattern = /^\d{7}$/;

export const notarialBlankKeys = {
  prefixRequired: 'error_required_blank_prefix',
  prefix: 'error_wrong_blank_prefix',
  seriesRequired: 'error_required_blank_series',
  series: 'error_wrong_blank_series',
  numberRequired: 'error_required_blank_number',
  number: 'error_wrong_blank_number',
} as const;

/** As an act holds them and a client sends them (the masks below produce this shape). */
export const exactBlankPrefixSchema = z
  .string({ error: notarialBlankKeys.prefix })
  .regex(prefixPattern, notarialBlankKeys.prefix);
export const exactBlankSeriesSchema = z
  .string({ error: notarialBlankKeys.series })
  .regex(seriesPattern, notarialBlankKeys.series);
export const exactBlankNumberSchema = z
  .string({ error: notarialBlankKeys.number })
  .regex(numberPattern, notarialBlankKeys.number);

/** In a form, an empty field is asked for before its shape is judged. */
export const blankPrefixSchema = formPattern(
  prefixPattern,
  notarialBlankKeys.prefixRequired,
  notarialBlankKeys.prefix,
);
export const blankSeriesSchema = formPattern(
  seriesPattern,
  notarialBlankKeys.seriesRequired,
  notarialBlankKeys.series,
);
export const blankNumberSchema = formPattern(
  numberPattern,
  notarialBlankKeys.numberRequired,
  notarialBlankKeys.number,
);

export const maskBlankPrefix = (input: string) => input.replace(/\D/g, '').slice(0, blankPrefixLength);

export const maskBlankSeries = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, blankSeriesLength);

export const maskBlankNumber = (input: string) => input.replace(/\D/g, '').slice(0, blankNumberLength);
