import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { restore, type StoredAct } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import {
  bankReferenceDigits,
  bankReferenceOf,
  bankReferenceValid,
} from '../../machines/fields/bank-reference';
import type { BankOrderOf } from '../../machines/payment/bank-order';
import type { Database } from '../db/database';
import { type BankRecipient, bankOrders, invoices, notarialActs, payments } from '../db/schema';
import { MinistryError } from '../errors';
import { invoiceWithAct } from './card';
import { type Acts, viewerRole } from './lifecycle';
import { actFor } from './queries';

// Payment of an invoice by bank transfer (docs/decisions/083-bank-payments.md). The payer asks for a
// payment order: a reference (machines/fields/bank-reference.ts), the recipient's bank details and the
// amount, one order per invoice, the same on every later request. The bank, once the money has
// arrived, calls the ministry back with the reference and the amount, signed with the secret the two
// share; the callback settles the invoice through the act's lifecycle (`invoice.paid`), as a card
// payment does, with a payment row of method 'bank' whose payer is the user who asked for the order.

/** The sandbox treasury account every order names unless configured otherwise (SANDBOX_BANK_*). */
export const sandboxTreasury: BankRecipient = {
  name: 'Adliya vazirligi gʻaznachilik hisobvarag‘i (sandbox)',
  account: '23402000300100001010',
  bank: 'Markaziy bank HKKM (sandbox)',
  mfo: '00014',
  inn: '201122919',
};

/** The sandbox bank's shared secret when SANDBOX_BANK_SECRET is unset (the sandbox's only). */
export const sandboxBankSecret = 'sandbox-bank-shared-secret-not-for-production';

export interface BankOptions {
  /** The recipient a payment order names. */
  recipient: BankRecipient;
  /** The secret the bank signs its callbacks with (HMAC-SHA256). */
  secret: string;
}

export const defaultBankOptions: BankOptions = { recipient: sandboxTreasury, secret: sandboxBankSecret };

/** The header carrying the bank's signature: `sha256=` and the hex HMAC of `signedText`. */
export const bankSignatureHeader = 'x-bank-signature';

/** What the bank signs: the reference and the amount in tiyin, as `RF..:123400`. */
export const signedText = (reference: string, amount: number) => `${reference}:${amount}`;

export function bankSignature(secret: string, reference: string, amount: number): string {
  return `sha256=${createHmac('sha256', secret).update(signedText(reference, amount)).digest('hex')}`;
}

/** Whether `header` is the bank's signature of (reference, amount); constant time over equal lengths. */
export function bankSignatureValid(
  secret: string,
  header: string | undefined,
  reference: string,
  amount: number,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(bankSignature(secret, reference, amount));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The callback's body: the reference as the bank read it and the amount it received, in tiyin. */
export const bankCallbackSchema = z.object({
  reference: z.string().max(40, 'error_wrong_bank_reference'),
  amount: z
    .number()
    .int('invalid_value')
    .positive('invalid_value')
    .max(Number.MAX_SAFE_INTEGER, 'invalid_value'),
});

export type BankOrder = BankOrderOf<number>;

/** A fresh reference: 16 digits of the operating system's randomness behind RF and the check digits. */
export function newBankReference(): string {
  let digits = '';
  while (digits.length < bankReferenceDigits) digits += String(randomInt(0, 10));
  return bankReferenceOf(digits);
}

type OrderRow = typeof bankOrders.$inferSelect;

const orderOf = (row: OrderRow, purpose: string, sandboxBank: boolean): BankOrder => ({
  invoiceId: row.invoiceId,
  reference: row.reference,
  amount: row.amount,
  purpose,
  recipient: row.recipient,
  createdAt: row.createdAt,
  sandboxBank,
});

/** The order of a reference with its act, for the sandbox bank's counter; 404 when none has it. */
export async function bankOrderByReference(
  db: Database,
  reference: string,
): Promise<{ reference: string; amount: number; uuid: string }> {
  const [order] = await db
    .select({ reference: bankOrders.reference, amount: bankOrders.amount, uuid: notarialActs.uuid })
    .from(bankOrders)
    .innerJoin(invoices, eq(invoices.id, bankOrders.invoiceId))
    .innerJoin(notarialActs, eq(notarialActs.id, invoices.actId))
    .where(eq(bankOrders.reference, reference));
  if (!order) throw new MinistryError(404, 'bank_order_not_found');
  return order;
}

/**
 * The payment order of invoice `invoiceId` for `userId`: the one issued before if any (idempotent;
 * shown to its payer, the act's applicant and notaries), else a new one, issued only when the statechart lets this viewer pay the invoice now (the same
 * `payableInvoiceIds` the card payment's button follows). 404 for an unknown invoice, 418 for an act
 * the user may not see, 409 invoice_not_payable otherwise.
 */
export async function issueBankOrder(
  db: Database,
  acts: Acts,
  options: BankOptions & { sandboxBank: boolean },
  invoiceId: number,
  userId: number,
): Promise<BankOrder> {
  const found = await invoiceWithAct(db, invoiceId);
  const { act, roles } = await actFor(db, found.uuid, userId);
  const [issued] = await db.select().from(bankOrders).where(eq(bankOrders.invoiceId, invoiceId));
  // The order once issued: to its payer, the act's applicant and its notaries (as the payments tab).
  const seesOrder = roles.applicant || roles.notary || roles.officeNotary || issued?.payerUserId === userId;
  if (issued && seesOrder) return orderOf(issued, found.invoice.purpose, options.sandboxBank);
  const view = selectAct(restore({ state: act.state, context: act.context } as StoredAct), {
    role: viewerRole(roles),
    userId: String(userId),
  });
  if (!view.payableInvoiceIds.includes(String(invoiceId))) {
    throw new MinistryError(409, found.invoice.paid ? 'invoice_already_paid' : 'invoice_not_payable');
  }
  // Two requests at once: the invoice's unique order keeps one, and both answer it.
  await db
    .insert(bankOrders)
    .values({
      invoiceId,
      reference: newBankReference(),
      payerUserId: userId,
      amount: found.invoice.amount,
      recipient: options.recipient,
      createdAt: acts.now().toISOString(),
    })
    .onConflictDoNothing({ target: bankOrders.invoiceId });
  const [row] = await db.select().from(bankOrders).where(eq(bankOrders.invoiceId, invoiceId));
  if (!row) throw new Error('the bank order was neither written nor found');
  return orderOf(row, found.invoice.purpose, options.sandboxBank);
}

export interface Settlement {
  reference: string;
  invoiceId: number;
  paymentId: number;
  amount: number;
  at: string;
  /** False on a repeat of a callback already settled (nothing changed). */
  settled: boolean;
  uuid: string;
}

async function settlementOf(db: Database, order: OrderRow, uuid: string): Promise<Settlement | null> {
  const [paid] = await db.select().from(payments).where(eq(payments.invoiceId, order.invoiceId));
  if (!paid) return null;
  if (paid.reference !== order.reference) throw new MinistryError(409, 'invoice_already_paid');
  return {
    reference: order.reference,
    invoiceId: order.invoiceId,
    paymentId: paid.id,
    amount: paid.amount,
    at: paid.at,
    settled: false,
    uuid,
  };
}

/**
 * The bank's callback, its signature already checked: settles the order `reference` for `amount`
 * tiyin. 404 bank_order_not_found for a reference no order has, 400 bank_amount_mismatch for another
 * amount than the order's (nothing written), 409 invoice_already_paid when the invoice was paid
 * another way meanwhile (the bank returns the money); a repeat of a settled callback answers the same
 * payment again with `settled: false`.
 */
export async function settleBankTransfer(
  db: Database,
  acts: Acts,
  reference: string,
  amount: number,
): Promise<Settlement> {
  const [found] = bankReferenceValid(reference)
    ? await db
        .select({ order: bankOrders, uuid: notarialActs.uuid, actId: notarialActs.id })
        .from(bankOrders)
        .innerJoin(invoices, eq(invoices.id, bankOrders.invoiceId))
        .innerJoin(notarialActs, eq(notarialActs.id, invoices.actId))
        .where(eq(bankOrders.reference, reference))
    : [];
  if (!found) throw new MinistryError(404, 'bank_order_not_found');
  const { order, uuid, actId } = found;
  if (amount !== order.amount) throw new MinistryError(400, 'bank_amount_mismatch');
  const repeat = await settlementOf(db, order, uuid);
  if (repeat) return repeat;
  const at = acts.now().toISOString();
  try {
    await acts.transition({
      actId,
      event: { type: 'invoice.paid', invoiceId: String(order.invoiceId) },
      expectedVersion: 'current',
      user: { kind: 'system' },
      within: async (tx) => {
        await tx.insert(payments).values({
          invoiceId: order.invoiceId,
          payerUserId: order.payerUserId,
          method: 'bank',
          reference: order.reference,
          amount: order.amount,
          at,
        });
      },
    });
  } catch (error) {
    // The same callback twice at once: the second finds the first's payment once it has committed.
    const settled = await settlementOf(db, order, uuid);
    if (settled) return settled;
    throw error;
  }
  const done = await settlementOf(db, order, uuid);
  if (!done) throw new Error('the bank payment was neither written nor found');
  return { ...done, settled: true };
}
