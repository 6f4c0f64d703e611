import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { testLogsDir } from '../../scripts/log-scan';

/** vitest's global setup: each run starts with no service logs of an earlier vitest run. */
export default function setup(): void {
  mkdirSync(testLogsDir, { recursive: true });
  for (const name of readdirSync(testLogsDir)) {
    if (name.startsWith('vitest-')) rmSync(join(testLogsDir, name), { force: true });
  }
}
