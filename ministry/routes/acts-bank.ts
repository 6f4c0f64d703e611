import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankReferenceSchema } from '../../machines/fields/bank-reference';
import { recordIdSchema } from '../../machines/fields/record-id';
import {
  type BankOptions,
  bankCallbackSchema,
  bankOrderByReference,
  bankSignature,
  bankSignatureHeader,
  bankSignatureValid,
  issueBankOrder,
  settleBankTransfer,
} from '../acts/bank';
import type { Acts } from '../acts/lifecycle';
import { actDetail, actFor } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';

// Payment by bank transfer (docs/decisions/083-bank-payments.md), the sandbox's side of it: the
// payment order (POST /invoices/{id}/bank_order), the sandbox bank's signed callback (POST
// /sandbox/bank/callback) and the sandbox bank's counter, where a logged-in person "pays" an order by
// its reference (POST /sandbox/bank/transfers: the sandbox bank signs and calls the callback). All
// three are registered with the sandbox card processor (SANDBOX_PAYMENTS), so production has none.

const invoiceParams = z.object({ id: recordIdSchema() });
const transferSchema = z.object({ reference: bankReferenceSchema });

export function actBankRoutes({ db, acts, bank }: { db: Database; acts: Acts; bank: BankOptions }) {
  return async (app: FastifyInstance) => {
    app.post<{ Params: { id: string } }>(
      '/invoices/:id/bank_order',
      { config: { session: 'required' } },
      async (request) => {
        const { userId } = sessionOf(request);
        const { id } = parseInput(invoiceParams, request.params);
        return issueBankOrder(db, acts, { ...bank, sandboxBank: true }, id, userId);
      },
    );

    /**
     * The callback as the bank calls it: the signature first (401 without it or with a wrong one,
     * before the reference is looked up), then the settlement.
     */
    const callback = async (signature: string | undefined, payload: unknown) => {
      if (!signature) throw new MinistryError(401, 'bank_signature_refused');
      const body = parseInput(bankCallbackSchema, payload);
      if (!bankSignatureValid(bank.secret, signature, body.reference, body.amount)) {
        throw new MinistryError(401, 'bank_signature_refused');
      }
      return settleBankTransfer(db, acts, body.reference, body.amount);
    };

    // The bank's callback: no session, the bank's own signature instead.
    app.post('/sandbox/bank/callback', async (request) => {
      const header = request.headers[bankSignatureHeader];
      const { uuid: _uuid, ...settled } = await callback(
        typeof header === 'string' ? header : undefined,
        request.body,
      );
      return settled;
    });

    // The sandbox bank's counter: the order's amount transferred and announced to the callback exactly
    // as the bank announces it (signed with the shared secret, through the same checks); answers the
    // act as the person who asked sees it.
    app.post('/sandbox/bank/transfers', { config: { session: 'required' } }, async (request) => {
      const { userId } = sessionOf(request);
      const { reference } = parseInput(transferSchema, request.body);
      const order = await bankOrderByReference(db, reference);
      // The sandbox's counter serves those who may see the act (418 otherwise), before any money moves.
      await actFor(db, order.uuid, userId);
      const { reference: ordered, amount } = order;
      await callback(bankSignature(bank.secret, ordered, amount), { reference: ordered, amount });
      const fresh = await actFor(db, order.uuid, userId);
      return actDetail(db, fresh.act, fresh.roles, userId, request.language);
    });
  };
}
