import {
  and,
  type Column,
  desc,
  eq,
  gte,
  type InferSelectModel,
  inArray,
  lt,
  ne,
  type Placeholder,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm';
import { z } from 'zod';
import { actStateNames, listensFor, partyDeclined } from '../../machines/act/act.machine';
import { restore, type StoredAct } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import { tashkentDateTime, tashkentInstant } from '../../machines/clock/clock';
import { maxRecordId, recordIdSchema } from '../../machines/fields/record-id';
import type { Database } from '../db/database';
import { jsonList, jsonObject, jsonRow, scalar } from '../db/json-rows';
import { prepared } from '../db/prepared';
import {
  type ActRow,
  actAttributes,
  actMembers,
  actTypes,
  bankOrders,
  citizens,
  deaths,
  districts,
  enforcementDebts,
  files,
  invoices,
  journal,
  notarialActs,
  notaries,
  notes,
  offices,
  otherSubjects,
  parties,
  payments,
  realEstateSubjects,
  regions,
  smsOutbox,
  users,
  vehicleBans,
  vehicleFines,
  vehicleSubjects,
} from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import type { Language } from '../i18n';
import { banInLanguage } from '../registries/ban-organ';
import { citizenNameIn, type RegistryName } from '../text/citizen-name';
import { type ActDetail, actDetailSchema } from './act-detail.schema';
import { generalExtras } from './general';
import { type ActRoles, assertRelated, isRelated, rolesFrom, viewerRole } from './lifecycle';
import { clientView } from './party-registry';

// Reading acts: the two tabs of my_notarial_act with every filter of specification section 2, the
// notary's queue, and an act's detail with the data of every tab.

type Reader = Pick<Database, 'select'>;

const named = (row: { nameOz: string; nameUz: string; nameRu: string }, language: Language) =>
  language === 'ru' ? row.nameRu : language === 'uz' ? row.nameUz : row.nameOz;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'error_wrong_date');
const positiveInt = recordIdSchema('error_wrong_filter');

// Pages of at most 100 items and at most a million pages: the offset stays far inside a 32-bit integer.
export const maxPageSize = 100;
export const maxPage = 1_000_000;

export const listQuerySchema = z.object({
  tab: z.enum(['inprocess', 'awaiting'], { error: 'error_wrong_filter' }).default('inprocess'),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  // A state of the act statechart (preparation ... registered, inactive, refused, cancelled, annulled).
  state: z.enum(actStateNames, { error: 'error_wrong_filter' }).optional(),
  regnum: z.string().trim().min(1).max(64).optional(),
  regdate: isoDate.optional(),
  visitDate: isoDate.optional(),
  visitTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'error_wrong_time')
    .optional(),
  // In person (1) or video (2).
  regtype: z.coerce.number().int().min(1, 'error_wrong_filter').max(2, 'error_wrong_filter').optional(),
  office: positiveInt.optional(),
  notary: positiveInt.optional(),
  step: z.coerce
    .number({ error: 'error_wrong_step' })
    .int('error_wrong_step')
    .min(1, 'error_wrong_step')
    .max(9, 'error_wrong_step')
    .optional(),
  // regsystemid: 2 (my_notarial_act) or 3 / 4 (enotarial_act).
  system: z.coerce.number().int().min(2, 'error_wrong_filter').max(4, 'error_wrong_filter').optional(),
  // The registration type: the act type id (1 vehicle sale, 4 vehicle gift, ...).
  actType: positiveInt.optional(),
  page: z.coerce
    .number({ error: 'error_wrong_page' })
    .int('error_wrong_page')
    .min(1, 'error_wrong_page')
    .max(maxPage, 'error_wrong_page')
    .default(1),
  size: z.coerce
    .number({ error: 'error_wrong_page' })
    .int('error_wrong_page')
    .min(1, 'error_wrong_page')
    .max(maxPageSize, 'error_wrong_page')
    .default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** What the list and the detail show of an act as its row has it, the visit as Tashkent date and time. */
interface ActRecord {
  state: ActRow['state'];
  step: number;
  regnum: string | null;
  regdate: string | null;
  instime: string;
  visitdate: string | null;
  visittime: string | null;
  regtype: number;
  regsystemid: number;
}

function actRecord(
  act: Pick<
    ActRow,
    'state' | 'step' | 'regnum' | 'regdate' | 'instime' | 'visitAt' | 'regtype' | 'regsystemid'
  >,
): ActRecord {
  const visit = act.visitAt ? tashkentDateTime(act.visitAt) : null;
  return {
    state: act.state,
    step: act.step,
    regnum: act.regnum,
    regdate: act.regdate,
    instime: act.instime,
    visitdate: visit?.date ?? null,
    visittime: visit?.time ?? null,
    regtype: act.regtype,
    regsystemid: act.regsystemid,
  };
}

export interface ActListItem extends ActRecord {
  rid: number;
  uuid: string;
  version: number;
  type: { id: number; name: string };
  office: { id: number; name: string };
  notaryId: number | null;
  /** my_notarial_act only: the act waits for this user (as applicant, unanswered party or notary). */
  awaitingMe?: boolean;
}

/**
 * The list's filters. Those that pick few acts of the whole table (registry number, registry date,
 * visit) go to the acts table, where an index finds them; the others go to the user's range of the
 * my-acts index (acts.act_members), which carries their columns.
 */
function filtersOf(q: Omit<ListQuery, 'tab' | 'page' | 'size'>): { members: SQL[]; acts: SQL[] } {
  const members: SQL[] = [];
  const onActs: SQL[] = [];
  if (q.dateFrom) members.push(gte(actMembers.instime, tashkentInstant(q.dateFrom, '00:00')));
  if (q.dateTo)
    members.push(
      lt(actMembers.instime, sql`${tashkentInstant(q.dateTo, '00:00')}::timestamptz + interval '1 day'`),
    );
  if (q.state) members.push(eq(actMembers.state, q.state));
  if (q.regnum) onActs.push(eq(notarialActs.regnum, q.regnum));
  if (q.regdate) onActs.push(eq(notarialActs.regdate, q.regdate));
  if (q.visitDate && q.visitTime)
    onActs.push(eq(notarialActs.visitAt, tashkentInstant(q.visitDate, q.visitTime)));
  else if (q.visitDate) {
    onActs.push(gte(notarialActs.visitAt, tashkentInstant(q.visitDate, '00:00')));
    onActs.push(
      lt(notarialActs.visitAt, sql`${tashkentInstant(q.visitDate, '00:00')}::timestamptz + interval '1 day'`),
    );
  }
  if (q.regtype) members.push(eq(actMembers.regtype, q.regtype));
  if (q.office) members.push(eq(actMembers.officeId, q.office));
  if (q.notary) members.push(eq(actMembers.notaryId, q.notary));
  if (q.step) members.push(eq(actMembers.step, q.step));
  if (q.system) members.push(eq(actMembers.regsystemid, q.system));
  if (q.actType) members.push(eq(actMembers.typeId, q.actType));
  return { members, acts: onActs };
}

/** The columns of an act that a list item shows (not its statechart context). */
const listColumns = {
  id: notarialActs.id,
  uuid: notarialActs.uuid,
  version: notarialActs.version,
  typeId: notarialActs.typeId,
  officeId: notarialActs.officeId,
  notaryId: notarialActs.notaryId,
  state: notarialActs.state,
  step: notarialActs.step,
  regnum: notarialActs.regnum,
  regdate: notarialActs.regdate,
  instime: notarialActs.instime,
  visitAt: notarialActs.visitAt,
  regtype: notarialActs.regtype,
  regsystemid: notarialActs.regsystemid,
};
type ListRow = { [K in keyof typeof listColumns]: ActRow[K] };

// The type's and the office's names, not whole rows: the office's addresses would be read and
// parsed for nothing (decision 031).
const typeNames = {
  id: actTypes.id,
  nameOz: actTypes.nameOz,
  nameUz: actTypes.nameUz,
  nameRu: actTypes.nameRu,
};
const officeNames = {
  id: offices.id,
  nameOz: offices.nameOz,
  nameUz: offices.nameUz,
  nameRu: offices.nameRu,
};
type Named = { id: number; nameOz: string; nameUz: string; nameRu: string };

function listItem(act: ListRow, type: Named, office: Named, language: Language): ActListItem {
  return {
    rid: act.id,
    uuid: act.uuid,
    version: act.version,
    type: { id: type.id, name: named(type, language) },
    ...actRecord(act),
    office: { id: office.id, name: named(office, language) },
    notaryId: act.notaryId,
  };
}

async function itemsOf(
  db: Reader,
  where: SQL | undefined,
  q: { page: number; size: number },
  language: Language,
) {
  const [rows, total] = await Promise.all([
    db
      .select({ act: listColumns, type: typeNames, office: officeNames })
      .from(notarialActs)
      .innerJoin(actTypes, eq(actTypes.id, notarialActs.typeId))
      .innerJoin(offices, eq(offices.id, notarialActs.officeId))
      .where(where)
      .orderBy(desc(notarialActs.instime), desc(notarialActs.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(notarialActs).where(where),
  ]);
  return {
    items: rows.map(({ act, type, office }) => listItem(act, type, office, language)),
    total: total[0]?.n ?? 0,
    page: q.page,
    size: q.size,
  };
}

/**
 * The statements of one page of my_notarial_act: the user's acts (inprocess) or those awaiting the
 * user's decision (awaiting), newest first. Both the page and the total read the user's range of
 * the my-acts index (acts.act_members, decision 030): the page's ids first, then only those acts'
 * rows. `rows` carries the total on each row; `total` counts alone (for a page past the end).
 */
export function myActsStatements(
  db: Reader,
  userId: number | Placeholder,
  q: ListQuery,
  window: { limit: number | Placeholder; offset: number | Placeholder } = {
    limit: q.size,
    offset: (q.page - 1) * q.size,
  },
) {
  const filters = filtersOf(q);
  const where = and(
    eq(actMembers.userId, userId),
    q.tab === 'inprocess' ? ne(actMembers.state, 'deleted') : eq(actMembers.awaitingMe, true),
    ...filters.members,
    // A filter on the acts table's own columns: the few acts its index finds, then their members.
    filters.acts.length > 0
      ? inArray(
          actMembers.actId,
          db
            .select({ id: notarialActs.id })
            .from(notarialActs)
            .where(and(...filters.acts)),
        )
      : undefined,
  );
  const page = db
    .select({ actId: actMembers.actId, instime: actMembers.instime })
    .from(actMembers)
    .where(where)
    .orderBy(desc(actMembers.instime), desc(actMembers.actId))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  const total = db.select({ n: sql<number>`count(*)::int` }).from(actMembers).where(where);
  // One statement: the page's rows carry the total (counted once, as an init plan).
  // Whether each act waits for this user: its member row, found by its key (the page is a few rows).
  const rows = db
    .select({
      act: listColumns,
      type: typeNames,
      office: officeNames,
      awaitingMe: actMembers.awaitingMe,
      total: sql<number>`(${total})`,
    })
    .from(page)
    .innerJoin(notarialActs, eq(notarialActs.id, page.actId))
    .innerJoin(actMembers, and(eq(actMembers.actId, page.actId), eq(actMembers.userId, userId)))
    .innerJoin(actTypes, eq(actTypes.id, notarialActs.typeId))
    .innerJoin(offices, eq(offices.id, notarialActs.officeId))
    .orderBy(desc(page.instime), desc(page.actId));
  return { rows, total };
}

/** The page of `tab` with no filter, its user and window placeholders (ministry/db/prepared.ts). */
function unfilteredPage(db: Reader, tab: ListQuery['tab']) {
  const name = `my_acts_${tab}`;
  return prepared(db, name, () =>
    myActsStatements(
      db,
      sql.placeholder('userId'),
      { tab, page: 1, size: 1 },
      {
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
      },
    ).rows.prepare(name),
  );
}

/** my_notarial_act with every filter of specification section 2 (see `myActsStatements`). */
export async function listActs(db: Reader, userId: number, query: unknown, language: Language) {
  const q = parseInput(listQuerySchema, query);
  const filtered = Object.values(filtersOf(q)).some((conditions) => conditions.length > 0);
  // The page every my-acts screen opens with (no filter) is built once per tab; a filtered one per call.
  const rows = filtered
    ? await myActsStatements(db, userId, q).rows
    : await unfilteredPage(db, q.tab).execute({ userId, limit: q.size, offset: (q.page - 1) * q.size });
  // Only a page past the end has no row to carry the total; an empty first page means none at all.
  const total =
    rows[0]?.total ?? (q.page === 1 ? 0 : ((await myActsStatements(db, userId, q).total)[0]?.n ?? 0));
  return {
    items: rows.map(({ act, type, office, awaitingMe }) => ({
      ...listItem(act, type, office, language),
      awaitingMe,
    })),
    total,
    page: q.page,
    size: q.size,
  };
}

const queueQuerySchema = z.object({
  step: listQuerySchema.shape.step,
  page: listQuerySchema.shape.page,
  size: listQuerySchema.shape.size,
});

/** The notary's queue: the acts of their office, by step (403 for a user who is not a notary). */
export async function notaryQueue(db: Reader, userId: number, query: unknown, language: Language) {
  const q = parseInput(queueQuerySchema, query);
  // A notary whose licence ended keeps the row (the licence's history) but no longer works the queue.
  const [notary] = await db
    .select()
    .from(notaries)
    .where(and(eq(notaries.userId, userId), eq(notaries.licenseStatus, 'active')));
  if (!notary) throw new MinistryError(403, 'not_a_notary');
  const where = and(
    eq(notarialActs.officeId, notary.officeId),
    eq(notarialActs.unfinished, true),
    q.step === undefined ? undefined : eq(notarialActs.step, q.step),
  );
  return { notaryId: notary.id, officeId: notary.officeId, ...(await itemsOf(db, where, q, language)) };
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The facts rolesOf reads, as two columns of the act's own row: whether the user is invited to it, and
 * their notary row with an active licence (lifecycle's rolesFrom makes the roles of them).
 */
function viewerFacts(userId: Placeholder | number) {
  return {
    party:
      scalar<boolean>(sql`select exists (select 1 from ${parties} where ${parties.actId} = ${notarialActs.id}
      and ${parties.userId} = ${userId} and ${parties.applicant} = false)`),
    notary: scalar<{ id: number; officeId: number } | null>(
      sql`select ${jsonObject({
        id: notaries.id,
        officeId: notaries.officeId,
      })} from ${notaries} where ${notaries.userId} = ${userId} and ${notaries.licenseStatus} = 'active' limit 1`,
    ),
  };
}

/** The act by `key` and the viewer's roles in it, in one statement: 418 as relatedAct says. */
async function actWithRoles(
  db: Reader,
  key: { uuid: string } | { id: number } | undefined,
  asked: string,
  userId: number,
): Promise<{ act: ActRow; roles: ActRoles }> {
  const select = (by: 'uuid' | 'id') =>
    prepared(db, `act_by_${by}_with_roles`, () =>
      db
        .select({ act: notarialActs, ...viewerFacts(sql.placeholder('userId')) })
        .from(notarialActs)
        .where(eq(notarialActs[by], sql.placeholder('key')))
        .prepare(`act_by_${by}_with_roles`),
    );
  const [row] = !key
    ? []
    : 'uuid' in key
      ? await select('uuid').execute({ key: key.uuid, userId })
      : await select('id').execute({ key: key.id, userId });
  if (!row) throw new MinistryError(418, 'uuid_not_found', { params: { uuid: asked } });
  const roles = rolesFrom(row.act, userId, { party: row.party, notary: row.notary ?? undefined });
  assertRelated(roles);
  return { act: row.act, roles };
}

/**
 * Of the acts `actIds`, those the user may read, by the detail's own rule (rolesFrom, isRelated): what
 * a browser trace may be linked to (decision 071). Unknown ids are simply absent.
 */
export async function readableActIds(
  db: Reader,
  userId: number,
  actIds: readonly number[],
): Promise<number[]> {
  if (actIds.length === 0) return [];
  const rows = await db
    .select({ act: notarialActs, ...viewerFacts(userId) })
    .from(notarialActs)
    .where(inArray(notarialActs.id, [...actIds]));
  return rows
    .filter((row) =>
      isRelated(rolesFrom(row.act, userId, { party: row.party, notary: row.notary ?? undefined })),
    )
    .map((row) => row.act.id);
}

/** The act by uuid and the viewer's roles in it: 418 uuid_not_found / pin_not_found_in_uuid. */
export async function actFor(
  db: Reader,
  uuid: string,
  userId: number,
): Promise<{ act: ActRow; roles: ActRoles }> {
  return actWithRoles(db, uuidShape.test(uuid) ? { uuid: uuid.toLowerCase() } : undefined, uuid, userId);
}

/** The act of a /my_notarial_act/{rid} address, with the same access rule as by uuid. */
export async function actForRid(
  db: Reader,
  rid: string,
  userId: number,
): Promise<{ act: ActRow; roles: ActRoles }> {
  const id = /^[1-9][0-9]{0,9}$/.test(rid) ? Number(rid) : Number.NaN;
  return actWithRoles(db, Number.isSafeInteger(id) && id <= maxRecordId ? { id } : undefined, rid, userId);
}

/** The statuses of the viewer's own invited parties in the act (none for anyone else). */
async function ownPartyStatuses(db: Reader, actId: number, userId: number) {
  const rows = await db
    .select({ status: parties.status })
    .from(parties)
    .where(and(eq(parties.actId, actId), eq(parties.userId, userId), eq(parties.applicant, false)));
  return rows.map((row) => row.status);
}

/**
 * 403 act_left for a viewer who holds no role in the act but invited parties, and rejected or left
 * each: the reads beyond their own participation (files, attendance) are closed to them (decision 069).
 */
export async function assertTakesPart(db: Reader, act: ActRow, roles: ActRoles, userId: number) {
  if (!roles.party || roles.applicant || roles.notary || roles.officeNotary) return;
  const statuses = await ownPartyStatuses(db, act.id, userId);
  if (statuses.length > 0 && statuses.every(partyDeclined)) throw new MinistryError(403, 'act_left');
}

/**
 * The video recordings are the act's notary's, its applicant's and its accepted parties' only: 403
 * act_left for a party who left, recording_not_allowed for anyone else who may see the act (an
 * awaiting party, another notary of the office) (decision 069).
 */
export async function assertMayHaveRecordings(db: Reader, act: ActRow, roles: ActRoles, userId: number) {
  if (roles.notary || roles.applicant) return;
  const statuses = roles.party ? await ownPartyStatuses(db, act.id, userId) : [];
  if (statuses.includes('accepted')) return;
  if (statuses.length > 0 && statuses.every(partyDeclined) && !roles.officeNotary) {
    throw new MinistryError(403, 'act_left');
  }
  throw new MinistryError(403, 'recording_not_allowed');
}

type Row<T extends Table> = InferSelectModel<T>;

/**
 * Everything an act's detail shows beyond its own row, read in one statement as JSON columns: the
 * type, office and notary, then each tab's rows (parties, vehicles with their bans and fines, invoices
 * with their payments, notes, the journal, files), and the registry's deaths and unpaid debts of the
 * parties. The values read as drizzle's typed selects would read them (ministry/db/json-rows.ts).
 */
function detailColumns() {
  /** The list of `item` over the rows `from` finds (a table and its condition), in order. */
  const listOf = <T>(item: SQL<T>, from: SQL, orderBy: SQL | Column) =>
    scalar<T[]>(sql`select ${jsonList(item, orderBy)} from ${from}`);
  const ofThisAct = (actId: Column) => sql`${actId} = ${notarialActs.id}`;
  const ofThisVehicle = (vehicleId: Column) => sql`${vehicleId} = ${vehicleSubjects.vehicleId}`;
  const partyCitizens = sql`(select ${parties.citizenId} from ${parties} where ${ofThisAct(parties.actId)})`;
  const vehicle = sql<{
    subject: Row<typeof vehicleSubjects>;
    bans: Row<typeof vehicleBans>[];
    fines: Row<typeof vehicleFines>[];
  }>`json_build_object(
    'subject', ${jsonRow(vehicleSubjects)},
    'bans', ${listOf(jsonRow(vehicleBans), sql`${vehicleBans} where ${ofThisVehicle(vehicleBans.vehicleId)}`, vehicleBans.id)},
    'fines', ${listOf(jsonRow(vehicleFines), sql`${vehicleFines} where ${ofThisVehicle(vehicleFines.vehicleId)}`, vehicleFines.id)})`;
  // Names in both scripts: the page's language picks one (names of the registry, section 3).
  const names = {
    surnameLatin: citizens.surnameLatin,
    nameLatin: citizens.nameLatin,
    lastnameLatin: citizens.lastnameLatin,
    surnameCyrillic: citizens.surnameCyrillic,
    nameCyrillic: citizens.nameCyrillic,
    lastnameCyrillic: citizens.lastnameCyrillic,
  };
  // Each invoice with its payment, its payer's name and its bank payment order (decision 083).
  const invoice = sql<{
    invoice: Row<typeof invoices>;
    payment: Row<typeof payments> | null;
    payer: RegistryName | null;
    bankOrder: Pick<Row<typeof bankOrders>, 'reference' | 'createdAt' | 'payerUserId'> | null;
  }>`json_build_object(
    'invoice', ${jsonRow(invoices)},
    'payment', case when ${payments.id} is null then null else ${jsonRow(payments)} end,
    'payer', (select ${jsonObject<RegistryName>(names)} from ${users}
      inner join ${citizens} on ${citizens.id} = ${users.citizenId}
      where ${users.id} = ${payments.payerUserId}),
    'bankOrder', (select ${jsonObject<{ reference: string; createdAt: string; payerUserId: number }>({
      reference: bankOrders.reference,
      createdAt: bankOrders.createdAt,
      payerUserId: bankOrders.payerUserId,
    })} from ${bankOrders} where ${bankOrders.invoiceId} = ${invoices.id}))`;
  const notary = jsonObject<{ id: number; phone: string } & RegistryName>({
    id: notaries.id,
    ...names,
    phone: citizens.phone,
  });
  const file = jsonObject<{ id: string; kind: Row<typeof files>['kind']; name: string; contentType: string }>(
    {
      id: files.id,
      kind: files.kind,
      name: files.name,
      contentType: files.contentType,
    },
  );
  return {
    type: scalar<Row<typeof actTypes> | null>(
      sql`select ${jsonRow(actTypes)} from ${actTypes} where ${actTypes.id} = ${notarialActs.typeId}`,
    ),
    office: scalar<Row<typeof offices> | null>(
      sql`select ${jsonRow(offices)} from ${offices} where ${offices.id} = ${notarialActs.officeId}`,
    ),
    notary: scalar<(typeof notary)['_']['type'] | null>(sql`select ${notary} from ${notaries}
      inner join ${users} on ${users.id} = ${notaries.userId}
      inner join ${citizens} on ${citizens.id} = ${users.citizenId}
      where ${notaries.id} = ${notarialActs.notaryId}`),
    parties: listOf(jsonRow(parties), sql`${parties} where ${ofThisAct(parties.actId)}`, parties.id),
    vehicles: listOf(
      vehicle,
      sql`${vehicleSubjects} where ${ofThisAct(vehicleSubjects.actId)}`,
      vehicleSubjects.id,
    ),
    realEstates: listOf(
      jsonRow(realEstateSubjects),
      sql`${realEstateSubjects} where ${ofThisAct(realEstateSubjects.actId)}`,
      realEstateSubjects.id,
    ),
    // The stored values with the subject's id beside them (its page, {rid}/other/{id}); no field of
    // the registry's catalogue is named id.
    other: scalar<({ id: number } & Record<string, unknown>) | null>(
      sql`select jsonb_build_object('id', ${otherSubjects.id}) || ${otherSubjects.data} from ${otherSubjects} where ${ofThisAct(otherSubjects.actId)}`,
    ),
    invoices: listOf(
      invoice,
      sql`${invoices} left join ${payments} on ${payments.invoiceId} = ${invoices.id}
        where ${ofThisAct(invoices.actId)}`,
      invoices.id,
    ),
    notes: listOf(jsonRow(notes), sql`${notes} where ${ofThisAct(notes.actId)}`, notes.id),
    journal: listOf(jsonRow(journal), sql`${journal} where ${ofThisAct(journal.actId)}`, journal.version),
    files: listOf(file, sql`${files} where ${ofThisAct(files.actId)}`, sql`${files.createdAt}, ${files.id}`),
    // The parties' names as the registry holds them in both scripts (the typed party row has Latin).
    partyNames: listOf(
      jsonObject<{ citizenId: number } & RegistryName>({ citizenId: citizens.id, ...names }),
      sql`${citizens} where ${citizens.id} in ${partyCitizens}`,
      citizens.id,
    ),
    deaths: listOf(
      jsonObject<{ citizenId: number; deathDate: string }>({
        citizenId: deaths.citizenId,
        deathDate: deaths.deathDate,
      }),
      sql`${deaths} where ${deaths.citizenId} in ${partyCitizens}`,
      deaths.citizenId,
    ),
    // The act's attributes in their order (general.ts's attributesOf), read here with the rest.
    attributes: listOf(
      jsonObject<{ title: string; value: string }>({
        title: actAttributes.title,
        value: actAttributes.value,
      }),
      sql`${actAttributes} where ${ofThisAct(actAttributes.actId)}`,
      actAttributes.position,
    ),
    // The applicant's region and district rows (party-registry.ts's clientView names them).
    clientRegion: scalar<Row<typeof regions> | null>(
      sql`select ${jsonRow(regions)} from ${regions} where ${regions.id} = (${notarialActs.client}->>'regionId')::int`,
    ),
    clientDistrict: scalar<Row<typeof districts> | null>(
      sql`select ${jsonRow(districts)} from ${districts} where ${districts.id} = (${notarialActs.client}->>'districtId')::int`,
    ),
    // Each party's unpaid enforcement debt, summed as registries/vehicles.ts's unpaidDebtsOf sums it.
    debts: scalar<{ citizenId: number; unpaid: number }[]>(sql`select coalesce(json_agg(json_build_object(
        'citizenId', owed.citizen_id, 'unpaid', owed.unpaid) order by owed.citizen_id), '[]'::json)
      from (select ${enforcementDebts.citizenId} as citizen_id,
          sum(${enforcementDebts.amount} - ${enforcementDebts.paidAmount})::float8 as unpaid
        from ${enforcementDebts} where ${enforcementDebts.citizenId} in ${partyCitizens}
        group by ${enforcementDebts.citizenId}) as owed`),
  };
}

/**
 * The link of each awaiting party's latest invitation (the one its SMS carries), for the applicant
 * only and only while the statechart lets parties answer: the parties tab shows it as a QR code for
 * a party in the same room (decision 036). The link alone answers nothing: the invitation routes
 * need the invited citizen's own session. Read by (phone, party), on the outbox's phone index.
 */
async function invitationLinks(
  db: Reader,
  roles: ActRoles,
  state: ActRow['state'],
  partyRows: readonly Row<typeof parties>[],
): Promise<Map<number, string>> {
  const links = new Map<number, string>();
  if (!roles.applicant || !listensFor(state, 'party.accepted')) return links;
  // Sequential: inside a transaction the reads share one connection.
  const latest = prepared(db, 'invitation_link', () =>
    db
      .select({ link: smsOutbox.link })
      .from(smsOutbox)
      .where(
        and(eq(smsOutbox.phone, sql.placeholder('phone')), eq(smsOutbox.partyId, sql.placeholder('partyId'))),
      )
      .orderBy(desc(smsOutbox.at), desc(smsOutbox.id))
      .limit(1)
      .prepare('invitation_link'),
  );
  for (const party of partyRows.filter((p) => !p.applicant && p.status === null && p.smsSent)) {
    const [sent] = await latest.execute({ phone: party.phone, partyId: party.id });
    if (sent?.link) links.set(party.id, sent.link);
  }
  return links;
}

/** Every tab of an act for one viewer, built against and parsed by its response schema. */
export async function actDetail(
  db: Reader,
  act: ActRow,
  roles: ActRoles,
  userId: number,
  language: Language,
): Promise<ActDetail> {
  const statement = prepared(db, 'act_detail', () =>
    db
      .select(detailColumns())
      .from(notarialActs)
      .where(eq(notarialActs.id, sql.placeholder('actId')))
      .prepare('act_detail'),
  );
  const [read] = await statement.execute({ actId: act.id });
  if (!read) throw new MinistryError(418, 'uuid_not_found', { params: { uuid: act.uuid } });
  const { type, office, notary, invoices: invoiceRows, notes: noteRows, journal: journalRows } = read;
  const partyRows = read.parties;
  const fileRows = read.files;
  const subjects = read.vehicles.map(({ subject: { actId: _actId, ...subject }, bans, fines }) => ({
    ...subject,
    bans: bans.map((ban) => banInLanguage(ban, language)),
    finesList: fines,
  }));
  const activeParties = partyRows.filter((p) => !partyDeclined(p.status));
  const active = new Set(activeParties.map((p) => p.citizenId));
  const disposers = new Set(activeParties.filter((p) => p.applicant || p.coOwner).map((p) => p.citizenId));
  const partyNames = new Map(read.partyNames.map((n) => [n.citizenId, n]));
  const deceased = new Map(
    read.deaths.filter((d) => active.has(d.citizenId)).map((d) => [d.citizenId, d.deathDate]),
  );
  const debts = read.debts.filter((d) => disposers.has(d.citizenId) && Number(d.unpaid) > 0);
  const snapshot = restore({ state: act.state, context: act.context } as StoredAct);
  const selected = selectAct(snapshot, { role: viewerRole(roles), userId: String(userId) });
  // Another notary of the office sees the act as a notary but corrects nothing (decision 080).
  const view = { ...selected, canEditGeneral: selected.canEditGeneral && roles.notary };
  const departed = hasLeft(roles, partyRows, userId);
  const invitations = departed
    ? new Map<number, string>()
    : await invitationLinks(db, roles, view.state, partyRows);
  const official = roles.notary || roles.officeNotary;
  // What the registry holds of a party (its phone) is shown to the party itself, to the act's
  // notaries, and to everyone once the party accepted; until then the others see what the applicant
  // typed and the registry's name. A death date only the notaries see (decision 069).
  const disclosed = (p: Row<typeof parties>) =>
    p.applicant || official || p.userId === userId || p.status === 'accepted';
  const seesPayer = (payerUserId: number) => roles.applicant || official || payerUserId === userId;
  const fileLink = (id: string) => `/files/${id}`;
  const printForm = fileRows.find((f) => f.kind === 'print_form');
  const extras = departed
    ? { attributes: [], linkedActs: [] }
    : await generalExtras(db, act, userId, read.attributes);
  const resolution = fileRows.find((f) => f.kind === 'refusal_resolution');
  const detail: z.input<typeof actDetailSchema> = {
    rid: act.id,
    uuid: act.uuid,
    version: act.version,
    viewer: {
      roles: { applicant: roles.applicant, party: roles.party, notary: roles.notary },
      role: viewerRole(roles),
      departed,
    },
    view,
    general: {
      type: { id: act.typeId, name: type ? named(type, language) : '' },
      ...actRecord(act),
      // Section 3's act state: active, or the side state it stopped in (refused and deleted too).
      status: view.sideState ?? 'active',
      language: act.language,
      clientPhone: act.clientPhone,
      remark: act.remark,
      cancellationReason: act.cancellationReason,
      annulledAt: act.annulledAt,
      freeOfPayment: act.freeOfPayment,
      freeOfPaymentReason: act.freeOfPaymentReason,
      place: act.place,
      placeAddress: act.placeAddress,
      dateBegin: act.dateBegin,
      dateFinish: act.dateFinish,
      attributes: extras.attributes,
      linkedActs: extras.linkedActs,
      office: office
        ? {
            id: office.id,
            name: named(office, language),
            address:
              language === 'ru' ? office.addressRu : language === 'uz' ? office.addressUz : office.addressOz,
            phone: office.phone,
          }
        : null,
      notary: notary ? { id: notary.id, name: citizenNameIn(language, notary), phone: notary.phone } : null,
    },
    parties: partyRows.map((p) => ({
      id: p.id,
      role: p.role,
      applicant: p.applicant,
      coOwner: p.coOwner,
      required: p.required,
      status: p.status,
      statusAt: p.statusAt,
      disclosed: disclosed(p),
      // The registry's name in the page's script; the typed (Latin) one when the registry has none.
      fio:
        language === 'oz' || !partyNames.has(p.citizenId)
          ? p.fio
          : citizenNameIn(language, partyNames.get(p.citizenId)!),
      passserial: p.passserial,
      passnum: p.passnum,
      pin: p.pin,
      birthRecordNumber: p.birthRecordNumber,
      orgName: p.orgName,
      phone: disclosed(p) ? p.phone : p.addedPhone,
      smsSent: p.smsSent,
      deathDate: official ? (deceased.get(p.citizenId) ?? null) : null,
      me: p.userId === userId,
      class: p.class,
      inn: p.inn,
      branchName: p.branchName,
      fields: p.fields,
      invitationLink: invitations.get(p.id) ?? null,
      // The registry's data of the party as it was when added: seen as its phone is (decision 082).
      gender: disclosed(p) ? (p.gender as 1 | 2 | null) : null,
      birthPlace: disclosed(p) ? p.birthPlace : null,
      regAddress: disclosed(p) ? p.regAddress : null,
    })),
    // The applicant's personal data: theirs to see, and the act's notaries' (decision 082).
    client:
      act.client && (roles.applicant || official)
        ? clientView(act.client, { region: read.clientRegion, district: read.clientDistrict }, language)
        : null,
    fields: act.fields,
    subjects: {
      vehicles: subjects,
      realEstates: read.realEstates.map(({ actId: _actId, ...estate }) => estate),
      other: read.other,
    },
    printForm: printForm ? { id: printForm.id, name: printForm.name, url: fileLink(printForm.id) } : null,
    payments: invoiceRows.map(({ invoice, payment, payer, bankOrder }) => ({
      id: invoice.id,
      purpose: invoice.purpose,
      amount: invoice.amount,
      computedAmount: invoice.computedAmount,
      reason: invoice.reason,
      paid: invoice.paid,
      paidAt: invoice.paidAt,
      payment: payment
        ? {
            id: payment.id,
            method: payment.method,
            cardLast4: payment.cardLast4,
            reference: payment.reference,
            at: payment.at,
            amount: payment.amount,
            // Who paid: to the act's applicant, its notaries and the payer; null to the other parties.
            payerName: payer && seesPayer(payment.payerUserId) ? citizenNameIn(language, payer) : null,
          }
        : null,
      // An unpaid invoice's payment order, to those who see the payer (the reference pays it).
      bankOrder:
        bankOrder && !invoice.paid && seesPayer(bankOrder.payerUserId)
          ? { reference: bankOrder.reference, createdAt: bankOrder.createdAt }
          : null,
    })),
    // The registry checks behind the vehicle rules, as they stand now.
    references: {
      vehicleBans: subjects.reduce((n, s) => n + s.bans.filter((b) => b.state === 'active').length, 0),
      unpaidFines: subjects.reduce((n, s) => n + s.finesList.filter((f) => !f.paid).length, 0),
      enforcementDebt: debts.length > 0,
      deceasedParty: deceased.size > 0,
    },
    result: {
      state: act.state,
      regnum: act.regnum,
      regdate: act.regdate,
      refusal: resolution
        ? {
            reason: view.reason,
            file: { id: resolution.id, name: resolution.name, url: fileLink(resolution.id) },
          }
        : null,
      cancellationReason: act.cancellationReason,
    },
    notes: noteRows.map((n) => ({
      id: n.id,
      kind: n.kind,
      text: n.text,
      at: n.at,
      mine: n.authorUserId === userId,
    })),
    journal: journalRows.map((j) => ({
      event: j.event,
      role: j.role,
      fromState: j.fromState,
      toState: j.toState,
      fromStep: j.fromStep,
      toStep: j.toStep,
      version: j.version,
      at: j.at,
    })),
  };
  return actDetailSchema.parse(departed ? leftDetail(detail, userId, partyRows) : detail);
}

/**
 * The viewer holds no role in the act but invited parties, and rejected or left each of them: they
 * no longer take part, so they keep seeing their own participation only (decision 069).
 */
function hasLeft(roles: ActRoles, partyRows: readonly Row<typeof parties>[], userId: number): boolean {
  if (!roles.party || roles.applicant || roles.notary || roles.officeNotary) return false;
  const mine = partyRows.filter((p) => p.userId === userId && !p.applicant);
  return mine.length > 0 && mine.every((p) => partyDeclined(p.status));
}

/**
 * What a party who rejected or left the act still sees: their own party and the act's type, number
 * and state; nothing of the other parties, the subjects, the data, payments, print form, notes or
 * journal, and no event to send.
 */
function leftDetail(
  detail: z.input<typeof actDetailSchema>,
  userId: number,
  partyRows: readonly Row<typeof parties>[],
): z.input<typeof actDetailSchema> {
  const mine = new Set(partyRows.filter((p) => p.userId === userId && !p.applicant).map((p) => p.id));
  const { general, view, result } = detail;
  return {
    ...detail,
    view: {
      ...view,
      allowed: [],
      canEdit: false,
      canEditGeneral: false,
      notaryToChoose: false,
      awaitingMe: false,
      payableInvoiceIds: [],
      onSiteInvoiceIds: [],
      invoices: [],
      allInvoicesPaid: false,
      visit: null,
      timeRequested: false,
      notaryId: null,
      remark: null,
      showRemark: false,
      reason: null,
      resolutionFileId: null,
    },
    general: {
      type: general.type,
      state: general.state,
      step: general.step,
      status: general.status,
      regnum: general.regnum,
      regdate: general.regdate,
      instime: general.instime,
      regtype: general.regtype,
      regsystemid: general.regsystemid,
      visitdate: null,
      visittime: null,
      language: general.language,
      clientPhone: null,
      remark: null,
      cancellationReason: null,
      annulledAt: null,
      freeOfPayment: false,
      freeOfPaymentReason: null,
      place: 'office',
      placeAddress: null,
      dateBegin: null,
      dateFinish: null,
      attributes: [],
      linkedActs: [],
      office: null,
      notary: null,
    },
    parties: detail.parties.filter((p) => mine.has(p.id)),
    client: null,
    fields: {},
    subjects: { vehicles: [], realEstates: [], other: null },
    printForm: null,
    payments: [],
    references: { vehicleBans: 0, unpaidFines: 0, enforcementDebt: false, deceasedParty: false },
    result: {
      state: result.state,
      regnum: result.regnum,
      regdate: result.regdate,
      refusal: null,
      cancellationReason: null,
    },
    notes: [],
    journal: [],
  };
}

/** The current version of each of the acts `ids` (the act watch's re-read after the feed reconnects). */
export async function actVersions(db: Reader, ids: number[]): Promise<{ id: number; version: number }[]> {
  return db
    .select({ id: notarialActs.id, version: notarialActs.version })
    .from(notarialActs)
    .where(inArray(notarialActs.id, ids));
}
