import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import { cardSchema, sandboxDeclinedCard } from '../acts/card';
import type { Acts } from '../acts/lifecycle';
import { actDetail, actFor } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { invoices, notarialActs, payments } from '../db/schema';
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
        const [found] = await db
          .select({ invoice: invoices, uuid: notarialActs.uuid })
          .from(invoices)
          .innerJoin(notarialActs, eq(notarialActs.id, invoices.actId))
          .where(eq(invoices.id, id));
        if (!found) throw new MinistryError(404, 'not_found');
        await actFor(db, found.uuid, userId);
        const card = parseInput(cardSchema(acts.now), request.body);
        if (card.card === sandboxDeclinedCard) throw new MinistryError(400, 'card_declined');
        await acts.transition({
          actId: found.invoice.actId,
          event: { type: 'invoice.paid', invoiceId: String(id) },
          expectedVersion: card.version ?? 'current',
          user: { kind: 'user', userId },
          within: async (tx) => {
            await tx.insert(payments).values({
              invoiceId: id,
              payerUserId: userId,
              method: 'card',
              cardLast4: card.card.slice(-4),
              amount: found.invoice.amount,
              at: acts.now().toISOString(),
            });
          },
        });
        const fresh = await actFor(db, found.uuid, userId);
        return actDetail(db, fresh.act, fresh.roles, userId, request.language);
      },
    );
  };
}
