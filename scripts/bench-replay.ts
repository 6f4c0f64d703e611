import { sql } from 'drizzle-orm';
import { actReplayMachine } from '../machines/replay/act.replay';
import { defaultStepLimitsHours, stuckActsQuerySchema } from '../machines/replay/analysts.schema';
import { replayTrace } from '../machines/replay/replay';
import type { Trace, TraceEntry } from '../machines/replay/replay.types';
import { stuckActs } from '../ministry/acts/replay';
import { openDatabase } from '../ministry/db/database';

// Replay speed over a generated journal of a million events, and the stuck-acts list over 100,000 acts
// (issue 14, decision 060). Printed, never asserted.

const events = 1_000_000;

/** One act sent for the check, accepted, returned to preparation, over and over: a million rows. */
function bigTrace(): Trace {
  const applicant = { role: 'applicant', userId: '1' };
  const notary = { role: 'notary', userId: '2' };
  const cycle = [
    { type: 'act.sentForCheck', actor: applicant, to: 'checking' },
    { type: 'act.checkAccepted', actor: notary, to: 'applicantConfirmation' },
    { type: 'act.returnedToPreparation', actor: applicant, to: 'preparation' },
  ];
  const start = Date.UTC(2026, 0, 1);
  const entries: TraceEntry[] = [
    {
      index: 0,
      ref: '1',
      at: new Date(start).toISOString(),
      kind: 'start',
      type: 'act.created',
      actor: applicant,
      event: null,
      input: { parties: [], notaryId: '2' },
      contextPatch: null,
      change: null,
      expected: 'preparation',
      partial: false,
      missing: [],
    },
  ];
  for (let i = 1; i <= events; i++) {
    const { to, ...event } = cycle[(i - 1) % cycle.length]!;
    entries.push({
      index: i,
      ref: String(i + 1),
      at: new Date(start + i * 60_000).toISOString(),
      kind: 'event',
      type: event.type,
      actor: event.actor,
      event,
      contextPatch: null,
      change: null,
      expected: to,
      partial: false,
      missing: [],
    });
  }
  return { source: 'journal', machineId: 'act', subject: 'bench', entries };
}

function timeReplay(trace: Trace, contextDiffs: boolean) {
  const started = performance.now();
  const result = replayTrace(trace, actReplayMachine, { toGoal: false, contextDiffs });
  const ms = performance.now() - started;
  if (result.divergence) throw new Error('the generated journal diverged');
  return { ms, perSecond: (trace.entries.length / ms) * 1000 };
}

async function timeStuckActs(acts: number): Promise<{ fillMs: number; listMs: number; total: number }> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    const fillStarted = performance.now();
    // Acts spread over the eight unfinished steps and the seeded offices, up to 30 days in their step.
    await handle.db.execute(sql`
      insert into acts.acts (type_id, applicant_user_id, notary_id, office_id, state, step, context,
        instime, updated_at, state_since, unfinished, awaiting)
      select t.id, u.id, n.id, n.office_id, s.state, s.step, '{}'::jsonb,
        now() - (g % 720) * interval '1 hour', now(), now() - (g % 720) * interval '1 hour', true,
        case when s.step in (3, 6, 7) then '{applicant}'::text[] when s.step = 1 then '{applicant}'::text[] else '{notary}'::text[] end
      from generate_series(1, ${acts}) g
      cross join lateral (select id from ref.act_types order by id limit 1) t
      cross join lateral (select id from portal.users order by id limit 1) u
      cross join lateral (select id, office_id from notary.notaries where license_status = 'active' order by id offset (g % 3) limit 1) n
      cross join lateral (select (array['preparation','checking','applicantConfirmation','paymentFormation','timeSetting','timeConfirmation','payment','registration'])[1 + g % 8] as state,
                                 (array[1,2,3,4,5,6,7,8])[1 + g % 8] as step) s`);
    await handle.db.execute(sql`analyze acts.acts`);
    const fillMs = performance.now() - fillStarted;
    const query = stuckActsQuerySchema.parse({});
    await stuckActs(handle.db, query, defaultStepLimitsHours, new Date());
    const started = performance.now();
    const list = await stuckActs(handle.db, query, defaultStepLimitsHours, new Date());
    return { fillMs, listMs: performance.now() - started, total: list.total };
  } finally {
    await handle.close();
  }
}

export async function benchReplay(): Promise<string[]> {
  const trace = bigTrace();
  const withDiffs = timeReplay(trace, true);
  const withoutDiffs = timeReplay(trace, false);
  const stuck = await timeStuckActs(100_000);
  const rate = (n: number) => `${Math.round(n).toLocaleString('en')} events/s`;
  return [
    `Replay through today's act statechart (${events.toLocaleString('en')} journal events, one act; goal >= 100,000 events/s):`,
    `  with context diffs: ${(withDiffs.ms / 1000).toFixed(2)} s, ${rate(withDiffs.perSecond)}`,
    `  without context diffs: ${(withoutDiffs.ms / 1000).toFixed(2)} s, ${rate(withoutDiffs.perSecond)}`,
    `  ratio: ${(withoutDiffs.perSecond / withDiffs.perSecond).toFixed(2)}x`,
    'Stuck acts over 100,000 unfinished acts (embedded PGlite, default step limits):',
    `  filling the acts: ${(stuck.fillMs / 1000).toFixed(2)} s`,
    `  the list (groups, counts, first page): ${stuck.listMs.toFixed(0)} ms, ${stuck.total.toLocaleString('en')} stuck`,
  ];
}
