import { z } from 'zod';
import { isoDateSchema, regtypeSchema, timeSchema } from '../act/act.schema';

/**
 * The forms of the act screens (issue 4): what the notary writes with an event, and the sandbox
 * card. Messages are translation keys (namespace `acts`, `validation.*`); a valid submit gives the
 * payload `sendActEvent` / `payInvoice` carries. The statechart decides whether the event may be
 * sent at all; these decide only whether what was typed is well formed.
 */

const text = (requiredKey: string) => z.string().trim().min(1, requiredKey).max(2000, 'error_text_too_long');

export const remarkFormSchema = z.object({ remark: text('error_required_remark') });
export const reasonFormSchema = z.object({ reason: text('error_required_reason') });

/** So'm as typed with the currency mask (spaces grouping, comma or dot, two decimals at most). */
export const somSchema = z
  .string()
  .trim()
  .min(1, 'error_required_amount')
  .transform((value) => value.replace(/\s/g, '').replace(',', '.'))
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), 'error_wrong_amount')
  .transform(Number)
  .refine((value) => value > 0, 'error_invoice_amount_positive')
  .refine((value) => value <= 1e12, 'error_invoice_amount_too_large');

export const invoicePurposes = ['state_fee', 'service'] as const;

export const invoicesFormSchema = z.object({
  invoices: z
    .array(z.object({ amount: somSchema, purpose: z.enum(invoicePurposes) }))
    .min(1, 'error_required_invoices'),
});

export const visitFormSchema = z.object({
  date: isoDateSchema,
  time: timeSchema,
  regtype: z.coerce.number().pipe(regtypeSchema),
});

export const onSiteFormSchema = z.object({ invoiceId: z.string().min(1, 'error_required_invoice') });

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

/** The card mask of section 5: four groups of four digits. */
export function maskCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry mask of section 5: MM/YY. */
export function maskExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * `today` is the caller's (machines own no clock): the first day of the current month, so a card
 * expiring this month is still good.
 */
export const cardFormSchema = (today: { year: number; month: number }) =>
  z.object({
    card: z
      .string()
      .regex(/^\d{4} \d{4} \d{4} \d{4}$/, 'error_wrong_card_number')
      .refine((value) => luhnValid(value.replace(/ /g, '')), 'error_card_luhn'),
    expiry: z
      .string()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'error_wrong_card_expiry')
      .refine((value) => {
        const [month, year] = value.split('/').map(Number) as [number, number];
        const fullYear = 2000 + year;
        return fullYear > today.year || (fullYear === today.year && month >= today.month);
      }, 'error_card_expired'),
  });

export type CardForm = z.infer<ReturnType<typeof cardFormSchema>>;
