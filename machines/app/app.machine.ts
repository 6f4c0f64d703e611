import {
  type ActorRefFrom,
  type AnyEventObject,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import { placeholders } from '../actors/not-provided';
import { decideErrorReaction, type ErrorReport, type ErrorToast } from '../errors/error-policy';
import type { FaceCheckConfig } from '../face-check/face-check.config';
import {
  defaultKioskIdleLimits,
  type KioskIdleLimits,
  kioskIdleMachine,
} from '../kiosk-idle/kiosk-idle.machine';
import { type LoginEmitted, loginMachine } from '../login/login.machine';
import { isKioskPath } from '../navigation/match-route';
import {
  type NavigationEmitted,
  type NavigationInput,
  type NavigationMode,
  navigationMachine,
} from '../navigation/navigation.machine';
import type { LocalStore } from '../session/local-store.schema';
import { type SessionEmitted, sessionMachine } from '../session/session.machine';
import type { SessionUser } from '../session/session.types';

/**
 * The app actor: the one root the UI provides. It invokes the navigation guard, the session and
 * the login as children and routes what each emits to the others, so no React component wires
 * machines together. On a kiosk it watches a logged-in person's inactivity (the kiosk idle machine)
 * and logs them out when they walked away. It owns what belongs to no child: the user refresh (Query.me, the first
 * authenticated call of a page, so an expired token shows at once), the client configuration
 * (Query.clientConfig for the face check), the error policy's reactions (TOKEN_EXPIRED ends the
 * session) and the mode every view reads. What needs the browser (changing the URL, scrolling,
 * the Android hand-off, toasts) is emitted for ui/ to perform.
 */

export interface AppInput {
  /** pathname + search the page was opened at. */
  location: string;
  navigation: NavigationInput;
  /** localStorage["localStore"] as the page found it. */
  store: LocalStore;
  /** The face check's limits until Query.clientConfig answers. */
  faceCheck: FaceCheckConfig;
}

/**
 * Query.clientConfig: the face check's limits, the kiosk's inactivity limits and the login dialog's
 * instructional video.
 */
export interface ClientConfig extends FaceCheckConfig, KioskIdleLimits {
  instructionalVideoUrl: string | null;
}

export interface AppContext {
  /**
   * Browser or kiosk: the navigation guard decides it from the path of each page shown (the same
   * rule gives the first frame its mode). The one mode every view and the error policy read.
   */
  mode: NavigationMode;
  /** pathname + search of the page shown (the URL as the router reports it). */
  location: string;
  /** Whether the session holds a token: the guard lets guarded pages open with one. */
  hasToken: boolean;
  /** Whether the session is logged in: the user is refreshed each time it becomes so. */
  loggedIn: boolean;
  clientConfig: ClientConfig | null;
}

export type AppEvent =
  /** The router's location changed (every URL change, the first included). */
  | { type: 'location.changed'; path: string; search: string }
  /** A failure the caller does not show itself: the error policy decides what follows. */
  | { type: 'error.reported'; report: ErrorReport }
  /** The gateway's report of the ministry (Subscription.ministryStatus): down, or answering again. */
  | { type: 'ministry.down' }
  | { type: 'ministry.up' }
  // What the children emit arrives here through the relay and is routed on.
  | LoginEmitted
  | SessionEmitted
  | NavigationEmitted;

export type AppEmitted =
  | { type: 'app.navigationRequested'; to: string; replace: boolean }
  | { type: 'app.scrollRequested' }
  | { type: 'app.handoffRequested'; url: string }
  /** The error policy's toast: keys of the `errors` namespace, never text. */
  | { type: 'app.errorShown'; toast: ErrorToast }
  /** A login succeeded: per-login courtesies (the home notice) start again. */
  | { type: 'app.loggedIn' }
  /**
   * A kiosk's session ended (logout, or the person walked away): ui/ wipes the browser's storage of
   * the person, keeps the kiosk's own enrolment, and loads /kiosk/auth afresh (decision 074).
   */
  | { type: 'app.wipeRequested' };

/** systemIds of the children whose emitted events the relay forwards to the app. */
export const appChildren = ['navigation', 'session', 'login'] as const;

const notProvided = placeholders('app');

/**
 * XState v5 has no declarative way for a parent to handle what an invoked child emits, so this
 * invoked callback listens to each child (found by systemId) and sends every emitted event to the
 * app. Pure: it touches nothing outside the actor system.
 */
const relay = fromCallback<AnyEventObject>(({ system, sendBack }) => {
  const subscriptions = appChildren.map((id) => {
    const child = system.get(id);
    if (!child) throw new Error(`app child "${id}" is not running`);
    return child.on('*', (event: AnyEventObject) => sendBack(event));
  });
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});

/** The root's invocations start on the init event, which carries the app's input. */
const inputOf = (event: unknown) => (event as { input: AppInput }).input;

const searchOf = (location: string) => {
  const index = location.indexOf('?');
  return index === -1 ? '' : location.slice(index);
};

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
    emitted: {} as AppEmitted,
  },
  actors: {
    navigation: navigationMachine,
    session: sessionMachine,
    login: loginMachine,
    /** The kiosk's inactivity watch; its activity actor is provided by ui/ (the page's input events). */
    kioskIdle: kioskIdleMachine,
    relay,
    /** Query.me: the stored user as the ministry knows it now. */
    me: fromPromise<SessionUser>(notProvided('me')),
    /** Query.clientConfig. */
    clientConfig: fromPromise<ClientConfig>(notProvided('clientConfig')),
    /** Failures the GraphQL client hands to the error policy, sent back as `error.reported`. */
    errorReports: fromCallback<AnyEventObject>(notProvided('errorReports')),
    /** Subscription.ministryStatus, sent back as `ministry.down` / `ministry.up`. */
    ministryStatus: fromCallback<AnyEventObject>(notProvided('ministryStatus')),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    locationMoved: ({ context, event }) =>
      event.type === 'location.changed' && `${event.path}${event.search}` !== context.location,
    loggedOut: ({ context }) => !context.loggedIn,
    kioskSession: ({ context }) => context.mode === 'kiosk' && context.loggedIn,
    noKioskSession: ({ context }) => context.mode !== 'kiosk' || !context.loggedIn,
  },
  actions: {
    showLocation: assign({
      location: ({ event, context }) =>
        event.type === 'location.changed' ? `${event.path}${event.search}` : context.location,
    }),
    guardLocation: sendTo('navigation', ({ context, event }) => {
      const [path = '/', search = ''] = context.location.split(/(?=\?)/);
      return {
        type: 'navigation.requested' as const,
        path: event.type === 'location.changed' ? event.path : path,
        search: event.type === 'location.changed' ? event.search : search,
        authenticated: context.hasToken,
      };
    }),
    startSession: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'login.authenticated') return;
      enqueue.emit({ type: 'app.loggedIn' });
      enqueue.sendTo('session', { type: 'session.loggedIn', token: event.token, user: event.user });
      // The browser's login prompt has done its job; the success dialog takes over.
      enqueue.sendTo('navigation', { type: 'login.dismissed' });
    }),
    welcome: sendTo('session', ({ context }) => ({
      type: 'session.welcomed' as const,
      search: searchOf(context.location),
      currentPath: context.location,
    })),
    openLoginPrompt: sendTo('navigation', { type: 'login.requested' }),
    navigate: emit(({ event }) => ({
      type: 'app.navigationRequested' as const,
      to: event.type === 'session.navigationRequested' ? event.to : '/',
      replace: false,
    })),
    replace: emit(({ event }) => ({
      type: 'app.navigationRequested' as const,
      to: event.type === 'navigation.replaceRequested' ? event.to : '/',
      replace: true,
    })),
    scrollToTop: emit({ type: 'app.scrollRequested' }),
    wipe: emit({ type: 'app.wipeRequested' }),
    // The idle kiosk (timed out, or "Log out now"): the session's own logout, wipe included.
    logOutIdle: sendTo('session', { type: 'session.logoutRequested' }),
    handOff: emit(({ event }) => ({
      type: 'app.handoffRequested' as const,
      url: event.type === 'navigation.handoffRequested' ? event.url : '',
    })),
    storeRedirectTarget: sendTo('session', ({ event }) => ({
      type: 'session.redirectStored' as const,
      redirectUrl: event.type === 'navigation.redirectTargetStored' ? event.redirectUrl : '/',
    })),
    enterMode: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'navigation.modeEntered') return;
      enqueue.assign({ mode: event.mode });
      enqueue.sendTo('session', { type: 'session.modeEntered', mode: event.mode });
    }),
    reactToError: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'error.reported') return;
      const reaction = decideErrorReaction({
        ...event.report,
        mode: context.mode,
        currentPath: context.location,
      });
      if (reaction.endSession)
        enqueue.sendTo('session', {
          type: 'session.expired',
          currentPath: reaction.redirectTarget ?? context.location,
        });
      if (reaction.toast) enqueue.emit({ type: 'app.errorShown', toast: reaction.toast });
      if (reaction.redirectTo && reaction.redirectTo !== context.location)
        enqueue.emit({ type: 'app.navigationRequested', to: reaction.redirectTo, replace: true });
    }),
    configure: enqueueActions(({ event, enqueue }) => {
      const config = (event as unknown as { output: ClientConfig }).output;
      enqueue.assign({ clientConfig: config });
      const { faceCheckLimitMs, faceCheckStartDelayMs, frameIntervalMs } = config;
      enqueue.sendTo('login', {
        type: 'login.configured',
        config: { faceCheckLimitMs, faceCheckStartDelayMs, frameIntervalMs },
      });
    }),
    refreshUser: sendTo('session', ({ event }) => ({
      type: 'session.userRefreshed' as const,
      user: (event as unknown as { output: SessionUser }).output,
    })),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    mode: isKioskPath(input.location) ? 'kiosk' : 'browser',
    location: input.location,
    hasToken: input.store.token !== null,
    loggedIn: false,
    clientConfig: null,
  }),
  // The page's own address, before the first render: the first paint is its page, not an empty
  // shell that the page fills once the browser reports the address (decision 029).
  entry: 'guardLocation',
  invoke: [
    {
      id: 'navigation',
      systemId: 'navigation',
      src: 'navigation',
      input: ({ event }) => inputOf(event).navigation,
    },
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      input: ({ event }) => ({ store: inputOf(event).store }),
      // The session's state is private; the app mirrors the two facts it acts on.
      onSnapshot: {
        actions: assign(({ event }) => ({
          hasToken: event.snapshot.context.token !== null,
          loggedIn: event.snapshot.matches('authenticated'),
        })),
      },
    },
    {
      id: 'login',
      systemId: 'login',
      src: 'login',
      input: ({ event }) => ({ config: inputOf(event).faceCheck }),
    },
    // After the children: the relay looks them up when it starts.
    { id: 'relay', src: 'relay' },
    { id: 'errorReports', src: 'errorReports' },
    { id: 'ministryStatus', src: 'ministryStatus' },
  ],
  on: {
    // The first page is guarded as the app starts (entry, below); a change reported for the address
    // already shown is that same page, reported by the browser once it has rendered.
    'location.changed': { guard: 'locationMoved', actions: ['showLocation', 'guardLocation'] },
    'error.reported': { actions: 'reactToError' },
    'login.authenticated': { actions: 'startSession' },
    'login.completed': { actions: 'welcome' },
    'session.navigationRequested': { actions: 'navigate' },
    'session.loginRequested': { actions: 'openLoginPrompt' },
    'session.wipeRequested': { actions: 'wipe' },
    'navigation.replaceRequested': { actions: 'replace' },
    'navigation.scrollRequested': { actions: 'scrollToTop' },
    'navigation.redirectTargetStored': { actions: 'storeRedirectTarget' },
    'navigation.modeEntered': { actions: 'enterMode' },
    'navigation.handoffRequested': { actions: 'handOff' },
  },
  type: 'parallel',
  states: {
    user: {
      initial: 'anonymous',
      states: {
        anonymous: {
          always: { guard: 'loggedIn', target: 'authenticated' },
        },
        authenticated: {
          always: { guard: 'loggedOut', target: 'anonymous' },
          initial: 'refreshing',
          states: {
            // Each time the session becomes logged in (page load with a token, every login).
            refreshing: {
              invoke: {
                id: 'me',
                src: 'me',
                onDone: { target: 'known', actions: 'refreshUser' },
                // The GraphQL client reports the failure to the error policy (an expired token ends the session).
                onError: { target: 'known' },
              },
            },
            known: {},
          },
        },
      },
    },
    clientConfig: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'clientConfig',
            src: 'clientConfig',
            onDone: { target: 'loaded', actions: 'configure' },
            // The defaults stay; the face check works with them.
            onError: { target: 'unavailable' },
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
    // The ministry as the gateway reports it: while it is down every page says so (a banner), and the
    // banner goes by itself when it answers again.
    ministry: {
      initial: 'up',
      states: {
        up: { on: { 'ministry.down': 'down' } },
        down: { on: { 'ministry.up': 'up' } },
      },
    },
    // A logged-in person at a kiosk: the session ends when they walk away (issue 28, decision 074).
    kioskIdle: {
      initial: 'off',
      states: {
        off: {
          always: { guard: 'kioskSession', target: 'watching' },
        },
        watching: {
          always: { guard: 'noKioskSession', target: 'off' },
          invoke: {
            id: 'kioskIdle',
            systemId: 'kioskIdle',
            src: 'kioskIdle',
            // The limits of the client configuration, or the defaults until it answers.
            input: ({ context }) => {
              const { kioskIdleMs, kioskIdleCountdownMs } = context.clientConfig ?? defaultKioskIdleLimits;
              return { kioskIdleMs, kioskIdleCountdownMs };
            },
            onDone: { target: 'ended', actions: 'logOutIdle' },
          },
        },
        // The logout is on its way; a new watch starts only with the next session.
        ended: {
          always: { guard: 'noKioskSession', target: 'off' },
        },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
export type AppActorRef = ActorRefFrom<AppMachine>;
