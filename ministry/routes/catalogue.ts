import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isActTypeId, actTypes as registry } from '../../machines/act-types/act-types';
import {
  asksRelationship,
  asksValue,
  type CatalogueTexts,
  catalogueLimits,
  catalogueQuerySchema,
  feeQuoteSchema,
} from '../../machines/catalogue/catalogue.schema';
import { recordIdSchema } from '../../machines/fields/record-id';
import { tariff } from '../../machines/money/tariff';
import { matchesSearchKey } from '../../machines/text/search-key';
import { baseAmountOn, feeQuestionOfType, quoteFee } from '../acts/fee';
import type { Acts } from '../acts/lifecycle';
import type { Database } from '../db/database';
import { actTypes, catalogueEntries } from '../db/schema';
import { MinistryError, parseInput } from '../errors';

// The public service catalogue and its fee calculator (issue 12, decision 050), for anonymous
// visitors: GET /api/catalogue (sections and acts, searched in the three languages at once),
// GET /api/catalogue/{id} (one act type's detail) and GET /api/catalogue/fee (the calculator, the
// same tariff path as the notary's invoices: ../acts/fee.ts `quoteFee`).

const entryParams = z.object({ id: recordIdSchema('error_catalogue_act_type') });

type Texts = Record<'oz' | 'uz' | 'ru', CatalogueTexts>;

const entryRows = (db: Database) =>
  db
    .select({
      id: actTypes.id,
      nameOz: actTypes.nameOz,
      nameUz: actTypes.nameUz,
      nameRu: actTypes.nameRu,
      category: actTypes.category,
      simplified: actTypes.simplified,
      texts: catalogueEntries.texts,
      searchKey: catalogueEntries.searchKey,
    })
    .from(catalogueEntries)
    .innerJoin(actTypes, eq(actTypes.id, catalogueEntries.actTypeId));

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['orderBy']>>[number];

const keyOf = (id: number) => (isActTypeId(id) ? registry[id].key : null);

function itemJson(row: EntryRow) {
  const texts = row.texts as Texts;
  return {
    id: row.id,
    key: keyOf(row.id),
    section: row.category,
    name: { oz: row.nameOz, uz: row.nameUz, ru: row.nameRu },
    summary: { oz: texts.oz.summary, uz: texts.uz.summary, ru: texts.ru.summary },
  };
}

/** The tariff row of a type as the page shows its price: the rate, its reductions, the base amount. */
function tariffJson(typeId: number, baseAmount: number) {
  if (!isActTypeId(typeId)) return null;
  const rule = tariff[registry[typeId].tariff];
  return {
    basis: rule.basis,
    stateFee: rule.stateFee,
    serviceFee: rule.serviceFee ?? null,
    reductions: (rule.reductions ?? []).map((reduction) => ({
      basis: reduction.basis,
      rate: reduction.rate,
      relationships: reduction.relationships,
    })),
    baseAmount,
  };
}

export function catalogueRoutes({ db, acts }: { db: Database; acts: Acts }) {
  return async (app: FastifyInstance) => {
    app.get('/catalogue', async (request) => {
      const { q, page } = parseInput(catalogueQuerySchema, request.query);
      // Fourteen rows, one per registry type: the query's key is matched against each stored key
      // here (machines/text/search-key), which no SQL index would do for an infix of any word.
      const rows = await entryRows(db).orderBy(asc(catalogueEntries.sortOrder));
      const found = q === undefined ? rows : rows.filter((row) => matchesSearchKey(row.searchKey, q));
      const size = catalogueLimits.pageSize;
      return {
        items: found.slice((page - 1) * size, page * size).map(itemJson),
        total: found.length,
        page,
        pageSize: size,
      };
    });

    app.get('/catalogue/fee', async (request) => {
      const { type, value, relationship } = parseInput(feeQuoteSchema, request.query);
      const fee = await quoteFee(
        db,
        feeQuestionOfType(type, value, relationship),
        acts.baseAmount,
        acts.now(),
      );
      return { fee };
    });

    app.get<{ Params: { id: string } }>('/catalogue/:id', async (request) => {
      const { id } = parseInput(entryParams, request.params);
      const [row] = await entryRows(db).where(eq(catalogueEntries.actTypeId, id)).limit(1);
      if (!row || !isActTypeId(row.id)) throw new MinistryError(404, 'not_found');
      const definition = registry[row.id];
      const baseAmount = await baseAmountOn(db, acts.baseAmount, acts.now());
      return {
        ...itemJson(row),
        simplified: row.simplified,
        texts: row.texts,
        roles: definition.roles.map((rule) => ({ role: rule.role, min: rule.min, max: rule.max })),
        tariff: tariffJson(row.id, baseAmount),
        asksRelationship: asksRelationship(row.id),
        asksValue: asksValue(row.id),
      };
    });
  };
}
