import { z } from 'zod';
import { isoDateSchema, regtypeSchema, timeSchema } from '../act/act.schema';
import { typedAmountSchema } from '../fields/amount';
import { cardExpirySchema, type YearMonth } from '../fields/card-expiry';
import { cardNumberSchema } from '../fields/card-number';
import { stateNumberSchema } from '../fields/state-number';
import { techPassportNumberSchema, techPassportSeriesSchema } from '../fields/tech-passport';
import {
  type ComputedInvoices,
  feeReasonKeys,
  feeReasonSchema,
  invoiceNeedsReason,
  invoicePurposes,
} from '../money/act-fee';

/**
 * The forms of the act screens (issue 4): what the notary writes with an event, and the sandbox
 * card. Messages are translation keys (namespace `acts`, `validation.*`); each field's rule is its
 * module in machines/fields. A valid submit gives the payload `sendActEvent` / `payInvoice`
 * carries. The statechart decides whether the event may be sent at all; these decide only whether
 * what was typed is well formed.
 */

const text = (requiredKey: string) => z.string().trim().min(1, requiredKey).max(2000, 'error_text_too_long');

export const remarkFormSchema = z.object({ remark: text('error_required_remark') });
export const reasonFormSchema = z.object({ reason: text('error_required_reason') });

export { invoicePurposes };

/**
 * The notary's invoices, checked against the act's computed fee (decision 040): an invoice whose
 * amount differs from the computed one of its purpose needs a reason, as the ministry requires.
 * Without a computed fee (none could be computed, or it has not loaded) no reason is asked.
 */
export const invoicesFormSchemaFor = (fee: ComputedInvoices | null) =>
  z
    .object({
      invoices: z
        .array(
          z.object({
            amount: typedAmountSchema,
            purpose: z.enum(invoicePurposes),
            reason: feeReasonSchema.default(''),
          }),
        )
        .min(1, 'error_required_invoices'),
    })
    .superRefine((form, context) => {
      form.invoices.forEach((invoice, index) => {
        const amountTiyin = Math.round(invoice.amount * 100);
        if (invoice.reason === '' && invoiceNeedsReason(fee, { purpose: invoice.purpose, amountTiyin })) {
          context.addIssue({
            code: 'custom',
            path: ['invoices', index, 'reason'],
            message: feeReasonKeys.required,
          });
        }
      });
    })
    // The reason travels only with an amount that needs one (typed, then the amount put back: dropped).
    .transform((form) => ({
      invoices: form.invoices.map(({ reason, ...invoice }) =>
        reason !== '' &&
        invoiceNeedsReason(fee, { purpose: invoice.purpose, amountTiyin: Math.round(invoice.amount * 100) })
          ? { ...invoice, reason }
          : invoice,
      ),
    }));

export const invoicesFormSchema = invoicesFormSchemaFor(null);

export const visitFormSchema = z.object({
  date: isoDateSchema,
  time: timeSchema,
  regtype: z.coerce.number().pipe(regtypeSchema),
});

export const onSiteFormSchema = z.object({ invoiceId: z.string().min(1, 'error_required_invoice') });

/** The sandbox card payment; `today` is the caller's (machines own no clock). */
export const cardFormSchema = (today: YearMonth) =>
  z.object({ card: cardNumberSchema, expiry: cardExpirySchema(today) });

export type CardForm = z.infer<ReturnType<typeof cardFormSchema>>;

/* The vehicle lookup of the act creation form. Masks of section 5; the ministry checks the same shapes. */

export const vehicleLookupSchema = z.object({
  stateNumber: stateNumberSchema,
  techPassportSeries: techPassportSeriesSchema,
  techPassportNumber: techPassportNumberSchema,
});

export type VehicleLookupForm = z.infer<typeof vehicleLookupSchema>;

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
