import { z } from 'zod';
import { isStorableText, textKeys } from './text';

/**
 * A line of free text an act holds (a purpose, a document's name, a reason, an address, a
 * representative's basis): trimmed, not blank, at most `max` characters, storable
 * (docs/decisions/026-bounded-input.md). Messages are translation keys resolved in each place's
 * namespace (docs/decisions/019-field-rules.md).
 */
export const freeTextKeys = {
  blank: 'error_blank_text',
  tooLong: 'error_text_too_long',
  unstorable: textKeys.unstorable,
} as const;

export const freeTextSchema = (max = 500) =>
  z
    .string({ error: freeTextKeys.blank })
    .trim()
    .min(1, freeTextKeys.blank)
    .max(max, freeTextKeys.tooLong)
    .refine(isStorableText, freeTextKeys.unstorable);
