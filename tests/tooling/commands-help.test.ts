import { describe, expect, it } from 'vitest';
import { runEntry } from '../support/entry-process';

// Every command the README lists (decision 090): `--help` prints its usage and exits 0 before doing
// any work; an unknown option is one line on stderr, a failure status, and no stack trace.

const commands = [
  'scripts/start.ts',
  'scripts/test.ts',
  'scripts/bench.ts',
  'scripts/bench-load.ts',
  'scripts/measure-face-match.ts',
  'scripts/measure-liveness.ts',
  'scripts/act-type-enums.ts',
  'scripts/replay.ts',
  'scripts/lint-boundaries.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
  'ministry/main.ts',
  'gateway/main.ts',
  'ministry/face-id/main.ts',
  'scripts/cluster.ts',
  'scripts/build-server.ts',
  'scripts/compose.ts',
];

describe.concurrent('the README’s commands', () => {
  it.each(commands)('%s --help prints its usage', async (entry) => {
    const run = await runEntry(entry, ['--help']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^usage: /);
    expect(run.stdout).toContain('--help');
  });

  it.each(commands)('%s --nonsense is one line, no stack trace', async (entry) => {
    const run = await runEntry(entry, ['--nonsense']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toBe('unknown option --nonsense; see --help\n');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
