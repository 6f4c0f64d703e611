import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import { cardSchema, invoiceWithAct, payByCard, sandboxDeclinedCard } from '../acts/card';
import type { Acts } from '../acts/lifecycle';
import { actDetail, actFor } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';

// The sandbox payment of an invoice by card: the card is checked (Luhn, expiry), only its last four
// digits are kept, and the payment row and `invoice.paid` commit together through the lifecycle.

const invoiceParams = z.object({ id: recordIdSchema() });

export function actPaymentRoutes({ db, acts }: { db: Database; acts: Acts }) {
  return async (app: FastifyInstance) => {
    app.post<{ Params: { id: string } }>(
      '/invoices/:id/pay',
      { config: { session: 'required' } },
      async (request) => {
        const { userId } = sessionOf(request);
        const { id } = parseInput(invoiceParams, request.params);
        const found = await invoiceWithAct(db, id);
        await actFor(db, found.uuid, userId);
        const card = parseInput(cardSchema(acts.now), request.body);
        if (card.card === sandboxDeclinedCard) throw new MinistryError(400, 'card_declined');
        await payByCard(acts, {
          invoice: found.invoice,
          userId,
          card: card.card,
          version: card.version,
        });
        const fresh = await actFor(db, found.uuid, userId);
        return actDetail(db, fresh.act, fresh.roles, userId, request.language);
      },
    );
  };
}
