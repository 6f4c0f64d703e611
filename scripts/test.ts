/**
 * `npm test`: every check of the project, in order, ending with one plain line of totals
 * (`N passed, N failed`) that CI reads. Typecheck, lint and build count as one check each;
 * vitest and Playwright count their tests. `--only e2e` runs the build and the browser suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes';

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const onlyE2e = process.argv.includes('--only') && process.argv.includes('e2e');
const results = join(root, 'test-results');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const bin = join(root, 'node_modules', '.bin', command);
  const result = spawnSync(existsSync(bin) ? bin : command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function step(name: string, command: string, args: string[]) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const ok = run(command, args) === 0;
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, started);
  return ok;
}

function record(name: string, tally: Tally, started: number) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
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

function vitest() {
  const started = performance.now();
  const out = join(results, 'vitest.json');
  rmSync(out, { force: true });
  console.log('\n▶ vitest (machines, ministry on PGlite and PostgreSQL, gateway)');
  const status = run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  }>(out);
  if (!report) return record('vitest', { passed: 0, failed: 1, skipped: 0 }, started);
  // A file that fails to load has no failed test but a failed suite: count it, never hide it.
  const failed =
    report.numFailedTests +
    (report.numFailedTests === 0 && status !== 0 ? Math.max(1, report.numFailedTestSuites) : 0);
  record(
    'vitest',
    { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests },
    started,
  );
}

function chromium(): boolean {
  const started = performance.now();
  console.log('\n▶ Chromium for the browser suite');
  const ok = run('bash', [join(root, 'scripts/ensure-chromium.sh')]) === 0;
  if (!ok) record('Chromium available', { passed: 0, failed: 1, skipped: 0 }, started);
  return ok;
}

function playwright() {
  const started = performance.now();
  const out = join(results, 'e2e.json');
  rmSync(out, { force: true });
  console.log('\n▶ e2e in Chromium (Playwright)');
  const status = run('playwright', ['test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(out);
  if (!report) return record('e2e', { passed: 0, failed: 1, skipped: 0 }, started);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + (unexpected === 0 && status !== 0 ? 1 : 0);
  record('e2e', { passed: expected + flaky, failed, skipped }, started);
}

mkdirSync(results, { recursive: true });
if (!onlyE2e) {
  step('typecheck (tsc, strict)', 'tsc', ['-p', 'tsconfig.json']);
  step('lint and format (biome)', 'biome', ['ci', '.']);
  vitest();
}
if (step('build (vite)', 'vite', ['build', '--logLevel', 'warn']) && chromium()) playwright();

console.log(`\n${lines.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
