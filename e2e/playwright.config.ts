import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/support/chromium';
import { e2eWorkers, portalPort, portalPortOf } from './support/portal';

const media = /(video-room|video-testing)\.spec\.ts$/;
// One fresh ministry database per portal and run; workers load this file too and must see the same
// folders (the runner passes its environment on).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'notary-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** Worker `index`'s portal (support/portal.ts): started by the runner before any spec, stopped after. */
const portal = (index: number) => {
  const port = portalPortOf(index);
  return {
    // The services' JSON logs go to files that npm test scans for personal data (scripts/log-scan.ts).
    command: `mkdir -p test-results/logs && exec node --import tsx scripts/start.ts >> test-results/logs/e2e-services-${index}.ndjson`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/graphql`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      MINISTRY_PORT: String(port + 1),
      DATA_DIR: join(dataDir, `portal-${index}`),
      LOG_LEVEL: 'info',
      // Login e2e (issue 3): the sandbox liveness policy (a centred still face passes) and a face-check
      // limit short enough for the no-face spec to reach the error dialog within its timeout. 12 s was
      // too short for a real face on a loaded machine (the start delay, then three frames through the
      // face detector): logins timed out at load 8 and more.
      LIVENESS_POLICY: 'sandbox',
      FACE_CHECK_LIMIT_MS: '30000',
      // The browser stands for a proxy on this machine: specs that fail logins on purpose name a client
      // address of their own (support/people.ts), so they do not eat into each other's limit.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // The same stand-in for a proxy: every worker's pages (a notary and parties at once, kiosks)
      // share 127.0.0.1, so its request budgets (decision 116) are those of a busy office's address.
      REQUEST_BUDGET: '100000',
      // A test's robot asks faster than a person: one session's budget (decision 126) out of its way.
      SESSION_REQUEST_BUDGET: '100000',
      SPEED_TEST_BUDGET_BYTES: String(16 * 1024 ** 3),
      // Every session is traced (decision 061): browser-traces.spec.ts reads one back; the others'
      // pages upload theirs while idle, as a traced citizen's would.
      BROWSER_TRACE: 'all',
    },
  };
};

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  // Spec files spread over the workers, each against its own portal and database (decision 091): two
  // specs that log the same seeded person in never meet. Within a file the tests run in order (they
  // walk one act through its steps). Before decision 091 one worker ran every file (decision 054).
  fullyParallel: false,
  workers: e2eWorkers,
  projects: [
    { name: 'portal', testIgnore: media },
    // Real-time media is what a neighbour on two cores disturbs (decision 054): the video specs run
    // alone, after the others (npm test runs this project with E2E_WORKERS=1: one portal).
    { name: 'media', testMatch: media, dependencies: ['portal'], workers: 1 },
  ],
  // Under CI a failed test runs once more, in a fresh worker, and a pass the second time is reported as
  // flaky, by name, in npm test's totals (decision 108): CI's machines have run the suite at a third of
  // this one's speed, where a spec's waits (a face check, a page in stages, axe on a long page) outrun
  // their limits. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/e2e-artifacts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${portalPort}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: Array.from({ length: e2eWorkers }, (_, index) => portal(index)),
});
