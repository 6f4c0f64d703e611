import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One document set (decision 021): every operation the UI sends is exported from a `*.documents.ts`
// module of ui/, and some gateway test imports that very document and sends it. So a change of a UI
// document is run against the gateway, and no test keeps its own copy of a UI operation.

const root = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'gql' || entry.name === 'node_modules' ? [] : files(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The operations codegen found in ui/: the keys of ui/gql/gql.ts's documents, each a document's text. */
function generatedOperations(): string[] {
  const gql = readFileSync(join(root, 'ui/gql/gql.ts'), 'utf8');
  const keys = /^\s*"\\n\s*(?:query|mutation|subscription) (\w+)[^"]*": types\.\w+Document,$/gm;
  return [...new Set([...gql.matchAll(keys)].map((m) => m[1] as string))].sort();
}

interface UiDocument {
  operation: string;
  name: string;
  file: string;
  exported: boolean;
}

/** Every document constant of ui/ (a `graphql` call on an operation), with its operation. */
function uiDocuments(): UiDocument[] {
  const sources = files(join(root, 'ui'), (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
  return sources.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /(export\s+)?const (\w+) = graphql\(`\s*(?:query|mutation|subscription) (\w+)/g,
      ),
    ].map((m) => ({ operation: m[3] as string, name: m[2] as string, file, exported: Boolean(m[1]) })),
  );
}

/** Local names under which a test file imports `name` from `file`, and the file's text without imports. */
function importsOf(test: string, file: string, name: string): { locals: string[]; body: string } {
  const source = readFileSync(test, 'utf8');
  const locals: string[] = [];
  const imports = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/g;
  for (const [, names, specifier] of source.matchAll(imports)) {
    if (!specifier?.startsWith('.')) continue;
    const target = resolve(dirname(test), specifier).replace(/\.js$/, '');
    if (target !== file.replace(/\.tsx?$/, '')) continue;
    for (const part of (names ?? '').split(',')) {
      const [imported, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported === name) locals.push(local ?? imported);
    }
  }
  return { locals, body: source.replace(imports, '') };
}

describe('the gateway tests send the UI’s own documents', () => {
  const operations = generatedOperations();
  const documents = uiDocuments();
  const tests = files(join(root, 'tests/gateway'), (path) => path.endsWith('.test.ts'));

  it('finds the UI’s operations', () => {
    // The act page, the login and the session calls at least: the scan itself must work.
    expect(operations).toEqual(expect.arrayContaining(['Act', 'Authenticate', 'Me', 'SendActEvent']));
    expect(documents.map((d) => d.operation).sort()).toEqual(operations);
  });

  it('exports each operation from a *.documents.ts module of its feature', () => {
    const misplaced = documents
      .filter((d) => !d.exported || !d.file.endsWith('.documents.ts'))
      .map((d) => `${d.operation} (${relative(root, d.file)})`);
    expect(misplaced).toEqual([]);
  });

  it('sends each operation in some gateway test, with the UI’s document', () => {
    const unsent = documents
      .filter(({ name, file }) =>
        tests.every((test) => {
          const { locals, body } = importsOf(test, file, name);
          return !locals.some((local) => new RegExp(`\\b${local}\\b`).test(body));
        }),
      )
      .map((d) => `${d.operation} (${relative(root, d.file)})`);
    expect(unsent).toEqual([]);
  });

  it('keeps no document of its own under tests/gateway', () => {
    const own = files(join(root, 'tests/gateway'), (path) => path.endsWith('.ts')).filter((path) =>
      /\bgraphql\(`/.test(readFileSync(path, 'utf8')),
    );
    expect(own.map((path) => relative(root, path))).toEqual([]);
  });
});
