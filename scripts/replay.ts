import { readFileSync, writeFileSync } from 'node:fs';
import type { ReplayResult, Trace } from '../machines/replay/replay.types';
import { cliArgs, cliRefuse } from './support/cli-args';

// npm run replay -- --act <regnum|rid|uuid> [--export trace.json]   (DATABASE_URL, or DATA_DIR /
//                                                                   .data/ministry like the ministry)
// npm run replay -- --file trace.json [--export out.json]           (@statelyai/inspect events)
// Prints the timeline grouped by step, the divergence if any, the time in each step and who must act
// next (decision 060). Nothing personal is printed or written: what leaves is built from the act's
// allow-list (machines/replay/analyst-view.ts, decision 067).

const usage = `usage: npm run replay -- --act <regnum|rid|uuid> [--export out.json]
       npm run replay -- --file trace.json [--export out.json]

An act's journal replayed through today's act statechart (decision 060): the timeline by step, the
first divergence, the time in each step and who must act next.

  --act <ref>      the act by registry number, rid or uuid, read from the ministry's database
                   (DATABASE_URL, else the embedded one in DATA_DIR, default .data/ministry)
  --file <path>    an exported trace (events in @statelyai/inspect's format) instead of the database
  --export <path>  also write the replay as events in @statelyai/inspect's format
  -h, --help       this text`;

const { values } = cliArgs({
  usage,
  options: { act: { type: 'string' }, file: { type: 'string' }, export: { type: 'string' } },
});
if (!values.act && !values.file) cliRefuse('give --act <regnum|rid|uuid> or --file trace.json; see --help');

// Loaded once the command line is read: `--help` answers before the statecharts and the database load.
const [
  { readEnvironment },
  { actAnalystView, actReplayMachine, initialActContext },
  { statesOnlyView, viewReplay },
  { readActRef },
  { fromInspectEvents, toInspectEvents },
  { inspectionTraceFileSchema },
  { replayTrace },
  { findAct, replayAct },
  { openDatabase },
  { ministryEnvironmentSchema },
] = await Promise.all([
  import('../machines/portal-env/portal-env'),
  import('../machines/replay/act.replay'),
  import('../machines/replay/analyst-view'),
  import('../machines/replay/analysts.schema'),
  import('../machines/replay/inspect'),
  import('../machines/replay/inspect.schema'),
  import('../machines/replay/replay'),
  import('../ministry/acts/replay'),
  import('../ministry/db/database'),
  import('../ministry/profile'),
]);

const hours = (ms: number | null) =>
  ms === null ? '?' : ms >= 3_600_000 ? `${(ms / 3_600_000).toFixed(1)} h` : `${Math.round(ms / 60_000)} min`;

function print(result: ReplayResult, title: string) {
  const out: string[] = [title];
  for (const segment of result.segments) {
    const step = segment.step === null ? '' : ` (step ${segment.step})`;
    out.push(
      '',
      `${segment.state}${step}: ${hours(segment.ms)}, waiting for ${segment.waitingFor.join(', ') || 'nobody'}`,
    );
    const last = segment.toIndex ?? Number.POSITIVE_INFINITY;
    for (const step of result.steps.filter((s) => s.index >= segment.fromIndex && s.index < last)) {
      const who = step.actor ? ` by ${step.actor.role}` : '';
      const mark =
        step.outcome === 'applied' || step.outcome === 'started' || step.outcome === 'edited'
          ? ''
          : ` [${step.outcome}${step.refusal ? `: ${step.refusal}` : ''}]`;
      out.push(
        `  #${step.index} ${step.at ?? '-'} ${step.type}${who} -> ${step.to}${step.partial ? ' (partial)' : ''}${mark}`,
      );
    }
  }
  out.push('', 'Time in each step:');
  for (const t of result.timeInStates) out.push(`  ${t.state}: ${hours(t.ms)} (${t.visits}x)`);
  const d = result.divergence;
  out.push(
    '',
    d
      ? `Divergence at row ${d.index} (${d.type}): the trace says ${d.expected ?? '?'}, today's machine ${d.kind === 'refused' ? `refuses it (${d.refusal})` : `goes to ${d.actual}`}`
      : "No divergence: today's machine agrees with the trace.",
  );
  if (result.partial) out.push('Partial: some rows were written before the journal kept whole events.');
  out.push(
    '',
    `Now: ${result.final.state}${result.final.done ? ' (finished)' : ''}; must act next: ${result.final.waitingFor.join(', ') || 'nobody'}`,
  );
  if (result.toGoal?.reachable) {
    out.push(`Shortest way to ${result.toGoal.goal}:`);
    for (const move of result.toGoal.moves)
      out.push(`  ${move.event} (${move.roles.join(' or ')}) -> ${move.to}`);
  } else if (result.toGoal) out.push(`${result.toGoal.goal} cannot be reached from here.`);
  console.log(out.join('\n'));
}

async function main() {
  let trace: Trace;
  let result: ReplayResult;
  if (values.act) {
    const ref = readActRef(values.act);
    if (!ref) throw new Error('--act: a registry number, rid or uuid');
    const environment = readEnvironment(ministryEnvironmentSchema, process.env);
    const handle = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR || '.data/ministry',
      // Opening migrates and seeds: a production database never gets the sandbox's people (decision 066).
      sandboxPeople: environment.SANDBOX_PEOPLE && environment.PORTAL_ENV === 'sandbox',
    });
    try {
      const replay = await replayAct(handle.db, await findAct(handle.db, ref), new Date());
      trace = replay.trace;
      result = replay.result;
    } finally {
      await handle.close();
    }
  } else if (values.file) {
    const events = inspectionTraceFileSchema.parse(JSON.parse(readFileSync(values.file, 'utf8')));
    trace = fromInspectEvents(events);
    result = replayTrace(
      trace,
      trace.machineId === 'act' ? actReplayMachine : { logic: actReplayMachine.logic },
      { now: new Date().toISOString() },
    );
  } else {
    return cliRefuse('give --act <regnum|rid|uuid> or --file trace.json; see --help');
  }
  // What an analyst may see of it (decision 067): the act's allow-list, or the states alone for a
  // trace of another machine.
  const view = trace.machineId === 'act' ? actAnalystView : statesOnlyView;
  print(
    viewReplay(view, result),
    `Replay of ${trace.machineId} ${trace.subject ?? ''} (${trace.entries.length} entries, source ${trace.source})`,
  );
  if (values.export) {
    writeFileSync(
      values.export,
      `${JSON.stringify(toInspectEvents(trace, result, view, initialActContext(trace)), null, 2)}\n`,
    );
    console.log(`\nWrote ${values.export} (events in @statelyai/inspect's format).`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
