import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { testLogsDir } from '../../scripts/log-scan';

/**
 * vitest's global setup: each run starts with no service logs of an earlier vitest run, except a run
 * that continues one (`npm test` runs the media files after the rest: VITEST_KEEP_LOGS=1), whose logs
 * the scan reads together.
 */
export default function setup(): void {
  mkdirSync(testLogsDir, { recursive: true });
  if (process.env.VITEST_KEEP_LOGS === '1') return;
  for (const name of readdirSync(testLogsDir)) {
    if (name.startsWith('vitest-')) rmSync(join(testLogsDir, name), { force: true });
  }
}
