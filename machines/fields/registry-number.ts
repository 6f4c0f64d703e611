import { z } from 'zod';
import { formPattern } from './field-rule';

export { maskRegistryNumber, registryNumberLength } from './registry-number.mask';

/**
 * The registry number of a registered notarial act or power of attorney, as the ministry gives it
 * (ministry/acts/lifecycle.ts formatRegnum; the registry of powers of attorney): "NA-", the year,
 * "-" and six digits, e.g. NA-2026-000042. Messages are translation keys resolved in each place's
 * namespace (docs/decisions/019-field-rules.md).
 */

const pattern = /^NA-\d{4}-\d{6}$/;

export const registryNumberKeys = {
  required: 'error_required_registry_number',
  wrong: 'error_wrong_registry_number',
} as const;

/** As a client sends it: trimmed and upper-cased, then the exact shape. */
export const exactRegistryNumberSchema = z
  .string({ error: registryNumberKeys.required })
  .trim()
  .toUpperCase()
  .min(1, registryNumberKeys.required)
  .regex(pattern, registryNumberKeys.wrong);

/** In a form, an empty field is asked for before its shape is judged. */
export const registryNumberSchema = formPattern(
  pattern,
  registryNumberKeys.required,
  registryNumberKeys.wrong,
);
