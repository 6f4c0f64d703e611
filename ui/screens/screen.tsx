import { type ComponentType, lazy } from 'react';
import { matchRoute } from '../../machines/navigation/match-route';
import type { ScreenId } from '../../machines/navigation/routes';
import type { ScreenProps } from './screen-props';
import { ForbiddenScreen, NotFoundScreen } from './status';

type ScreenModule = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * One route module per screen id of machines/navigation/routes.ts; a Record, so a new screen id
 * without its module fails typecheck. 403 and 404 are in the first bundle; every other screen, home
 * included, is fetched when first shown, so each page's first load carries only its own screen
 * (decision 029). The shell keeps the main area's height while a screen loads.
 */
const modules: Record<Exclude<ScreenId, 'notFound' | 'forbidden'>, ScreenModule> = {
  home: () => import('./home'),
  kioskMain: () => import('./kiosk-main'),
  kioskAuth: () => import('./kiosk-auth'),
  myActs: () => import('./my-acts'),
  createAct: () => import('./create-act'),
  act: () => import('./act'),
  actMember: () => import('./act-member'),
  actVehicle: () => import('./act-vehicle'),
  notaryWorkspace: () => import('./notary-workspace'),
  pending: () => import('./not-available'),
};

const screens: Record<ScreenId, ComponentType<ScreenProps>> = {
  notFound: NotFoundScreen,
  forbidden: ForbiddenScreen,
  home: lazy(modules.home),
  kioskMain: lazy(modules.kioskMain),
  kioskAuth: lazy(modules.kioskAuth),
  myActs: lazy(modules.myActs),
  createAct: lazy(modules.createAct),
  act: lazy(modules.act),
  actMember: lazy(modules.actMember),
  actVehicle: lazy(modules.actVehicle),
  notaryWorkspace: lazy(modules.notaryWorkspace),
  pending: lazy(modules.pending),
};

/**
 * Starts fetching the screen of the page being opened while the translations load, so the lazy
 * screen costs no extra round trip. A guarded screen is fetched only with a stored session: a
 * visitor without one is sent to the login instead.
 */
export function preloadScreen(path: string, loggedIn: boolean): void {
  const match = matchRoute(path);
  if (!match || (match.route.guarded && !loggedIn)) return;
  const { screen } = match.route;
  if (screen !== 'notFound' && screen !== 'forbidden') modules[screen]().catch(() => {});
}

export function Screen({ view, kiosk }: ScreenProps) {
  const Route = view.screen ? screens[view.screen] : null;
  return Route ? <Route view={view} kiosk={kiosk} /> : null;
}
