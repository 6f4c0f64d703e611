import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogueQuerySchema, feeQuoteSchema } from '../../machines/catalogue/catalogue.schema';
import { recordIdSchema } from '../../machines/fields/record-id';
import type { Acts } from '../acts/lifecycle';
import { catalogueEntry, catalogueFee, cataloguePage } from '../catalogue/catalogue';
import type { Database } from '../db/database';
import { parseInput } from '../errors';

// The public service catalogue and its fee calculator (issue 12, decision 050), for anonymous
// visitors: GET /api/catalogue (sections and acts, searched in the three languages at once),
// GET /api/catalogue/{id} (one act type's detail) and GET /api/catalogue/fee (the calculator, the
// same tariff path as the notary's invoices). The queries are ../catalogue/catalogue.ts's.

const entryParams = z.object({ id: recordIdSchema('error_catalogue_act_type') });

export function catalogueRoutes({ db, acts }: { db: Database; acts: Acts }) {
  return async (app: FastifyInstance) => {
    app.get('/catalogue', async (request) =>
      cataloguePage(db, parseInput(catalogueQuerySchema, request.query)),
    );

    app.get('/catalogue/fee', async (request) =>
      catalogueFee(db, acts, parseInput(feeQuoteSchema, request.query)),
    );

    app.get<{ Params: { id: string } }>('/catalogue/:id', async (request) => {
      const { id } = parseInput(entryParams, request.params);
      return catalogueEntry(db, acts, id);
    });
  };
}
