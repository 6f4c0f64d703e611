import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  actTypeEditSchema,
  baseAmountEditSchema,
  catalogueEntrySchema,
  districtEditSchema,
  officeEditSchema,
  regionEditSchema,
} from '../../machines/catalogue/catalogue.schema';
import { recordIdSchema } from '../../machines/fields/record-id';
import type { Acts } from '../acts/lifecycle';
import { administratorsOnly } from '../auth/administrator';
import type { Database } from '../db/database';
import {
  allDictionaries,
  dictionaryJournal,
  dictionaryJournalQuery,
  editCatalogueEntry,
  editOffice,
  renameActType,
  renameDistrict,
  renameRegion,
  setBaseAmount,
} from '../dictionaries/dictionaries';
import { MinistryError, parseInput } from '../errors';

// /update_dict (issue 12, decision 050): administrators (users.roles holds 'admin') review and edit
// the reference dictionaries (ministry/dictionaries/dictionaries.ts). Each change is journaled with
// the record before and after, who and when, in the same transaction.

const idParams = z.object({ id: recordIdSchema() });

export function dictionaryRoutes({ db, acts }: { db: Database; acts: Acts }) {
  const required = { config: { session: 'required' as const } };

  // The administrator of each request (ministry/auth/administrator.ts), set by the guard below.
  let adminOf: (request: FastifyRequest) => number = () => {
    throw new MinistryError(403, 'forbidden');
  };

  return async (app: FastifyInstance) => {
    adminOf = administratorsOnly(app, db);

    app.get('/dictionaries', required, async () => allDictionaries(db, acts));

    app.get('/dictionaries/journal', required, async (request) =>
      dictionaryJournal(db, parseInput(dictionaryJournalQuery, request.query)),
    );

    app.post<{ Params: { id: string } }>('/dictionaries/act_types/:id', required, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { name } = parseInput(actTypeEditSchema, request.body);
      return renameActType(db, adminOf(request), id, name);
    });

    app.post<{ Params: { id: string } }>('/dictionaries/catalogue/:id', required, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const texts = parseInput(catalogueEntrySchema, request.body);
      return editCatalogueEntry(db, adminOf(request), id, texts);
    });

    app.post<{ Params: { id: string } }>('/dictionaries/regions/:id', required, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { name } = parseInput(regionEditSchema, request.body);
      return renameRegion(db, adminOf(request), id, name);
    });

    app.post<{ Params: { id: string } }>('/dictionaries/districts/:id', required, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { name } = parseInput(districtEditSchema, request.body);
      return renameDistrict(db, adminOf(request), id, name);
    });

    app.post<{ Params: { id: string } }>('/dictionaries/offices/:id', required, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return editOffice(db, adminOf(request), id, parseInput(officeEditSchema, request.body));
    });

    // A decreed base amount from a day: a new day adds a row, a day already entered changes its amount.
    app.post('/dictionaries/base_amounts', required, async (request) => {
      const userId = adminOf(request);
      return setBaseAmount(db, userId, parseInput(baseAmountEditSchema, request.body));
    });
  };
}
