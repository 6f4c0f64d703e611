import { z } from 'zod';
import { formPattern } from './field-rule';

export { maskStateNumber, stateNumberMaxLength } from './state-number.mask';

/**
 * A vehicle's registration (state) number: up to 15 Latin letters or digits, upper case
 * (specification, section 5). Messages are translation keys resolved in each place's namespace
 * (docs/decisions/019-field-rules.md).
 */

const pattern = /^[0-9A-Z]{1,15}$/;

export const stateNumberKeys = {
  required: 'error_required_state_number',
  wrong: 'error_wrong_state_number',
} as const;

/** As the registry holds it and a client sends it (the mask produces this shape). */
export const exactStateNumberSchema = z.string().regex(pattern, stateNumberKeys.wrong);

/** In a form, an empty field is asked for before its shape is judged. */
export const stateNumberSchema = formPattern(pattern, stateNumberKeys.required, stateNumberKeys.wrong);
