import { z } from 'zod';
import { typedText } from './field-rule';
import { pinLength } from './pin.mask';

export { maskPin, pinLength } from './pin.mask';

/**
 * PIN (JSHSHIR / ПИНФЛ), the personal identification number: 14 digits (specification, section 5).
 * Messages are translation keys resolved in each place's namespace (docs/decisions/019-field-rules.md).
 */
const pattern = /^\d{14}$/;

export const pinKeys = {
  required: 'error_required_pin',
  length: 'error_wrong_pin_length',
  digits: 'error_wrong_pin_digits',
} as const;

/** As a person types it (login, an act's parties, the login pre-check). */
export const pinSchema = typedText(pinKeys.required)
  .length(pinLength, pinKeys.length)
  .regex(pattern, pinKeys.digits);

/** As the registry holds it: exactly 14 digits, nothing tidied. */
export const exactPinSchema = z.string().regex(pattern, pinKeys.length);
