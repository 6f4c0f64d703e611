import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, importSpecifiers } from './import-graph';

const root = join(import.meta.dirname, '..', '..');
const parts = ['machines', 'ui', 'gateway', 'ministry', 'scripts', 'tests', 'e2e'];

describe('the import graph', () => {
  it('has no cycle', () => {
    const graph = importGraph(root, parts);
    // The walk reached the code it is meant to judge (a typo in a folder name would pass vacuously).
    for (const file of ['ui/main.tsx', 'gateway/main.ts', 'ministry/main.ts', 'scripts/start.ts']) {
      expect(graph.get(file)?.length, file).toBeGreaterThan(0);
    }
    const cycles = importCycles(graph).map((cycle) => cycle.join(' → '));
    expect(cycles).toEqual([]);
  });
});

describe('the cycle check', () => {
  const sandbox = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  function tree(files: Record<string, string>) {
    const folder = mkdtempSync(join(sandbox, 'tree-'));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), source);
    }
    return folder;
  }

  it('reports a cycle through a type import, a folder index, a .js specifier and a dynamic import, with its path', () => {
    const folder = tree({
      'app/a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'app/b.ts': "export { c } from './c/index.js';\nexport type B = string;\n",
      'app/c/index.tsx': "export const c = () => import('../d');\n",
      'app/d.ts': "import { e } from './e.js';\nexport const d = e;\n",
      'app/e.ts': "import '../app/a';\nexport const e = 1;\n",
      // Beside the cycle: imported by it and importing nothing back.
      'app/f.ts': "// import { a } from './a';\nexport const f = 1;\n",
    });
    expect(importCycles(importGraph(folder, ['app']))).toEqual([
      ['app/a.ts', 'app/b.ts', 'app/c/index.tsx', 'app/d.ts', 'app/e.ts', 'app/a.ts'],
    ]);
  });

  it('reports each cycle once, a file importing itself too, and nothing for a graph without cycles', () => {
    const cyclic = tree({
      'p/x.ts': "import { y } from './y';\nexport const x = y;\n",
      'p/y.ts': "import { x } from './x';\nexport const y = x;\n",
      'q/self.ts': "import { self } from './self';\nexport const me = self;\n",
    });
    expect(importCycles(importGraph(cyclic, ['p', 'q']))).toEqual([
      ['p/x.ts', 'p/y.ts', 'p/x.ts'],
      ['q/self.ts', 'q/self.ts'],
    ]);

    const acyclic = tree({
      'p/x.ts': "import { y } from './y';\nimport { z } from './z';\nexport const x = [y, z];\n",
      'p/y.ts': "import { z } from './z';\nexport const y = z;\n",
      'p/z.ts': "import { readFileSync } from 'node:fs';\nexport const z = readFileSync;\n",
    });
    expect(importCycles(importGraph(acyclic, ['p']))).toEqual([]);
  });

  it('reads multi-line imports and re-exports, and skips commented-out ones', () => {
    const source = [
      "import {\n  a,\n  type B,\n} from './multi';",
      "export * as ns from './namespace';",
      "export type { T } from './types';",
      "const page = lazy(() => import('./page'));",
      '/**\n * import { old } from "./old";\n */',
      "// export { gone } from './gone';",
      "export const from = 'not an import';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['./multi', './namespace', './page', './types']);
  });
});
