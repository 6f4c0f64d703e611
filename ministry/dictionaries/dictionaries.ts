import { and, asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type actTypeEditSchema,
  type baseAmountEditSchema,
  type catalogueEntrySchema,
  catalogueSearchKey,
  type officeEditSchema,
} from '../../machines/catalogue/catalogue.schema';
import { baseAmountOn } from '../acts/fee';
import type { Acts } from '../acts/lifecycle';
import type { Database, Tx } from '../db/database';
import {
  actTypes,
  baseAmounts,
  catalogueEntries,
  type DictionaryName,
  dictionaryChanges,
  dictionaryNames,
  districts,
  offices,
  regions,
  users,
} from '../db/schema';
import { MinistryError } from '../errors';

// The reference dictionaries (issue 12, decision 050): act types' names and catalogue texts, regions
// and districts, offices, and the base calculation amount by decree. Each change writes the record
// before and after, who and when, to ref.dictionary_changes (append-only, by trigger) in the same
// transaction. The routes (routes/dictionaries.ts) admit administrators only.

export const journalPageSize = 20;

/** The journal's page and, optionally, the one dictionary it is narrowed to. */
export const dictionaryJournalQuery = z.object({
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: 'error_catalogue_page' })
      .int('error_catalogue_page')
      .min(1, 'error_catalogue_page')
      .max(10_000, 'error_catalogue_page'),
  ),
  dictionary: z.enum(dictionaryNames, { error: 'error_dictionary_name' }).optional(),
});

type Names = z.output<typeof actTypeEditSchema>['name'];

const names = (row: { nameOz: string; nameUz: string; nameRu: string }): Names => ({
  oz: row.nameOz,
  uz: row.nameUz,
  ru: row.nameRu,
});
const nameColumns = (name: Names) => ({
  nameOz: name.oz,
  nameUz: name.uz,
  nameRu: name.ru,
});

const officeJson = (o: typeof offices.$inferSelect) => ({
  id: o.id,
  regionId: o.regionId,
  districtId: o.districtId,
  name: names(o),
  address: { oz: o.addressOz, uz: o.addressUz, ru: o.addressRu },
  phone: o.phone,
});

async function journal(
  tx: Tx,
  entry: { userId: number; dictionary: DictionaryName; recordId: number; before: unknown; after: unknown },
) {
  const [row] = await tx
    .insert(dictionaryChanges)
    .values({
      userId: entry.userId,
      dictionary: entry.dictionary,
      recordId: entry.recordId,
      before: entry.before ?? null,
      after: entry.after,
    })
    .returning();
  return row!;
}

export interface DictionaryChange {
  id: number;
  at: string;
  /** The login of the administrator who made the change. */
  userid: string | null;
  dictionary: DictionaryName;
  recordId: number;
  before: unknown;
  after: unknown;
}

const changeJson = (row: typeof dictionaryChanges.$inferSelect, userid: string | null): DictionaryChange => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  userid,
  dictionary: row.dictionary,
  recordId: row.recordId,
  before: row.before ?? null,
  after: row.after,
});

/** A committed change as the journal shows it, with its administrator's login. */
async function changeOf(db: Database, row: typeof dictionaryChanges.$inferSelect, userId: number) {
  const [user] = await db.select({ userid: users.userid }).from(users).where(eq(users.id, userId));
  return changeJson(row, user?.userid ?? null);
}

/**
 * Every dictionary at once: reference tables, each bounded by the country or the registry (14 act
 * types, 14 regions, their districts, the offices, the decreed base amounts).
 */
export async function allDictionaries(db: Database, acts: Pick<Acts, 'baseAmount' | 'now'>) {
  const typeRows = await db.select().from(actTypes).orderBy(asc(actTypes.id));
  const entryRows = await db.select().from(catalogueEntries).orderBy(asc(catalogueEntries.sortOrder));
  const regionRows = await db.select().from(regions).orderBy(asc(regions.sortOrder));
  const districtRows = await db.select().from(districts).orderBy(asc(districts.id));
  const officeRows = await db.select().from(offices).orderBy(asc(offices.id));
  const amountRows = await db.select().from(baseAmounts).orderBy(desc(baseAmounts.effectiveFrom));
  return {
    actTypes: typeRows.map((t) => ({ id: t.id, name: names(t) })),
    catalogue: entryRows.map((e) => ({ actTypeId: e.actTypeId, texts: e.texts })),
    regions: regionRows.map((r) => ({ id: r.id, name: names(r) })),
    districts: districtRows.map((d) => ({ id: d.id, regionId: d.regionId, name: names(d) })),
    offices: officeRows.map(officeJson),
    baseAmounts: amountRows.map((a) => ({ id: a.id, effectiveFrom: a.effectiveFrom, amount: a.amount })),
    configuredBaseAmount: acts.baseAmount,
    baseAmountInForce: await baseAmountOn(db, acts.baseAmount, acts.now()),
  };
}

/** A page of the journal of changes, newest first. */
export async function dictionaryJournal(
  db: Database,
  { page, dictionary }: z.output<typeof dictionaryJournalQuery>,
): Promise<{ items: DictionaryChange[]; total: number; page: number; pageSize: number }> {
  const where = dictionary === undefined ? undefined : eq(dictionaryChanges.dictionary, dictionary);
  const [{ total }] = (await db.select({ total: count() }).from(dictionaryChanges).where(where)) as [
    { total: number },
  ];
  const rows = await db
    .select({ change: dictionaryChanges, userid: users.userid })
    .from(dictionaryChanges)
    .innerJoin(users, eq(users.id, dictionaryChanges.userId))
    .where(where)
    .orderBy(desc(dictionaryChanges.at), desc(dictionaryChanges.id))
    .limit(journalPageSize)
    .offset((page - 1) * journalPageSize);
  return {
    items: rows.map((row) => changeJson(row.change, row.userid)),
    total: Number(total),
    page,
    pageSize: journalPageSize,
  };
}

/** One edit by administrator `userId`: the record before, the update, the journal row, in one transaction. */
async function edit<T>(
  db: Database,
  userId: number,
  dictionary: DictionaryName,
  recordId: number,
  read: (tx: Tx) => Promise<T | undefined>,
  write: (tx: Tx) => Promise<unknown>,
): Promise<DictionaryChange> {
  const row = await db.transaction(async (tx) => {
    const before = await read(tx);
    if (before === undefined) throw new MinistryError(404, 'not_found');
    await write(tx);
    return journal(tx, { userId, dictionary, recordId, before, after: await read(tx) });
  });
  return changeOf(db, row, userId);
}

/** The catalogue entry's search key after its type's names or texts changed. */
async function refreshSearchKey(tx: Tx, actTypeId: number) {
  const [row] = await tx
    .select({ type: actTypes, texts: catalogueEntries.texts })
    .from(catalogueEntries)
    .innerJoin(actTypes, eq(actTypes.id, catalogueEntries.actTypeId))
    .where(and(eq(catalogueEntries.actTypeId, actTypeId)));
  if (!row) return;
  await tx
    .update(catalogueEntries)
    .set({ searchKey: catalogueSearchKey(names(row.type), row.texts) })
    .where(eq(catalogueEntries.actTypeId, actTypeId));
}

/** An act type's names (its catalogue entry's search key follows); 404 for an unknown type. */
export function renameActType(db: Database, userId: number, id: number, name: Names) {
  const read = async (tx: Tx) => {
    const [row] = await tx.select().from(actTypes).where(eq(actTypes.id, id));
    return row && { id: row.id, name: names(row) };
  };
  return edit(db, userId, 'act_types', id, read, async (tx) => {
    await tx.update(actTypes).set(nameColumns(name)).where(eq(actTypes.id, id));
    await refreshSearchKey(tx, id);
  });
}

/** An act type's catalogue texts (its search key follows); 404 for a type without an entry. */
export function editCatalogueEntry(
  db: Database,
  userId: number,
  id: number,
  texts: z.output<typeof catalogueEntrySchema>,
) {
  const read = async (tx: Tx) => {
    const [row] = await tx.select().from(catalogueEntries).where(eq(catalogueEntries.actTypeId, id));
    return row && { actTypeId: row.actTypeId, texts: row.texts };
  };
  return edit(db, userId, 'catalogue', id, read, async (tx) => {
    await tx.update(catalogueEntries).set({ texts }).where(eq(catalogueEntries.actTypeId, id));
    await refreshSearchKey(tx, id);
  });
}

export function renameRegion(db: Database, userId: number, id: number, name: Names) {
  const read = async (tx: Tx) => {
    const [row] = await tx.select().from(regions).where(eq(regions.id, id));
    return row && { id: row.id, name: names(row) };
  };
  return edit(db, userId, 'regions', id, read, (tx) =>
    tx.update(regions).set(nameColumns(name)).where(eq(regions.id, id)),
  );
}

export function renameDistrict(db: Database, userId: number, id: number, name: Names) {
  const read = async (tx: Tx) => {
    const [row] = await tx.select().from(districts).where(eq(districts.id, id));
    return row && { id: row.id, regionId: row.regionId, name: names(row) };
  };
  return edit(db, userId, 'districts', id, read, (tx) =>
    tx.update(districts).set(nameColumns(name)).where(eq(districts.id, id)),
  );
}

export function editOffice(
  db: Database,
  userId: number,
  id: number,
  input: z.output<typeof officeEditSchema>,
) {
  const read = async (tx: Tx) => {
    const [row] = await tx.select().from(offices).where(eq(offices.id, id));
    return row && officeJson(row);
  };
  return edit(db, userId, 'offices', id, read, (tx) =>
    tx
      .update(offices)
      .set({
        ...nameColumns(input.name),
        addressOz: input.address.oz,
        addressUz: input.address.uz,
        addressRu: input.address.ru,
        phone: input.phone,
      })
      .where(eq(offices.id, id)),
  );
}

/** A decreed base amount from a day: a new day adds a row, a day already entered changes its amount. */
export async function setBaseAmount(
  db: Database,
  userId: number,
  input: z.output<typeof baseAmountEditSchema>,
): Promise<DictionaryChange> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(baseAmounts)
      .where(eq(baseAmounts.effectiveFrom, input.effectiveFrom));
    const [after] = await tx
      .insert(baseAmounts)
      .values(input)
      .onConflictDoUpdate({ target: baseAmounts.effectiveFrom, set: { amount: input.amount } })
      .returning();
    return journal(tx, { userId, dictionary: 'base_amounts', recordId: after!.id, before, after });
  });
  return changeOf(db, row, userId);
}
