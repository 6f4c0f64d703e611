import { z } from 'zod';
import { tiyinAmountSchema } from '../fields/amount';

/**
 * Plain-data shapes of the notarial act lifecycle (specification, sections 3 and 4): the actor of
 * an event, parties, invoices, the visit, every event's payload and the persisted context.
 * Messages are translation keys of the `act` namespace; the view or the ministry translates them.
 * The statechart's guards never read these shapes: they answer "who may do what now", so the UI
 * can ask `can` before any form is filled. Shape is checked here, once, at the boundary
 * (`applyEvent`, forms).
 */

export const actRoles = ['applicant', 'party', 'notary', 'system'] as const;
export const actRoleSchema = z.enum(actRoles);

const idSchema = z.string().trim().min(1, 'error_required_id').max(64, 'error_id_too_long');
const textSchema = (requiredKey: string) =>
  z.string().trim().min(1, requiredKey).max(2000, 'error_text_too_long');

/** yyyy-mm-dd and a real calendar day (no 2024-02-30). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'error_wrong_date')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'error_wrong_date');

/** HH:mm, 24-hour. */
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'error_wrong_time');

export const actorSchema = z.object({
  role: actRoleSchema,
  userId: idSchema,
});

export const partyStatuses = ['accepted', 'rejected', 'exited'] as const;

export const partySchema = z.object({
  id: idSchema,
  /**
   * The portal user invited to take part; party events must come from this user. null while the
   * invited citizen has no portal account: one is opened at their first login, never for them
   * (decision 069), and the party then gets it by a journalled edit.
   */
  userId: idSchema.nullable(),
  /** A required party (buyer, donee, co-owner seller...) must accept before the act moves on. */
  required: z.boolean(),
  /** null: awaiting the party's answer. */
  status: z.enum(partyStatuses).nullable(),
});

const uniqueIds = (items: { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

export const partiesSchema = z.array(partySchema).refine(uniqueIds, 'error_duplicate_party');

export const issuedInvoiceSchema = z.object({ id: idSchema, amount: tiyinAmountSchema });
export const invoiceSchema = issuedInvoiceSchema.extend({ paid: z.boolean() });

/** regtype 1: in person at the notary's office; 2: video conference. */
export const regtypeSchema = z.union([z.literal(1), z.literal(2)], { error: 'error_wrong_regtype' });

export const visitSchema = z.object({
  date: isoDateSchema,
  time: timeSchema,
  regtype: regtypeSchema,
});

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), actor: actorSchema, ...shape });

export const actEventSchema = z.discriminatedUnion('type', [
  // applicant
  event('act.sentForCheck', {}),
  event('act.confirmed', {}),
  event('act.returnedToPreparation', {}),
  event('act.timeRequested', {}),
  event('act.timeConfirmed', {}),
  event('act.otherTimeRequested', {}),
  event('act.steppedBack', {}),
  event('act.notaryRejected', {}),
  event('act.deleted', {}),
  event('act.annulled', {}),
  // notary
  event('act.checkAccepted', {}),
  event('act.returnedWithRemarks', { remark: textSchema('error_required_remark') }),
  event('act.invoicesIssued', {
    invoices: z
      .array(issuedInvoiceSchema)
      .min(1, 'error_required_invoices')
      .refine(uniqueIds, 'error_duplicate_invoice'),
  }),
  event('act.timeSet', { visit: visitSchema }),
  event('act.registered', {
    regnum: z.string().trim().min(1, 'error_required_regnum').max(64, 'error_regnum_too_long'),
    regdate: isoDateSchema,
  }),
  event('act.refused', { reason: textSchema('error_required_reason'), resolutionFileId: idSchema }),
  event('act.cancelled', { reason: textSchema('error_required_reason') }),
  event('act.paidOnSite', { invoiceId: idSchema }),
  // parties: their own participation
  event('party.accepted', { partyId: idSchema }),
  event('party.rejected', { partyId: idSchema }),
  event('party.exited', { partyId: idSchema }),
  // payment gateway (system) or the paying applicant; non-attendance job (system)
  event('invoice.paid', { invoiceId: idSchema }),
  event('act.markedInactive', {}),
]);

export const actEventTypes = actEventSchema.options.map((option) => option.shape.type.value);

export const actContextSchema = z.object({
  /**
   * The simplified flow (specification section 4; decision 036): chosen when the act is created and
   * never changed. Acts stored before the flag existed are full-path acts.
   */
  simplified: z.boolean().default(false),
  parties: partiesSchema,
  invoices: z.array(invoiceSchema).refine(uniqueIds, 'error_duplicate_invoice'),
  /** The act's assigned notary; null after the applicant rejected one, until a new one is chosen. */
  notaryId: idSchema.nullable(),
  visit: visitSchema.nullable(),
  /** The applicant asked the notary to set (another) time. */
  timeRequested: z.boolean(),
  regnum: z.string().nullable(),
  regdate: isoDateSchema.nullable(),
  /** The notary's last remark (their words: data, not display text of ours). */
  remark: z.string().nullable(),
  /** Why the notary refused or cancelled (their words). */
  reason: z.string().nullable(),
  /** The downloadable refusal resolution (a file id for the gateway's /files/*). */
  resolutionFileId: z.string().nullable(),
});

/** A data edit in preparation (not an event): the parties and the notary choice. */
export const actEditSchema = z.object({
  parties: partiesSchema.optional(),
  notaryId: idSchema.nullable().optional(),
});
