import {
  firstPageNamespaces,
  firstPageScreen,
  screenModulePath,
} from '../../machines/navigation/first-page.js';
import { defaultLocale, type Locale, locales } from '../../machines/session/local-store.schema.js';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The cookie the SPA keeps in step with its chosen language (ui/storage/local-store.ts). */
export const LOCALE_COOKIE = 'locale';

export function localeFromCookie(header: string | undefined): Locale {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && (locales as readonly string[]).includes(value ?? ''))
      return value as Locale;
  }
  return defaultLocale;
}

/**
 * The files a page opened at a path fetches before its first paint beyond the entry and its
 * static imports: its screen's module with its imports, and its translations (`common` and those
 * of machines/navigation/first-page.ts) in the visitor's language. Named in the HTML as
 * `modulepreload` links, they download alongside the entry rather than after it has run
 * (decision 029). A guarded page is not preloaded: the server does not know whether the visitor
 * has a session, and without one the SPA shows the login instead.
 */
export function createPagePreloads(manifest: Manifest) {
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);

  return (path: string, locale: Locale): string[] => {
    const screen = firstPageScreen(path, false);
    const keys = [
      ...(screen ? [screenModulePath(screen)] : []),
      ...['common', ...firstPageNamespaces(path)].map((name) => `../locales/${locale}/${name}.json`),
    ];
    const files = new Set<string>();
    for (const key of keys)
      for (const needed of closure(key)) if (!entry.has(needed)) files.add(manifest[needed]!.file);
    return [...files].map((file) => `/${file}`);
  };
}

/** The `<link>` tags for the head, before the entry's script. */
export function preloadTags(paths: string[]): string {
  return paths.map((path) => `<link rel="modulepreload" crossorigin href="${path}">`).join('\n    ');
}
