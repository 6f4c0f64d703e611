import { z } from 'zod';

/**
 * An amount of money in so'm (invoices, a vehicle's price): positive, at most 10^12, at most two
 * decimals (tiyin), typed with the currency mask of section 5 (space-grouped, comma or dot, two
 * decimals). Messages are translation keys resolved in each place's namespace
 * (docs/decisions/019-field-rules.md).
 */
export const maxAmount = 1e12;

export const amountKeys = {
  required: 'error_required_amount',
  wrong: 'error_wrong_amount',
  positive: 'error_invoice_amount_positive',
  tooLarge: 'error_invoice_amount_too_large',
  cents: 'error_invoice_amount_cents',
} as const;

interface AmountValueKeys {
  /** When the value is not a number at all; zod's own message when left out. */
  type?: string;
  positive: string;
  tooLarge: string;
}

/**
 * The amount as a number, as the ministry receives it. `keys` lets a caller name the field in its
 * own words (a vehicle's price answers one `error_wrong_price` for any wrong value).
 */
export const amountValueSchema = (
  keys: AmountValueKeys = { positive: amountKeys.positive, tooLarge: amountKeys.tooLarge },
) =>
  z
    .number(keys.type === undefined ? undefined : { error: keys.type })
    .positive(keys.positive)
    .max(maxAmount, keys.tooLarge);

/** Whole tiyin: no third decimal (floating point noise aside). */
export const wholeTiyin = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount the statechart keeps (an issued invoice): also whole tiyin. */
export const tiyinAmountSchema = amountValueSchema().refine(wholeTiyin, amountKeys.cents);

/** As typed with the currency mask: gives the number in so'm. */
export const typedAmountSchema = z
  .string()
  .trim()
  .min(1, amountKeys.required)
  .transform((value) => value.replace(/\s/g, '').replace(',', '.'))
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), amountKeys.wrong)
  .transform(Number)
  .pipe(amountValueSchema());

/** Space-grouped so'm, a comma and at most two decimals. */
export function maskAmount(input: string): string {
  const cleaned = input.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = cleaned.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return rest.length > 0 ? `${grouped},${rest.join('').slice(0, 2)}` : grouped;
}
