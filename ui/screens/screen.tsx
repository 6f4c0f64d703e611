import { type ComponentType, lazy } from 'react';
import type { Client } from 'urql';
import { firstPageScreen } from '../../machines/navigation/first-page';
import type { ScreenId } from '../../machines/navigation/routes';
import type { ScreenProps } from './screen-props';
import { ForbiddenScreen, NotFoundScreen } from './status';

/**
 * A route module: its screen, and optionally the read its first render will make, started as soon as
 * the app's client exists on a page opened at its address (decision 103).
 */
type ScreenModule = () => Promise<{
  default: ComponentType<ScreenProps>;
  prefetch?: (client: Client, path: string) => void;
}>;

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
  actRealty: () => import('./act-realty'),
  actOther: () => import('./act-other'),
  notaryWorkspace: () => import('./notary-workspace'),
  kioskGuidedAct: () => import('./kiosk-guided-act'),
  videoTesting: () => import('./video-testing'),
  statistics: () => import('./statistics'),
  catalogue: () => import('./catalogue'),
  updateDict: () => import('./update-dict'),
  adminUsers: () => import('./admin-users'),
  adminUser: () => import('./admin-user'),
  adminKiosks: () => import('./admin-kiosks'),
  kioskEnrol: () => import('./kiosk-enrol'),
  analysts: () => import('./analysts'),
  reviewModeration: () => import('./review-moderation'),
  profile: () => import('./profile'),
  notaryDirectory: () => import('./notary-directory'),
  notaryPage: () => import('./notary-page'),
  actCheck: () => import('./act-check'),
  proxyCheck: () => import('./proxy-check'),
  inheritanceSearch: () => import('./inheritance-search'),
  banCheck: () => import('./ban-check'),
  equeue: () => import('./equeue'),
  kioskEqueue: () => import('./kiosk-equeue'),
};

/** The screens whose module has arrived. */
const arrived: Partial<Record<ScreenId, ComponentType<ScreenProps>>> = {
  notFound: NotFoundScreen,
  forbidden: ForbiddenScreen,
};

/** The arrived screens' first reads (their modules' `prefetch`). */
const prefetchers: Partial<Record<ScreenId, (client: Client, path: string) => void>> = {};

/** Section 8: a screen's chunk that has not arrived after 120 s failed (the error boundary offers a reload). */
export const chunkTimeoutMs = 120_000;

/** `loading`, or a failure once `ms` have passed without it settling. */
export function withinTime<T>(loading: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

function load(screen: keyof typeof modules) {
  return withinTime(modules[screen](), chunkTimeoutMs).then((module) => {
    arrived[screen] = module.default;
    if (module.prefetch) prefetchers[screen] = module.prefetch;
    return module;
  });
}

/**
 * Each screen's component, chosen once per page so React never sees its type change (which would
 * remount it): the module itself when it arrived before the screen's first render (a preloaded first
 * page then never suspends), a lazy component otherwise.
 */
const chosen: Partial<Record<ScreenId, ComponentType<ScreenProps>>> = {};
function screenComponent(screen: ScreenId): ComponentType<ScreenProps> {
  chosen[screen] ??= arrived[screen] ?? lazy(() => load(screen as keyof typeof modules));
  return chosen[screen];
}

/**
 * Starts fetching the screen of the page being opened while the translations load, so the lazy
 * screen costs no extra round trip; main.tsx renders once both are here, so the first paint is the
 * whole page (decision 029). Never rejects: a chunk that fails to load is loaded again, and
 * reported, by the screen's error boundary.
 */
export function preloadScreen(path: string, loggedIn: boolean): Promise<void> {
  const screen = firstPageScreen(path, loggedIn);
  if (screen === null) return Promise.resolve();
  return load(screen as keyof typeof modules).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Sends the first read of the page opened at `path`, if its screen's module has one, before the first
 * render: the screen's own query then finds it under way (the client sends one request for both; the
 * client holds answers until the first render, app-logic.ts) or answered, rather than being sent once
 * the screen has rendered (decision 103).
 */
export function prefetchScreenData(path: string, loggedIn: boolean, client: Client): void {
  const screen = firstPageScreen(path, loggedIn);
  if (screen !== null) prefetchers[screen]?.(client, path);
}

export function Screen({ view, kiosk }: ScreenProps) {
  const Route = view.screen ? screenComponent(view.screen) : null;
  return Route ? <Route view={view} kiosk={kiosk} /> : null;
}
