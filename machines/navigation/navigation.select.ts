import type { SnapshotFrom } from 'xstate';
import { buildPath } from './match-route';
import type { NavigationMachine, NavigationMode } from './navigation.machine';
import { type RouteId, routeById, type ScreenId } from './routes';

export interface Breadcrumb {
  routeId: RouteId;
  /** Translation key in the `pages` namespace. */
  titleKey: string;
  href: string;
  current: boolean;
}

export interface NavigationView {
  mode: NavigationMode | null;
  routeId: RouteId | null;
  screen: ScreenId | null;
  params: Record<string, string>;
  titleKey: string | null;
  breadcrumbs: Breadcrumb[];
  busy: boolean;
  loginDialogOpen: boolean;
  canDismissLogin: boolean;
  canRequestLogin: boolean;
  redirectTarget: string | null;
}

export const routeTitleKey = (routeId: RouteId) => `routes.${routeId}`;

export function selectNavigation(snapshot: SnapshotFrom<NavigationMachine>): NavigationView {
  const { routeId, params, redirectTarget } = snapshot.context;
  const mode: NavigationMode | null = snapshot.matches('kiosk')
    ? 'kiosk'
    : snapshot.matches('browser')
      ? 'browser'
      : null;
  const route = routeId ? routeById[routeId] : null;
  const trail = route?.breadcrumbs ?? [];
  // A single crumb (home on the home page) says nothing, so the trail starts at two.
  const breadcrumbs =
    trail.length < 2
      ? []
      : trail.map((id, index) => ({
          routeId: id,
          titleKey: routeTitleKey(id),
          href: buildPath(routeById[id].pattern, params),
          current: index === trail.length - 1,
        }));
  const busy = snapshot.hasTag('busy');
  return {
    mode,
    routeId,
    screen: busy ? null : (route?.screen ?? null),
    params,
    titleKey: route ? routeTitleKey(route.id) : null,
    breadcrumbs,
    busy,
    loginDialogOpen: snapshot.hasTag('loginDialog'),
    canDismissLogin: snapshot.can({ type: 'login.dismissed' }),
    canRequestLogin: snapshot.can({ type: 'login.requested' }),
    redirectTarget,
  };
}
