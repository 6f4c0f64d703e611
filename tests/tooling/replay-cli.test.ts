import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionEventSchema } from '../../machines/replay/inspect.schema';
import { seedPeople } from '../../ministry/db/seed';
import { stuckActUuid } from '../../ministry/db/seed/stuck-act';
import { createTestDatabase, drivers } from '../support/ministry';

// `npm run replay` (decision 060) spawned against a test database holding the seeded stuck act: the
// timeline, no divergence, who must act next; `--export` writes @statelyai/inspect events that
// `--file` reads back. Nothing personal is printed or written.

const personal = seedPeople.flatMap((p) => [p.pin, p.passnum, p.phone, p.surname.latin, p.name.latin]);
const driver = drivers.includes('postgresql') ? 'postgresql' : 'pglite';

describe(`npm run replay (${driver})`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'notary-replay-cli-'));
  let env: Record<string, string>;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (driver === 'postgresql') {
      const database = await createTestDatabase('postgresql');
      drop = database.drop;
      env = { DATABASE_URL: database.options.databaseUrl! };
    } else {
      // A new data folder: the CLI migrates and seeds it as the ministry would.
      env = { DATA_DIR: join(folder, 'data') };
    }
  }, 120_000);
  afterAll(async () => {
    await drop();
    rmSync(folder, { recursive: true, force: true });
  });
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 120_000,
    });

  it('prints the stuck act’s timeline, no divergence and the notary to act, and exports inspect events', () => {
    const exported = join(folder, 'trace.json');
    const result = run('--act', stuckActUuid, '--export', exported);
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('preparation (step 1): 48.0 h');
    expect(result.stdout).toContain('act.sentForCheck by applicant -> checking');
    expect(result.stdout).toContain('No divergence');
    expect(result.stdout).toContain('must act next: notary');
    expect(result.stdout).toContain('act.checkAccepted (notary) -> applicantConfirmation');
    const events = JSON.parse(readFileSync(exported, 'utf8')) as unknown[];
    expect(events.map((event) => inspectionEventSchema.parse(event).type)).toEqual([
      '@xstate.actor',
      '@xstate.event',
      '@xstate.snapshot',
      '@xstate.event',
      '@xstate.snapshot',
    ]);
    const written = readFileSync(exported, 'utf8') + result.stdout;
    expect(personal.filter((value) => written.includes(value))).toEqual([]);

    const again = run('--file', exported);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('source inspect');
    expect(again.stdout).toContain('No divergence');
    expect(again.stdout).toContain('Now: checking');
  }, 240_000);

  it('answers an unknown reference with a clear message and a failure status', () => {
    const result = run('--act', 'not an act');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--act: a registry number, rid or uuid');
  }, 120_000);
});
