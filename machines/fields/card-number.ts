import { z } from 'zod';

/**
 * A payment card number: 4 groups of 4 digits with a valid Luhn check digit (specification,
 * section 5). Messages are translation keys resolved in each place's namespace
 * (docs/decisions/019-field-rules.md).
 */
export const cardNumberLength = 16;

// The groups' spaces are optional: the form's mask writes them, an API client may leave them out.
const pattern = /^\d{4} ?\d{4} ?\d{4} ?\d{4}$/;

export const cardNumberKeys = {
  wrong: 'error_wrong_card_number',
  luhn: 'error_card_luhn',
} as const;

/** Luhn's checksum over the digits of a card number. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardDigits = (value: string) => value.replace(/ /g, '');

/** The number as typed or sent, spaces kept; `cardDigits` gives the bare digits. */
export const cardNumberSchema = z
  .string({ error: cardNumberKeys.wrong })
  .regex(pattern, cardNumberKeys.wrong)
  .refine((value) => luhnValid(cardDigits(value)), cardNumberKeys.luhn);

/** The mask of section 5: four groups of four digits. */
export function maskCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, cardNumberLength);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
