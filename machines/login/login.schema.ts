import { z } from 'zod';
import { citizenPassportType, passportNumberSchema } from '../fields/passport-number';
import { passportSeriesSchema } from '../fields/passport-series';
import { pinSchema } from '../fields/pin';

/**
 * The login form (specification, section 5). Messages are translation keys of the `login`
 * namespace; the view translates them. The field rules are machines/fields'; the citizen's
 * passport is the 7-digit one. The form's prefill from the address is ./login.prefill.ts.
 */
export const loginFormSchema = z.object({
  passserial: passportSeriesSchema,
  passnum: passportNumberSchema(citizenPassportType),
  pin: pinSchema,
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginCredentials = z.output<typeof loginFormSchema>;
