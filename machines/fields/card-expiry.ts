import { z } from 'zod';

/**
 * A payment card's expiry, MM/YY (specification, section 5). A card is good to the end of its
 * month. Machines own no clock: the caller says which month it is. Messages are translation keys
 * resolved in each place's namespace (docs/decisions/019-field-rules.md).
 */
export interface YearMonth {
  /** Four digits, e.g. 2026. */
  year: number;
  /** 1-12. */
  month: number;
}

const pattern = /^(0[1-9]|1[0-2])\/\d{2}$/;

export const cardExpiryKeys = {
  wrong: 'error_wrong_card_expiry',
  expired: 'error_card_expired',
} as const;

/** Whether a well-formed MM/YY is this month or later (years 2000-2099, as cards print them). */
export function notExpired(expiry: string, today: YearMonth): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  return (2000 + year) * 12 + month >= today.year * 12 + today.month;
}

export const cardExpirySchema = (today: YearMonth) =>
  z
    .string({ error: cardExpiryKeys.wrong })
    .regex(pattern, cardExpiryKeys.wrong)
    .refine((value) => notExpired(value, today), cardExpiryKeys.expired);

export function maskCardExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
