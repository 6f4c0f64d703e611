import { type ComponentType, lazy } from 'react';
import type { ScreenId } from '../../machines/navigation/routes';
import HomeScreen from './home';
import type { ScreenProps } from './screen-props';
import { ForbiddenScreen, NotFoundScreen } from './status';

/**
 * One route module per screen id of machines/navigation/routes.ts; a Record, so a new screen id
 * without its module fails typecheck. Home, 403 and 404 are in the first bundle; every other
 * screen is fetched when first shown.
 */
const screens: Record<ScreenId, ComponentType<ScreenProps>> = {
  home: HomeScreen,
  notFound: NotFoundScreen,
  forbidden: ForbiddenScreen,
  kioskMain: lazy(() => import('./kiosk-main')),
  kioskAuth: lazy(() => import('./kiosk-auth')),
  myActs: lazy(() => import('./my-acts')),
  createAct: lazy(() => import('./create-act')),
  act: lazy(() => import('./act')),
  actMember: lazy(() => import('./act-member')),
  actVehicle: lazy(() => import('./act-vehicle')),
  notaryWorkspace: lazy(() => import('./notary-workspace')),
  pending: lazy(() => import('./not-available')),
};

export function Screen({ view, kiosk }: ScreenProps) {
  const Route = view.screen ? screens[view.screen] : null;
  return Route ? <Route view={view} kiosk={kiosk} /> : null;
}
