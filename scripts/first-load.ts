/**
 * The first-load JavaScript budget (decision 029): what `/` and `/kiosk/auth` fetch before anything
 * is clicked, computed from the build (dist/index.html and Vite's dist/.vite/manifest.json), gzip
 * level 9 per file, as a browser fetches them one by one.
 *
 * A page fetches: the scripts index.html names (the entry and its modulepreloads) and everything
 * the entry imports statically; the route's screen, which the entry imports dynamically as it
 * starts (ui/screens/screen.tsx), with its static imports; and the translations it reads (`common`,
 * the route titles where the page shows them (ui/i18n/first-page.ts), and each namespace the
 * screen's modules name in `useTranslation`), in the default locale. Lazy parts (dialogs, the
 * kiosk keyboard, the form checks) load later and are not counted. `npm run bench` prints what
 * Chromium really fetched beside this.
 *
 * `npx tsx scripts/first-load.ts [--dist DIR]` prints the figures and fails when a page is over the
 * budget, when a public page of issue 30 reads translations its first load does not fetch, or when
 * its first load carries a library no public page needs before it paints (`publicPageExcluded`);
 * `npm test` runs it after the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstPageNamespaces, firstPageScreen, screenModulePath } from '../machines/navigation/first-page';
import { defaultLocale } from '../machines/session/local-store.schema';
import { lighthousePages } from './bench-lighthouse';
import { root } from './processes';

/**
 * 150 KB gzip, in the bench's kilobytes (1,024 bytes): issue 30's bar, reached when Preact took
 * react-dom's place (decision 101). 200 KB until decision 096, 190 KB until decision 101.
 */
export const firstLoadBudget = 150 * 1024;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FirstLoadPage {
  path: string;
  /** The route's screen module, as the manifest names it (relative to ui/). */
  screen: string;
}

/** The pages whose first load has a budget. */
export const budgetedPages: FirstLoadPage[] = ['/', '/kiosk/auth'].map((path) => {
  const screen = firstPageScreen(path, false);
  if (!screen) throw new Error(`${path} has no screen of its own`);
  return { path, screen: screenModulePath(screen) };
});

/** A chunk and every chunk it imports statically, as manifest keys. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const queue = [key];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    const chunk = manifest[next];
    if (!chunk) throw new Error(`the manifest has no chunk ${next}`);
    seen.add(next);
    queue.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/** The namespaces `useTranslation('…')` names in a module's source. */
export function namespacesIn(source: string): string[] {
  return [...source.matchAll(/useTranslation\(\s*['"]([\w-]+)['"]/g)].map((match) => match[1]!);
}

/** `<script src>` and `<link rel="modulepreload" href>` of the built index.html, as dist paths. */
export function htmlScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script[^>]*\bsrc="\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g),
  ];
  return sources.map((match) => match[1]!);
}

export interface FirstLoad {
  path: string;
  /** Every script file, in the order computed: page, entry, screen, translations. */
  files: string[];
  namespaces: string[];
}

/**
 * The script files a page fetches on first load. `sourceOf(file)` gives the sources of a built
 * file's modules (its source map), to find the translations the screen reads.
 */
export function firstLoad(
  manifest: Manifest,
  html: string,
  page: FirstLoadPage,
  sourceOf: (file: string) => string[],
  locale: string = defaultLocale,
): FirstLoad {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`the manifest has ${entries.length} entries, not one`);
  const [entryKey] = entries[0]!;
  const screenKey = Object.keys(manifest).find((key) => manifest[key]!.src === page.screen);
  if (!screenKey) throw new Error(`the manifest has no screen ${page.screen}`);
  const entryFiles = staticClosure(manifest, entryKey).map((key) => manifest[key]!.file);
  const screenFiles = staticClosure(manifest, screenKey)
    .map((key) => manifest[key]!.file)
    .filter((file) => !entryFiles.includes(file));
  const read = screenFiles.flatMap((file) => sourceOf(file).flatMap(namespacesIn));
  const namespaces = [...new Set(['common', ...firstPageNamespaces(page.path), ...read])].sort();
  const translations = namespaces.map((namespace) => {
    const chunk = manifest[`../locales/${locale}/${namespace}.json`];
    if (!chunk) throw new Error(`the manifest has no translations ${locale}/${namespace}`);
    return chunk.file;
  });
  const files = [...new Set([...htmlScripts(html), ...entryFiles, ...screenFiles, ...translations])];
  return { path: page.path, files, namespaces };
}

/**
 * The namespaces a page's screen reads (its static closure's `useTranslation`) that its first load
 * does not fetch with `common` (machines/navigation/first-page.ts): the screen suspends on each when
 * it renders, and the page's content waits one more round trip (decision 109).
 */
export function lateNamespaces(
  manifest: Manifest,
  html: string,
  page: FirstLoadPage,
  sourceOf: (file: string) => string[],
): string[] {
  const fetched = new Set(['common', ...firstPageNamespaces(page.path)]);
  return firstLoad(manifest, html, page, sourceOf).namespaces.filter((namespace) => !fetched.has(namespace));
}

/**
 * Libraries a public page of issue 30 must not load before its first paint, by the path of their
 * modules in a built file's source map. zod: the public pages check nothing before they paint, and
 * zod came to `/notary/{id}` with a rule it imported for one predicate, 24.8 KB gzip and its schemas
 * built at start-up (decision 110).
 */
export const publicPageExcluded: readonly ExcludedModule[] = [
  {
    name: 'zod',
    module: /node_modules[\\/]zod[\\/]/,
    instead: 'the zod-free part of a rule goes in its .mask.ts (machines/fields), the rest loads when used',
    decision: 110,
  },
];

/**
 * What the two first pages (`/`, /kiosk/auth) must not load: the page kit, the chunk of what the lazily
 * loaded pages share, which holds the recipes no first page renders (ui/theme/more-recipes.ts). A small
 * Chakra component a first page renders that leaves the entry lands there unless a chunk group of
 * its own names it: 17 KB gzip came to `/` that way (decision 111).
 */
export const firstPageExcluded: readonly ExcludedModule[] = [
  {
    name: 'the page kit',
    module: /ui[\\/]theme[\\/]more-recipes\.ts$/,
    instead:
      "name the Chakra component the page renders in a chunk group of its own (vite.config.ts's first-page-parts)",
    decision: 111,
  },
];

export interface ExcludedModule {
  name: string;
  /** A module path, as a built file's source map names it, that the page must not load. */
  module: RegExp;
  /** What to do instead, for the failure's message. */
  instead: string;
  decision: number;
}

/** The excluded libraries a page's first load carries, with the first file that carries each. */
export function excludedLibraries(
  manifest: Manifest,
  html: string,
  page: FirstLoadPage,
  sourceOf: (file: string) => string[],
  modulesOf: (file: string) => string[],
  excluded: readonly ExcludedModule[] = publicPageExcluded,
): (ExcludedModule & { file: string })[] {
  const { files } = firstLoad(manifest, html, page, sourceOf);
  return excluded.flatMap((entry) => {
    const file = files.find((candidate) => modulesOf(candidate).some((path) => entry.module.test(path)));
    return file ? [{ ...entry, file }] : [];
  });
}

export interface FirstLoadFigures extends FirstLoad {
  gzip: number;
  raw: number;
}

/** A built dist/: its manifest, its index.html, and the sources of a built file's modules. */
function readDist(dist: string) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run the build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // Each map read and parsed once: the checks ask for the same files' sources and modules.
  type SourceMap = { sources?: string[]; sourcesContent?: string[] };
  const maps = new Map<string, SourceMap>();
  const mapOf = (file: string): SourceMap => {
    const known = maps.get(file);
    if (known) return known;
    const path = join(dist, `${file}.map`);
    const parsed = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SourceMap) : {};
    maps.set(file, parsed);
    return parsed;
  };
  const sourceOf = (file: string) => mapOf(file).sourcesContent ?? [];
  const modulesOf = (file: string) => mapOf(file).sources ?? [];
  return { manifest, html, sourceOf, modulesOf };
}

/** The public pages of issue 30, as the first-load computation takes them. */
const publicPages = (): FirstLoadPage[] =>
  lighthousePages.map((path) => {
    const screen = firstPageScreen(path, false);
    if (!screen) throw new Error(`${path} has no screen of its own`);
    return { path, screen: screenModulePath(screen) };
  });

/** Each public page of issue 30 with the namespaces its screen reads but its first load does not fetch. */
export function lateNamespacesInDist(dist = join(root, 'dist')): { path: string; late: string[] }[] {
  const { manifest, html, sourceOf } = readDist(dist);
  return publicPages().map((page) => ({
    path: page.path,
    late: lateNamespaces(manifest, html, page, sourceOf),
  }));
}

/** Each public page of issue 30 with the excluded libraries its first load carries. */
export function excludedLibrariesInDist(
  dist = join(root, 'dist'),
): { path: string; excluded: ReturnType<typeof excludedLibraries> }[] {
  const { manifest, html, sourceOf, modulesOf } = readDist(dist);
  const firstPages = new Set(budgetedPages.map((page) => page.path));
  return publicPages().map((page) => ({
    path: page.path,
    excluded: excludedLibraries(
      manifest,
      html,
      page,
      sourceOf,
      modulesOf,
      firstPages.has(page.path) ? [...publicPageExcluded, ...firstPageExcluded] : publicPageExcluded,
    ),
  }));
}

/** The first loads of the budgeted pages in a built dist/. */
export function measureDist(dist = join(root, 'dist')): FirstLoadFigures[] {
  const { manifest, html, sourceOf } = readDist(dist);
  return budgetedPages.map((page) => {
    const load = firstLoad(manifest, html, page, sourceOf);
    const bodies = load.files.map((file) => readFileSync(join(dist, file)));
    return {
      ...load,
      raw: bodies.reduce((sum, body) => sum + body.length, 0),
      gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distArgument = process.argv.indexOf('--dist');
  const dist = distArgument > 0 ? process.argv[distArgument + 1] : undefined;
  let over = false;
  console.log(`First-load JS (gzip level 9, budget ${kb(firstLoadBudget)} per page):`);
  for (const page of measureDist(dist)) {
    const verdict = page.gzip <= firstLoadBudget ? `${kb(firstLoadBudget - page.gzip)} left, within` : 'OVER';
    over ||= page.gzip > firstLoadBudget;
    console.log(
      `  ${page.path.padEnd(12)} ${String(page.files.length).padStart(3)} scripts, ${kb(page.raw)} raw, ${kb(page.gzip)} gzip: ${verdict} the budget (translations: ${page.namespaces.join(', ')})`,
    );
  }
  for (const { path, late } of lateNamespacesInDist(dist)) {
    if (late.length === 0) continue;
    over = true;
    console.log(
      `  ${path} reads ${late.join(', ')}, which its first load does not fetch: its screen suspends until they arrive (machines/navigation/first-page.ts)`,
    );
  }
  for (const { path, excluded } of excludedLibrariesInDist(dist)) {
    for (const { name, file, instead, decision } of excluded) {
      over = true;
      console.log(
        `  ${path} loads ${name} (${file}) before its first paint: ${instead} (decision ${decision})`,
      );
    }
  }
  process.exit(over ? 1 : 0);
}
