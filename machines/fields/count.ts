import { z } from 'zod';

/**
 * A whole count a form asks for (pages of a document, rooms, blanks, months of a credit or a trip):
 * a positive integer up to the field's own maximum. Messages are translation keys resolved in each
 * place's namespace (docs/decisions/019-field-rules.md).
 */
export const countKeys = { wrong: 'error_wrong_count' } as const;

export const countSchema = (max: number) =>
  z.number({ error: countKeys.wrong }).int(countKeys.wrong).min(1, countKeys.wrong).max(max, countKeys.wrong);
