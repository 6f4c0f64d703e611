import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { VitestOutcomes } from '../../scripts/support/vitest-outcomes-reporter';

const dir = mkdtempSync(join(tmpdir(), 'vitest-outcomes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the outcomes npm test names under its totals (decision 108)', () => {
  it('are the failed tests, the files that did not load, and the tests that passed only on a retry, with what failed first', () => {
    writeFileSync(join(dir, 'vitest.config.mjs'), 'export default {};\n');
    writeFileSync(
      join(dir, 'a.test.ts'),
      `import { describe, expect, it } from 'vitest';
let tries = 0;
describe('group', () => {
  it('passes on its retry', () => { tries += 1; expect(tries).toBe(2); });
  it('fails', () => { expect(1).toBe(2); });
  it('passes', () => {});
});
`,
    );
    writeFileSync(join(dir, 'b.test.ts'), "import './no-such-module';\n");
    const out = join(dir, 'outcomes.json');
    const run = spawnSync(
      resolve('node_modules/.bin/vitest'),
      [
        'run',
        ...['--root', dir, '--retry', '1', '--reporter=dot'],
        `--reporter=${resolve('scripts/support/vitest-outcomes-reporter.ts')}`,
      ],
      { encoding: 'utf8', env: { ...process.env, VITEST_OUTCOMES_FILE: out, CI: '' } },
    );
    expect(run.status).toBe(1);
    const outcomes = JSON.parse(readFileSync(out, 'utf8')) as VitestOutcomes;
    expect(outcomes).toEqual({
      failed: ['a.test.ts › group > fails', 'b.test.ts (the file)'],
      flaky: [
        'a.test.ts › group > passes on its retry — first try: expected 1 to be 2 // Object.is equality',
      ],
    });
  }, 60_000);
});
