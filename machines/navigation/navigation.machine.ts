import { type ActorRefFrom, assign, emit, enqueueActions, setup } from 'xstate';
import { androidIntentUrl, needsAndroidHandoff } from './android-handoff';
import { isKioskPath, matchAlias, matchRoute, type RouteParams } from './match-route';
import { paths, type RouteId, routeById } from './routes';

/**
 * The navigation guard (specification, section 2). It owns no window, history or storage: it
 * decides, and emits the effects (replace the URL, scroll to top, store the redirect target,
 * hand off to Chrome) that ui/ performs. Mode (browser or kiosk) lives in the top-level state.
 */

export type NavigationMode = 'browser' | 'kiosk';

export interface NavigationInput {
  userAgent: string;
  /** location.host, for the Android intent link. */
  host: string;
  /** Whether this browser session already went through the Android hand-off (sessionStorage). */
  handoffDone: boolean;
}

export interface NavigationContext extends NavigationInput {
  routeId: RouteId | null;
  params: RouteParams;
  /** pathname + search of the page being shown. */
  location: string;
  redirectTarget: string | null;
}

export type NavigationEvent =
  | { type: 'navigation.requested'; path: string; search: string; authenticated: boolean }
  | { type: 'login.requested' }
  | { type: 'login.dismissed' };

export type NavigationEmitted =
  | { type: 'navigation.replaceRequested'; to: string }
  | { type: 'navigation.scrollRequested' }
  | { type: 'navigation.redirectTargetStored'; redirectUrl: string }
  | { type: 'navigation.modeEntered'; mode: NavigationMode }
  | { type: 'navigation.handoffRequested'; url: string };

type Requested = Extract<NavigationEvent, { type: 'navigation.requested' }>;

const withSearch = (event: Requested) => `${event.path}${event.search}`;
const routeOf = (event: Requested) => matchRoute(event.path)?.route ?? null;
// Error pages are not worth returning to after login, so they never become the redirect target.
const isErrorPage = (routeId: RouteId) =>
  routeId === 'notFound' ||
  routeId === 'forbidden' ||
  routeId === 'kioskNotFound' ||
  routeId === 'kioskForbidden';

export const navigationMachine = setup({
  types: {
    input: {} as NavigationInput,
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    emitted: {} as NavigationEmitted,
  },
  guards: {
    isAlias: ({ event }) => event.type === 'navigation.requested' && matchAlias(event.path) !== null,
    isUnknownKiosk: ({ event }) =>
      event.type === 'navigation.requested' && routeOf(event) === null && isKioskPath(event.path),
    isUnknown: ({ event }) => event.type === 'navigation.requested' && routeOf(event) === null,
    isGuardedKioskWhileAnonymous: ({ event }) => {
      if (event.type !== 'navigation.requested' || event.authenticated) return false;
      const route = routeOf(event);
      return route?.guarded === true && isKioskPath(event.path);
    },
    isGuardedWhileAnonymous: ({ event }) => {
      if (event.type !== 'navigation.requested' || event.authenticated) return false;
      return routeOf(event)?.guarded === true;
    },
    isKiosk: ({ event }) => event.type === 'navigation.requested' && isKioskPath(event.path),
    isAnonymousBeyondMain: ({ event }) => {
      if (event.type !== 'navigation.requested' || event.authenticated) return false;
      const route = routeOf(event);
      return route !== null && route.screen !== 'home' && !isErrorPage(route.id);
    },
    isMainPage: ({ event }) => event.type === 'navigation.requested' && routeOf(event)?.screen === 'home',
  },
  actions: {
    showRoute: assign(({ event }) => {
      if (event.type !== 'navigation.requested') return {};
      const match = matchRoute(event.path);
      return { routeId: match?.route.id ?? null, params: match?.params ?? {}, location: withSearch(event) };
    }),
    showMainPage: assign({ routeId: 'main' as RouteId, params: {}, location: paths.main }),
    scrollToTop: emit({ type: 'navigation.scrollRequested' }),
    storeRedirectTarget: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'navigation.requested') return;
      const redirectUrl = withSearch(event);
      enqueue.assign({ redirectTarget: redirectUrl });
      enqueue.emit({ type: 'navigation.redirectTargetStored', redirectUrl });
    }),
    replaceWithAlias: emit(({ event }) => ({
      type: 'navigation.replaceRequested' as const,
      to:
        event.type === 'navigation.requested'
          ? `${matchAlias(event.path) ?? paths.notFound}${event.search}`
          : paths.notFound,
    })),
    replaceWithNotFound: emit({ type: 'navigation.replaceRequested', to: paths.notFound }),
    replaceWithKioskNotFound: emit({ type: 'navigation.replaceRequested', to: paths.kioskNotFound }),
    replaceWithKioskAuth: emit({ type: 'navigation.replaceRequested', to: paths.kioskAuth }),
    replaceWithMain: emit({ type: 'navigation.replaceRequested', to: paths.main }),
    announceBrowserMode: emit({ type: 'navigation.modeEntered', mode: 'browser' }),
    announceKioskMode: emit({ type: 'navigation.modeEntered', mode: 'kiosk' }),
    handOffAndroid: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'navigation.requested') return;
      if (context.handoffDone || !needsAndroidHandoff(context.userAgent)) return;
      enqueue.assign({ handoffDone: true });
      enqueue.emit({
        type: 'navigation.handoffRequested',
        url: androidIntentUrl(context.host, withSearch(event)),
      });
    }),
  },
}).createMachine({
  id: 'navigation',
  context: ({ input }) => ({
    ...input,
    routeId: null,
    params: {},
    location: '',
    redirectTarget: null,
  }),
  initial: 'idle',
  // Order matters: aliases and unknown paths first, then the guard, then plain pages.
  on: {
    'navigation.requested': [
      { guard: 'isAlias', target: '.redirecting', actions: 'replaceWithAlias' },
      { guard: 'isUnknownKiosk', target: '.kiosk.redirecting', actions: 'replaceWithKioskNotFound' },
      { guard: 'isUnknown', target: '.browser.redirecting', actions: 'replaceWithNotFound' },
      {
        guard: 'isGuardedKioskWhileAnonymous',
        target: '.kiosk.redirecting',
        actions: ['storeRedirectTarget', 'replaceWithKioskAuth'],
      },
      {
        guard: 'isGuardedWhileAnonymous',
        target: '.browser.loginPrompt',
        actions: ['storeRedirectTarget', 'showMainPage', 'replaceWithMain', 'scrollToTop'],
      },
      { guard: 'isKiosk', target: '.kiosk.page', actions: ['showRoute', 'scrollToTop'] },
      {
        guard: 'isAnonymousBeyondMain',
        target: '.browser.page',
        actions: ['storeRedirectTarget', 'showRoute', 'scrollToTop'],
      },
      { target: '.browser.page', actions: ['showRoute', 'scrollToTop'] },
    ],
  },
  states: {
    idle: {
      exit: 'handOffAndroid',
    },
    // An alias (old URL form) is answered with a replace before the mode is known.
    redirecting: {
      tags: ['busy'],
    },
    browser: {
      entry: 'announceBrowserMode',
      initial: 'page',
      states: {
        // The header's login button opens the same dialog over whatever page is shown.
        page: { on: { 'login.requested': { target: 'loginPrompt' } } },
        redirecting: { tags: ['busy'] },
        // The home page with the login dialog over it; the wanted path is the redirect target.
        loginPrompt: {
          tags: ['loginDialog'],
          on: {
            // The replace to "/" that this state asked for arrives here and keeps the dialog open.
            'navigation.requested': {
              guard: 'isMainPage',
              actions: ['showRoute'],
            },
            'login.dismissed': { target: 'page' },
          },
        },
      },
    },
    kiosk: {
      entry: 'announceKioskMode',
      initial: 'page',
      states: {
        page: {},
        redirecting: { tags: ['busy'] },
      },
    },
  },
});

export type NavigationMachine = typeof navigationMachine;
export type NavigationActorRef = ActorRefFrom<NavigationMachine>;
export { routeById };
