/**
 * The my-acts list, the analysts' stuck acts and the public statistics at national volume (issue 31):
 * 2,000,000 acts on a PostgreSQL server, beside the same figures at 100,000 acts in the same database
 * a moment earlier. A year of a national portal is about 18 million acts.
 *
 * The viewer is the first person of the seed, as in the 100,000-act bench (bench-acts.ts): a heavy
 * user, applicant or party of thousands of the first 100,000 acts (the bench prints how many). The
 * 1,900,000 acts added after that belong to the other people of the seed, so the second column shows
 * what a growing table costs a user's list, not what a user with 20 times more acts costs. Printed,
 * never asserted; the issue's bound is a p95 of at most 30 ms for every filter.
 */
import { sql } from 'drizzle-orm';
import { createMinistry, type Ministry } from '../ministry/app';
import { queryRows } from '../ministry/db/database';
import { maintainTables } from '../ministry/db/maintenance';
import {
  benchServerUrl,
  cell,
  listFilters,
  listTimings,
  ms,
  seedActs,
  serverVersion,
  statisticsPeriods,
  statisticsTimings,
  type Timing,
  time,
  withThrowAwayDatabase,
} from './bench-acts';
import { hidePassword, postgresAnswers } from './postgres';

const firstActs = 100_000;
const nationalActs = 2_000_000;
const batch = 100_000;
const boundMs = 30;

interface Figures {
  lists: Map<string, Timing>;
  statistics: Map<string, Timing>;
  stuck: Timing & { total: number };
  sizes: { acts: number; members: number; viewerActs: number; databaseMb: number };
}

async function sizes(ministry: Ministry, viewer: number): Promise<Figures['sizes']> {
  const [row] = await queryRows<Figures['sizes']>(
    ministry.db,
    sql`select (select count(*)::int from acts.acts) as acts,
      (select count(*)::int from acts.act_members) as members,
      (select count(*)::int from acts.act_members where user_id = ${viewer}) as "viewerActs",
      (pg_database_size(current_database()) / 1048576)::int as "databaseMb"`,
  );
  return row!;
}

/** The figures for the viewer, with sessions made now (a long load may outlast a session's idle time). */
async function figures(ministry: Ministry, viewerId: number) {
  // What autovacuum does after a bulk load: statistics, and pages marked all-visible.
  await maintainTables(ministry.db);
  const session = async (userId: number) => (await ministry.auth.sessions.create(ministry.db, userId)).token;
  const [analyst] = await queryRows<{ id: number }>(
    ministry.db,
    sql`select id from portal.users where 'analyst' = any(roles) order by id limit 1`,
  );
  const analystToken = await session(analyst!.id);
  let total = 0;
  const stuck = await time(async () => {
    const response = await ministry.app.inject({
      method: 'GET',
      url: '/api/analysts/stuck_acts',
      headers: { authorization: `Bearer ${analystToken}` },
    });
    if (response.statusCode !== 200) throw new Error(`stuck acts: ${response.statusCode} ${response.body}`);
    total = (JSON.parse(response.body) as { total: number }).total;
  }, 10);
  return {
    lists: await listTimings(ministry, await session(viewerId)),
    statistics: await statisticsTimings(ministry),
    stuck: { ...stuck, total },
    sizes: await sizes(ministry, viewerId),
  } satisfies Figures;
}

async function measure(databaseUrl: string, progress: (line: string) => void) {
  const ministry = await createMinistry({ databaseUrl, faceId: false });
  try {
    const started = performance.now();
    const { userId } = await seedActs(ministry, firstActs);
    const first = await figures(ministry, userId);
    const grown = performance.now();
    for (let from = firstActs + 1; from <= nationalActs; from += batch) {
      const count = Math.min(batch, nationalActs - from + 1);
      await seedActs(ministry, count, { from, leaveOut: userId });
      progress(`  seeded ${(from + count - 1).toLocaleString('en')} acts`);
    }
    const growMs = performance.now() - grown;
    const national = await figures(ministry, userId);
    return { first, national, growMs, totalMs: performance.now() - started };
  } finally {
    await ministry.close();
  }
}

export async function benchNational(progress: (line: string) => void = () => {}): Promise<string[]> {
  const serverUrl = benchServerUrl();
  if (!(await postgresAnswers(serverUrl)))
    return [
      `National volume: no PostgreSQL answers at ${hidePassword(serverUrl)}: not measured (set DATABASE_URL or TEST_DATABASE_URL)`,
    ];
  const version = await serverVersion(serverUrl);
  const { first, national, growMs, totalMs } = await withThrowAwayDatabase(serverUrl, (url) =>
    measure(url, progress),
  );
  const header = (a: string, b: string) => `  ${''.padEnd(30)} ${a.padEnd(17)} | ${b}`;
  const sizeLine = (name: string, pick: (f: Figures) => number, unit = '') =>
    `  ${name.padEnd(30)} ${`${pick(first).toLocaleString('en')}${unit}`.padStart(17)} | ${`${pick(national).toLocaleString('en')}${unit}`.padStart(17)}`;
  const over = (t: Timing | undefined) => (t && t.p95 > boundMs ? `  over ${boundMs} ms` : '');
  const worst = (f: Figures) => Math.max(...[...f.lists.values()].map((t) => t.p95));
  return [
    `National volume on PostgreSQL ${version} at ${hidePassword(serverUrl)} (a throw-away database, dropped; ${(totalMs / 1000).toFixed(0)} s, of which ${(growMs / 1000).toFixed(0)} s seeding from ${firstActs.toLocaleString('en')} to ${nationalActs.toLocaleString('en')} acts):`,
    header(`${firstActs.toLocaleString('en')} acts`, `${nationalActs.toLocaleString('en')} acts`),
    sizeLine('acts', (f) => f.sizes.acts),
    sizeLine('my-acts index rows', (f) => f.sizes.members),
    sizeLine("the viewer's acts", (f) => f.sizes.viewerActs),
    sizeLine('database size', (f) => f.sizes.databaseMb, ' MB'),
    `  my-acts list, every filter (median and p95, 30 runs; bound: p95 at most ${boundMs} ms at ${nationalActs.toLocaleString('en')}):`,
    `  ${'filter'.padEnd(30)} ${'median'.padStart(8)} ${'p95'.padStart(8)} | ${'median'.padStart(8)} ${'p95'.padStart(8)}`,
    ...listFilters.map(([name]) =>
      `  ${name.padEnd(30)} ${cell(first.lists.get(name))} | ${cell(national.lists.get(name))}${over(national.lists.get(name))}`.trimEnd(),
    ),
    `  ${'worst p95'.padEnd(30)} ${''.padStart(8)} ${ms(worst(first)).padStart(8)} | ${''.padStart(8)} ${ms(worst(national)).padStart(8)}`,
    '  the analysts\u2019 stuck acts (groups, counts, first page; 10 runs):',
    `  ${`stuck acts (${first.stuck.total.toLocaleString('en')} | ${national.stuck.total.toLocaleString('en')})`.padEnd(30)} ${cell(first.stuck)} | ${cell(national.stuck)}`,
    '  the public statistics (30 runs):',
    ...statisticsPeriods.map(([name]) =>
      `  ${name.padEnd(30)} ${cell(first.statistics.get(name))} | ${cell(national.statistics.get(name))}`.trimEnd(),
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log((await benchNational((line) => console.error(line))).join('\n'));
