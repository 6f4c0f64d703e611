import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { tashkentDateTime } from '../../machines/clock/clock';
import { cardExpirySchema } from '../../machines/fields/card-expiry';
import { cardDigits, cardNumberSchema } from '../../machines/fields/card-number';
import type { Database } from '../db/database';
import { invoices, notarialActs, payments } from '../db/schema';
import { MinistryError } from '../errors';
import type { Acts } from './lifecycle';

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

type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice and its act's uuid, for the act's access rule; 404 not_found when none has the id. */
export async function invoiceWithAct(
  db: Database,
  invoiceId: number,
): Promise<{ invoice: InvoiceRow; uuid: string }> {
  const [found] = await db
    .select({ invoice: invoices, uuid: notarialActs.uuid })
    .from(invoices)
    .innerJoin(notarialActs, eq(notarialActs.id, invoices.actId))
    .where(eq(invoices.id, invoiceId));
  if (!found) throw new MinistryError(404, 'not_found');
  return found;
}

/**
 * The invoice paid by a checked card: the payment row (the card's last four digits only) and the act's
 * `invoice.paid` commit together through the lifecycle, at the version the payer saw if given.
 */
export async function payByCard(
  acts: Acts,
  payment: { invoice: InvoiceRow; userId: number; card: string; version: number | undefined },
): Promise<void> {
  const { invoice, userId, card, version } = payment;
  await acts.transition({
    actId: invoice.actId,
    event: { type: 'invoice.paid', invoiceId: String(invoice.id) },
    expectedVersion: version ?? 'current',
    user: { kind: 'user', userId },
    within: async (tx) => {
      await tx.insert(payments).values({
        invoiceId: invoice.id,
        payerUserId: userId,
        method: 'card',
        cardLast4: card.slice(-4),
        amount: invoice.amount,
        at: acts.now().toISOString(),
      });
    },
  });
}
