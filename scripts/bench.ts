/**
 * `npm run bench`: speed and size figures, printed, never asserted. Each figure is measured in
 * this run on this machine; ratios are printed side by side where there is a peer to compare.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FirstLoadFigures } from './first-load';
import type { Service } from './processes';
import { cliArgs, cliRefuse } from './support/cli-args';

const { values } = cliArgs({
  usage: `usage: npm run bench [-- --only first-load | --only replay | --only national] [--pages P,Q] [--runs N] [--port N] [--reports DIR]

Speed and size figures, printed, never asserted: cold start, first-load JS beside its budget,
Lighthouse, face-ID, login, the my-acts list and statistics over 100,000 acts, act transitions on
PGlite and PostgreSQL, the media server, act replay, and the lists at national volume (2,000,000
acts on PostgreSQL; README, "npm run bench").

  --only first-load  the start, the first-load figures and Lighthouse alone (run after a build)
  --only replay      the analysts' replay and stuck-acts figures alone (decision 060)
  --only national    the my-acts list, stuck acts and statistics at 2,000,000 acts alone (decision 125)
  --pages P,Q        Lighthouse on these public pages only (default: every page of issue 30)
  --runs N           Lighthouse runs per page and profile (default 3; the median is printed)
  --port N           the gateway's port (default 8190; the ministry takes the next one)
  --reports DIR      keep every Lighthouse JSON report in DIR (to read what a score is made of)
  -h, --help         this text`,
  options: {
    only: { type: 'string' },
    pages: { type: 'string' },
    runs: { type: 'string' },
    port: { type: 'string' },
    reports: { type: 'string' },
  },
});
const onlyChoices = ['first-load', 'replay', 'national'];
if (values.only !== undefined && !onlyChoices.includes(values.only))
  cliRefuse(`--only takes first-load, replay or national, not ${values.only}; see --help`);

// Loaded once the command line is read: `--help` answers before anything heavy loads.
const [
  { chromium },
  { benchActs },
  { benchFaceId },
  { lighthouse, lighthousePages, lighthouseRuns, lighthouseTable },
  { benchLogin },
  { benchNational },
  { benchReplay },
  { benchVideo },
  { budgetedPages, firstLoadBudget, kb, measureDist },
  { mapChunkLines, measureMapChunk },
  { root, startService, stopAll },
  { chromiumLaunchOptions },
] = await Promise.all([
  import('@playwright/test'),
  import('./bench-acts'),
  import('./bench-face-id'),
  import('./bench-lighthouse'),
  import('./bench-login'),
  import('./bench-national'),
  import('./bench-replay'),
  import('./bench-video'),
  import('./first-load'),
  import('./map-chunk'),
  import('./processes'),
  import('./support/chromium'),
]);

const port = Number(values.port ?? 8190);
if (!Number.isInteger(port) || port < 1024 || port > 65534)
  cliRefuse(`--port takes a port from 1024 to 65534, not ${values.port}`);
const ministryPort = port + 1;
const runs = Number(values.runs ?? lighthouseRuns);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) cliRefuse(`--runs takes 1 to 9, not ${values.runs}`);
const lighthouseOn = values.pages === undefined ? lighthousePages : values.pages.split(',');
for (const path of lighthouseOn)
  if (!lighthousePages.includes(path))
    cliRefuse(`--pages takes pages of ${lighthousePages.join(', ')}, not ${path}`);

/**
 * The services the bench has running, stopped however it ends: a figure that fails, Ctrl-C or a
 * `timeout` around it would otherwise leave a ministry and a gateway running, and every later
 * measurement on the machine slower.
 */
const running = new Set<Service>();
async function stopPortal(services: Service[]): Promise<void> {
  for (const service of services) running.delete(service);
  await stopAll(services);
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.once(signal, () => {
    void stopPortal([...running]).finally(() => process.exit(code));
  });

async function startPortal(dataDir: string): Promise<{ services: Service[]; ms: number }> {
  const started = performance.now();
  const services = [
    startService(
      'ministry',
      'ministry/main.ts',
      { MINISTRY_PORT: String(ministryPort), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      'ministry ready',
      { quiet: true },
    ),
    startService(
      'gateway',
      'gateway/main.ts',
      {
        PORT: String(port),
        MINISTRY_URL: `http://127.0.0.1:${ministryPort}`,
        LIVENESS_URL: `ws://127.0.0.1:${ministryPort}/liveness`,
        LOG_LEVEL: 'info',
      },
      'gateway ready',
      { quiet: true },
    ),
  ];
  for (const service of services) running.add(service);
  await Promise.all(services.map((s) => s.ready));
  // Ready means answering: the gateway's health query reaches the ministry and its database.
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ health { ministry { status } } }' }),
  });
  const body = (await response.json()) as { data?: { health?: { ministry?: { status?: string } } } };
  if (body.data?.health?.ministry?.status !== 'UP')
    throw new Error('the ministry is not UP behind the gateway');
  return { services, ms: performance.now() - started };
}

interface BrowserLoad {
  path: string;
  files: string[];
  raw: number;
  gzip: number;
  css: number;
}

/** What Chromium fetches for a page until the network is idle: every script, gzip level 9 each. */
async function browserLoad(path: string): Promise<BrowserLoad> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ type: string; url: string; body: Buffer }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        bodies.push(response.body().then((body) => ({ type, url: response.url(), body })));
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    const js = all.filter((b) => b.type === 'script');
    return {
      path,
      files: js.map((b) => new URL(b.url).pathname.slice(1)),
      raw: js.reduce((n, b) => n + b.body.length, 0),
      gzip: js.reduce((n, b) => n + gzipSync(b.body, { level: 9 }).length, 0),
      css: all
        .filter((b) => b.type === 'stylesheet')
        .reduce((n, b) => n + gzipSync(b.body, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
  }
}

/** Chromium's figure beside the build's (scripts/first-load.ts, what `npm test` checks). */
function firstLoadLines(loads: BrowserLoad[], computed: FirstLoadFigures[]): string[] {
  return loads.flatMap((load) => {
    const fromBuild = computed.find((page) => page.path === load.path);
    const lines = [
      `  ${load.path.padEnd(12)} Chromium: ${load.files.length} scripts, ${kb(load.raw)} raw, ${kb(load.gzip)} gzip; CSS ${kb(load.css)} gzip`,
    ];
    if (!fromBuild) return lines;
    lines.push(
      `  ${''.padEnd(12)} build:    ${fromBuild.files.length} scripts, ${kb(fromBuild.raw)} raw, ${kb(fromBuild.gzip)} gzip (budget ${kb(firstLoadBudget)})`,
    );
    const unexpected = load.files.filter((file) => !fromBuild.files.includes(file));
    const missing = fromBuild.files.filter((file) => !load.files.includes(file));
    if (unexpected.length > 0)
      lines.push(`  ${''.padEnd(12)} fetched but not counted: ${unexpected.join(', ')}`);
    if (missing.length > 0) lines.push(`  ${''.padEnd(12)} counted but not fetched: ${missing.join(', ')}`);
    return lines;
  });
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// `--only first-load`: the start, the first-load figures and Lighthouse, without the other benches.
const firstLoadOnly = values.only === 'first-load';
// `--only replay`: the analysts' replay and stuck-acts figures alone (decision 060).
const replayOnly = values.only === 'replay';
if (replayOnly) {
  console.log((await benchReplay()).join('\n'));
  process.exit(0);
}
// `--only national`: the lists at 2,000,000 acts alone (issue 31, decision 125).
if (values.only === 'national') {
  console.log((await benchNational((line) => console.error(line))).join('\n'));
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'notary-bench-'));
try {
  console.log(`Benchmarks (${new Date().toISOString()}, Node ${process.version}, root ${root})\n`);
  const cold = await startPortal(dataDir);
  await stopPortal(cold.services);
  const warm = await startPortal(dataDir);
  const paths = budgetedPages.map((page) => page.path);
  const loads: BrowserLoad[] = [];
  for (const path of paths) loads.push(await browserLoad(path));
  const pages = await lighthouse(port, lighthouseOn, runs, values.reports);
  const login = firstLoadOnly ? [] : await benchLogin(port);
  await stopPortal(warm.services);
  console.log('Cold start to ready (ministry + gateway, embedded PGlite, health answered):');
  console.log(`  first start, new data folder (create, migrate, seed): ${s(cold.ms)}`);
  console.log(`  second start, existing data folder (migrate, seed no-op): ${s(warm.ms)}`);
  console.log(`  ratio first/second: ${(cold.ms / warm.ms).toFixed(2)}x`);
  console.log(
    '\nFirst-load JS (every script Chromium fetched until the network was idle, gzip level 9 each):',
  );
  console.log(firstLoadLines(loads, measureDist()).join('\n'));
  console.log('\nThe notary directory map, a chunk of its own (decision 051):');
  console.log(mapChunkLines(measureMapChunk()).join('\n'));
  console.log(
    `\nLighthouse 12 (simulated throttling; scores out of 100; the median of ${runs} runs per page and profile, issue 30):`,
  );
  console.log(lighthouseTable(pages).join('\n'));
  if (!firstLoadOnly) {
    console.log(`\n${login.join('\n')}`);
    // The portal is stopped: the face-ID pool measured alone has both cores.
    console.log(`\n${(await benchFaceId()).join('\n')}`);
    console.log(`\n${(await benchActs()).join('\n')}`);
    console.log(`\n${(await benchVideo()).join('\n')}`);
    console.log(`\n${(await benchReplay()).join('\n')}`);
    console.log(`\n${(await benchNational()).join('\n')}`);
  }
} finally {
  await stopPortal([...running]);
  rmSync(dataDir, { recursive: true, force: true });
}
// Every figure is printed: end here. A handle left open by one of the benched libraries (the whole run
// idled after its last figure, session 13) must not keep `npm run bench` from returning.
process.exit(process.exitCode ?? 0);
