import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './processes';

/**
 * Lighthouse (npm `lighthouse`, driving Debian's Chromium) on the first pages, in its mobile and
 * desktop profiles, with its default simulated throttling: performance and accessibility scores,
 * LCP and CLS, and the figures behind the performance score. One run per page and profile, about
 * 30 s each; the scores move by several points between runs on a busy machine, so they are
 * printed, never asserted (decision 029).
 */
const profiles = ['mobile', 'desktop'] as const;
type Profile = (typeof profiles)[number];

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runWarnings?: string[];
}

export interface LighthouseRow {
  path: string;
  profile: Profile;
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
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

export async function lighthouse(port: number, paths: string[]): Promise<LighthouseRow[]> {
  const folder = mkdtempSync(join(tmpdir(), 'notary-lighthouse-'));
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      for (const profile of profiles) {
        const output = join(folder, `${profile}-${rows.length}.json`);
        await runLighthouse(`http://127.0.0.1:${port}${path}`, profile, output);
        const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
        rows.push({
          path,
          profile,
          performance: score(report, 'performance'),
          accessibility: score(report, 'accessibility'),
          fcpMs: audit(report, 'first-contentful-paint'),
          lcpMs: audit(report, 'largest-contentful-paint'),
          tbtMs: audit(report, 'total-blocking-time'),
          cls: audit(report, 'cumulative-layout-shift'),
          warnings: report.runWarnings ?? [],
        });
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}

const ms = (value: number | null) => (value === null ? '-' : `${(value / 1000).toFixed(2)} s`);

/** The rows side by side: one line per page and profile. */
export function lighthouseTable(rows: LighthouseRow[]): string[] {
  const header = `  ${'page'.padEnd(12)} ${'profile'.padEnd(8)} perf  a11y  ${'LCP'.padStart(7)}  ${'CLS'.padStart(5)}  ${'FCP'.padStart(7)}  ${'TBT'.padStart(7)}`;
  return [
    header,
    ...rows.map(
      (row) =>
        `  ${row.path.padEnd(12)} ${row.profile.padEnd(8)} ${String(row.performance ?? '-').padStart(4)}  ${String(row.accessibility ?? '-').padStart(4)}  ${ms(row.lcpMs).padStart(7)}  ${(row.cls === null ? '-' : row.cls.toFixed(3)).padStart(5)}  ${ms(row.fcpMs).padStart(7)}  ${(row.tbtMs === null ? '-' : `${Math.round(row.tbtMs)} ms`).padStart(7)}`,
    ),
    ...rows.flatMap((row) => row.warnings.map((warning) => `  (${row.path} ${row.profile}: ${warning})`)),
  ];
}
