import type { Acts } from '../acts/lifecycle';
import { markAbsentActs } from '../acts/non-attendance';
import { purgeExpiredLoginState } from '../auth/cleanup';
import { purgeBrowserTraces } from '../browser-traces/store';
import type { Database, Driver } from '../db/database';
import { maintainTables } from '../db/maintenance';
import { sendDueReminders } from '../equeue/reminders';
import { type SmsProvider, sendDueSms } from '../notifications/sms';
import { purgeExpiredChallenges } from '../video/join';
import type { JobDefinition } from './queue';

// The ministry's periodic jobs (decision 114), each a pass over the rows due at the ministry's clock.
// Every pass claims its rows with FOR UPDATE SKIP LOCKED and writes its effect in one transaction per
// batch, so a pass killed half-way leaves whole batches done and the rest for the next pass.

export interface JobIntervals {
  /** NON_ATTENDANCE_INTERVAL_MS: video acts whose parties did not come become inactive. */
  nonAttendanceMs: number;
  /** EQUEUE_REMINDER_INTERVAL_MS: the equeue's SMS reminders a day before the slot. */
  equeueRemindersMs: number;
  /** BROWSER_TRACE_PURGE_INTERVAL_MS: browser traces past their retention. */
  browserTracePurgeMs: number;
  /** TABLE_MAINTENANCE_INTERVAL_MS: PGlite's vacuum and analyze (decision 030); none on a server. */
  tableMaintenanceMs: number;
  /** CLEANUP_INTERVAL_MS: login state and video challenges that no longer count. */
  cleanupMs: number;
  /** SMS_SEND_INTERVAL_MS: the SMS outbox handed to the SMS provider (decision 115). */
  smsSendMs: number;
}

export const defaultJobIntervals: JobIntervals = {
  nonAttendanceMs: 60_000,
  equeueRemindersMs: 60_000,
  browserTracePurgeMs: 3_600_000,
  tableMaintenanceMs: 60_000,
  cleanupMs: 3_600_000,
  smsSendMs: 10_000,
};

export interface MinistryJobsContext {
  db: Database;
  driver: Driver;
  acts: Acts;
  /** The ministry's one clock (auth.now). */
  now: () => Date;
  browserTraceRetentionDays: number;
  sms: SmsProvider;
}

export function ministryJobs(context: MinistryJobsContext, every: JobIntervals): JobDefinition[] {
  const { db, acts, now } = context;
  const jobs: JobDefinition[] = [
    {
      name: 'acts.non-attendance',
      everyMs: every.nonAttendanceMs,
      run: async () => ({ acts: (await markAbsentActs(db, acts)).map((done) => done.actId) }),
    },
    {
      name: 'equeue.reminders',
      everyMs: every.equeueRemindersMs,
      run: async () => ({ bookings: await sendDueReminders(db, now) }),
    },
    {
      name: 'sms.send',
      everyMs: every.smsSendMs,
      run: async () => ({ ...(await sendDueSms(db, context.sms)) }),
    },
    {
      name: 'browser-traces.purge',
      everyMs: every.browserTracePurgeMs,
      run: async () => ({ traces: await purgeBrowserTraces(db, now(), context.browserTraceRetentionDays) }),
    },
    {
      name: 'cleanup',
      everyMs: every.cleanupMs,
      run: async () => {
        const at = now();
        return {
          ...(await purgeExpiredLoginState(db, at)),
          videoChallenges: await purgeExpiredChallenges(db, at),
        };
      },
    },
  ];
  // PGlite has no autovacuum; a PostgreSQL server does it by itself.
  if (context.driver === 'pglite')
    jobs.push({
      name: 'db.maintenance',
      everyMs: every.tableMaintenanceMs,
      // One try: the next interval's pass does the same work.
      retryLimit: 0,
      run: async () => {
        const done = await maintainTables(db);
        return {
          vacuumed: done.filter((t) => t.vacuum).length,
          analyzed: done.filter((t) => !t.vacuum).length,
        };
      },
    });
  return jobs;
}
