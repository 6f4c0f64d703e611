import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryOverrides, readBiomeOverrides } from '../../scripts/lint-boundaries';
import { sourceFiles } from './import-graph';

// Each import rule of decision 022 is proved by probe files written into the real folders and
// linted by Biome in one run: a forbidden import must fail with its rule's message, a legitimate one
// must pass. The probes are placed in every folder that holds code today, plus a new feature and a
// new shared folder, so a rule that forgets a folder depth or a new folder fails here.

const root = join(import.meta.dirname, '..', '..');
const probeMark = '__lint-probe__';

interface Probe {
  name: string;
  file: string;
  source: string;
  /** The rule and message the probe must fail with, or undefined when it must pass. */
  fails?: Failure;
}

interface Failure {
  category: string;
  message: RegExp;
}
const restrictedImport = (message: RegExp): Failure => ({
  category: 'lint/style/noRestrictedImports',
  message,
});

const probes: Probe[] = [];
const createdFolders: string[] = [];

/** `target` (a path from the root, without extension) as a specifier written in `folder`. */
function specifier(folder: string, target: string) {
  const path = relative(folder, target);
  return path.startsWith('.') ? path : `./${path}`;
}

function probeImport(folder: string, target: string, fails?: Failure) {
  const spec = specifier(folder, target);
  probes.push({
    name: `${folder}/ importing '${spec}' ${fails ? 'fails' : 'passes'}`,
    file: join(folder, `${probeMark}${probes.length}.ts`),
    source: `import { probe as imported } from '${spec}';\n\nexport const probe = imported;\n`,
    ...(fails ? { fails } : {}),
  });
}

/** Folders Biome does not look at (generated code): biome.json's `files.includes` negations. */
const unlinted: string[] = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  .files.includes.filter((glob: string) => glob.startsWith('!'))
  .map((glob: string) => glob.slice(1));

/** The linted folders under `part` that hold .ts/.tsx files, as paths from the root. */
function codeFolders(part: string) {
  const folders = sourceFiles(join(root, part)).map((file) => relative(root, dirname(file)));
  return [...new Set(folders)]
    .filter((folder) => !unlinted.some((skipped) => folder === skipped || folder.startsWith(`${skipped}/`)))
    .sort();
}

const features = readdirSync(join(root, 'ui/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A module of the feature other than its index and its pages. */
function internalModule(feature: string) {
  const module = sourceFiles(join(root, 'ui/features', feature))
    .map((file) => relative(root, file).replace(/\.tsx?$/, ''))
    .find((file) => !/(\/index|-pages?|\.test)$/.test(file));
  if (!module) throw new Error(`ui/features/${feature} has no internal module to probe`);
  return module;
}

const rule = {
  gateway: restrictedImport(/gateway\/ .* imports neither ui\/ nor ministry\//),
  ministry: restrictedImport(/ministry\/ .* imports neither ui\/ nor gateway\//),
  scripts: restrictedImport(/scripts\/ do not depend on test code/),
  uiParts: restrictedImport(
    /ui\/ reaches the ministry through the gateway .* imports neither gateway\/ nor ministry\//,
  ),
  shared: restrictedImport(/shared UI folders .* know no feature, nor the app shell or the route modules/),
  featureIndex: restrictedImport(/another feature is used through its index only/),
  screenModules: restrictedImport(/a route module imports a feature's index or its \*-page module/),
  screensToApp: restrictedImport(/ui\/app\/ composes the route modules/),
  featureToShell: restrictedImport(/features do not import the app shell or the route modules/),
};

// The parts: gateway, ministry and ui reach each other only over the wire; scripts/ import no tests.
for (const folder of codeFolders('gateway')) {
  probeImport(folder, 'ui/main', rule.gateway);
  probeImport(folder, 'ministry/app', rule.gateway);
  probeImport(folder, 'gateway/generated/schema-types');
  probeImport(folder, 'machines/liveness-socket/liveness-socket.machine');
}
// gateway/ministry/ is the gateway's REST client of the ministry, not the ministry.
probeImport('gateway/resolvers/Query', 'gateway/ministry/acts-schemas');
for (const folder of codeFolders('ministry')) {
  probeImport(folder, 'ui/main', rule.ministry);
  probeImport(folder, 'gateway/app', rule.ministry);
  probeImport(folder, 'machines/act/act.machine');
}
for (const folder of codeFolders('scripts')) {
  probeImport(folder, 'tests/support/ministry', rule.scripts);
  probeImport(folder, 'e2e/fixtures', rule.scripts);
  probeImport(folder, 'machines/act/act.machine.test', rule.scripts);
  probeImport(folder, 'ministry/app');
  probeImport(folder, 'scripts/support/faces');
}
for (const folder of codeFolders('ui')) {
  probeImport(folder, 'gateway/app', rule.uiParts);
  probeImport(folder, 'ministry/app', rule.uiParts);
  probeImport(folder, 'machines/session/session.machine');
}

// Shared folders, including one that does not exist yet: no feature, shell or route module.
const sharedFolders = [
  ...codeFolders('ui').filter((folder) => !/^ui(\/(features|app|screens)(\/|$)|$)/.test(folder)),
  `ui/${probeMark}`,
  `ui/${probeMark}/nested`,
];
for (const folder of sharedFolders) {
  probeImport(folder, 'ui/features/session', rule.shared);
  probeImport(folder, 'ui/app/app', rule.shared);
  probeImport(folder, 'ui/screens/screen', rule.shared);
  probeImport(folder, 'ui/storage/local-store');
  probeImport(folder, 'ui/gql');
}

// Features, including a new one and a nested folder in it: another feature only through its index.
const featureFolders = [
  ...codeFolders('ui/features'),
  `ui/features/${probeMark}`,
  `ui/features/${probeMark}/nested`,
  `ui/features/${probeMark}/nested/deeper`,
];
for (const folder of featureFolders) {
  const own = folder.split('/')[2]!;
  for (const other of features.filter((feature) => feature !== own)) {
    probeImport(folder, internalModule(other), rule.featureIndex);
    probeImport(folder, `ui/features/${other}`);
    probeImport(folder, `ui/features/${other}/index`);
  }
  probeImport(folder, 'ui/app/app', rule.featureToShell);
  probeImport(folder, 'ui/screens/screen', rule.featureToShell);
  probeImport(folder, 'ui/main', rule.featureToShell);
  probeImport(folder, 'ui/components/toaster');
  probeImport(folder, 'ui/errors/error-effects');
  probeImport(folder, `ui/features/${own}/${probeMark}-sibling`);
}

// The composition root (ui/main.tsx, ui/app/) and the route modules.
for (const folder of ['ui', ...codeFolders('ui/app')]) {
  probeImport(folder, 'ui/features/session/session-actor', rule.featureIndex);
  probeImport(folder, 'ui/features/session');
  probeImport(folder, 'ui/screens/screen');
}
for (const folder of codeFolders('ui/screens')) {
  probeImport(folder, 'ui/features/acts/act-format', rule.screenModules);
  probeImport(folder, 'ui/app/app', rule.screensToApp);
  probeImport(folder, 'ui/features/acts/act-page');
  probeImport(folder, 'ui/features/acts/act-subject-pages');
  probeImport(folder, 'ui/features/acts');
}

// machines/ is pure (ARCHITECTURE.md): no React, urql, i18next, wouter, Node or other parts.
for (const [spec, message] of [
  ['react', /no React/],
  ['urql', /ui\/ provides GraphQL calls/],
  ['i18next', /translation keys, never translated text/],
  ['wouter', /machines\/ emit navigation/],
  ['node:fs', /machines\/ import only xstate, zod and machines\//],
  ['../../ui/main', /machines\/ import only xstate, zod and machines\//],
] as const) {
  probes.push({
    name: `a machines/ file importing '${spec}' fails`,
    file: `machines/${probeMark}/${probeMark}${probes.length}.ts`,
    source: `import { probe as imported } from '${spec}';\n\nexport const probe = imported;\n`,
    fails: restrictedImport(message),
  });
}
probes.push({
  name: 'a machines/ file using window or setTimeout fails',
  file: `machines/${probeMark}/${probeMark}globals.ts`,
  source: 'export const probe = () => [window.location, setTimeout];\n',
  fails: { category: 'lint/style/noRestrictedGlobals', message: /global variable window/ },
});
probes.push({
  name: 'a machines/ file importing xstate, zod and another machine passes',
  file: `machines/${probeMark}/${probeMark}allowed.ts`,
  source:
    "import { setup } from 'xstate';\nimport { z } from 'zod';\nimport { actMachine } from '../act/act.machine';\n\nexport const probe = [setup, z, actMachine];\n",
});

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}
const diagnostics = new Map<string, Diagnostic[]>();

beforeAll(() => {
  for (const probe of probes) {
    const folder = join(root, dirname(probe.file));
    // Remember the first folder created for the probes, so it goes away with them.
    const created = mkdirSync(folder, { recursive: true });
    if (created) createdFolders.push(created);
    writeFileSync(join(root, probe.file), probe.source);
  }
  const result = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=none', ...probes.map((probe) => probe.file)],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  for (const diagnostic of report.diagnostics) {
    const path = diagnostic.location.path;
    diagnostics.set(path, [...(diagnostics.get(path) ?? []), diagnostic]);
  }
});

afterAll(() => {
  for (const probe of probes) rmSync(join(root, probe.file), { force: true });
  for (const folder of createdFolders) rmSync(folder, { recursive: true, force: true });
});

describe('lint boundaries (decision 022)', () => {
  it('biome.json holds the overrides scripts/lint-boundaries.ts generates (npx tsx scripts/lint-boundaries.ts)', () => {
    expect(readBiomeOverrides()).toEqual(boundaryOverrides());
  });

  it('probes every rule in every folder that holds code', () => {
    expect(probes.filter((probe) => probe.fails).length).toBeGreaterThan(100);
    expect(probes.filter((probe) => !probe.fails).length).toBeGreaterThan(100);
  });

  it.each(probes.map((probe) => [probe.name, probe] as const))('%s', (_name, probe) => {
    const found = diagnostics.get(probe.file) ?? [];
    const { fails } = probe;
    if (fails) {
      const matching = found.filter(
        (diagnostic) => diagnostic.category === fails.category && fails.message.test(diagnostic.message),
      );
      expect(matching, JSON.stringify(found)).not.toEqual([]);
    } else {
      expect(found.map((diagnostic) => `${diagnostic.category}: ${diagnostic.message}`)).toEqual([]);
    }
  });
});
