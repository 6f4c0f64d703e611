/**
 * The import boundaries of decision 022, written once as data. biome.json's `overrides` are
 * generated from here: `npx tsx scripts/lint-boundaries.ts` rewrites them, and
 * tests/tooling/lint-boundaries.test.ts fails when biome.json and this table disagree.
 *
 * Why generated: Biome's noRestrictedImports matches the import specifier as written, with
 * gitignore-style globs, so `../../ministry` means the top-level ministry/ only from a file two folders
 * deep (from gateway/resolvers/ it is gateway's own ministry/ client). Each rule therefore needs one
 * override per folder depth, with the exact number of `../`; `*` also matches `..`, so a single glob
 * cannot tell "another feature" from "climbing out of features/". Options of one rule do not merge
 * across overrides (the last matching override wins), so each override carries every pattern that
 * applies to its files.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './processes';
import { cliArgs } from './support/cli-args';

export interface RestrictedPattern {
  group: string[];
  message: string;
}

export interface Override {
  includes: string[];
  linter: { rules: Record<string, Record<string, unknown>> };
}

/** How many folders below its part a file may sit and still be covered by the rules below. */
export const coveredDepth = {
  gateway: 3,
  ministry: 3,
  scripts: 2,
  /** Below ui/app/, ui/screens/ or a shared folder such as ui/components/. */
  ui: 2,
  /** Below ui/features/<feature>/. */
  feature: 2,
} as const;

const up = (levels: number) => '../'.repeat(levels);
/** The folder and everything in it, from a file `levels` folders below the repository root. */
const topFolder = (levels: number, ...names: string[]) =>
  names.flatMap((name) => [`${up(levels)}${name}`, `${up(levels)}${name}/**`]);
/** Every module of each folder below `prefix` except its index. */
const indexOnly = (prefix: string, ...alsoAllowed: string[]) => [
  `${prefix}*/**`,
  `!${prefix}*/index`,
  ...alsoAllowed.map((name) => `!${prefix}*/${name}`),
];
/** The files exactly `depth` folders below `folder`. */
const filesAt = (folder: string, depth: number) => `${folder}/${'*/'.repeat(depth)}*`;
const depths = (max: number) => Array.from({ length: max + 1 }, (_, depth) => depth);

const restrict = (includes: string[], patterns: RestrictedPattern[]): Override => ({
  includes,
  linter: {
    rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } },
  },
});

const message = {
  gateway:
    'gateway/ wraps the ministry over REST and serves the UI over GraphQL: it imports neither ui/ nor ministry/ (decision 022)',
  ministry:
    'ministry/ holds no presentation and does not know the gateway: it imports neither ui/ nor gateway/ (decision 022)',
  scripts:
    'scripts/ do not depend on test code: a helper both use lives in scripts/support/ or in the part it belongs to (decision 022)',
  uiParts:
    'ui/ reaches the ministry through the gateway over GraphQL only: it imports neither gateway/ nor ministry/ (decision 022)',
  shared:
    'shared UI folders (components, graphql, storage, errors, i18n, ...) know no feature, nor the app shell or the route modules (decisions 022, 023)',
  featureIndex:
    "another feature is used through its index only ('../<feature>'), never its internal modules (decisions 022, 023)",
  screenModules:
    "a route module imports a feature's index or its *-page module, nothing else of it (decisions 022, 023)",
  screensToApp: 'ui/app/ composes the route modules, not the other way round (decision 023)',
  featureToShell:
    'features do not import the app shell or the route modules: those compose the features (decision 023)',
};

/** machines/ is pure (ARCHITECTURE.md): written by hand before the parts had rules, kept as it was. */
const machines: Override = {
  includes: ['machines/**'],
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: {
            paths: {
              react:
                'machines/ are pure statecharts: no React (ARCHITECTURE.md, imports flow ui/ -> machines/)',
              'react-dom': 'machines/ are pure statecharts: no React DOM',
              urql: 'machines/ declare actors; ui/ provides GraphQL calls',
              '@urql/exchange-auth': 'machines/ declare actors; ui/ provides GraphQL calls',
              i18next: 'machines/ hold translation keys, never translated text',
              'react-i18next': 'machines/ hold translation keys, never translated text',
              wouter: 'machines/ emit navigation; ui/ performs it',
              '@xstate/react': 'machines/ are framework-free; ui/ binds them to React',
              graphql: 'machines/ declare actors; ui/ provides GraphQL calls',
              pg: 'machines/ declare actors; ministry/ provides database access',
              '@electric-sql/pglite': 'machines/ declare actors; ministry/ provides database access',
              'drizzle-orm': 'machines/ declare actors; ministry/ provides database access',
            },
            patterns: [
              {
                group: [
                  '../ui/**',
                  '../../ui/**',
                  '../gateway/**',
                  '../../gateway/**',
                  '../ministry/**',
                  '../../ministry/**',
                  'node:*',
                ],
                message: 'machines/ import only xstate, zod and machines/',
              },
            ],
          },
        },
        noRestrictedGlobals: {
          level: 'error',
          options: {
            deniedGlobals: {
              window: 'machines/ run in Node and tests: no window',
              document: 'machines/ run in Node and tests: no document',
              localStorage: 'persistence is an actor provided by ui/',
              fetch: 'network calls are actors provided by ui/ or ministry/',
              setTimeout: 'use XState delays (after) so tests can use a simulated clock',
              setInterval: 'use XState delays (after) so tests can use a simulated clock',
            },
          },
        },
      },
    },
  },
};

export function boundaryOverrides(): Override[] {
  const overrides: Override[] = [machines];

  for (const depth of depths(coveredDepth.gateway))
    overrides.push(
      restrict(
        [filesAt('gateway', depth)],
        [{ group: topFolder(depth + 1, 'ui', 'ministry'), message: message.gateway }],
      ),
    );
  for (const depth of depths(coveredDepth.ministry))
    overrides.push(
      restrict(
        [filesAt('ministry', depth)],
        [{ group: topFolder(depth + 1, 'ui', 'gateway'), message: message.ministry }],
      ),
    );
  for (const depth of depths(coveredDepth.scripts))
    overrides.push(
      restrict(
        [filesAt('scripts', depth)],
        [
          {
            group: [...topFolder(depth + 1, 'tests', 'e2e'), '**/*.test', '**/*.spec'],
            message: message.scripts,
          },
        ],
      ),
    );

  // ui/main.tsx and its siblings: the entry point uses feature indexes, like the app shell.
  overrides.push(
    restrict(
      ['ui/*'],
      [
        { group: topFolder(1, 'gateway', 'ministry'), message: message.uiParts },
        { group: indexOnly('./features/'), message: message.featureIndex },
      ],
    ),
  );

  for (const depth of depths(coveredDepth.ui)) {
    const ui = up(depth + 1);
    const uiParts = { group: topFolder(depth + 2, 'gateway', 'ministry'), message: message.uiParts };
    // Shared folders: every folder of ui/ that is not a feature, the shell or the route modules, so a
    // new shared folder is covered without a change here.
    overrides.push(
      restrict(
        [`ui/*/${'*/'.repeat(depth)}*`, '!ui/features/**', '!ui/app/**', '!ui/screens/**'],
        [uiParts, { group: topFolder(depth + 1, 'features', 'app', 'screens'), message: message.shared }],
      ),
    );
    overrides.push(
      restrict(
        [filesAt('ui/app', depth)],
        [uiParts, { group: indexOnly(`${ui}features/`), message: message.featureIndex }],
      ),
    );
    // A route module may import a page module directly: one lazy chunk per screen (decision 023).
    overrides.push(
      restrict(
        [filesAt('ui/screens', depth)],
        [
          uiParts,
          { group: indexOnly(`${ui}features/`, '*-page', '*-pages'), message: message.screenModules },
          { group: topFolder(depth + 1, 'app'), message: message.screensToApp },
        ],
      ),
    );
  }

  for (const depth of depths(coveredDepth.feature)) {
    const features = up(depth + 1);
    const ui = up(depth + 2);
    overrides.push(
      restrict(
        [filesAt('ui/features/*', depth)],
        [
          { group: topFolder(depth + 3, 'gateway', 'ministry'), message: message.uiParts },
          {
            // `${features}*` also matches `${ui}` ('*' matches '..'): climbing out of features/ is let
            // through here and judged by the patterns after it (the last matching pattern decides).
            group: [...indexOnly(features), `!${ui}**`, ...indexOnly(`${ui}features/`)],
            message: message.featureIndex,
          },
          {
            group: [...topFolder(depth + 2, 'app', 'screens'), `${ui}main`],
            message: message.featureToShell,
          },
        ],
      ),
    );
  }
  return overrides;
}

const biomeJson = join(root, 'biome.json');

export function readBiomeOverrides(): unknown {
  return JSON.parse(readFileSync(biomeJson, 'utf8')).overrides;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cliArgs({
    usage: `usage: npx tsx scripts/lint-boundaries.ts

Rewrites the import-boundary rules (the "overrides") in biome.json from the table in this script
(decision 022); run it after changing the table. tests/tooling/lint-boundaries.test.ts fails while the
two disagree.

  -h, --help  this text`,
    options: {},
  });
  // Only the overrides are rewritten, on one line, for Biome's formatter to lay out: the formatter keeps
  // an object expanded when its text is, so the rest of the file keeps its hand-written layout.
  const text = readFileSync(biomeJson, 'utf8');
  const start = text.indexOf('"overrides"');
  if (start < 0) throw new Error('biome.json has no "overrides" to replace');
  writeFileSync(biomeJson, `${text.slice(0, start)}"overrides": ${JSON.stringify(boundaryOverrides())}\n}\n`);
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', biomeJson], { stdio: 'inherit' });
}
