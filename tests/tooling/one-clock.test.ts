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

// One locale list (issue 29): the three languages as an array are written in machines/text/locales.ts
// only; every schema, script, test and spec imports it.
const localeModule = 'machines/text/locales.ts';
const localeList = new RegExp(["\\[\\s*'oz'", "\\s*'uz'", "\\s*'ru'\\s*\\]"].join(','));

/** Each file:line outside machines/text/locales.ts that writes the three languages as an array. */
function localeLists(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    if (path === localeModule || path === 'tests/tooling/one-clock.test.ts') continue;
    text.split('\n').forEach((line, index) => {
      if (localeList.test(line)) found.push(`${path}:${index + 1}`);
    });
  }
  return found;
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

  it('finds the locale list written as an array', () => {
    const sample = [
      `for (const locale of [${["'oz'", "'uz'", "'ru'"].join(', ')}] as const) {}`,
      `z.enum([${["'oz'", "'uz'", "'ru'"].join(',')}])`,
      `for (const language of [${["'oz'", "'uz'", "'ru'", "'en'"].join(', ')}]) {}`,
      "const ru = 'ru';",
    ].join('\n');
    expect(localeLists([{ path: 'e2e/x.ts', text: sample }])).toEqual(['e2e/x.ts:1', 'e2e/x.ts:2']);
  });

  it('writes the locale list once, in machines/text/locales.ts', () => {
    const files = trackedSources().map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
    expect(localeLists(files)).toEqual([]);
    expect(
      localeLists([{ path: 'x.ts', text: readFileSync(join(root, localeModule), 'utf8') }]),
    ).toHaveLength(1);
  });

  it('spells Tashkent time only in machines/clock', () => {
    const files = trackedSources().map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
    expect(clockLeaks(files)).toEqual([]);
  });
});
