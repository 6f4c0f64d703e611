import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One clock (issue 29, decision 086): Tashkent's offset and zone are written in machines/clock only;
// every other file asks the clock. The strings searched for are built from pieces so that this file
// does not match itself.

const root = join(import.meta.dirname, '..', '..');
const clockModule = 'machines/clock/';

const offsetHours = ['5', '\\s*\\*\\s*', '3_?600'].join('');
const offsetText = ['+0', '5:00'].join('');
const zoneName = ['Asia', 'Tashkent'].join('/');
const forbidden = new RegExp(`${offsetHours}|${offsetText.replace('+', '\\+')}|${zoneName}`);

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .filter((file) => !file.startsWith('gateway/generated/') && !file.startsWith('ui/gql/'));
}

/** Each file:line outside the clock module that spells Tashkent's offset or zone. */
function clockLeaks(files: { path: string; text: string }[]): string[] {
  const leaks: string[] = [];
  for (const { path, text } of files) {
    if (path.startsWith(clockModule) || path === 'tests/tooling/one-clock.test.ts') continue;
    text.split('\n').forEach((line, index) => {
      if (forbidden.test(line)) leaks.push(`${path}:${index + 1}`);
    });
  }
  return leaks;
}

describe('one clock', () => {
  it("finds the offset and the zone's name, in either spelling", () => {
    const sample = [
      `const wall = new Date(at.getTime() + ${['5', ' * ', '3600', '_000'].join('')});`,
      `const wall = new Date(at.getTime() + ${['5', ' * ', '3_600', '_000'].join('')});`,
      `new Date(\`\${date}T00:00:00${offsetText}\`)`,
      `new Intl.DateTimeFormat('en-CA', { timeZone: '${zoneName}' })`,
      'const hour = 3_600_000; // not Tashkent',
    ].join('\n');
    expect(clockLeaks([{ path: 'ui/x.ts', text: sample }])).toEqual([
      'ui/x.ts:1',
      'ui/x.ts:2',
      'ui/x.ts:3',
      'ui/x.ts:4',
    ]);
    expect(clockLeaks([{ path: 'machines/clock/clock.ts', text: sample }])).toEqual([]);
  });

  it('spells Tashkent time only in machines/clock', () => {
    const files = trackedSources().map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
    expect(clockLeaks(files)).toEqual([]);
  });
});
