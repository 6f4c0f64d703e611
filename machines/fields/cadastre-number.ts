import { z } from 'zod';

export { cadastreNumberMaxLength, maskCadastreNumber } from './cadastre-number.mask';

/**
 * A real-estate cadastre number (specification, sections 3 and 5): up to 50 characters of digits,
 * colons and slashes, for example 11:14:04:01:01:1630. The specification says nothing of where the
 * separators may stand; we ask only that the number begins with a digit, so a bare ":" or "/" is
 * not a number. Messages are translation keys resolved in each place's namespace
 * (docs/decisions/019-field-rules.md).
 */

const pattern = /^\d[\d:/]{0,49}$/;

export const cadastreNumberKeys = { wrong: 'error_wrong_cadastre_number' } as const;

/** As the registry holds it and a client sends it. */
export const exactCadastreNumberSchema = z
  .string({ error: cadastreNumberKeys.wrong })
  .regex(pattern, cadastreNumberKeys.wrong);
