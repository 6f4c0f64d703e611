import { matchRoute } from '../../machines/navigation/match-route';
import type { Namespace } from './i18n';

/**
 * The translations the shell reads on a first page beyond `common`: the route titles, for the
 * breadcrumbs and the status pages. Loaded before the first render, so the breadcrumbs do not push
 * the page down when they arrive; `/` and the kiosk's pages have neither (decision 029). The
 * screen's own namespaces load with it.
 */
export function firstPageNamespaces(path: string): Namespace[] {
  const route = matchRoute(path)?.route;
  const needsTitles =
    !route || route.breadcrumbs.length > 0 || ['notFound', 'forbidden', 'pending'].includes(route.screen);
  return needsTitles ? ['pages'] : [];
}
