import type { FastifyInstance } from 'fastify';
import { feeOfAct } from '../acts/fee';
import type { Acts } from '../acts/lifecycle';
import { actFor } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { MinistryError } from '../errors';

// GET /api/notarial_act/{uuid}/fee (decision 040): the state fee computed for the act, per invoice
// purpose, with its rate and basis; `{ fee: null }` where none can be computed. For the act's notary,
// who issues the invoices, and its applicant, who pays them and whose data it is computed from.
// Another notary of the office and the invited parties are refused (403); strangers get the usual 418.

export function actFeeRoutes({ db, acts }: { db: Database; acts: Acts }) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { uuid: string } }>(
      '/notarial_act/:uuid/fee',
      { config: { session: 'required' } },
      async (request) => {
        const { act, roles } = await actFor(db, request.params.uuid, sessionOf(request).userId);
        if (!roles.notary && !roles.applicant) {
          throw new MinistryError(403, roles.officeNotary ? 'not_assigned_notary' : 'forbidden');
        }
        return { fee: await feeOfAct(db, act, acts.baseAmount, acts.now()) };
      },
    );
  };
}
