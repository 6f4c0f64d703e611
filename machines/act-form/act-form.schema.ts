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

/* The act creation form (types 1 and 4). Masks of section 5; the ministry checks the same shapes. */

/** Vehicle registration number: up to 15 letters or digits, upper case. */
export const maskStateNumber = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 15);

/** Tech passport series: up to 5 letters, upper case. */
export const maskTechPassportSeries = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 5);

const digits = (input: string, length: number) => input.replace(/\D/g, '').slice(0, length);

export const maskTechPassportNumber = (input: string) => digits(input, 7);
export const maskPassserial = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2);
export const maskPassnum = (input: string) => digits(input, 7);
export const maskPin = (input: string) => digits(input, 14);

/** The phone mask of section 5: (99) 999 99 99. */
export function maskPhone(input: string): string {
  const value = digits(input, 9);
  const parts = [value.slice(0, 2), value.slice(2, 5), value.slice(5, 7), value.slice(7, 9)];
  if (value.length <= 2) return value.length === 2 ? `(${value}) ` : value ? `(${value}` : '';
  return `(${parts[0]}) ${parts.slice(1).filter(Boolean).join(' ')}`;
}

/** Currency mask of section 5: space-grouped so'm, a comma or dot and at most two decimals. */
export function maskSom(input: string): string {
  const cleaned = input.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = cleaned.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return rest.length > 0 ? `${grouped},${rest.join('').slice(0, 2)}` : grouped;
}

export const vehicleLookupSchema = z.object({
  stateNumber: z
    .string()
    .min(1, 'error_required_state_number')
    .regex(/^[0-9A-Z]{1,15}$/, 'error_wrong_state_number'),
  techPassportSeries: z
    .string()
    .min(1, 'error_required_tech_passport_series')
    .regex(/^[A-Z]{1,5}$/, 'error_wrong_tech_passport_series'),
  techPassportNumber: z
    .string()
    .min(1, 'error_required_tech_passport_number')
    .regex(/^\d{7}$/, 'error_wrong_tech_passport_number'),
});

export type VehicleLookupForm = z.infer<typeof vehicleLookupSchema>;

const phoneSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine((value) => value.length === 9, 'error_wrong_phone');

export const actPartySchema = z.object({
  passserial: z
    .string()
    .min(1, 'error_required_passserial')
    .regex(/^[A-Z]{2}$/, 'error_wrong_passserial_length'),
  passnum: z
    .string()
    .min(1, 'error_required_passnum')
    .regex(/^\d{7}$/, 'error_wrong_passnum_length'),
  pin: z
    .string()
    .min(1, 'error_required_pin')
    .regex(/^\d{14}$/, 'error_wrong_pin_length'),
  phone: z.union([z.literal('').transform(() => undefined), phoneSchema]),
});

export const createActTypes = [1, 4] as const;

/**
 * The notary of an act (ui/acts/notary-choice.tsx): automatic in the applicant's region, automatic
 * in a chosen region, or a notary picked by hand from the list of a region, district and name. The
 * district and the name only narrow that list; a valid choice parses into NotaryChoiceInput.
 */
export const notaryModes = ['auto', 'region', 'manual'] as const;
export type NotaryMode = (typeof notaryModes)[number];

const numericId = /^\d+$/;

export const notaryChoiceFormSchema = z
  .object({
    mode: z.enum(notaryModes),
    regionId: z.string(),
    districtId: z.string(),
    name: z.string(),
    notaryId: z.string(),
  })
  .superRefine((choice, ctx) => {
    if (choice.mode === 'region' && !numericId.test(choice.regionId)) {
      ctx.addIssue({ code: 'custom', message: 'error_required_region', path: ['regionId'] });
    }
    if (choice.mode === 'manual' && !numericId.test(choice.notaryId)) {
      ctx.addIssue({ code: 'custom', message: 'error_required_notary', path: ['notaryId'] });
    }
  })
  .transform((choice) => {
    if (choice.mode === 'manual') return { mode: 'manual' as const, notaryId: Number(choice.notaryId) };
    if (choice.mode === 'region') return { mode: 'auto' as const, regionId: Number(choice.regionId) };
    return { mode: 'auto' as const };
  });

export type NotaryChoiceFormValues = z.input<typeof notaryChoiceFormSchema>;
export type NotaryChoiceOutput = z.output<typeof notaryChoiceFormSchema>;

export const emptyNotaryChoice: NotaryChoiceFormValues = {
  mode: 'auto',
  regionId: '',
  districtId: '',
  name: '',
  notaryId: '',
};

/** The panel that chooses the notary again (after the applicant rejected one): the choice alone. */
export const notaryChangeFormSchema = z.object({ notary: notaryChoiceFormSchema });

/** The form's values as typed; `createActFormSchema` parses them into CreateActInput's shape. */
export const createActFormSchema = z
  .object({
    type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(4)], { error: 'error_wrong_act_type' })),
    vehicle: vehicleLookupSchema,
    counterparty: actPartySchema,
    /** Co-owners of the vehicle who sell or give with the applicant (section 5). */
    coOwners: z.array(actPartySchema).max(9),
    price: somSchema,
    regtype: z.coerce.number().pipe(regtypeSchema),
    notary: notaryChoiceFormSchema,
  })
  .transform((form) => ({
    type: form.type,
    regtype: form.regtype,
    vehicle: { ...form.vehicle, price: form.price },
    parties: [
      { role: form.type === 1 ? 'buyer' : 'donee', ...form.counterparty },
      ...form.coOwners.map((coOwner) => ({ role: form.type === 1 ? 'seller' : 'giver', ...coOwner })),
    ],
    notary: form.notary,
  }));

export type CreateActFormValues = z.input<typeof createActFormSchema>;
export type CreateActFormOutput = z.output<typeof createActFormSchema>;
