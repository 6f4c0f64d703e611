import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstPageNamespaces, firstPageScreen, screenModulePath } from '../../machines/navigation/first-page';
import { lighthousePages } from '../../scripts/bench-lighthouse';
import {
  firstLoad,
  firstLoadBudget,
  htmlScripts,
  lateNamespaces,
  type Manifest,
  measureDist,
  namespacesIn,
} from '../../scripts/first-load';

// The budget itself is checked on the real build by `npm test` after the build step
// (scripts/test.ts); these tests check the computation on a build made up for them.

const root = join(import.meta.dirname, '..', '..');

/** A build as Vite writes one: an entry, two screens, shared and lazy chunks, translations. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['screens/home.tsx', 'screens/kiosk-auth.tsx', 'screens/act.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_vendor.js'] },
  'screens/home.tsx': {
    file: 'assets/home.js',
    src: 'screens/home.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_icons.js'],
    dynamicImports: ['features/home/notice-dialog.tsx'],
  },
  'features/home/notice-dialog.tsx': {
    file: 'assets/notice-dialog.js',
    src: 'features/home/notice-dialog.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'screens/kiosk-auth.tsx': {
    file: 'assets/kiosk-auth.js',
    src: 'screens/kiosk-auth.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_form.js'],
  },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  'screens/act.tsx': {
    file: 'assets/act.js',
    src: 'screens/act.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_icons.js', '_form.js'],
  },
  ...Object.fromEntries(
    ['common', 'home', 'login', 'pages', 'acts'].map((namespace) => [
      `../locales/oz/${namespace}.json`,
      { file: `assets/oz-${namespace}.js`, src: `../locales/oz/${namespace}.json`, isDynamicEntry: true },
    ]),
  ),
};
const html =
  '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor.js">';
const sources: Record<string, string[]> = {
  'assets/home.js': ["const { t } = useTranslation('home');"],
  'assets/icons.js': ['export const Icon = 1;'],
  'assets/form.js': ["const { t } = useTranslation( 'login' );"],
  'assets/kiosk-auth.js': ["useTranslation('login')"],
  'assets/notice-dialog.js': ["useTranslation('acts')"],
};
const sourceOf = (file: string) => sources[file] ?? [];

describe('the first load of a page', () => {
  it('is the page, the entry with what it imports, the screen with what it imports, and its translations', () => {
    expect(firstLoad(manifest, html, { path: '/', screen: 'screens/home.tsx' }, sourceOf)).toEqual({
      path: '/',
      files: [
        'assets/index.js',
        'assets/vendor.js',
        'assets/home.js',
        'assets/icons.js',
        'assets/oz-common.js',
        'assets/oz-home.js',
      ],
      namespaces: ['common', 'home'],
    });
  });

  it('leaves out what loads later and other routes, and adds the route titles a page with breadcrumbs shows', () => {
    const kiosk = firstLoad(
      manifest,
      html,
      { path: '/kiosk/auth', screen: 'screens/kiosk-auth.tsx' },
      sourceOf,
    );
    expect(kiosk.files).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/kiosk-auth.js',
      'assets/form.js',
      'assets/oz-common.js',
      'assets/oz-login.js',
    ]);
    const act = firstLoad(
      manifest,
      html,
      { path: '/my_notarial_act/7', screen: 'screens/act.tsx' },
      sourceOf,
    );
    expect(act.namespaces).toEqual(['common', 'login', 'pages']);
    expect(act.files).not.toContain('assets/notice-dialog.js');
    expect(act.files).not.toContain('assets/home.js');
  });

  it('names the translations a screen reads that its first load does not fetch', () => {
    // The kiosk's login form reads `login`, which its first load fetches with `common`.
    expect(
      lateNamespaces(manifest, html, { path: '/kiosk/auth', screen: 'screens/kiosk-auth.tsx' }, sourceOf),
    ).toEqual([]);
    // A screen that renders the form's words on `/`, whose first load fetches `home`: `login` comes late.
    // The dialog's `acts` is no part of it: the dialog is fetched when it opens.
    expect(lateNamespaces(manifest, html, { path: '/', screen: 'screens/act.tsx' }, sourceOf)).toEqual([
      'login',
    ]);
  });

  it('fails loudly on a build it cannot read', () => {
    expect(() => firstLoad(manifest, html, { path: '/', screen: 'screens/gone.tsx' }, sourceOf)).toThrow(
      'no screen screens/gone.tsx',
    );
    const { 'screens/home.tsx': home, ...rest } = manifest;
    const broken: Manifest = { ...rest, 'screens/home.tsx': { ...home!, imports: ['_missing.js'] } };
    expect(() => firstLoad(broken, html, { path: '/', screen: 'screens/home.tsx' }, sourceOf)).toThrow(
      'no chunk _missing.js',
    );
  });

  it('reads the scripts of index.html and the namespaces of a source', () => {
    expect(htmlScripts(html)).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(namespacesIn("useTranslation('face', { lng }); useTranslation(); t('common:x')")).toEqual([
      'face',
    ]);
  });
});

describe('the budget check', () => {
  const sandbox = mkdtempSync(join(tmpdir(), 'first-load-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  function dist(vendorBytes: Buffer) {
    const folder = mkdtempSync(join(sandbox, 'dist-'));
    const write = (file: string, body: string | Buffer) => {
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      writeFileSync(join(folder, file), body);
    };
    write('.vite/manifest.json', JSON.stringify(built));
    write('index.html', html);
    for (const chunk of Object.values(built)) write(chunk.file, 'export {};');
    write('assets/vendor.js', vendorBytes);
    const all = { ...sources, ...extraSources };
    for (const file of new Set([...Object.keys(all), ...Object.keys(extraModules)]))
      write(
        `${file}.map`,
        JSON.stringify({ sources: extraModules[file] ?? [], sourcesContent: all[file] ?? [] }),
      );
    return folder;
  }
  // The check reads every public page of issue 30: their screens and first translations, as chunks.
  const built: Manifest = { ...manifest };
  for (const path of lighthousePages) {
    const screen = screenModulePath(firstPageScreen(path, false)!);
    built[screen] ??= {
      file: `assets/${screen.slice('screens/'.length, -'.tsx'.length)}.js`,
      src: screen,
      isDynamicEntry: true,
    };
    for (const namespace of firstPageNamespaces(path))
      built[`../locales/oz/${namespace}.json`] ??= {
        file: `assets/oz-${namespace}.js`,
        src: `../locales/oz/${namespace}.json`,
        isDynamicEntry: true,
      };
  }
  let extraSources: Record<string, string[]> = {};
  /** A built file's modules, as its source map names them. */
  let extraModules: Record<string, string[]> = {};

  it('measures each file gzipped and passes a page within the budget', () => {
    const small = dist(Buffer.from('export const a = 1;\n'.repeat(1000)));
    const [home, kiosk] = measureDist(small);
    expect(home!.raw).toBeGreaterThan(20_000);
    expect(home!.gzip).toBeLessThan(2_000);
    expect(kiosk!.path).toBe('/kiosk/auth');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/first-load.ts', '--dist', small], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('within the budget');
    expect(run.status).toBe(0);
  });

  it('fails a page whose scripts are over the budget', () => {
    // Random bytes do not compress: the entry alone is over the budget.
    const heavy = dist(randomBytes(firstLoadBudget + 10_000));
    expect(measureDist(heavy)[0]!.gzip).toBeGreaterThan(firstLoadBudget);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/first-load.ts', '--dist', heavy], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(/\/ .* OVER the budget/);
    expect(run.status).toBe(1);
  });

  it('fails a public page whose screen reads translations its first load does not fetch', () => {
    extraSources = { 'assets/statistics.js': ["const { t } = useTranslation('acts');"] };
    const late = dist(Buffer.from('export const a = 1;\n'));
    extraSources = {};
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/first-load.ts', '--dist', late], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('within the budget');
    expect(run.stdout).toContain('/statistics reads acts, which its first load does not fetch');
    expect(run.status).toBe(1);
  });

  it('fails a public page whose first load carries zod, and passes one whose lazy part does', () => {
    const zod = ['../../node_modules/zod/v4/core/core.js', '../../node_modules/zod/v4/classic/schemas.js'];
    // The notary page's screen imports a chunk of zod with its first load.
    built['_rules.js'] = { file: 'assets/rules.js' };
    built['screens/notary-page.tsx'] = { ...built['screens/notary-page.tsx']!, imports: ['_rules.js'] };
    extraModules = { 'assets/rules.js': zod };
    const eager = dist(Buffer.from('export const a = 1;\n'));
    // The same chunk imported only dynamically (a form loaded when it opens) is no part of the first load.
    built['screens/notary-page.tsx'] = {
      ...built['screens/notary-page.tsx']!,
      imports: [],
      dynamicImports: ['_rules.js'],
    };
    const lazy = dist(Buffer.from('export const a = 1;\n'));
    extraModules = {};
    delete built['_rules.js'];
    const check = (folder: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/first-load.ts', '--dist', folder], {
        cwd: root,
        encoding: 'utf8',
      });
    const failed = check(eager);
    expect(failed.stdout).toContain('/notary/1 loads zod (assets/rules.js) before its first paint');
    expect(failed.status).toBe(1);
    const passed = check(lazy);
    expect(passed.stdout).not.toContain('loads zod');
    expect(passed.status).toBe(0);
  });

  it('fails a first page whose first load carries the page kit', () => {
    // The home screen imports a chunk that holds the recipes no first page renders.
    const home = screenModulePath(firstPageScreen('/', false)!);
    const before = built[home]!;
    built['_kit.js'] = { file: 'assets/kit.js' };
    built[home] = { ...before, imports: ['_kit.js'] };
    extraModules = {
      'assets/kit.js': ['../../ui/theme/more-recipes.ts', '../../ui/components/fact-list.tsx'],
    };
    const folder = dist(Buffer.from('export const a = 1;\n'));
    extraModules = {};
    built[home] = before;
    delete built['_kit.js'];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/first-load.ts', '--dist', folder], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('/ loads the page kit (assets/kit.js) before its first paint');
    expect(run.stdout).not.toContain('/kiosk/auth loads');
    expect(run.status).toBe(1);
  });
});
