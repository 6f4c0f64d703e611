import { z } from 'zod';

/**
 * The login form (specification, section 5). Messages are translation keys of the `login`
 * namespace; the view translates them. Series is upper-cased before checking, as typed.
 */
export const passserialLength = 2;
export const passnumLength = 7;
export const pinLength = 14;

const cyrillic = /[\u0400-\u04FF]/;
export const hasCyrillic = (value: string) => cyrillic.test(value);

export const loginFormSchema = z.object({
  passserial: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'error_required_passserial')
    .length(passserialLength, 'error_wrong_passserial_length')
    .regex(/^[A-Z]+$/, 'error_wrong_passserial_letters'),
  passnum: z
    .string()
    .trim()
    .min(1, 'error_required_passnum')
    .length(passnumLength, 'error_wrong_passnum_length')
    .regex(/^\d+$/, 'error_wrong_passnum_digits'),
  pin: z
    .string()
    .trim()
    .min(1, 'error_required_pin')
    .length(pinLength, 'error_wrong_pin_length')
    .regex(/^\d+$/, 'error_wrong_pin_digits'),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginCredentials = z.output<typeof loginFormSchema>;

/** passserial / passnum query parameters prefill the form (section 2); junk is ignored. */
export const loginPrefillSchema = z.object({
  passserial: z
    .string()
    .transform((value) => value.trim().toUpperCase().slice(0, passserialLength))
    .optional()
    .catch(undefined),
  passnum: z
    .string()
    .transform((value) => value.replace(/\D/g, '').slice(0, passnumLength))
    .optional()
    .catch(undefined),
});

export function prefillFromSearch(search: string): { passserial: string; passnum: string } {
  const params = new URLSearchParams(search);
  const parsed = loginPrefillSchema.parse({
    passserial: params.get('passserial') ?? undefined,
    passnum: params.get('passnum') ?? undefined,
  });
  return { passserial: parsed.passserial ?? '', passnum: parsed.passnum ?? '' };
}
