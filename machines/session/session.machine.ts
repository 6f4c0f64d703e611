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
import { type TermsOutput, termsMachine } from '../terms/terms.machine';
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
  | { type: 'session.notificationsClosed' }
  | { type: 'session.userRefreshed'; user: SessionUser }
  | { type: 'session.storeSynced'; store: LocalStore }
  | { type: 'session.modeEntered'; mode: LocalStore['mode'] }
  | { type: 'session.localeChanged'; locale: Locale }
  | { type: 'session.redirectStored'; redirectUrl: string };

export type SessionEmitted =
  | { type: 'session.navigationRequested'; to: string }
  | { type: 'session.loginRequested' };

/** What the storage actor receives: a partial localStore to merge and write. */
export type StorageCommand = { type: 'storage.write'; patch: Partial<LocalStore> };

const notProvided = placeholders('session');

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
      if (event.type !== 'session.loggedIn') return;
      enqueue.assign({ token: event.token, user: event.user });
      enqueue.sendTo('storage', {
        type: 'storage.write',
        patch: { token: event.token, user: event.user },
      } satisfies StorageCommand);
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
      if (destination.redirectConsumed) {
        enqueue.assign({ redirectUrl: null });
        enqueue.sendTo('storage', {
          type: 'storage.write',
          patch: { redirectUrl: null },
        } satisfies StorageCommand);
      }
      enqueue.emit({ type: 'session.navigationRequested', to: destination.to });
    }),
    // Kiosk: after the success dialog the redirect URL is followed (and cleared).
    followKioskRedirect: enqueueActions(({ context, enqueue }) => {
      if (!context.redirectUrl) return;
      enqueue.emit({ type: 'session.navigationRequested', to: context.redirectUrl });
      enqueue.assign({ redirectUrl: null });
      enqueue.sendTo('storage', {
        type: 'storage.write',
        patch: { redirectUrl: null },
      } satisfies StorageCommand);
    }),
    applyTermsAccepted: enqueueActions(({ context, event, enqueue }) => {
      const output = termsOutputOf(event);
      if (output.outcome !== 'accepted') return;
      const user = { ...(context.user ?? {}), termsofuse: 1 } as SessionUser;
      const patch: Partial<LocalStore> = output.redirectConsumed ? { user, redirectUrl: null } : { user };
      enqueue.assign(patch);
      enqueue.sendTo('storage', { type: 'storage.write', patch } satisfies StorageCommand);
      if (output.navigateTo) enqueue.emit({ type: 'session.navigationRequested', to: output.navigateTo });
    }),
    applyTermsRefused: enqueueActions(({ event, enqueue }) => {
      const output = termsOutputOf(event);
      if (output.outcome === 'refused' && output.navigateTo)
        enqueue.emit({ type: 'session.navigationRequested', to: output.navigateTo });
    }),
    clearSession: enqueueActions(({ enqueue }) => {
      enqueue.assign({ token: null, user: null, notifications: [] });
      enqueue.sendTo('storage', {
        type: 'storage.write',
        patch: { token: null, user: null },
      } satisfies StorageCommand);
    }),
    // Logout leaves nothing of the session behind, the redirect target included.
    clearEverything: enqueueActions(({ enqueue }) => {
      enqueue.assign({ token: null, user: null, redirectUrl: null, notifications: [] });
      enqueue.sendTo('storage', {
        type: 'storage.write',
        patch: { token: null, user: null, redirectUrl: null },
      } satisfies StorageCommand);
    }),
    leaveAfterLogout: emit(({ context }) => ({
      type: 'session.navigationRequested' as const,
      to: context.mode === 'kiosk' ? paths.kioskAuth : paths.main,
    })),
    expire: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'session.expired') return;
      const patch = { token: null, user: null, redirectUrl: event.currentPath };
      enqueue.assign({ ...patch, notifications: [] });
      enqueue.sendTo('storage', { type: 'storage.write', patch } satisfies StorageCommand);
      // Kiosk: the error policy already sends the user to /kiosk/auth; the browser reopens login.
      if (context.mode === 'browser') enqueue.emit({ type: 'session.loginRequested' });
    }),
    storeNotifications: assign({
      notifications: ({ event }) =>
        'output' in event && Array.isArray(event.output) ? (event.output as NotificationItem[]) : [],
    }),
    refreshUser: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'session.userRefreshed') return;
      enqueue.assign({ user: event.user });
      enqueue.sendTo('storage', {
        type: 'storage.write',
        patch: { user: event.user },
      } satisfies StorageCommand);
    }),
    sync: assign(({ event }) => {
      if (event.type !== 'session.storeSynced') return {};
      const { token, user, redirectUrl, mode, locale } = event.store;
      return { token, user, redirectUrl, mode, locale };
    }),
    enterMode: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'session.modeEntered') return;
      enqueue.assign({ mode: event.mode });
      enqueue.sendTo('storage', {
        type: 'storage.write',
        patch: { mode: event.mode },
      } satisfies StorageCommand);
    }),
    changeLocale: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'session.localeChanged') return;
      enqueue.assign({ locale: event.locale });
      enqueue.sendTo('storage', {
        type: 'storage.write',
        patch: { locale: event.locale },
      } satisfies StorageCommand);
    }),
    storeRedirect: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'session.redirectStored') return;
      enqueue.assign({ redirectUrl: event.redirectUrl });
      enqueue.sendTo('storage', {
        type: 'storage.write',
        patch: { redirectUrl: event.redirectUrl },
      } satisfies StorageCommand);
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
            input: ({ context }) => ({
              mode: context.mode,
              persistent: true,
              termsofuse: typeof context.user?.termsofuse === 'number' ? context.user.termsofuse : 0,
              currentPath: context.currentPath,
              redirectUrl: context.redirectUrl,
            }),
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
            input: ({ context }) => ({
              mode: context.mode,
              persistent: false,
              termsofuse: typeof context.user?.termsofuse === 'number' ? context.user.termsofuse : 0,
              currentPath: context.currentPath,
              redirectUrl: context.redirectUrl,
            }),
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
