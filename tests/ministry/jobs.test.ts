import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMinistry } from '../../ministry/app';
import { type DatabaseHandle, openDatabase, queryRows } from '../../ministry/db/database';
import {
  browserTraces,
  livenessSessions,
  rateLimits,
  sessions,
  users,
  videoChallenges,
} from '../../ministry/db/schema';
import { deadLetterQueue, type JobDefinition, type JobQueue, startJobQueue } from '../../ministry/jobs/queue';
import { createTestDatabase, drivers } from '../support/ministry';

// The ministry's periodic jobs on the job queue (decision 114), on both drivers: one pass per time
// slot whichever instances offer it, a failed pass retried and then kept among the dead letters by its
// code alone, the history and the lag read from the queue, and the real jobs of a ministry at work.

const SOON = { timeout: 15_000, interval: 100 };
const silent = { info: () => undefined, error: () => undefined };

describe.each(drivers)('the job queue on %s', (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    handle = await openDatabase(database.options);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await handle.close();
    await database.drop();
  });

  const start = async (jobs: JobDefinition[]) => {
    const queue = await startJobQueue({
      executeSql: handle.executeSql,
      jobs,
      logger: silent,
      pollingIntervalSeconds: 0.5,
    });
    queues.push(queue);
    return queue;
  };
  const jobRows = (name: string) =>
    handle
      .executeSql('select state, retry_count, output from pgboss.job where name = $1 order by created_on', [
        name,
      ])
      .then(({ rows }) => rows as { state: string; retry_count: number; output: unknown }[]);

  it('runs one pass per time slot, whichever of two instances offers it, and keeps it in the history', async () => {
    let runs = 0;
    // A long slot, so that every offer below falls in the first one.
    const job: JobDefinition = { name: 'test.slot', everyMs: 3_600_000, run: async () => ({ runs: ++runs }) };
    const a = await start([job]);
    const b = await start([job]);
    // Each instance offered it when it started; these offers find the slot taken.
    expect(await a.offer('test.slot')).toBe(false);
    expect(await b.offer('test.slot')).toBe(false);
    await expect.poll(async () => (await a.status())[0]?.completedLastDay, SOON).toBe(1);
    expect(runs).toBe(1);
    const [status] = await b.status();
    expect(status).toMatchObject({
      name: 'test.slot',
      waiting: 0,
      running: 0,
      retrying: 0,
      completedLastDay: 1,
      failedLastDay: 0,
      lagMs: 0,
    });
    expect(Date.now() - Date.parse(status!.lastCompletedAt!)).toBeLessThan(60_000);
    // The history keeps the pass's summary.
    expect(await jobRows('test.slot')).toEqual([{ state: 'completed', retry_count: 0, output: { runs: 1 } }]);
  });

  it('retries a failed pass, then keeps it among the dead letters by its code, never its message', async () => {
    let tries = 0;
    const failing: JobDefinition = {
      name: 'test.failing',
      everyMs: 3_600_000,
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async () => {
        tries += 1;
        // A driver's message may quote a row: a passport number here.
        throw Object.assign(new Error('duplicate key (passport)=(AA1234567)'), { code: '23505' });
      },
    };
    const queue = await start([failing]);
    await expect.poll(async () => (await queue.status())[0]?.failedLastDay, SOON).toBe(1);
    expect(tries).toBe(2);
    const [failed] = await jobRows('test.failing');
    expect(failed).toMatchObject({ state: 'failed', retry_count: 1 });
    expect(JSON.stringify(failed!.output)).toContain('23505');
    expect(JSON.stringify(failed!.output)).not.toContain('AA1234567');
    const dead = await jobRows(deadLetterQueue);
    expect(dead).toHaveLength(1);
    expect(JSON.stringify(dead)).not.toContain('AA1234567');
  });

  it('shows the lag of a pass that waits for a busy worker', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const slow: JobDefinition = {
      name: 'test.slow',
      everyMs: 1000,
      run: async () => {
        runs += 1;
        if (runs === 1) await held;
        return { runs };
      },
    };
    const queue = await start([slow]);
    await expect.poll(async () => (await queue.status())[0]?.running, SOON).toBe(1);
    // The next slot's pass waits: the one worker is busy with the first.
    await expect.poll(async () => (await queue.status())[0]?.waiting, SOON).toBe(1);
    await expect.poll(async () => (await queue.status())[0]?.lagMs, SOON).toBeGreaterThan(500);
    release();
    await expect
      .poll(async () => (await queue.status())[0]?.completedLastDay, SOON)
      .toBeGreaterThanOrEqual(2);
  });
});

describe.each(drivers)('the ministry’s jobs on %s', (driver) => {
  it('work on their own: the cleanup deletes the login state that no longer counts and keeps the rest', async () => {
    const database = await createTestDatabase(driver);
    const ministry = await createMinistry({
      ...database.options,
      faceId: false,
      jobs: { cleanupMs: 1000, pollingIntervalSeconds: 0.5 },
    });
    try {
      const { db } = ministry;
      const now = Date.now();
      const ago = (ms: number) => new Date(now - ms);
      const day = 86_400_000;
      const [user] = await db.select({ id: users.id }).from(users).limit(1);
      const [act] = await queryRows<{ id: number }>(db, sql`select id from acts.acts order by id limit 1`);
      const long = {
        userId: user!.id,
        createdAt: ago(40 * day),
        lastSeenAt: ago(40 * day),
        expiresAt: ago(31 * day),
      };
      const [, traced] = await db
        .insert(sessions)
        .values([
          long,
          long,
          { userId: user!.id, createdAt: ago(day), lastSeenAt: ago(day), expiresAt: ago(day) },
        ])
        .returning({ id: sessions.id });
      // A session whose browser trace is still kept stays until the trace's own retention ends.
      const at = ago(day).toISOString();
      await db.insert(browserTraces).values({
        sessionId: traced!.id,
        userId: user!.id,
        clientId: randomUUID(),
        startedAt: at,
        lastAt: at,
      });
      await db.insert(livenessSessions).values([
        { sessionId: randomUUID(), startedAt: ago(2 * day) },
        { sessionId: randomUUID(), startedAt: ago(60_000) },
      ]);
      // A limit's counter whose window ended, and one whose window is still open.
      await db.insert(rateLimits).values([
        { key: 'login:old', points: 3, expire: ago(60_000) },
        { key: 'login:fresh', points: 3, expire: new Date(now + 60_000) },
      ]);
      await db.insert(videoChallenges).values([
        { actId: act!.id, userId: user!.id, challenge: randomUUID(), expiresAt: ago(2 * day).toISOString() },
        { actId: act!.id, userId: user!.id, challenge: randomUUID(), expiresAt: ago(60_000).toISOString() },
      ]);
      const count = async () =>
        (
          await queryRows<Record<string, number>>(
            db,
            sql`select
              (select count(*)::int from auth.sessions where expires_at < now() - interval '30 days') as sessions,
              (select count(*)::int from auth.liveness_sessions) as liveness,
              (select count(*)::int from auth.rate_limits where key in ('login:old', 'login:fresh')) as counters,
              (select count(*)::int from acts.video_challenges) as challenges`,
          )
        )[0];
      await expect.poll(count, SOON).toEqual({ sessions: 1, liveness: 1, counters: 1, challenges: 1 });
      const [fresh] = await queryRows<{ key: string }>(
        db,
        sql`select key from auth.rate_limits where key in ('login:old', 'login:fresh')`,
      );
      expect(fresh?.key).toBe('login:fresh');
      // The session expired a day ago is kept; the ministry's other jobs are registered beside it.
      expect(
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from auth.sessions where expires_at > now() - interval '2 days'`,
          )
        )[0]?.n,
      ).toBeGreaterThanOrEqual(1);
      const status = await ministry.jobs!.status();
      expect(status.map((s) => s.name)).toEqual(
        [
          'acts.non-attendance',
          'browser-traces.purge',
          'cleanup',
          'equeue.reminders',
          'sms.send',
          ...(driver === 'pglite' ? ['db.maintenance'] : []),
        ].sort(),
      );
      expect(status.find((s) => s.name === 'cleanup')?.completedLastDay).toBeGreaterThanOrEqual(1);
    } finally {
      await ministry.close();
      await database.drop();
    }
    // Closed, it offers nothing more: the queue stopped before the database closed.
    expect(ministry.closing()).toBeNull();
  });
});
