import { z } from 'zod';

/**
 * A mobile phone number without the country code: 9 digits, shown with the mask (99) 999 99 99
 * (specification, section 5), typed and displayed alike. Messages are translation keys resolved in
 * each place's namespace (docs/decisions/019-field-rules.md).
 */
export const phoneLength = 9;

const pattern = /^\d{9}$/;

export const phoneKeys = { required: 'error_required_phone', wrong: 'error_wrong_phone' } as const;

/** As stored and sent: the 9 digits alone. */
export const exactPhoneSchema = z.string().regex(pattern, phoneKeys.wrong);

/**
 * As typed with the mask, in a form that asks for a phone (section 5: "phone required, 9 digits"):
 * the digits are what counts and what the form gives on; a field left empty (or holding only the
 * mask's brackets) is asked for before its length is judged.
 */
export const phoneSchema = z
  .string({ error: phoneKeys.required })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(1, phoneKeys.required).pipe(exactPhoneSchema));

export function maskPhone(input: string): string {
  const value = input.replace(/\D/g, '').slice(0, phoneLength);
  const parts = [value.slice(0, 2), value.slice(2, 5), value.slice(5, 7), value.slice(7, 9)];
  if (value.length <= 2) return value.length === 2 ? `(${value}) ` : value ? `(${value}` : '';
  return `(${parts[0]}) ${parts.slice(1).filter(Boolean).join(' ')}`;
}

/**
 * A stored phone as every screen shows it, (99) 999 99 99; '' for none. Anything that is not 9
 * digits (a record older than the rule) is shown as it is rather than cut into a wrong shape.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return pattern.test(phone) ? maskPhone(phone) : phone;
}
