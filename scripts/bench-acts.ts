/**
 * Server time of the my-acts list (every filter of specification section 2) over 100,000 acts, and
 * of one transition, on the embedded database and on a PostgreSQL server, printed side by side.
 * Measured in process with Fastify's inject: routing, validation, session check, SQL and
 * serialisation, no network. Printed, never asserted.
 *
 * The PostgreSQL run uses a throw-away database that it creates and drops on the server of
 * DATABASE_URL, else TEST_DATABASE_URL, else 127.0.0.1:5432 (decision 030). When no server answers
 * it says so and prints PGlite alone.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { actStepStates } from '../machines/act/act.machine';
import { createMinistry, type Ministry } from '../ministry/app';
import { queryRows } from '../ministry/db/database';
import { maintainTables } from '../ministry/db/maintenance';
import { defaultTestDatabaseUrl, hidePassword, postgresAnswers } from './postgres';

const actCount = 100_000;
const runs = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export async function time(runOnce: () => Promise<void>, count = runs): Promise<Timing> {
  await runOnce(); // warm the plan cache and the pages
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await runOnce();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * Inserts `count` acts with one invited party each, spread over every person of the seed with an
 * account who is not a notary (the first, whose session it answers, is the applicant of one in n and
 * the party of one in n, n those people: 8,000 of 100,000 with today's seed). `leaveOut`, a
 * user id, keeps that person out of these acts; `from` numbers the generated acts on from an earlier
 * batch, so batches spread their acts as one run would.
 */
export async function seedActs(
  ministry: Ministry,
  count = actCount,
  { from = 1, leaveOut }: { from?: number; leaveOut?: number } = {},
): Promise<{ userId: number; token: string }> {
  const db = ministry.db;
  const everyone = await queryRows<{ user_id: number; citizen_id: number }>(
    db,
    sql`select u.id as user_id, u.citizen_id from portal.users u where not ('notary' = any(u.roles)) order by u.id`,
  );
  const people = everyone.filter((person) => person.user_id !== leaveOut);
  const notaryRows = await queryRows<{ id: number; office_id: number }>(
    db,
    sql`select id, office_id from notary.notaries order by id`,
  );
  const userIds = `{${people.map((p) => p.user_id).join(',')}}`;
  const citizenIds = `{${people.map((p) => p.citizen_id).join(',')}}`;
  const notaryIds = `{${notaryRows.map((n) => n.id).join(',')}}`;
  const officeIds = `{${notaryRows.map((n) => n.office_id).join(',')}}`;
  const states = `{${actStepStates.join(',')}}`;
  const n = people.length;
  // Acts already there (the seed's registered acts of the public searches) keep their own parties.
  const [{ last }] = (await queryRows<{ last: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as last from acts.acts`,
  )) as [{ last: number }];
  // Acts spread over every step, both types, both registration types, offices, notaries and two
  // years of creation times (each act in its step since then: the stuck-acts list has its spread); a
  // registry number and date on registered ones; a visit from step 5.
  await db.execute(sql`
    insert into acts.acts (type_id, applicant_user_id, notary_id, office_id, state, step, context, version,
      regtype, regsystemid, visit_at, regnum, regdate, instime, state_since, unfinished, awaiting)
    select case when g % 2 = 0 then 1 else 4 end,
      (${userIds}::int[])[1 + g % ${n}],
      (${notaryIds}::int[])[1 + g % ${notaryRows.length}],
      (${officeIds}::int[])[1 + g % ${notaryRows.length}],
      (${states}::text[])[1 + g % 9], 1 + g % 9, '{}'::jsonb, 1,
      1 + g % 2, case when g % 5 = 0 then 3 else 2 end,
      case when g % 9 >= 4 then timestamptz '2026-01-01 10:00+05' + (g % 700) * interval '1 day' else null end,
      case when g % 9 = 8 then 'NA-BENCH-' || g else null end,
      case when g % 9 = 8 then date '2025-01-01' + (g % 700) else null end,
      timestamptz '2025-01-01 09:00+05' + (g % 17000) * interval '1 hour',
      timestamptz '2025-01-01 09:00+05' + (g % 17000) * interval '1 hour',
      g % 9 <> 8,
      case g % 3 when 0 then '{applicant}'::text[] when 1 then '{notary}'::text[] else '{party}'::text[] end
    from generate_series(${from}::int, ${from + count - 1}::int) g`);
  // One invited buyer per act: the next person after the applicant.
  await db.execute(sql`
    insert into acts.parties (act_id, citizen_id, user_id, role, required, status, fio, passserial, passnum, pin, phone)
    select a.id, (${citizenIds}::int[])[1 + (idx % ${n})], (${userIds}::int[])[1 + (idx % ${n})], 'buyer', true,
      case when a.id % 4 = 0 then null else 'accepted' end, 'Bench Party', 'AA', '0000000', '00000000000000', '900000000'
    from (select id, applicant_user_id, array_position(${userIds}::int[], applicant_user_id) as idx from acts.acts
      where id > ${last}) a`);
  const viewer = everyone[0]!;
  const { token } = await ministry.auth.sessions.create(db, viewer.user_id);
  return { userId: viewer.user_id, token };
}

export const listFilters: readonly (readonly [name: string, query: string])[] = [
  ['no filter (in process)', 'tab=inprocess'],
  ['awaiting my decision', 'tab=awaiting'],
  ['date from / to', 'dateFrom=2025-03-01&dateTo=2025-06-30'],
  ['state', 'state=checking'],
  ['registry number', 'regnum=NA-BENCH-8'],
  ['registry date', 'regdate=2025-02-01'],
  ['visit date and time', 'visitDate=2026-02-01&visitTime=10:00'],
  ['type (in person / video)', 'regtype=2'],
  ['office', 'office=1'],
  ['notary', 'notary=1'],
  ['step', 'step=5'],
  ['system', 'system=3'],
  ['registration type (act type)', 'actType=4'],
  [
    'every filter at once',
    'dateFrom=2025-01-01&dateTo=2026-12-31&state=timeSetting&regtype=2&step=5&system=2&actType=1&page=1&size=20',
  ],
  ['page 50 of the list', 'page=50&size=20'],
];

export interface Timing {
  median: number;
  p95: number;
}

interface DatabaseFigures {
  seedMs: number;
  lists: Map<string, Timing>;
  statistics: Map<string, Timing>;
  transition: Timing;
}

/**
 * The public statistics (GET /api/statistics, decision 053) over the same acts: the bench registers
 * one act in nine, with registry dates spread over 2025 and 2026 (about 11,000 registered acts).
 */
export const statisticsPeriods: readonly (readonly [name: string, query: string])[] = [
  ['statistics, 12 months', 'from=2026-01&to=2026-12'],
  ['statistics, 24 months', 'from=2025-01&to=2026-12'],
  ['statistics, 36 months (most)', 'from=2024-01&to=2026-12'],
];

/** Each filter of the my-acts list, timed for the viewer of `token` (30 runs after a warm-up). */
export async function listTimings(ministry: Ministry, token: string): Promise<Map<string, Timing>> {
  const headers = { authorization: `Bearer ${token}` };
  const list = async (query: string) => {
    const response = await ministry.app.inject({
      method: 'GET',
      url: `/api/notarial_act/list?${query}`,
      headers,
    });
    if (response.statusCode !== 200)
      throw new Error(`list ${query}: ${response.statusCode} ${response.body}`);
  };
  const lists = new Map<string, Timing>();
  for (const [name, query] of listFilters) lists.set(name, await time(() => list(query)));
  return lists;
}

/** Each period of the public statistics, timed (30 runs after a warm-up). */
export async function statisticsTimings(ministry: Ministry): Promise<Map<string, Timing>> {
  const statistics = new Map<string, Timing>();
  for (const [name, query] of statisticsPeriods) {
    statistics.set(
      name,
      await time(async () => {
        const response = await ministry.app.inject({ method: 'GET', url: `/api/statistics?${query}` });
        if (response.statusCode !== 200)
          throw new Error(`statistics ${query}: ${response.statusCode} ${response.body}`);
      }),
    );
  }
  return statistics;
}

/** Seeds 100,000 acts into `ministry`'s database and times every filter and one transition. */
async function measure(ministry: Ministry): Promise<DatabaseFigures> {
  const seeded = performance.now();
  const { token } = await seedActs(ministry);
  const seedMs = performance.now() - seeded;
  // What autovacuum (PostgreSQL) or the ministry's table maintenance (PGlite) does after a bulk load:
  // statistics, and pages marked all-visible for index-only scans.
  await maintainTables(ministry.db);
  return {
    seedMs,
    lists: await listTimings(ministry, token),
    statistics: await statisticsTimings(ministry),
    transition: await benchTransition(ministry),
  };
}

/** The PostgreSQL server the bench may use: DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
export function benchServerUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
}

/** Runs `use` on a database created for it on the server of `serverUrl`, and drops it afterwards. */
export async function withThrowAwayDatabase<T>(
  serverUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `notary_bench_acts_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function measureOn(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseFigures> {
  const ministry = await createMinistry({ ...options, faceId: false });
  try {
    return await measure(ministry);
  } finally {
    await ministry.close();
  }
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const cell = (t: Timing | undefined) =>
  t ? `${ms(t.median).padStart(8)} ${ms(t.p95).padStart(8)}` : '';

export async function benchActs(): Promise<string[]> {
  const pglite = await measureOn({ dataDir: 'memory://' });
  const serverUrl = benchServerUrl();
  let postgres: DatabaseFigures | undefined;
  let postgresNote: string;
  if (await postgresAnswers(serverUrl)) {
    postgres = await withThrowAwayDatabase(serverUrl, (databaseUrl) => measureOn({ databaseUrl }));
    const version = await serverVersion(serverUrl);
    postgresNote = `PostgreSQL ${version} at ${hidePassword(serverUrl)} (a throw-away database, dropped)`;
  } else {
    postgresNote = `no PostgreSQL answers at ${hidePassword(serverUrl)}: PostgreSQL not measured (set DATABASE_URL or TEST_DATABASE_URL)`;
  }
  const lines = [
    `My-acts list over ${actCount.toLocaleString('en')} acts, ${runs} runs per filter, in process (median and p95):`,
    `  PGlite in memory (seeding took ${(pglite.seedMs / 1000).toFixed(1)} s); ${postgresNote}${postgres ? ` (seeding took ${(postgres.seedMs / 1000).toFixed(1)} s)` : ''}`,
    `  ${''.padEnd(30)} ${'PGlite'.padEnd(17)} | ${postgres ? 'PostgreSQL' : ''}`,
    `  ${'filter'.padEnd(30)} ${'median'.padStart(8)} ${'p95'.padStart(8)} | ${postgres ? `${'median'.padStart(8)} ${'p95'.padStart(8)}` : ''}`,
  ];
  for (const [name] of listFilters) {
    lines.push(
      `  ${name.padEnd(30)} ${cell(pglite.lists.get(name))} | ${cell(postgres?.lists.get(name))}`.trimEnd(),
    );
  }
  const worst = (figures: DatabaseFigures) => Math.max(...[...figures.lists.values()].map((t) => t.p95));
  lines.push(
    `  ${'worst p95'.padEnd(30)} ${''.padStart(8)} ${ms(worst(pglite)).padStart(8)} | ${postgres ? `${''.padStart(8)} ${ms(worst(postgres)).padStart(8)}` : ''}`.trimEnd(),
    'Public statistics (anonymous, every series from the running totals; decisions 053 and 125):',
    ...statisticsPeriods.map(([name]) =>
      `  ${name.padEnd(30)} ${cell(pglite.statistics.get(name))} | ${cell(postgres?.statistics.get(name))}`.trimEnd(),
    ),
    'One transition (sent for check / returned with remarks, lock + statechart + journal + commit + detail):',
    `  ${'transition'.padEnd(30)} ${cell(pglite.transition)} | ${cell(postgres?.transition)}`.trimEnd(),
  );
  return lines;
}

export async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version.split(' ')[0] ?? '';
  } finally {
    await client.end();
  }
}

/** One transition, alternately act.sentForCheck (applicant) and act.returnedWithRemarks (notary). */
async function benchTransition(ministry: Ministry): Promise<Timing> {
  const userOf = async (passnum: string) =>
    (
      await queryRows<{ id: number }>(
        ministry.db,
        sql`select u.id from portal.users u join registry.citizens c on c.id = u.citizen_id where c.passnum = ${passnum}`,
      )
    )[0]!.id;
  const session = async (passnum: string) =>
    (await ministry.auth.sessions.create(ministry.db, await userOf(passnum))).token;
  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await ministry.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as Record<string, unknown>;
  };
  // The e2e sale of docs/sandbox.md: Rahimova sells 30A100AA to Tursunov.
  const buyer = { passserial: 'AC', passnum: '1000003', pin: '33001799990033' };
  const vehicle = {
    stateNumber: '30A100AA',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000001',
    price: 95000000,
  };
  const sellerToken = await session('1000002');
  const buyerToken = await session(buyer.passnum);
  const created = await call(sellerToken, 'POST', '/notarial_act', {
    type: 1,
    vehicle,
    parties: [{ role: 'buyer', ...buyer }],
    notary: { mode: 'auto' },
  });
  const uuid = String(created.uuid);
  const detail = await call(buyerToken, 'GET', `/notarial_act/${uuid}`);
  const notaryUserId = await queryRows<{ user_id: number }>(
    ministry.db,
    sql`select n.user_id from acts.acts a join notary.notaries n on n.id = a.notary_id where a.uuid = ${uuid}`,
  );
  const notaryToken = (await ministry.auth.sessions.create(ministry.db, notaryUserId[0]!.user_id)).token;
  let version = Number(detail.version);
  await call(buyerToken, 'POST', `/notarial_act/${uuid}/events`, {
    type: 'party.accepted',
    version,
    payload: {},
  });
  version += 1;
  let forward = true;
  return time(async () => {
    const event = forward
      ? { token: sellerToken, type: 'act.sentForCheck', payload: {} }
      : { token: notaryToken, type: 'act.returnedWithRemarks', payload: { remark: 'bench' } };
    await call(event.token, 'POST', `/notarial_act/${uuid}/events`, {
      type: event.type,
      version,
      payload: event.payload,
    });
    version += 1;
    forward = !forward;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchActs()).join('\n'));
