/**
 * `npm test`: every check of the project, ending with one plain line of totals (`N passed, N failed`)
 * that CI reads. Typecheck, lint, build and the first-load budget on the build count as one check
 * each; vitest and Playwright count their tests. `--only e2e` runs the build and the browser suite;
 * `--only vitest [files...]` runs vitest alone (with the PostgreSQL of the CI path below).
 *
 * A whole run overlaps its two long parts (decision 064): vitest (mostly CPU) runs beside the e2e
 * portal specs (mostly waiting on timers, face checks and pages; several workers, each with a portal of
 * its own, decision 091), each line prefixed with its part. What a neighbour disturbs runs alone after
 * them: vitest's media files (tests/video-media) and the e2e media project (the video room's call, the
 * bandwidth check).
 *
 * Under CI the ministry's PostgreSQL tests must run: when nothing answers at TEST_DATABASE_URL a
 * throw-away server is started for the run (scripts/postgres.ts, decision 021), or the run fails
 * saying why. The totals block says how many tests ran on PostgreSQL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestPostgres } from './postgres';
import { cliArgs, cliRefuse } from './support/cli-args';
import { type PlaywrightReport, titlesWithStatus } from './support/playwright-report';
import type { VitestOutcomes } from './support/vitest-outcomes-reporter';

const { values, positionals } = cliArgs({
  usage: `usage: npm test [-- --only vitest [files...] | --only e2e]

Every check of the project: typecheck, lint, build, the first-load budget, vitest and the Playwright
suite, ending with one line of totals (N passed, N failed). Under CI the ministry's PostgreSQL tests
must run (TEST_DATABASE_URL, else a throw-away server is started).

  --only vitest [files...]  vitest alone, on the given files or all of them
  --only e2e                the build and the browser suite alone (npm run test:e2e)
  -h, --help                this text`,
  options: { only: { type: 'string' } },
  positionals: true,
});
const only = values.only;
if (only !== undefined && only !== 'vitest' && only !== 'e2e')
  cliRefuse(`--only takes vitest or e2e, not ${only}; see --help`);
if (positionals.length > 0 && only !== 'vitest') cliRefuse('files are given with --only vitest; see --help');
const vitestFilters = positionals;

const [{ checkTestLogs, testLogsDir }, { defaultTestDatabaseUrl, ensureTestPostgres, isCi }, { root }] =
  await Promise.all([import('./log-scan'), import('./postgres'), import('./processes')]);

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const results = join(root, 'test-results');
const ci = isCi();

/** The project's own copy of a tool when it has one, else the one on PATH. */
function binOf(command: string): string {
  const bin = join(root, 'node_modules', '.bin', command);
  return existsSync(bin) ? bin : command;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(binOf(command), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** `run` without waiting, for the overlapped parts: each output line goes out prefixed with `label`. */
function runPrefixed(
  command: string,
  args: string[],
  label: string,
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  const child = spawn(binOf(command), args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function step(name: string, command: string, args: string[]) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const ok = run(command, args) === 0;
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, started);
  return ok;
}

/**
 * A check started now that runs beside the others at the lowest CPU priority (`nice -n 19`): it takes
 * only the cycles the rest leaves idle, so it does not lengthen the run's longest part. Its output is
 * kept and printed, under its name, when the returned function awaits it.
 */
function beside(name: string, command: string, args: string[]): () => Promise<boolean> {
  const started = performance.now();
  const child = spawn('nice', ['-n', '19', binOf(command), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  // Its time is from its start to its own end, not to when it is awaited.
  const status = new Promise<{ code: number; ended: number }>((resolve) => {
    child.on('error', () => resolve({ code: 1, ended: performance.now() }));
    child.on('close', (code) => resolve({ code: code ?? 1, ended: performance.now() }));
  });
  return async () => {
    const { code, ended } = await status;
    const ok = code === 0;
    console.log(`\n▶ ${name} (beside the other parts, at low priority)`);
    process.stdout.write(Buffer.concat(output));
    record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, started, ended);
    return ok;
  };
}

function record(name: string, tally: Tally, started: number, ended = performance.now()) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  const seconds = ((ended - started) / 1000).toFixed(1);
  lines.push(
    `${name.padEnd(34)} ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped  (${seconds} s)`,
  );
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL server of the run: under CI the one at TEST_DATABASE_URL or one started here; outside
 * CI whatever answers (the tests say so when nothing does). A failure to provide one under CI is a
 * failed check with its reason, never a silent skip.
 */
async function postgresForTests(): Promise<TestPostgres | undefined> {
  if (!ci) return undefined;
  const started = performance.now();
  console.log('\n▶ PostgreSQL for the ministry tests (CI)');
  try {
    const server = await ensureTestPostgres(process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl);
    console.log(server.description);
    if (server.started) {
      // Ctrl-C or a kill still stops the server this run started.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          server.stop();
          process.exit(1);
        });
      }
    }
    return server;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Cannot provide PostgreSQL for the tests under CI: ${reason}`);
    record('PostgreSQL for the tests', { passed: 0, failed: 1, skipped: 0 }, started);
    return undefined;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults?: { assertionResults?: { ancestorTitles?: string[]; title?: string; status?: string }[] }[];
}

// The tests that ran on PostgreSQL are those of the suites titled "... on postgresql": the ministry's
// `describe.each(drivers)('... on %s')` and the PostgreSQL-only suites (docs/testing.md).
const onPostgres = /\bon postgresql\b/i;

function postgresTally(report: VitestReport): Tally {
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (![...(test.ancestorTitles ?? []), test.title ?? ''].some((title) => onPostgres.test(title)))
        continue;
      if (test.status === 'passed') tally.passed += 1;
      else if (test.status === 'failed') tally.failed += 1;
      else tally.skipped += 1;
    }
  }
  return tally;
}

/** The media files: a neighbour on two cores disturbs real-time media, so a whole run gives them the machine. */
const mediaTests = 'tests/video-media';

/**
 * One vitest run over `filters` (all files when empty), counted under `name`. `overlapped`: it runs
 * beside the e2e portal specs, its lines prefixed.
 */
async function vitest(
  name: string,
  filters: string[],
  postgres: TestPostgres | undefined,
  { overlapped = false, exclude = [] as string[], keepLogs = false } = {},
) {
  const started = performance.now();
  const out = join(results, `${name.replace(/\W+/g, '-')}.json`);
  const outcomesFile = out.replace(/\.json$/, '.outcomes.json');
  rmSync(out, { force: true });
  rmSync(outcomesFile, { force: true });
  if (!overlapped) console.log(`\n▶ ${name}`);
  const args = [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/support/vitest-outcomes-reporter.ts',
    `--outputFile.json=${out}`,
    ...exclude.map((pattern) => `--exclude=${pattern}/**`),
    ...filters,
  ];
  const env = {
    ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}),
    ...(keepLogs ? { VITEST_KEEP_LOGS: '1' } : {}),
    VITEST_OUTCOMES_FILE: outcomesFile,
  };
  const status = overlapped ? await runPrefixed('vitest', args, 'vitest', env) : run('vitest', args, env);
  const report = readJson<VitestReport>(out);
  if (!report) return record(name, { passed: 0, failed: 1, skipped: 0 }, started);
  // A file that fails to load has no failed test but a failed suite: count it, never hide it.
  const failed =
    report.numFailedTests +
    (report.numFailedTests === 0 && status !== 0 ? Math.max(1, report.numFailedTestSuites) : 0);
  record(
    name,
    { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests },
    started,
  );
  // Part of vitest's count above, so shown beside the totals rather than added to them.
  const onPostgresql = postgresTally(report);
  if (onPostgresql.passed + onPostgresql.failed > 0 || filters.length === 0)
    lines.push(
      `${'  of which on PostgreSQL'.padEnd(34)} ${onPostgresql.passed} passed, ${onPostgresql.failed} failed, ${onPostgresql.skipped} skipped`,
    );
  named(readJson<VitestOutcomes>(outcomesFile) ?? { failed: [], flaky: [] });
  if (ci && onPostgresql.passed === 0 && filters.length === 0) {
    console.error('Under CI the PostgreSQL tests must run, and none passed.');
    record('PostgreSQL tests ran (CI)', { passed: 0, failed: 1, skipped: 0 }, started);
  }
}

let ffmpegReady: boolean | undefined;
/**
 * Debian's ffmpeg, checked (and installed) once: the media server's tests publish real media with it
 * and probe recordings, the video room's e2e probes the recordings it downloads (decision 049), and the
 * liveness tests cut their genuine videos into frames (decision 068).
 */
function ffmpeg(): boolean {
  if (ffmpegReady !== undefined) return ffmpegReady;
  const started = performance.now();
  console.log('\n▶ ffmpeg for the media tests');
  const ok = run('bash', [join(root, 'scripts/ensure-ffmpeg.sh')]) === 0;
  if (!ok) record('ffmpeg available', { passed: 0, failed: 1, skipped: 0 }, started);
  ffmpegReady = ok;
  return ok;
}

let haproxyReady: boolean | undefined;
/** Debian's HAProxy, checked (and installed) once: the cluster's test puts it in front (decision 121). */
function haproxy(): boolean {
  if (haproxyReady !== undefined) return haproxyReady;
  const started = performance.now();
  console.log('\n▶ HAProxy for the cluster test');
  const ok = run('bash', [join(root, 'scripts/ensure-haproxy.sh')]) === 0;
  if (!ok) record('HAProxy available', { passed: 0, failed: 1, skipped: 0 }, started);
  haproxyReady = ok;
  return ok;
}

let chromiumReady: boolean | undefined;
/** Debian's Chromium, checked (and installed) once: the vitest media tests publish from it too. */
function chromium(): boolean {
  if (chromiumReady !== undefined) return chromiumReady;
  const started = performance.now();
  console.log('\n▶ Chromium for the browser suite');
  const ok = run('bash', [join(root, 'scripts/ensure-chromium.sh')]) === 0;
  if (!ok) record('Chromium available', { passed: 0, failed: 1, skipped: 0 }, started);
  chromiumReady = ok;
  return ok;
}

/** Removes the service logs of an earlier run whose names start with `prefix`. */
function clearLogs(prefix: string) {
  mkdirSync(testLogsDir, { recursive: true });
  for (const name of readdirSync(testLogsDir)) {
    if (name.startsWith(prefix)) rmSync(join(testLogsDir, name), { force: true });
  }
}

/**
 * The services' logs of this run hold no seeded PIN, passport or card number, JWT or invitation
 * token (scripts/log-scan.ts, decision 026). It checks only logs that must exist: vitest's when vitest
 * ran, the e2e portal's when Playwright ran (locally Playwright may reuse a running portal, whose logs
 * go elsewhere; under CI it never does).
 */
function logScan(expected: { prefix: string; minLines: number }[]) {
  const started = performance.now();
  console.log(
    '\n▶ log scan (no PIN, passport or card number, JWT or invitation token in the services’ logs)',
  );
  const failures = checkTestLogs(expected);
  for (const failure of failures) console.error(failure);
  record(
    'log scan',
    { passed: failures.length === 0 ? 1 : 0, failed: failures.length === 0 ? 0 : 1, skipped: 0 },
    started,
  );
}

/**
 * One Playwright project, counted as `e2e <project>`: `portal` spread over Playwright's workers, each
 * against a portal of its own on a fresh database (e2e/playwright.config.ts, decision 091); `media`
 * (the video room's call, the bandwidth check) on one worker and one portal, alone. `overlapped`:
 * beside vitest, lines prefixed.
 */
async function playwright(project: 'portal' | 'media', { overlapped = false } = {}) {
  const name = `e2e ${project}`;
  const started = performance.now();
  const out = join(results, `e2e-${project}.json`);
  rmSync(out, { force: true });
  if (!overlapped) console.log(`\n▶ ${name} in Chromium (Playwright)`);
  // The media project depends on the portal one in the config (a plain `playwright test` runs it last);
  // here the portal project has run already.
  const args = ['test', '-c', 'e2e/playwright.config.ts', `--project=${project}`, '--no-deps'];
  const env: Record<string, string> = { PLAYWRIGHT_JSON_OUTPUT_NAME: out };
  if (project === 'media') env.E2E_WORKERS = '1';
  const status = overlapped
    ? await runPrefixed('playwright', args, 'e2e', env)
    : run('playwright', args, env);
  const report = readJson<PlaywrightReport>(out);
  if (!report) return record(name, { passed: 0, failed: 1, skipped: 0 }, started);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + (unexpected === 0 && status !== 0 ? 1 : 0);
  record(name, { passed: expected + flaky, failed, skipped }, started);
  named({
    failed: titlesWithStatus(report.suites ?? [], 'unexpected'),
    flaky: titlesWithStatus(report.suites ?? [], 'flaky'),
  });
}

/**
 * Names, under the totals, the tests that failed and those that passed only on their retry (under CI a
 * failed test runs once more, decision 108): CI shows the last lines of a run, so a failure or a test
 * growing flaky is seen there.
 */
function named({ failed, flaky }: VitestOutcomes) {
  for (const title of failed) lines.push(`${'  failed'.padEnd(34)} ${title}`);
  for (const title of flaky) lines.push(`${'  flaky (failed, then passed)'.padEnd(34)} ${title}`);
}

mkdirSync(results, { recursive: true });
const logs: { prefix: string; minLines: number }[] = [];
const wholeRun = only === undefined;
// tsc takes one core for most of a minute: it runs in the cycles the others leave (decision 098).
const typecheck = wholeRun ? beside('typecheck (tsc, strict)', 'tsc', ['-p', 'tsconfig.json']) : undefined;
if (wholeRun) step('lint and format (biome)', 'biome', ['ci', '.']);
// Without them the media tests fail, each saying how to install it; the run goes on for the rest.
ffmpeg();
const browserReady = chromium();
if (wholeRun || only === 'vitest') haproxy();
const wantsVitest = wholeRun || only === 'vitest';
const wantsE2e = wholeRun || only === 'e2e';
// The budget reads the build just made (decision 029).
const built =
  wantsE2e && step('build (vite)', 'vite', ['build', '--logLevel', 'warn'])
    ? step('first-load JS budget (dist/)', 'tsx', ['scripts/first-load.ts'])
    : false;
const e2eRuns = wantsE2e && built && browserReady;
if (e2eRuns) clearLogs('e2e-');
const postgres = wantsVitest ? await postgresForTests() : undefined;
try {
  if (wholeRun) {
    console.log('\n▶ vitest (all but the media files) beside e2e portal (Playwright, Chromium)');
    await Promise.all([
      vitest('vitest', [], postgres, { overlapped: e2eRuns, exclude: [mediaTests] }),
      e2eRuns ? playwright('portal', { overlapped: true }) : undefined,
    ]);
    await vitest('vitest media', [mediaTests], postgres, { keepLogs: true });
    if (e2eRuns) await playwright('media');
  } else if (wantsVitest) {
    await vitest('vitest', vitestFilters, postgres);
  } else if (e2eRuns) {
    await playwright('portal');
    await playwright('media');
  }
} finally {
  postgres?.stop();
}
await typecheck?.();
// A whole run logs thousands of lines from both services (the fuzz suite alone does); chosen files
// may start one of them or none (a statechart's tests), so their logs are scanned for what they hold.
if (wantsVitest) {
  if (vitestFilters.length === 0)
    logs.push({ prefix: 'vitest-ministry-', minLines: 1000 }, { prefix: 'vitest-gateway-', minLines: 500 });
  else logs.push({ prefix: 'vitest-', minLines: 0 });
}
// Locally Playwright may reuse a running portal, whose logs go elsewhere; under CI it never does.
if (e2eRuns && (ci || existsSync(join(testLogsDir, 'e2e-services-0.ndjson'))))
  logs.push({ prefix: 'e2e-', minLines: 100 });
if (logs.length > 0) logScan(logs);

console.log(`\n${lines.join('\n')}`);
if (total.skipped > 0) console.log(`${total.skipped} skipped`);
// The last line, alone: the totals a reader (and CI) looks for.
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
