import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { actStateNames, partyDeclined } from '../../machines/act/act.machine';
import { restore, type StoredAct } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import { maxRecordId, recordIdSchema } from '../../machines/fields/record-id';
import type { Database } from '../db/database';
import {
  type ActRow,
  actMembers,
  actTypes,
  citizens,
  files,
  invoices,
  journal,
  notarialActs,
  notaries,
  notes,
  offices,
  parties,
  payments,
  users,
  vehicleSubjects,
} from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import type { Language } from '../i18n';
import { deathsOf, unpaidDebtsOf, vehicleById } from '../registries/vehicles';
import { type ActDetail, actDetailSchema } from './act-detail.schema';
import { type ActRoles, assertRelated, rolesOf, viewerRole } from './lifecycle';
import { tashkentDateTime, tashkentInstant } from './time';

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

function listItem(
  act: ListRow,
  type: typeof actTypes.$inferSelect,
  office: typeof offices.$inferSelect,
  language: Language,
): ActListItem {
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
      .select({ act: listColumns, type: actTypes, office: offices })
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
export function myActsStatements(db: Reader, userId: number, q: ListQuery) {
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
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .as('page');
  const total = db.select({ n: sql<number>`count(*)::int` }).from(actMembers).where(where);
  // One statement: the page's rows carry the total (counted once, as an init plan).
  const rows = db
    .select({ act: listColumns, type: actTypes, office: offices, total: sql<number>`(${total})` })
    .from(page)
    .innerJoin(notarialActs, eq(notarialActs.id, page.actId))
    .innerJoin(actTypes, eq(actTypes.id, notarialActs.typeId))
    .innerJoin(offices, eq(offices.id, notarialActs.officeId))
    .orderBy(desc(page.instime), desc(page.actId));
  return { rows, total };
}

/** my_notarial_act with every filter of specification section 2 (see `myActsStatements`). */
export async function listActs(db: Reader, userId: number, query: unknown, language: Language) {
  const q = parseInput(listQuerySchema, query);
  const statements = myActsStatements(db, userId, q);
  const rows = await statements.rows;
  // Only a page past the end has no row to carry the total; an empty first page means none at all.
  const total = rows[0]?.total ?? (q.page === 1 ? 0 : ((await statements.total)[0]?.n ?? 0));
  return {
    items: rows.map(({ act, type, office }) => listItem(act, type, office, language)),
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

/** The act by uuid and the viewer's roles in it: 418 uuid_not_found / pin_not_found_in_uuid. */
export async function actFor(
  db: Reader,
  uuid: string,
  userId: number,
): Promise<{ act: ActRow; roles: ActRoles }> {
  const [act] = uuidShape.test(uuid)
    ? await db.select().from(notarialActs).where(eq(notarialActs.uuid, uuid.toLowerCase()))
    : [];
  return relatedAct(db, act, uuid, userId);
}

/** The act of a /my_notarial_act/{rid} address, with the same access rule as by uuid. */
export async function actForRid(
  db: Reader,
  rid: string,
  userId: number,
): Promise<{ act: ActRow; roles: ActRoles }> {
  const id = /^[1-9][0-9]{0,9}$/.test(rid) ? Number(rid) : Number.NaN;
  const [act] =
    Number.isSafeInteger(id) && id <= maxRecordId
      ? await db.select().from(notarialActs).where(eq(notarialActs.id, id))
      : [];
  return relatedAct(db, act, rid, userId);
}

async function relatedAct(
  db: Reader,
  act: ActRow | undefined,
  asked: string,
  userId: number,
): Promise<{ act: ActRow; roles: ActRoles }> {
  if (!act) throw new MinistryError(418, 'uuid_not_found', { params: { uuid: asked } });
  const roles = await rolesOf(db, act, userId);
  assertRelated(roles);
  return { act, roles };
}

/** Every tab of an act for one viewer, built against and parsed by its response schema. */
export async function actDetail(
  db: Reader,
  act: ActRow,
  roles: ActRoles,
  userId: number,
  language: Language,
): Promise<ActDetail> {
  const [type] = await db.select().from(actTypes).where(eq(actTypes.id, act.typeId));
  const [office] = await db.select().from(offices).where(eq(offices.id, act.officeId));
  const [notary] = act.notaryId
    ? await db
        .select({
          id: notaries.id,
          surname: citizens.surnameLatin,
          name: citizens.nameLatin,
          lastname: citizens.lastnameLatin,
          phone: citizens.phone,
        })
        .from(notaries)
        .innerJoin(users, eq(users.id, notaries.userId))
        .innerJoin(citizens, eq(citizens.id, users.citizenId))
        .where(eq(notaries.id, act.notaryId))
    : [];
  const [partyRows, subjectRows, invoiceRows, noteRows, journalRows, fileRows] = await Promise.all([
    db.select().from(parties).where(eq(parties.actId, act.id)).orderBy(asc(parties.id)),
    db
      .select()
      .from(vehicleSubjects)
      .where(eq(vehicleSubjects.actId, act.id))
      .orderBy(asc(vehicleSubjects.id)),
    db
      .select({ invoice: invoices, payment: payments })
      .from(invoices)
      .leftJoin(payments, eq(payments.invoiceId, invoices.id))
      .where(eq(invoices.actId, act.id))
      .orderBy(asc(invoices.id)),
    db.select().from(notes).where(eq(notes.actId, act.id)).orderBy(asc(notes.id)),
    db.select().from(journal).where(eq(journal.actId, act.id)).orderBy(asc(journal.version)),
    db
      .select({ id: files.id, kind: files.kind, name: files.name, contentType: files.contentType })
      .from(files)
      .where(eq(files.actId, act.id)),
  ]);
  const subjects = await Promise.all(
    subjectRows.map(async ({ actId: _actId, ...subject }) => {
      const record = await vehicleById(db, subject.vehicleId);
      return { ...subject, bans: record?.bans ?? [], finesList: record?.fines ?? [] };
    }),
  );
  const activeParties = partyRows.filter((p) => !partyDeclined(p.status));
  const disposers = activeParties.filter((p) => p.applicant || p.coOwner).map((p) => p.citizenId);
  const [deceased, debts] = await Promise.all([
    deathsOf(
      db,
      activeParties.map((p) => p.citizenId),
    ),
    unpaidDebtsOf(db, disposers),
  ]);
  const snapshot = restore({ state: act.state, context: act.context } as StoredAct);
  const view = selectAct(snapshot, { role: viewerRole(roles), userId: String(userId) });
  const fileLink = (id: string) => `/files/${id}`;
  const printForm = fileRows.find((f) => f.kind === 'print_form');
  const resolution = fileRows.find((f) => f.kind === 'refusal_resolution');
  const detail: z.input<typeof actDetailSchema> = {
    rid: act.id,
    uuid: act.uuid,
    version: act.version,
    viewer: {
      roles: { applicant: roles.applicant, party: roles.party, notary: roles.notary },
      role: viewerRole(roles),
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
      office: office
        ? {
            id: office.id,
            name: named(office, language),
            address:
              language === 'ru' ? office.addressRu : language === 'uz' ? office.addressUz : office.addressOz,
            phone: office.phone,
          }
        : null,
      notary: notary
        ? { id: notary.id, name: `${notary.surname} ${notary.name} ${notary.lastname}`, phone: notary.phone }
        : null,
    },
    parties: partyRows.map((p) => ({
      id: p.id,
      role: p.role,
      applicant: p.applicant,
      coOwner: p.coOwner,
      required: p.required,
      status: p.status,
      statusAt: p.statusAt,
      fio: p.fio,
      passserial: p.passserial,
      passnum: p.passnum,
      pin: p.pin,
      phone: p.phone,
      smsSent: p.smsSent,
      deathDate: deceased.get(p.citizenId) ?? null,
      me: p.userId === userId,
    })),
    subjects: { vehicles: subjects },
    printForm: printForm ? { id: printForm.id, name: printForm.name, url: fileLink(printForm.id) } : null,
    payments: invoiceRows.map(({ invoice, payment }) => ({
      id: invoice.id,
      purpose: invoice.purpose,
      amount: invoice.amount,
      paid: invoice.paid,
      paidAt: invoice.paidAt,
      payment: payment
        ? {
            id: payment.id,
            method: payment.method,
            cardLast4: payment.cardLast4,
            at: payment.at,
            amount: payment.amount,
          }
        : null,
    })),
    // The registry checks behind the vehicle rules, as they stand now.
    references: {
      vehicleBans: subjects.reduce((n, s) => n + s.bans.filter((b) => b.state === 'active').length, 0),
      unpaidFines: subjects.reduce((n, s) => n + s.finesList.filter((f) => !f.paid).length, 0),
      enforcementDebt: debts.size > 0,
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
  return actDetailSchema.parse(detail);
}
