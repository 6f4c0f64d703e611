import { matchRoute } from '../../machines/navigation/match-route';
import type { ScreenId } from '../../machines/navigation/routes';
import type { Namespace } from './i18n';

/**
 * The namespaces of the screens a visit most often starts on, fetched with `common` rather than
 * when the screen first renders: one round trip less before the page shows (decision 029). Any
 * other screen loads its own when it renders.
 */
const screenNamespaces: Partial<Record<ScreenId, Namespace[]>> = {
  home: ['home'],
  kioskAuth: ['login'],
};

/**
 * The translations a first page reads beyond `common`: the route titles, for the breadcrumbs and
 * the status pages (loaded before the first render, so the breadcrumbs do not push the page down
 * when they arrive; `/` and the kiosk's pages have neither), and its screen's.
 */
export function firstPageNamespaces(path: string): Namespace[] {
  const route = matchRoute(path)?.route;
  const needsTitles =
    !route || route.breadcrumbs.length > 0 || ['notFound', 'forbidden', 'pending'].includes(route.screen);
  return [...(needsTitles ? (['pages'] as const) : []), ...((route && screenNamespaces[route.screen]) ?? [])];
}
