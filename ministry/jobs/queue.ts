import PgBoss from 'pg-boss';
import type { RawExecutor } from '../db/database';

// The ministry's background work on a PostgreSQL job queue (pg-boss, decision 114), on whichever
// database the ministry runs: a PostgreSQL server, or embedded PGlite through the same raw executor.
//
// Every job here is a periodic pass ("mark the video acts whose parties did not come", "delete the
// login state that expired"). Each instance ticks every job on its own clock, but a tick only *offers*
// a run: `sendThrottled` keeps one job per job name and time slot in the queue, whichever instance
// offers it first, and whichever instance's worker fetches it runs it (FOR UPDATE SKIP LOCKED inside
// pg-boss). A pass that fails is retried with backoff, and after its last retry it is kept among the
// dead letters; the queue's table is the history (state, start, end, retries, the pass's summary) and
// the lag figure is read from it (`status`). A pass itself still claims its rows with SKIP LOCKED, so
// two passes that overlap (a retry beside the next slot's run) never handle a row twice.

/** The queue's own schema in the ministry's database. */
export const jobSchema = 'pgboss';
/** Where passes that failed their every retry are kept, for an operator to read; nothing works it. */
export const deadLetterQueue = 'dead-letters';

export interface JobDefinition {
  /** The queue's name: letters, digits, dots and dashes. */
  name: string;
  /** How often a pass is due; at least a second, as the queue's time slots are whole seconds. */
  everyMs: number;
  /** Retries of a failed pass, with exponential backoff from `retryDelaySeconds` (default 3, 10 s). */
  retryLimit?: number | undefined;
  retryDelaySeconds?: number | undefined;
  /** A pass running longer is treated as lost (its process died) and retried (default 5 minutes). */
  expireInSeconds?: number | undefined;
  /**
   * One pass. Its answer is the history's summary of the pass: counts and ids, never personal data.
   * Its failure is kept by its error code alone, for the same reason.
   */
  run(): Promise<Record<string, number | string | number[]>>;
}

export interface JobStatus {
  name: string;
  /** Passes waiting for a worker now, whose time has come. */
  waiting: number;
  running: number;
  /** Passes that failed and wait for their retry. */
  retrying: number;
  /** Finished passes in the queue's history (completed, failed for good) of the last 24 hours. */
  completedLastDay: number;
  failedLastDay: number;
  /** When the last pass finished, ISO 8601; null when none has. */
  lastCompletedAt: string | null;
  /**
   * How late the queue is, in milliseconds: how long the oldest due pass has waited for a worker, or
   * 0 when none waits. A queue nobody works grows it without bound.
   */
  lagMs: number;
}

export interface JobQueueLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface JobQueueOptions {
  executeSql: RawExecutor;
  jobs: readonly JobDefinition[];
  logger: JobQueueLogger;
  /** How often a worker asks for a due pass when it has none (default 2 s, at least 0.5 s). */
  pollingIntervalSeconds?: number | undefined;
  /**
   * Runs each pass in a scope of its own (the ministry's runAsPass: its id in the log lines, its span
   * when tracing is on); by default the pass runs as it is.
   */
  scope?: (<T>(name: string, run: () => Promise<T>) => Promise<T>) | undefined;
}

export interface JobQueue {
  status(): Promise<JobStatus[]>;
  /** Offers a pass of `name` now, as a tick does; answers whether one was queued (false: one is). */
  offer(name: string): Promise<boolean>;
  /** Stops ticking and fetching, waits for the passes under way (up to `timeoutMs`), then lets go. */
  stop(timeoutMs?: number): Promise<void>;
}

/** The SQLSTATE or the error's name, never its message: a database message may quote a row. */
export function errorCode(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' ? code : error.name;
  }
  return 'unknown';
}

/** A pass's failure as the queue keeps it (and pg-boss serialises it): the code only. */
class PassFailed extends Error {
  constructor(readonly code: string) {
    super(`pass failed: ${code}`);
    this.name = 'PassFailed';
    this.stack = undefined;
  }
}

/** Whether a summary's figure says the pass did something: a count above 0, a list not empty. */
const did = (value: number | string | number[]) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'number' ? value > 0 : true;

const defaultRetryLimit = 3;
const defaultRetryDelaySeconds = 10;
const defaultExpireInSeconds = 300;

/** Starts the queue (creating or upgrading its schema), registers every job, and starts ticking. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { logger } = options;
  for (const job of options.jobs) {
    if (!/^[a-z][a-z0-9.-]{0,62}$/.test(job.name)) throw new Error(`bad job name ${job.name}`);
    if (!(job.everyMs >= 1000)) throw new Error(`job ${job.name} is due less than a second apart`);
  }
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schema: jobSchema,
    // Expiry, archiving and deletion of the history; one instance does it per interval.
    supervise: true,
    maintenanceIntervalSeconds: 60,
    // The history: finished passes stay in the queue's table a day, then in the archive a week.
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
    // Cron schedules are not used: each job is offered per time slot (above).
    schedule: false,
  });
  // pg-boss reports its own failures (a maintenance round, a fetch) here; without a listener they throw.
  boss.on('error', (error: unknown) => logger.error({ code: errorCode(error) }, 'job queue error'));
  await boss.start();
  try {
    await boss.createQueue(deadLetterQueue, { name: deadLetterQueue, retryLimit: 0 });
    for (const job of options.jobs) {
      const queue = {
        name: job.name,
        // `standard`: the slot key (sendThrottled) already keeps one pass per slot.
        policy: 'standard' as const,
        retryLimit: job.retryLimit ?? defaultRetryLimit,
        retryDelay: job.retryDelaySeconds ?? defaultRetryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? defaultExpireInSeconds,
        deadLetter: deadLetterQueue,
      };
      // Created once for the database; a later start brings its settings up to date.
      await boss.createQueue(job.name, queue);
      await boss.updateQueue(job.name, queue);
    }
    const pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? 2);
    const scope: NonNullable<JobQueueOptions['scope']> = options.scope ?? ((_name, run) => run());
    for (const job of options.jobs) {
      await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
        const started = performance.now();
        try {
          const summary = await scope(job.name, job.run);
          // A pass that found nothing to do is in the history only.
          if (Object.values(summary).some(did))
            logger.info(
              { job: job.name, ms: Math.round(performance.now() - started), ...summary },
              'job pass done',
            );
          return summary;
        } catch (error) {
          const code = errorCode(error);
          logger.error({ job: job.name, code }, 'job pass failed');
          throw new PassFailed(code);
        }
      });
    }
  } catch (error) {
    await boss.stop({ graceful: false, wait: true });
    throw error;
  }

  const slotSeconds = (job: JobDefinition) => Math.max(1, Math.floor(job.everyMs / 1000));
  const offer = async (job: JobDefinition) =>
    (await boss.sendThrottled(job.name, {}, {}, slotSeconds(job), job.name)) !== null;
  const tick = (job: JobDefinition) => {
    offer(job).catch((error: unknown) =>
      logger.error({ job: job.name, code: errorCode(error) }, 'job not offered'),
    );
  };
  // The first offer at once: a start after a long stop catches up without waiting a whole interval.
  const timers = options.jobs.map((job) => {
    tick(job);
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });

  let stopped: Promise<void> | undefined;
  return {
    status: () =>
      readStatus(
        options.executeSql,
        options.jobs.map((job) => job.name),
      ),
    async offer(name) {
      const job = options.jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job ${name}`);
      return offer(job);
    },
    stop(timeoutMs = 10_000) {
      stopped ??= (async () => {
        for (const timer of timers) clearInterval(timer);
        // Graceful: the passes under way finish (or, past the timeout, are failed so another instance
        // retries them); the database stays open, it is the ministry's.
        await boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(1000, timeoutMs) });
      })();
      return stopped;
    },
  };
}

type StatusRow = {
  name: string;
  waiting: number;
  running: number;
  retrying: number;
  completed_last_day: number;
  failed_last_day: number;
  last_completed_at: Date | string | null;
  lag_ms: number;
};

/** Every job's figures from the queue's table, in one statement (the table is indexed by name and state). */
async function readStatus(executeSql: RawExecutor, names: readonly string[]): Promise<JobStatus[]> {
  const { rows } = await executeSql(
    `select q.name,
        count(*) filter (where j.state = 'created' and j.start_after <= now())::int as waiting,
        count(*) filter (where j.state = 'active')::int as running,
        count(*) filter (where j.state = 'retry')::int as retrying,
        count(*) filter (where j.state = 'completed' and j.completed_on > now() - interval '1 day')::int
          as completed_last_day,
        count(*) filter (where j.state = 'failed' and j.completed_on > now() - interval '1 day')::int
          as failed_last_day,
        max(j.completed_on) filter (where j.state = 'completed') as last_completed_at,
        coalesce(floor(extract(epoch from now() - min(j.start_after)
          filter (where j.state in ('created', 'retry') and j.start_after <= now())) * 1000), 0)::int as lag_ms
      from unnest($1::text[]) as q(name)
      left join ${jobSchema}.job j on j.name = q.name
      group by q.name
      order by q.name`,
    [[...names]],
  );
  return (rows as StatusRow[]).map((row) => ({
    name: row.name,
    waiting: row.waiting,
    running: row.running,
    retrying: row.retrying,
    completedLastDay: row.completed_last_day,
    failedLastDay: row.failed_last_day,
    lastCompletedAt: row.last_completed_at === null ? null : new Date(row.last_completed_at).toISOString(),
    lagMs: row.lag_ms,
  }));
}
