import { z } from 'zod';

/**
 * The series of an agro-technical passport (the document of a tractor or another self-propelled
 * machine; section 5's mask): exactly 5 characters, each a Latin capital letter or a hyphen. As for
 * the passport series, a hyphen stands where the document has no letter, so `-----` is a series too
 * (docs/decisions/075-masks.md). Messages are translation keys (docs/decisions/019-field-rules.md).
 */
export const agroSeriesLength = 5;

const pattern = /^[A-Z-]{5}$/;

export const agroSeriesKeys = {
  required: 'error_required_agro_series',
  wrong: 'error_wrong_agro_series',
} as const;

/** As stored and sent: nothing tidied. */
export const exactAgroSeriesSchema = z
  .string({ error: agroSeriesKeys.wrong })
  .regex(pattern, agroSeriesKeys.wrong);

/** As typed: trimmed and upper-cased; a field left empty is asked for first. */
export const agroSeriesSchema = z
  .string({ error: agroSeriesKeys.required })
  .trim()
  .toUpperCase()
  .pipe(z.string().min(1, agroSeriesKeys.required).pipe(exactAgroSeriesSchema));

export const maskAgroSeries = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z-]/g, '')
    .slice(0, agroSeriesLength);
