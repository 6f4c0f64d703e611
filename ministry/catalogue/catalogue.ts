import { asc, eq } from 'drizzle-orm';
import { isActTypeId, actTypes as registry } from '../../machines/act-types/act-types';
import {
  asksRelationship,
  asksValue,
  type CatalogueQuery,
  type CatalogueTexts,
  catalogueLimits,
  type FeeQuoteInput,
} from '../../machines/catalogue/catalogue.schema';
import { tariff } from '../../machines/money/tariff';
import { matchesSearchKey } from '../../machines/text/search-key';
import { baseAmountOn, feeQuestionOfType, quoteFee } from '../acts/fee';
import type { Acts } from '../acts/lifecycle';
import type { Database } from '../db/database';
import { actTypes, catalogueEntries } from '../db/schema';
import { MinistryError } from '../errors';

// The public service catalogue and its fee calculator (issue 12, decision 050), for anonymous
// visitors: the sections and acts searched in the three languages at once, one act type's detail,
// and the calculator on the same tariff path as the notary's invoices (../acts/fee.ts `quoteFee`).

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

export type CatalogueItem = ReturnType<typeof itemJson>;

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

/** One page of the catalogue, in its order, filtered by the query's key when there is one. */
export async function cataloguePage(db: Database, { q, page }: CatalogueQuery) {
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
}

/** One act type's page: its texts, roles and tariff at today's base amount; 404 not_found without one. */
export async function catalogueEntry(db: Database, acts: Pick<Acts, 'baseAmount' | 'now'>, id: number) {
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
}

/** The calculator's answer: the fee of a type for a value and a relationship, today. */
export async function catalogueFee(
  db: Database,
  acts: Pick<Acts, 'baseAmount' | 'now'>,
  { type, value, relationship }: FeeQuoteInput,
) {
  const fee = await quoteFee(db, feeQuestionOfType(type, value, relationship), acts.baseAmount, acts.now());
  return { fee };
}
