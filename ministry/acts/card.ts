import { z } from 'zod';
import { tashkentDateTime } from '../../machines/clock/clock';
import { cardExpirySchema } from '../../machines/fields/card-expiry';
import { cardDigits, cardNumberSchema } from '../../machines/fields/card-number';

// The sandbox payment gateway's card check: the payment form's own rules (machines/fields: 4 groups of
// 4 digits with a valid Luhn check digit, expiry MM/YY not in the past), with Tashkent's month as today.

// The sandbox declines this one card (Luhn-valid), so the refusal path can be tried.
export const sandboxDeclinedCard = '4000000000000002';

export function cardSchema(now: () => Date) {
  const today = tashkentDateTime(now()).date;
  return z.object({
    // The number's spaces are optional here; the payment is recorded by its digits.
    card: cardNumberSchema.transform(cardDigits),
    expiry: cardExpirySchema({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }),
    version: z.number().int().positive('error_wrong_version').optional(),
  });
}
