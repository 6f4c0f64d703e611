import { z } from 'zod';
import { typedAmountSchema } from '../fields/amount';
import { phoneSchema } from '../fields/phone';

/**
 * The correction forms of an act in preparation (the notary returned it with remarks): a vehicle's
 * price and an invited party's phone. Messages are translation keys (namespace `acts`,
 * `validation.*`); whether the applicant may edit at all is the statechart's (`view.canEdit`).
 */

export const vehiclePriceFormSchema = z.object({ price: typedAmountSchema });

export const partyPhoneFormSchema = z.object({ phone: phoneSchema });
