import { matchRoute } from './match-route';
import type { ScreenId } from './routes';

/**
 * What a page opened from its address needs before its first paint, beyond the SPA's entry: its
 * screen's module and the translation namespaces it reads beyond `common`. The SPA starts these
 * downloads first thing (ui/main.tsx); the gateway names the same ones in the page's HTML as
 * preloads, so they travel with the entry instead of after it (decision 029).
 */

/**
 * The namespaces of the screens a visit most often starts on, fetched with `common` rather than
 * when the screen first renders: one round trip less before the page shows. Any other screen loads
 * its own when it renders.
 */
const screenNamespaces: Partial<Record<ScreenId, readonly string[]>> = {
  home: ['home'],
  kioskAuth: ['login'],
  catalogue: ['catalogue', 'actTypes', 'money'],
  updateDict: ['dictionaries'],
  // The directory's list and a notary's card wait for nothing else (decision 102).
  notaryDirectory: ['notaries'],
  notaryPage: ['notaries'],
  // The public pages of issue 30: their screen suspended on its namespace after its chunk had run,
  // one more round trip before the heading (the LCP element) could paint (decision 103).
  statistics: ['statistics', 'actTypes'],
  proxyCheck: ['searches'],
  inheritanceSearch: ['searches'],
  actCheck: ['searches'],
};

/**
 * The translations a first page reads beyond `common`: the route titles, for the breadcrumbs and
 * the status pages (loaded before the first render, so the breadcrumbs do not push the page down
 * when they arrive; `/` and the kiosk's pages have neither), and its screen's.
 */
export function firstPageNamespaces(path: string): string[] {
  const route = matchRoute(path)?.route;
  const needsTitles =
    !route || route.breadcrumbs.length > 0 || ['notFound', 'forbidden'].includes(route.screen);
  return [...(needsTitles ? ['pages'] : []), ...((route && screenNamespaces[route.screen]) ?? [])];
}

/** Screens that are part of the entry, never fetched on their own. */
export const entryScreens: readonly ScreenId[] = ['notFound', 'forbidden'];

/**
 * The screen whose module a page opened at `path` fetches before its first paint, or null: a
 * guarded screen only with a stored session (a visitor without one is sent to the login instead).
 */
export function firstPageScreen(path: string, loggedIn: boolean): ScreenId | null {
  const match = matchRoute(path);
  if (!match || (match.route.guarded && !loggedIn)) return null;
  return entryScreens.includes(match.route.screen) ? null : match.route.screen;
}

/** The screen's module in the SPA: ui/screens/<screen id in kebab case>.tsx (checked by a test). */
export function screenModulePath(screen: ScreenId): string {
  return `screens/${screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
}
