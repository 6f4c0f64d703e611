import { lazy } from 'react';
import type { NavigationView } from '../../machines/navigation/navigation.select';
import { paths } from '../../machines/navigation/routes';
import HomePage from '../screens/home/home-page';
import { StatusPage } from '../screens/status/status-page';

// Home, 403 and 404 are in the first bundle; every other screen is fetched when first shown.
const KioskMainPage = lazy(() => import('../screens/kiosk-main/kiosk-main-page'));
const KioskAuthPage = lazy(() => import('../screens/kiosk-auth/kiosk-auth-page'));
const NotAvailablePage = lazy(() => import('../screens/not-available/not-available-page'));
const MyActsPage = lazy(() => import('../screens/acts/my-acts-page'));
const ActPage = lazy(() => import('../screens/acts/act-page'));
const CreateActPage = lazy(() => import('../screens/acts/create-act-page'));
const NotaryWorkspacePage = lazy(() => import('../screens/acts/notary-workspace-page'));
const ActMemberPage = lazy(() =>
  import('../screens/acts/act-subject-pages').then((m) => ({ default: m.ActMemberPage })),
);
const ActVehiclePage = lazy(() =>
  import('../screens/acts/act-subject-pages').then((m) => ({ default: m.ActVehiclePage })),
);

/** Routes still marked `pending` in machines/navigation/routes.ts whose screen issue 4 built. */
function ActsScreen({ view }: { view: NavigationView }) {
  switch (view.routeId) {
    case 'myActs':
    case 'myActsList':
      return <MyActsPage createHref={paths.myActNew} />;
    case 'myActNew':
      return <CreateActPage kiosk={false} />;
    case 'kioskMyActNew':
      return <CreateActPage kiosk />;
    case 'notaryWorkspace':
      return <NotaryWorkspacePage />;
    case 'myAct':
    case 'kioskMyAct':
      return view.params.rid ? <ActPage key={view.params.rid} rid={view.params.rid} /> : null;
    case 'myActMember': {
      const { rid, id } = view.params;
      return rid && id ? <ActMemberPage key={`${rid}/${id}`} rid={rid} id={id} /> : null;
    }
    case 'myActAuto': {
      const { rid, id } = view.params;
      return rid && id ? <ActVehiclePage key={`${rid}/${id}`} rid={rid} id={id} /> : null;
    }
    case 'enotarialAct':
      return view.params.uuid ? <ActPage key={view.params.uuid} uuid={view.params.uuid} /> : null;
    default:
      return null;
  }
}

const actsRoutes = new Set([
  'myActs',
  'myActsList',
  'myActNew',
  'myAct',
  'myActMember',
  'myActAuto',
  'enotarialAct',
  'notaryWorkspace',
  'kioskMyActNew',
  'kioskMyAct',
]);

export function Screen({ view }: { view: NavigationView }) {
  const kiosk = view.mode === 'kiosk';
  switch (view.screen) {
    case 'home':
      return <HomePage />;
    case 'notFound':
      return <StatusPage kind="notFound" kiosk={kiosk} />;
    case 'forbidden':
      return <StatusPage kind="forbidden" kiosk={kiosk} />;
    case 'kioskMain':
      return <KioskMainPage />;
    case 'kioskAuth':
      return <KioskAuthPage />;
    case 'pending':
      if (view.routeId && actsRoutes.has(view.routeId)) return <ActsScreen view={view} />;
      return <NotAvailablePage titleKey={view.titleKey ?? 'routes.main'} kiosk={kiosk} />;
    default:
      return null;
  }
}
