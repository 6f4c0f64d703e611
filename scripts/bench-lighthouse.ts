import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './processes';

/**
 * Lighthouse (npm `lighthouse`, driving Debian's Chromium) on every public page of issue 30, in its
 * mobile and desktop profiles, with its default simulated throttling: performance and accessibility
 * scores, LCP and CLS, and the figures behind the performance score. Three runs per page and
 * profile, about 30 s each, and their median beside issue 30's budgets; the scores move by several
 * points between runs on a busy machine, so they are printed, never asserted (decision 029).
 */

/** The public pages issue 30 measures: the two first pages, the catalogue, the directory, the searches. */
export const lighthousePages = [
  '/',
  '/kiosk/auth',
  '/na_details',
  // A catalogue entry and a notary's page of the sandbox's seed (docs/sandbox.md).
  '/na_details/1',
  '/notary',
  '/notary/1',
  '/statistics',
  '/search_proxy',
  '/search_inheritcase',
  '/search_notarial_act',
];

/** Issue 30's bar in the mobile profile, on the median of three runs. */
export const lighthouseBudget = { performance: 95, cls: 0.02, tbtMs: 200 };

/** Runs per page and profile; the median is printed. */
export const lighthouseRuns = 3;
const profiles = ['mobile', 'desktop'] as const;
type Profile = (typeof profiles)[number];

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runWarnings?: string[];
  /** Lighthouse's measure of this machine's CPU before each run (higher is faster). */
  environment?: { benchmarkIndex?: number };
}

export interface LighthouseRow {
  path: string;
  profile: Profile;
  /** The median run's score; `scores` are every run's, in order. */
  performance: number | null;
  scores: (number | null)[];
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /**
   * The median of Lighthouse's CPU benchmark over the runs (`benchmarkIndex`, higher is faster): the
   * simulation multiplies what it observes by 4, so a slower machine moves every score (decision 105).
   */
  benchmarkIndex: number | null;
  warnings: string[];
}

function runLighthouse(url: string, profile: Profile, output: string): Promise<void> {
  const bin = join(root, 'node_modules', '.bin', 'lighthouse');
  const args = [
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(profile === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0 && existsSync(output)) resolve();
      else reject(new Error(`lighthouse ${profile} ${url} exited ${code}: ${stderr.trim().slice(-500)}`));
    });
  });
}

const score = (report: LighthouseReport, category: string) => {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const audit = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? null;

/** The middle value of the known ones (the lower middle of an even count); null when none is known. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)]!;
}

export async function lighthouse(
  port: number,
  paths: string[],
  runs = lighthouseRuns,
  /** A folder to keep the JSON reports in; without it they go with a temporary folder. */
  keep?: string,
): Promise<LighthouseRow[]> {
  if (keep) mkdirSync(keep, { recursive: true });
  const folder = keep ?? mkdtempSync(join(tmpdir(), 'notary-lighthouse-'));
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      for (const profile of profiles) {
        const reports: LighthouseReport[] = [];
        for (let run = 0; run < runs; run++) {
          const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
          const output = join(folder, `${name}-${profile}-${run}.json`);
          await runLighthouse(`http://127.0.0.1:${port}${path}`, profile, output);
          reports.push(JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport);
        }
        const each = (read: (report: LighthouseReport) => number | null) => median(reports.map(read));
        const scores = reports.map((report) => score(report, 'performance'));
        rows.push({
          path,
          profile,
          performance: median(scores),
          scores,
          accessibility: each((report) => score(report, 'accessibility')),
          fcpMs: each((report) => audit(report, 'first-contentful-paint')),
          lcpMs: each((report) => audit(report, 'largest-contentful-paint')),
          tbtMs: each((report) => audit(report, 'total-blocking-time')),
          cls: each((report) => audit(report, 'cumulative-layout-shift')),
          benchmarkIndex: each((report) => report.environment?.benchmarkIndex ?? null),
          warnings: [...new Set(reports.flatMap((report) => report.runWarnings ?? []))],
        });
      }
    }
  } finally {
    if (!keep) rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}

/** Whether a mobile row meets issue 30's bar; desktop rows are shown beside it, not judged. */
export function withinBudget(row: LighthouseRow): boolean | null {
  if (row.profile !== 'mobile') return null;
  return (
    row.performance !== null &&
    row.performance >= lighthouseBudget.performance &&
    row.cls !== null &&
    row.cls <= lighthouseBudget.cls &&
    row.tbtMs !== null &&
    row.tbtMs <= lighthouseBudget.tbtMs
  );
}

const ms = (value: number | null) => (value === null ? '-' : `${(value / 1000).toFixed(2)} s`);

/**
 * The machine's CPU as Lighthouse measured it, to read scores from another machine or day beside
 * these: the median and range of the rows' medians.
 */
function cpuLine(rows: LighthouseRow[]): string[] {
  const indexes = rows.map((row) => row.benchmarkIndex).filter((value): value is number => value !== null);
  if (indexes.length === 0) return [];
  const middle = median(indexes);
  return [
    `  Lighthouse's CPU benchmark of this machine (benchmarkIndex, higher is faster): median ${Math.round(middle ?? 0)}, ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}`,
  ];
}

/** The rows side by side: one line per page and profile, medians, each run's score, the verdict. */
export function lighthouseTable(rows: LighthouseRow[]): string[] {
  const { performance, cls, tbtMs } = lighthouseBudget;
  const header = `  ${'page'.padEnd(20)} ${'profile'.padEnd(8)} perf  ${'runs'.padEnd(11)} a11y  ${'LCP'.padStart(7)}  ${'CLS'.padStart(5)}  ${'FCP'.padStart(7)}  ${'TBT'.padStart(7)}  budget (mobile: perf >= ${performance}, CLS <= ${cls}, TBT <= ${tbtMs} ms)`;
  const verdict = (row: LighthouseRow) => {
    const within = withinBudget(row);
    return within === null ? '' : within ? 'within' : 'OVER';
  };
  return [
    header,
    ...rows.map((row) => {
      const runs = row.scores.map((score) => score ?? '-').join('/');
      const cells = [
        row.path.padEnd(20),
        row.profile.padEnd(8),
        `${String(row.performance ?? '-').padStart(4)} `,
        runs.padEnd(11),
        `${String(row.accessibility ?? '-').padStart(4)} `,
        `${ms(row.lcpMs).padStart(7)} `,
        `${(row.cls === null ? '-' : row.cls.toFixed(3)).padStart(5)} `,
        `${ms(row.fcpMs).padStart(7)} `,
        `${(row.tbtMs === null ? '-' : `${Math.round(row.tbtMs)} ms`).padStart(7)} `,
        verdict(row),
      ];
      return `  ${cells.join(' ')}`;
    }),
    `  mobile pages within the budget: ${rows.filter((row) => withinBudget(row) === true).length} of ${rows.filter((row) => row.profile === 'mobile').length}`,
    ...cpuLine(rows),
    ...rows.flatMap((row) => row.warnings.map((warning) => `  (${row.path} ${row.profile}: ${warning})`)),
  ];
}
