import { z } from 'zod';
import { phonePattern } from './phone.mask';

export { formatPhone, maskPhone, phoneLength, phonePattern } from './phone.mask';

/**
 * A mobile phone number without the country code: 9 digits, shown with the mask (99) 999 99 99
 * (specification, section 5), typed and displayed alike. Messages are translation keys resolved in
 * each place's namespace (docs/decisions/019-field-rules.md).
 */
export const phoneKeys = { required: 'error_required_phone', wrong: 'error_wrong_phone' } as const;

/** As stored and sent: the 9 digits alone. */
export const exactPhoneSchema = z.string().regex(phonePattern, phoneKeys.wrong);

/**
 * As typed with the mask, in a form that asks for a phone (section 5: "phone required, 9 digits"):
 * the digits are what counts and what the form gives on; a field left empty (or holding only the
 * mask's brackets) is asked for before its length is judged.
 */
export const phoneSchema = z
  .string({ error: phoneKeys.required })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(1, phoneKeys.required).pipe(exactPhoneSchema));
