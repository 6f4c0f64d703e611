import { z } from 'zod';
import { citizenPassportType, maskPassportNumber, passportNumberSchema } from '../fields/passport-number';
import { maskPassportSeries, passportSeriesSchema } from '../fields/passport-series';
import { pinSchema } from '../fields/pin';

/**
 * The login form (specification, section 5). Messages are translation keys of the `login`
 * namespace; the view translates them. The field rules are machines/fields'; the citizen's
 * passport is the 7-digit one.
 */
export const loginFormSchema = z.object({
  passserial: passportSeriesSchema,
  passnum: passportNumberSchema(citizenPassportType),
  pin: pinSchema,
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginCredentials = z.output<typeof loginFormSchema>;

/** passserial / passnum query parameters prefill the form (section 2); junk is ignored. */
export const loginPrefillSchema = z.object({
  passserial: z
    .string()
    .transform((value) => maskPassportSeries(value.trim(), { latinOnly: false }))
    .optional()
    .catch(undefined),
  passnum: z
    .string()
    .transform((value) => maskPassportNumber(value, citizenPassportType))
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
