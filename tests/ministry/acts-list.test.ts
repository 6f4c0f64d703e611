import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listQuerySchema, myActsStatements } from '../../ministry/acts/queries';
import { queryRows } from '../../ministry/db/database';
import { maintainTables } from '../../ministry/db/maintenance';
import { listFilters, seedActs } from '../../scripts/bench-acts';
import { drivers, ministryForSuite, type TestMinistry } from '../support/ministry';

// The my-acts list reads its own index, acts.act_members, kept by database triggers (decision 030).
// Its answers must be what the list's definition says, computed here straight from acts, parties and
// notaries, before and after every kind of change the triggers have to follow.

interface ListAnswer {
  items: { rid: number }[];
  total: number;
}

/** The list's definition as it was before the index: which acts are "mine" on each tab. */
const mine = {
  inprocess: (user: number) => `(a.applicant_user_id = ${user}
      or exists (select 1 from acts.parties p where p.act_id = a.id and p.user_id = ${user} and not p.applicant)
      or a.notary_id in (select id from notary.notaries where user_id = ${user}))
    and a.state <> 'deleted'`,
  awaiting: (user: number) => `((a.applicant_user_id = ${user} and 'applicant' = any(a.awaiting))
      or ('party' = any(a.awaiting) and exists (select 1 from acts.parties p
            where p.act_id = a.id and p.user_id = ${user} and not p.applicant and p.status is null))
      or (a.notary_id in (select id from notary.notaries where user_id = ${user}) and 'notary' = any(a.awaiting)))`,
};

/** Each filter of specification section 2 in plain SQL (Tashkent is UTC+5 all year). */
function filterSql(query: URLSearchParams): string[] {
  const where: string[] = [];
  const text = (name: string) => `'${query.get(name)!.replaceAll("'", "''")}'`;
  if (query.has('dateFrom')) where.push(`a.instime >= timestamptz '${query.get('dateFrom')} 00:00+05'`);
  if (query.has('dateTo'))
    where.push(`a.instime < timestamptz '${query.get('dateTo')} 00:00+05' + interval '1 day'`);
  if (query.has('state')) where.push(`a.state = ${text('state')}`);
  if (query.has('regnum')) where.push(`a.regnum = ${text('regnum')}`);
  if (query.has('regdate')) where.push(`a.regdate = date ${text('regdate')}`);
  if (query.has('visitDate') && query.has('visitTime'))
    where.push(`a.visit_at = timestamptz '${query.get('visitDate')} ${query.get('visitTime')}+05'`);
  else if (query.has('visitDate'))
    where.push(
      `a.visit_at >= timestamptz '${query.get('visitDate')} 00:00+05'`,
      `a.visit_at < timestamptz '${query.get('visitDate')} 00:00+05' + interval '1 day'`,
    );
  const numbers: [string, string][] = [
    ['regtype', 'regtype'],
    ['office', 'office_id'],
    ['notary', 'notary_id'],
    ['step', 'step'],
    ['system', 'regsystemid'],
    ['actType', 'type_id'],
  ];
  for (const [name, column] of numbers)
    if (query.has(name)) where.push(`a.${column} = ${Number(query.get(name))}`);
  return where;
}

async function expected(ministry: TestMinistry, user: number, query: URLSearchParams): Promise<ListAnswer> {
  const tab = query.get('tab') === 'awaiting' ? 'awaiting' : 'inprocess';
  const rows = await queryRows<{ id: number }>(
    ministry.db,
    sql.raw(`select a.id from acts.acts a where ${[mine[tab](user), ...filterSql(query)].join(' and ')}
      order by a.instime desc, a.id desc`),
  );
  const size = Number(query.get('size') ?? 20);
  const page = Number(query.get('page') ?? 1);
  return {
    items: rows.slice((page - 1) * size, page * size).map((r) => ({ rid: r.id })),
    total: rows.length,
  };
}

async function answered(ministry: TestMinistry, token: string, query: URLSearchParams): Promise<ListAnswer> {
  const response = await ministry.app.inject({
    method: 'GET',
    url: `/api/notarial_act/list?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = JSON.parse(response.body) as ListAnswer;
  return { items: body.items.map((item) => ({ rid: item.rid })), total: body.total };
}

// The bench's filters, with dates and numbers that hit the 1,200 acts seeded here (created over the
// first 50 days of 2025), plus pages.
const filters: string[] = [
  'tab=inprocess',
  'tab=awaiting',
  'dateFrom=2025-01-10&dateTo=2025-01-20',
  'dateFrom=2025-01-10&dateTo=2025-01-20&tab=awaiting',
  'state=checking',
  'state=deleted',
  'regnum=NA-BENCH-17',
  'regdate=2025-01-18',
  'visitDate=2026-01-06&visitTime=10:00',
  'visitDate=2026-01-06',
  'regtype=2',
  'office=1',
  'notary=2',
  'step=5',
  'step=5&tab=awaiting',
  'system=3',
  'actType=4',
  'dateFrom=2025-01-01&dateTo=2025-12-31&state=timeSetting&regtype=2&step=5&system=2&actType=1&page=1&size=20',
  'page=3&size=7',
  'page=2&size=100',
  'page=500&size=100',
  'tab=awaiting&page=2&size=5',
];

describe.each(drivers)('the my-acts list on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  async function viewers(m: TestMinistry) {
    const people = await queryRows<{ id: number }>(
      m.db,
      sql`select u.id from portal.users u where not ('notary' = any(u.roles)) order by u.id`,
    );
    const notary = await queryRows<{ id: number }>(
      m.db,
      sql`select user_id as id from notary.notaries order by id limit 1`,
    );
    const ids = [people[0]!.id, people[3]!.id, notary[0]!.id];
    return Promise.all(
      ids.map(async (id) => ({ id, token: (await m.auth.sessions.create(m.db, id)).token })),
    );
  }

  async function expectEveryFilterAsDefined(m: TestMinistry) {
    let compared = 0;
    for (const viewer of await viewers(m)) {
      for (const filter of filters) {
        const query = new URLSearchParams(filter);
        if (!query.has('size')) query.set('size', '100');
        const want = await expected(m, viewer.id, query);
        expect({ viewer: viewer.id, filter, ...(await answered(m, viewer.token, query)) }).toEqual({
          viewer: viewer.id,
          filter,
          ...want,
        });
        compared += want.items.length;
      }
    }
    // The comparison saw acts, not only empty pages (the seeded acts are spread over every seeded
    // person, so each viewer's share shrinks as people are added to the seed).
    expect(compared).toBeGreaterThan(500);
  }

  it('answers every filter, tab and page as the definition over acts, parties and notaries', async () => {
    await seedActs(ministry(), 1200);
    // Deleted acts leave the in-process tab; some acts wait for nobody, some for several roles.
    await ministry().db.execute(
      sql`update acts.acts set state = 'deleted', awaiting = '{}' where id % 17 = 0`,
    );
    await ministry().db.execute(sql`update acts.acts set awaiting = '{party,notary}' where id % 23 = 0`);
    await expectEveryFilterAsDefined(ministry());
  });

  it('follows every change to acts, parties and notaries', async () => {
    const db = ministry().db;
    const [people, notaries] = await Promise.all([
      queryRows<{ id: number; citizen_id: number }>(
        db,
        sql`select id, citizen_id from portal.users where not ('notary' = any(roles)) order by id`,
      ),
      queryRows<{ id: number; user_id: number }>(
        db,
        sql`select id, user_id from notary.notaries order by id`,
      ),
    ]);
    // Transitions: new states, steps and who is awaited; another notary; another applicant.
    await db.execute(
      sql`update acts.acts set state = 'refused', step = 9, awaiting = '{}' where id % 11 = 0`,
    );
    await db.execute(sql`update acts.acts set awaiting = '{applicant}' where id % 13 = 0`);
    await db.execute(sql`update acts.acts set notary_id = ${notaries[1]!.id} where id % 7 = 0`);
    await db.execute(sql`update acts.acts set notary_id = null where id % 29 = 0`);
    await db.execute(sql`update acts.acts set applicant_user_id = ${people[3]!.id} where id % 19 = 0`);
    await db.execute(sql`update acts.acts set regtype = 2, office_id = 1, type_id = 4 where id % 31 = 0`);
    // Parties answer, are asked again, leave, are added; an account is linked or unlinked.
    await db.execute(sql`update acts.parties set status = 'accepted' where id % 3 = 0`);
    await db.execute(sql`update acts.parties set status = null where id % 5 = 0`);
    await db.execute(sql`update acts.parties set user_id = null where id % 37 = 0`);
    await db.execute(sql`delete from acts.parties where id % 41 = 0`);
    await db.execute(sql`
      insert into acts.parties (act_id, citizen_id, user_id, role, required, status, fio, passserial, passnum, pin, phone)
      select a.id, ${people[0]!.citizen_id}, ${people[0]!.id}, 'donee', true, null, 'Added', 'AA', '0000001',
        '00000000000001', '900000001'
      from acts.acts a
      where a.id % 43 = 0
        and not exists (select 1 from acts.parties p where p.act_id = a.id and p.citizen_id = ${people[0]!.citizen_id})`);
    // A notary's account changes hands (and back, so the seed's notary logins still hold).
    const spare = people[5]!.id;
    await db.execute(sql`update notary.notaries set user_id = ${spare} where id = ${notaries[2]!.id}`);
    await expectEveryFilterAsDefined(ministry());
    const asSpare = (await ministry().auth.sessions.create(db, spare)).token;
    const query = new URLSearchParams({ notary: String(notaries[2]!.id), size: '100' });
    expect(await answered(ministry(), asSpare, query)).toEqual(await expected(ministry(), spare, query));
    await db.execute(
      sql`update notary.notaries set user_id = ${notaries[2]!.user_id} where id = ${notaries[2]!.id}`,
    );
    expect((await answered(ministry(), asSpare, query)).total).toBe(
      (await expected(ministry(), spare, query)).total,
    );
  });

  it('keeps exactly the rows a rebuild from scratch gives', async () => {
    const db = ministry().db;
    const columns = sql`user_id, act_id, instime, state, awaiting_me, step, regtype, regsystemid, type_id, office_id, notary_id`;
    const before = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${columns} from acts.act_members order by 1, 2`,
    );
    await db.execute(sql`select acts.rebuild_act_members(array(select id from acts.acts), true)`);
    const after = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${columns} from acts.act_members order by 1, 2`,
    );
    expect(before.length).toBeGreaterThan(1200);
    expect(after).toEqual(before);
  });
});

// The query plans, on a PostgreSQL server (the planner of PGlite is the same PostgreSQL's), over
// 20,000 acts: no filter makes the list read the acts table or its index whole, and the page and the
// count read the user's range of the my-acts index alone.
describe.runIf(drivers.includes('postgresql'))('the my-acts list query plans on postgresql', () => {
  const ministry = ministryForSuite('postgresql');

  it('reads the my-acts index, never a whole table, for every filter', async () => {
    const m = ministry();
    const { userId } = await seedActs(m, 20_000);
    await maintainTables(m.db);
    for (const [name, query] of listFilters) {
      const q = listQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const nodes = flatten(await planOf(m, myActsStatements(m.db, userId, q).rows.toSQL()));
      const scans = nodes.filter((n) => n['Node Type'].includes('Scan'));
      expect(
        scans.filter(
          (n) => n['Node Type'] === 'Seq Scan' && ['acts', 'act_members'].includes(n['Relation Name']!),
        ),
        name,
      ).toEqual([]);
      // The user's range of a my-acts index, the page's and the count's, read without the table.
      const myActsIndexes = ['act_members_list_idx', 'act_members_inprocess_idx'];
      const ranges = scans.filter((n) => myActsIndexes.includes(n['Index Name'] ?? ''));
      if (!/regnum|regdate|visit/.test(query)) {
        expect(ranges.length, name).toBe(2);
        for (const scan of ranges) {
          expect(scan['Node Type'], name).toBe('Index Only Scan');
          expect(scan['Index Cond'], name).toMatch(/user_id = /);
        }
      }
    }
  });
});

/** The plan PostgreSQL makes for `statement` with its parameters' values (as a custom plan would). */
async function planOf(m: TestMinistry, statement: { sql: string; params: unknown[] }): Promise<PlanNode> {
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  const text = statement.sql.replace(/\$(\d+)/g, (_, n: string) => literal(statement.params[Number(n) - 1]));
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    m.db,
    sql.raw(`explain (format json) ${text}`),
  );
  return row!['QUERY PLAN'][0].Plan;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}
