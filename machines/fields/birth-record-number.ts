import { z } from 'zod';

/**
 * The number of a child's birth record in the civil registry (FHDYo / ЗАГС), as the birth
 * certificate carries it: the office's letters, the year and six digits, for example
 * FHDYO-2016-001207. A minor has no passport; with the PIN it is what identifies the child of a
 * consent (docs/decisions/069-registry-is-not-a-lookup.md). Messages are translation keys resolved
 * in each place's namespace (docs/decisions/019-field-rules.md).
 */
export const birthRecordNumberMaxLength = 20;

const pattern = /^[A-Z]{2,8}-\d{4}-\d{6}$/;

export const birthRecordNumberKeys = {
  required: 'error_required_birth_record_number',
  wrong: 'error_wrong_birth_record_number',
} as const;

/** As the registry holds it and a client sends it: capitals, hyphens, digits, nothing tidied. */
export const exactBirthRecordNumberSchema = z
  .string({ error: birthRecordNumberKeys.required })
  .min(1, birthRecordNumberKeys.required)
  .regex(pattern, birthRecordNumberKeys.wrong);

/** What the input holds: capitals, digits and hyphens, at most 20 characters. */
export const maskBirthRecordNumber = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, birthRecordNumberMaxLength);
