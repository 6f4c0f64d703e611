// Aliased: Biome's React hook rule would take a `use` prefix for a hook.
import { useGraphQlJit as graphqlJit } from '@envelop/graphql-jit';
import { type DocumentNode, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Executions of one document that graphql-js runs before it is compiled. */
export const COMPILE_AFTER = 10;

/**
 * Queries and mutations run compiled by graphql-jit (decision 130): a document is compiled once to a
 * function that resolves its fields and coerces its variables without graphql-js's walk of the
 * document on every request; a read costs the gateway 15 to 20 % less CPU. The compiled query lives
 * as long as yoga's parse cache keeps its document.
 *
 * Compiling is dear (the act's detail, 5,700 characters: about 10 ms), so a document is compiled only
 * once it has run `COMPILE_AFTER` times: the portal's own documents run thousands of times an hour,
 * while a caller sending a new document with every request would otherwise buy 10 ms of the
 * gateway's time with each. Subscriptions keep graphql-js: they start rarely and live long.
 */
export function graphqlJitPlugin(compileAfter = COMPILE_AFTER): Plugin {
  const runs = new WeakMap<DocumentNode, number>();
  const { onExecute } = graphqlJit(
    {},
    {
      enableIf: ({ document }) => {
        // The plugin keeps one compiled query per document, whichever operation it was compiled for:
        // a document of several operations is never compiled, or another of them would run.
        const count = (runs.get(document) ?? (oneOperation(document) ? 0 : Number.NEGATIVE_INFINITY)) + 1;
        if (count <= compileAfter) runs.set(document, count);
        return count > compileAfter;
      },
    },
  );
  return { onExecute };
}

const oneOperation = (document: DocumentNode) =>
  document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length === 1;
