import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { actStateNames, listensFor } from '../../machines/act/act.machine';
import type { Database } from '../db/database';
import { notarialActs, parties, videoAttendance } from '../db/schema';
import { MinistryError } from '../errors';
import { type Acts, type TransitionResult, transitionWithin } from './lifecycle';

// Non-attendance (specification section 4): a video act becomes inactive when one of its required
// parties (the applicant included) did not join the conference by the set time plus the grace of 15
// minutes (acts.video_attendance, decision 045). The notary's absence is not the citizens' fault and
// never makes the act inactive. Any number of ministry instances may run this job: each claims due acts with
// FOR UPDATE SKIP LOCKED, so no act is handled twice and no instance waits for another.

// Late by more than 15 minutes counts as absent (specification section 9).
export const defaultGraceMs = 15 * 60_000;

// The steps that listen for act.markedInactive, read from the chart so the two never drift apart; the
// machine still decides each act (a visit in person is refused, not_video_visit).
export const timedStates = actStateNames.filter((state) => listensFor(state, 'act.markedInactive'));

export interface NonAttendanceOptions {
  graceMs?: number | undefined;
  batchSize?: number | undefined;
}

/** One pass: marks the due acts inactive; answers the transitions made. */
export async function markAbsentActs(
  db: Database,
  acts: Acts,
  options: NonAttendanceOptions = {},
): Promise<TransitionResult[]> {
  const graceMs = options.graceMs ?? defaultGraceMs;
  const cutoff = new Date(acts.now().getTime() - graceMs).toISOString();
  // A required party still in the act (not rejected or gone) without a join by the set time + grace.
  const someoneAbsent = sql`exists (select 1 from ${parties} where ${parties.actId} = ${notarialActs.id}
    and ${parties.required} and (${parties.status} is null or ${parties.status} = 'accepted')
    and not exists (select 1 from ${videoAttendance} where ${videoAttendance.actId} = ${notarialActs.id}
      and ${videoAttendance.partyId} = ${parties.id}
      and ${videoAttendance.joinedAt} <= ${notarialActs.visitAt} + ${graceMs}::int * interval '1 millisecond'))`;
  const done = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notarialActs.id, version: notarialActs.version })
      .from(notarialActs)
      .where(
        and(
          eq(notarialActs.regtype, 2),
          eq(notarialActs.unfinished, true),
          inArray(notarialActs.state, timedStates),
          lt(notarialActs.visitAt, cutoff),
          someoneAbsent,
        ),
      )
      .orderBy(asc(notarialActs.visitAt))
      .limit(options.batchSize ?? 20)
      .for('update', { skipLocked: true });
    const results: TransitionResult[] = [];
    for (const act of due) {
      try {
        // A savepoint per act: one the machine refuses does not undo the others. Announced in it, so
        // the announcement commits (or rolls back) with the change.
        results.push(
          await tx.transaction(async (sp) => {
            const done = await transitionWithin(
              sp,
              {
                actId: act.id,
                event: { type: 'act.markedInactive' },
                expectedVersion: act.version,
                user: { kind: 'system' },
              },
              {},
              acts.now,
              acts.publicUrl,
              acts.baseAmount,
            );
            await acts.publishWithin(sp, done.actId, done.version);
            return done;
          }),
        );
      } catch (error) {
        if (!(error instanceof MinistryError)) throw error;
      }
    }
    return results;
  });
  for (const result of done) acts.committed(result.actId, result.version);
  return done;
}
