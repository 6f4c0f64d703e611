import {
  type ActorRefFrom,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  setup,
} from 'xstate';
import { placeholders } from '../actors/not-provided';
import { paths } from '../navigation/routes';
import { type TermsInput, type TermsOutput, termsMachine } from '../terms/terms.machine';
import { browserDestination, type NotificationItem } from './after-login';
import type { Locale, LocalStore } from './local-store.schema';
import { type SessionUser, termsAccepted } from './session.types';

/**
 * The client session (specification, sections 3 and 4): token, user, redirect target, mode and
 * locale, persisted in localStorage["localStore"] by the `storage` actor that ui/ provides. It runs
 * what happens after login (offer, redirect, kiosk notifications), the app-start terms check, a
 * TOKEN_EXPIRED reset and logout. Navigation is emitted; ui/ performs it.
 */

export interface SessionInput {
  store: LocalStore;
}

export interface SessionContext extends LocalStore {
  /** location.search when the success dialog closed: pin, passserial, passnum go to a new act. */
  loginSearch: string;
  /** pathname + search of the page shown, for the terms flows' "unless already there". */
  currentPath: string;
  notifications: NotificationItem[];
}

export type SessionEvent =
  | { type: 'session.loggedIn'; token: string; user: SessionUser }
  | { type: 'session.welcomed'; search: string; currentPath: string }
  | { type: 'session.expired'; currentPath: string }
  | { type: 'session.logoutRequested' }
  | { type: 'session.termsOpened'; currentPath: string }
  | { type: 'session.offerClosed' }
  | { type: 'session.notificationsClosed' }
  | { type: 'session.userRefreshed'; user: SessionUser }
  | { type: 'session.storeSynced'; store: LocalStore }
  | { type: 'session.modeEntered'; mode: LocalStore['mode'] }
  | { type: 'session.localeChanged'; locale: Locale }
  | { type: 'session.redirectStored'; redirectUrl: string };

export type SessionEmitted =
  | { type: 'session.navigationRequested'; to: string }
  | { type: 'session.loginRequested' }
  /**
   * A kiosk's logout: ui/ wipes what the browser holds of the person and loads /kiosk/auth afresh,
   * so nothing of them survives in memory either (decision 074).
   */
  | { type: 'session.wipeRequested' };

/** What the storage actor receives: a partial localStore to merge and write. */
export type StorageCommand = { type: 'storage.write'; patch: Partial<LocalStore> };

/** The two things an action does to keep a value: assign it, and tell the storage actor. */
interface Keeper {
  assign: (patch: Partial<SessionContext>) => void;
  sendTo: (to: 'storage', command: StorageCommand) => void;
}

/**
 * Keeps `patch` in the context and writes it into localStore; `alsoInContext` is assigned too but
 * not stored (the notifications live only as long as the page).
 */
function keep(enqueue: Keeper, patch: Partial<LocalStore>, alsoInContext: Partial<SessionContext> = {}) {
  enqueue.assign({ ...patch, ...alsoInContext });
  enqueue.sendTo('storage', { type: 'storage.write', patch });
}

const notProvided = placeholders('session');

/** The offer dialog as the session opens it: `persistent` after login (or at app start), not on review. */
const termsInputOf = (
  context: SessionContext,
  { persistent }: Pick<TermsInput, 'persistent'>,
): TermsInput => ({
  mode: context.mode,
  persistent,
  termsofuse: typeof context.user?.termsofuse === 'number' ? context.user.termsofuse : 0,
  currentPath: context.currentPath,
  redirectUrl: context.redirectUrl,
});

const termsOutputOf = (event: unknown) => (event as { output: TermsOutput }).output;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** Writes localStore on `storage.write`; reports outside changes as `session.storeSynced`. */
    storage: fromCallback<StorageCommand>(notProvided('storage')),
    logout: fromPromise<boolean>(notProvided('logout')),
    notifications: fromPromise<NotificationItem[]>(notProvided('notifications')),
    terms: termsMachine,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    accepted: ({ context }) => termsAccepted(context.user),
    kiosk: ({ context }) => context.mode === 'kiosk',
    termsAcceptedInKiosk: ({ context, event }) =>
      context.mode === 'kiosk' && termsOutputOf(event).outcome === 'accepted',
    termsAnswered: ({ event }) => termsOutputOf(event).outcome === 'accepted',
    termsDismissed: ({ event }) => termsOutputOf(event).outcome === 'closed',
    hasNotifications: ({ event }) =>
      'output' in event && Array.isArray(event.output) && event.output.length > 0,
  },
  actions: {
    storeLogin: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'session.loggedIn') keep(enqueue, { token: event.token, user: event.user });
    }),
    openKioskMain: emit({ type: 'session.navigationRequested', to: paths.kioskMain }),
    rememberWelcome: assign(({ event }) =>
      event.type === 'session.welcomed' ? { loginSearch: event.search, currentPath: event.currentPath } : {},
    ),
    rememberPath: assign(({ event, context }) => ({
      currentPath: event.type === 'session.termsOpened' ? event.currentPath : context.currentPath,
    })),
    routeBrowser: enqueueActions(({ context, enqueue }) => {
      const destination = browserDestination(context.loginSearch, context.redirectUrl);
      if (destination.redirectConsumed) keep(enqueue, { redirectUrl: null });
      enqueue.emit({ type: 'session.navigationRequested', to: destination.to });
    }),
    // Kiosk: after the success dialog the redirect URL is followed (and cleared).
    followKioskRedirect: enqueueActions(({ context, enqueue }) => {
      if (!context.redirectUrl) return;
      enqueue.emit({ type: 'session.navigationRequested', to: context.redirectUrl });
      keep(enqueue, { redirectUrl: null });
    }),
    applyTermsAccepted: enqueueActions(({ context, event, enqueue }) => {
      const output = termsOutputOf(event);
      if (output.outcome !== 'accepted') return;
      const user = { ...(context.user ?? {}), termsofuse: 1 } as SessionUser;
      keep(enqueue, output.redirectConsumed ? { user, redirectUrl: null } : { user });
      if (output.navigateTo) enqueue.emit({ type: 'session.navigationRequested', to: output.navigateTo });
    }),
    applyTermsRefused: enqueueActions(({ context, event, enqueue }) => {
      // A kiosk forgets whoever declined the offer (or whose token ended), as at logout.
      if (context.mode === 'kiosk') {
        enqueue.emit({ type: 'session.wipeRequested' });
        return;
      }
      const output = termsOutputOf(event);
      if (output.outcome === 'refused' && output.navigateTo)
        enqueue.emit({ type: 'session.navigationRequested', to: output.navigateTo });
    }),
    clearSession: enqueueActions(({ enqueue }) => {
      keep(enqueue, { token: null, user: null }, { notifications: [] });
    }),
    // Logout leaves nothing of the session behind, the redirect target included.
    clearEverything: enqueueActions(({ enqueue }) => {
      keep(enqueue, { token: null, user: null, redirectUrl: null }, { notifications: [] });
    }),
    // A kiosk is shared: the next person must find nothing of this one, in storage or in memory.
    leaveAfterLogout: enqueueActions(({ context, enqueue }) => {
      if (context.mode === 'kiosk') enqueue.emit({ type: 'session.wipeRequested' });
      else enqueue.emit({ type: 'session.navigationRequested', to: paths.main });
    }),
    expire: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'session.expired') return;
      keep(enqueue, { token: null, user: null, redirectUrl: event.currentPath }, { notifications: [] });
      // Kiosk: the error policy already sends the user to /kiosk/auth; the browser reopens login.
      if (context.mode === 'browser') enqueue.emit({ type: 'session.loginRequested' });
    }),
    storeNotifications: assign({
      notifications: ({ event }) =>
        'output' in event && Array.isArray(event.output) ? (event.output as NotificationItem[]) : [],
    }),
    refreshUser: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'session.userRefreshed') keep(enqueue, { user: event.user });
    }),
    sync: assign(({ event }) => {
      if (event.type !== 'session.storeSynced') return {};
      const { token, user, redirectUrl, mode, locale } = event.store;
      return { token, user, redirectUrl, mode, locale };
    }),
    enterMode: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'session.modeEntered') keep(enqueue, { mode: event.mode });
    }),
    changeLocale: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'session.localeChanged') keep(enqueue, { locale: event.locale });
    }),
    storeRedirect: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'session.redirectStored') keep(enqueue, { redirectUrl: event.redirectUrl });
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input.store, loginSearch: '', currentPath: '/', notifications: [] }),
  invoke: { id: 'storage', src: 'storage' },
  on: {
    'session.storeSynced': { actions: 'sync' },
    'session.modeEntered': { actions: 'enterMode' },
    'session.localeChanged': { actions: 'changeLocale' },
    'session.redirectStored': { actions: 'storeRedirect' },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        'session.loggedIn': [
          { guard: 'kiosk', target: 'authenticated.welcoming', actions: ['storeLogin', 'openKioskMain'] },
          { target: 'authenticated.welcoming', actions: 'storeLogin' },
        ],
      },
      // The visitor's public offer, opened from the footer (decision 089); a login leaves it closed.
      initial: 'browsing',
      states: {
        browsing: { on: { 'session.termsOpened': { target: 'readingOffer' } } },
        readingOffer: { on: { 'session.offerClosed': { target: 'browsing' } } },
      },
    },
    authenticated: {
      on: {
        'session.expired': { target: 'anonymous', actions: 'expire' },
        'session.logoutRequested': { target: 'loggingOut' },
        'session.userRefreshed': { actions: 'refreshUser' },
        // Another tab logged out, or the error policy cleared the token: follow it.
        'session.storeSynced': [
          {
            guard: ({ event }) => event.store.token === null,
            target: 'anonymous',
            actions: 'sync',
          },
          { actions: 'sync' },
        ],
      },
      // App start with a stored session: the terms check (section 4).
      initial: 'checkingTerms',
      states: {
        checkingTerms: {
          always: [{ guard: 'accepted', target: 'ready' }, { target: 'termsPending' }],
        },
        // The success dialog is showing; what follows starts when it closes.
        welcoming: {
          on: { 'session.welcomed': { target: 'routing', actions: 'rememberWelcome' } },
        },
        routing: {
          always: [
            { guard: not('accepted'), target: 'termsPending' },
            { guard: 'kiosk', target: 'notifying' },
            { target: 'ready', actions: 'routeBrowser' },
          ],
        },
        termsPending: {
          invoke: {
            id: 'terms',
            src: 'terms',
            input: ({ context }) => termsInputOf(context, { persistent: true }),
            onDone: [
              { guard: 'termsAcceptedInKiosk', target: 'notifying', actions: 'applyTermsAccepted' },
              { guard: 'termsAnswered', target: 'ready', actions: 'applyTermsAccepted' },
              { target: '#session.anonymous', actions: ['clearSession', 'applyTermsRefused'] },
            ],
          },
        },
        reviewingTerms: {
          invoke: {
            id: 'terms',
            src: 'terms',
            input: ({ context }) => termsInputOf(context, { persistent: false }),
            onDone: [
              { guard: 'termsDismissed', target: 'ready' },
              { guard: 'termsAnswered', target: 'ready', actions: 'applyTermsAccepted' },
              { target: '#session.anonymous', actions: ['clearSession', 'applyTermsRefused'] },
            ],
          },
        },
        notifying: {
          tags: ['busy'],
          entry: 'followKioskRedirect',
          invoke: {
            id: 'notifications',
            src: 'notifications',
            onDone: [
              { guard: 'hasNotifications', target: 'notificationsShown', actions: 'storeNotifications' },
              { target: 'ready' },
            ],
            // The list is a courtesy; failing to fetch it must not block the kiosk.
            onError: { target: 'ready' },
          },
        },
        notificationsShown: {
          tags: ['notificationList'],
          on: { 'session.notificationsClosed': { target: 'ready' } },
        },
        ready: {
          on: { 'session.termsOpened': { target: 'reviewingTerms', actions: 'rememberPath' } },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous', actions: ['clearEverything', 'leaveAfterLogout'] },
        // The token is forgotten here even when the ministry could not be told.
        onError: { target: 'anonymous', actions: ['clearEverything', 'leaveAfterLogout'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionActorRef = ActorRefFrom<SessionMachine>;
