import { z } from 'zod';
import { typedText } from './field-rule';
import { citizenPassportType, passportNumberKeys, passportNumberRule } from './passport-number.mask';

export {
  citizenPassportNumberLength,
  citizenPassportType,
  maskPassportNumber,
  type PassportNumberRule,
  passportNumberKeys,
  passportNumberRule,
} from './passport-number.mask';

/**
 * Passport number, whose shape depends on the identity document's type (specification, section 5):
 * 6-7 digits for type 0; exactly 7 digits for types 1, 6, 8, 46, 47, 48, 60, 1001-1004, 20 and 70;
 * up to 20 characters otherwise, upper-cased. Messages are translation keys resolved in each place's
 * namespace (docs/decisions/019-field-rules.md).
 */

const digits = /^\d+$/;
const lettersAndDigits = /^[0-9A-Z]+$/;

/** As a person types it (login, an act's parties, the login pre-check): tidied, then checked. */
export function passportNumberSchema(documentType = citizenPassportType) {
  const rule = passportNumberRule(documentType);
  return typedText(passportNumberKeys.required, { upperCase: true })
    .min(rule.minLength, rule.shapeKey)
    .max(rule.maxLength, rule.shapeKey)
    .regex(
      rule.digitsOnly ? digits : lettersAndDigits,
      rule.digitsOnly ? passportNumberKeys.digits : rule.shapeKey,
    );
}

/** As the registry holds it: nothing tidied; anything else gets the key that describes the shape. */
export function exactPassportNumberSchema(documentType = citizenPassportType) {
  const rule = passportNumberRule(documentType);
  return z
    .string()
    .refine(
      (value) =>
        value.length >= rule.minLength &&
        value.length <= rule.maxLength &&
        (rule.digitsOnly ? digits : lettersAndDigits).test(value),
      rule.shapeKey,
    );
}
