import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, sql } from 'drizzle-orm';
import { actSteps } from '../../machines/act/act.machine';
import type { StoredAct } from '../../machines/act/act.persist';
import { actContextSchema } from '../../machines/act/act.schema';
import {
  type ActJournalRecord,
  actAnalystView,
  actReplayMachine,
  actTraceOf,
  isoInstant,
} from '../../machines/replay/act.replay';
import { viewEvent, viewReplay } from '../../machines/replay/analyst-view';
import {
  type ActRef,
  type AnalystAct,
  analystActSchema,
  type StepLimits,
  type StuckActs,
  type StuckActsQuery,
  stuckActsPageSize,
  stuckActsSchema,
  stuckStates,
} from '../../machines/replay/analysts.schema';
import { replayTrace } from '../../machines/replay/replay';
import type { ReplayResult, Trace } from '../../machines/replay/replay.types';
import type { Database } from '../db/database';
import {
  type ActRow,
  type analystViewKinds,
  analystViews,
  journal,
  notarialActs,
  parties,
} from '../db/schema';
import { MinistryError } from '../errors';

// The analysts' side of the act journal (issue 14, decision 060): an act found by registry number,
// rid or uuid, its journal replayed through today's statechart, the acts stuck in a step longer than
// the step's limit, and the audit of every view. What leaves here for analysts is built from the act's
// allow-list (actAnalystView, decision 067): nothing it does not name.

type Reader = Pick<Database, 'select' | 'execute'>;

export async function findAct(db: Reader, ref: ActRef): Promise<ActRow> {
  const where =
    ref.kind === 'rid'
      ? eq(notarialActs.id, ref.rid)
      : ref.kind === 'uuid'
        ? eq(notarialActs.uuid, ref.uuid)
        : eq(notarialActs.regnum, ref.regnum);
  const [act] = await db.select().from(notarialActs).where(where).limit(1);
  if (!act) throw new MinistryError(404, 'not_found');
  return act;
}

export async function journalOf(db: Reader, actId: number): Promise<ActJournalRecord[]> {
  const rows = await db
    .select({
      version: journal.version,
      event: journal.event,
      role: journal.role,
      userId: journal.userId,
      fromState: journal.fromState,
      toState: journal.toState,
      payload: journal.payload,
      at: journal.at,
      machineEvent: journal.machineEvent,
      dataChange: journal.dataChange,
    })
    .from(journal)
    .where(eq(journal.actId, actId))
    .orderBy(asc(journal.version));
  return rows.map((row) => ({ ...row, payload: (row.payload ?? {}) as Record<string, unknown> }));
}

export interface ActReplay {
  act: ActRow;
  rows: ActJournalRecord[];
  trace: Trace;
  result: ReplayResult;
  /** The replay ends where the stored act is: the same state and context. */
  matchesStored: boolean;
}

/** An act's journal replayed through today's statechart (unredacted: the ministry's own use). */
export async function replayAct(db: Reader, act: ActRow, now: Date): Promise<ActReplay> {
  const rows = await journalOf(db, act.id);
  const stored = act.context as StoredAct['context'];
  const trace = actTraceOf(rows, { uuid: act.uuid, context: stored });
  const result = replayTrace(trace, actReplayMachine, { now: now.toISOString() });
  const matchesStored =
    result.final.state === act.state &&
    isDeepStrictEqual(result.final.context, actContextSchema.parse(stored));
  return { act, rows, trace, result, matchesStored };
}

/** GET /api/analysts/acts/:ref: the act without its people, its journal and its replay, redacted. */
export async function analystAct(db: Reader, act: ActRow, now: Date): Promise<AnalystAct> {
  const { rows, result, matchesStored } = await replayAct(db, act, now);
  const partyRows = await db
    .select({
      id: parties.id,
      role: parties.role,
      class: parties.class,
      applicant: parties.applicant,
      required: parties.required,
      status: parties.status,
    })
    .from(parties)
    .where(eq(parties.actId, act.id))
    .orderBy(asc(parties.id));
  const context = act.context as StoredAct['context'];
  return analystActSchema.parse({
    act: {
      rid: act.id,
      uuid: act.uuid,
      regnum: act.regnum,
      typeId: act.typeId,
      officeId: act.officeId,
      notaryId: act.notaryId,
      state: act.state,
      step: act.step,
      simplified: context.simplified ?? false,
      awaiting: act.awaiting,
      version: act.version,
      instime: isoInstant(act.instime),
      updatedAt: isoInstant(act.updatedAt),
      stateSince: isoInstant(act.stateSince),
      parties: partyRows.map((party) => ({ ...party, id: String(party.id) })),
    },
    journal: rows.map((row, index) => ({
      index,
      version: row.version,
      event: row.event,
      role: row.role,
      userId: row.userId,
      fromState: row.fromState,
      toState: row.toState,
      at: isoInstant(row.at),
      partial: row.machineEvent === null,
      payload: viewEvent(actAnalystView, row.machineEvent ?? row.payload, row.event),
    })),
    replay: viewReplay(actAnalystView, result),
    matchesStored,
  });
}

/** The acts in a step longer than the step's limit, grouped and paged, oldest first. */
export async function stuckActs(
  db: Reader,
  query: StuckActsQuery,
  limits: StepLimits,
  now: Date,
): Promise<StuckActs> {
  const states = query.state ? [query.state] : stuckStates;
  const overdue = sql.join(
    states.map(
      (state) =>
        sql`(${notarialActs.state} = ${state} and ${notarialActs.stateSince} < ${new Date(now.getTime() - limits[state] * 3_600_000).toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );
  const where = and(
    sql`${notarialActs.unfinished}`,
    sql`(${overdue})`,
    query.office === undefined ? undefined : eq(notarialActs.officeId, query.office),
    query.notary === undefined ? undefined : eq(notarialActs.notaryId, query.notary),
  );
  const groups = await db
    .select({
      state: notarialActs.state,
      awaiting: notarialActs.awaiting,
      count: sql<number>`count(*)::int`,
      oldestSince: sql<string>`min(${notarialActs.stateSince})::text`,
    })
    .from(notarialActs)
    .where(where)
    .groupBy(notarialActs.state, notarialActs.awaiting)
    .orderBy(sql`min(${notarialActs.stateSince})`);
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const items = await db
    .select({
      rid: notarialActs.id,
      uuid: notarialActs.uuid,
      typeId: notarialActs.typeId,
      officeId: notarialActs.officeId,
      notaryId: notarialActs.notaryId,
      state: notarialActs.state,
      step: notarialActs.step,
      awaiting: notarialActs.awaiting,
      since: notarialActs.stateSince,
    })
    .from(notarialActs)
    .where(where)
    .orderBy(asc(notarialActs.stateSince), asc(notarialActs.id))
    .limit(stuckActsPageSize)
    .offset((query.page - 1) * stuckActsPageSize);
  const hoursSince = (since: string) =>
    Math.max(0, (now.getTime() - Date.parse(isoInstant(since))) / 3_600_000);
  return stuckActsSchema.parse({
    asOf: now.toISOString(),
    limits: stuckStates.map((state) => ({ state, step: actSteps[state], hours: limits[state] })),
    groups: groups.map((group) => ({
      state: group.state,
      step: actSteps[group.state],
      awaiting: group.awaiting,
      count: group.count,
      oldestSince: isoInstant(group.oldestSince),
    })),
    items: items.map((item) => ({
      ...item,
      since: isoInstant(item.since),
      hours: Math.round(hoursSince(item.since) * 10) / 10,
      limitHours: limits[item.state as keyof StepLimits],
    })),
    total,
    page: query.page,
    pageSize: stuckActsPageSize,
  });
}

/** The audit of an analyst's view (append-only). */
export async function recordView(
  db: Pick<Database, 'insert'>,
  view: {
    userId: number;
    actId: number | null;
    view: (typeof analystViewKinds)[number];
    query?: object;
    at: Date;
  },
): Promise<void> {
  await db.insert(analystViews).values({
    userId: view.userId,
    actId: view.actId,
    view: view.view,
    query: (view.query as Record<string, unknown> | undefined) ?? null,
    at: view.at.toISOString(),
  });
}
