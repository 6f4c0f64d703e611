import { z } from 'zod';
import { tashkentDateTime } from './time';

// The sandbox payment gateway's card check (specification section 5 masks): 4 groups of 4 digits with
// a valid Luhn check digit, expiry MM/YY not in the past (a card is valid to the end of its month).

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// The sandbox declines this one card (Luhn-valid), so the refusal path can be tried.
export const sandboxDeclinedCard = '4000000000000002';

export function cardSchema(now: () => Date) {
  return z.object({
    card: z
      .string({ error: 'error_wrong_card_number' })
      .regex(/^\d{4} ?\d{4} ?\d{4} ?\d{4}$/, 'error_wrong_card_number')
      .transform((value) => value.replace(/ /g, ''))
      .refine(luhnValid, 'error_card_luhn'),
    expiry: z
      .string({ error: 'error_wrong_card_expiry' })
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'error_wrong_card_expiry')
      .refine((value) => {
        const [month, year] = value.split('/').map(Number) as [number, number];
        const today = tashkentDateTime(now()).date;
        const current = Number(today.slice(2, 4)) * 12 + Number(today.slice(5, 7));
        return year * 12 + month >= current;
      }, 'error_card_expired'),
    version: z.number().int().positive('error_wrong_version').optional(),
  });
}
