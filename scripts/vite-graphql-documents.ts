import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

/**
 * The client preset's `graphql(`...`)` looks each document up in one map of every document of the
 * app (ui/gql/gql.ts), and even imported one by one, the documents all live in one module
 * (ui/gql/graphql.ts), which a bundler cannot split: either way the first page loads the acts
 * pages' queries too. The Guild's answer is its Babel plugin, which replaces each call with that
 * document; this plugin does the same for Vite 8 (which no longer runs Babel), writing the parsed
 * document, as codegen generated it, in place of the call. Each document then travels in the chunk
 * of the module that declares it (decision 029). A document graphql.ts lacks fails the build: run
 * `npm run codegen`.
 */
const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const generatedDocument = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The name the client preset gives a document's constant in graphql.ts. */
export function documentConstant(source: string): string {
  const [definition] = parse(source).definitions;
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name)
    return `${definition.name.value}Document`;
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  throw new Error('a graphql() document must start with a named operation or fragment');
}

/** Each document constant of graphql.ts with the JSON text of its parsed document. */
export function generatedDocuments(graphqlTs: string): Map<string, string> {
  return new Map([...graphqlTs.matchAll(generatedDocument)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

/**
 * `code` with every `graphql(`...`)` call replaced by the document it stands for, or null when
 * the file has none. The call's lines stay (as blank lines), so the file's source map holds.
 */
export function inlineDocuments(code: string, file: string, documents: ReadonlyMap<string, string>) {
  let found = false;
  const replaced = code.replace(call, (_match, source: string) => {
    const name = documentConstant(source);
    const document = documents.get(name);
    if (document === undefined) throw new Error(`${file}: ${name} is not generated; run npm run codegen`);
    found = true;
    return `(${document})${'\n'.repeat(source.split('\n').length - 1)}`;
  });
  return found ? replaced : null;
}

export function graphqlDocuments(gqlDir: string): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      documents ??= generatedDocuments(readFileSync(join(gqlDir, 'graphql.ts'), 'utf8'));
      const result = inlineDocuments(code, id, documents);
      return result === null ? null : { code: result, map: null };
    },
  };
}
