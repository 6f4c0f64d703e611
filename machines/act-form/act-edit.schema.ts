import { z } from 'zod';
import { somSchema } from './act-form.schema';

/**
 * The correction forms of an act in preparation (the notary returned it with remarks): a vehicle's
 * price and an invited party's phone. Messages are translation keys (namespace `acts`,
 * `validation.*`); whether the applicant may edit at all is the statechart's (`view.canEdit`).
 */

export const vehiclePriceFormSchema = z.object({ price: somSchema });

export const partyPhoneFormSchema = z.object({
  phone: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .refine((value) => value.length === 9, 'error_wrong_phone'),
});
