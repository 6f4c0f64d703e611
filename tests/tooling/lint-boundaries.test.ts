import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const probeDir = join(root, 'machines', '__lint-probe__');

function lint(fileName: string, source: string) {
  mkdirSync(probeDir, { recursive: true });
  const file = join(probeDir, fileName);
  writeFileSync(file, source);
  const result = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=50', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

// The one-way import rule of ARCHITECTURE.md: machines/ is pure, so it runs in plain unit tests
// and in the ministry alike.
describe('lint boundaries of machines/', () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const probe = useState;\n"],
    ['urql', "import { Client } from 'urql';\nexport const probe = Client;\n"],
    ['i18next', "import i18next from 'i18next';\nexport const probe = i18next;\n"],
    ['wouter', "import { useLocation } from 'wouter';\nexport const probe = useLocation;\n"],
    ['ui code', "import { probe as p } from '../../ui/main';\nexport const probe = p;\n"],
  ])('a machines/ file importing %s fails lint', (_name, source) => {
    const result = lint('probe.ts', source);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('noRestrictedImports');
  });

  it('a machines/ file using window or setTimeout fails lint', () => {
    const result = lint('globals.ts', 'export const probe = () => [window.location, setTimeout];\n');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('noRestrictedGlobals');
  });

  it('a machines/ file importing xstate and zod passes lint', () => {
    const result = lint(
      'allowed.ts',
      "import { setup } from 'xstate';\nimport { z } from 'zod';\n\nexport const probe = [setup, z];\n",
    );
    expect(result.output).not.toContain('noRestricted');
    expect(result.status).toBe(0);
  });
});
