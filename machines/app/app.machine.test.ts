import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ErrorReport } from '../errors/error-policy';
import { defaultFaceCheckConfig } from '../face-check/face-check.config';
import type { FaceCheckOutput } from '../face-check/face-check.machine';
import { type KioskIdleEvent, kioskIdleMachine } from '../kiosk-idle/kiosk-idle.machine';
import { kioskIdleIntents, selectKioskIdle } from '../kiosk-idle/kiosk-idle.select';
import { type AuthAnswer, loginMachine } from '../login/login.machine';
import { selectLogin } from '../login/login.select';
import { selectNavigation } from '../navigation/navigation.select';
import type { NotificationItem } from '../session/after-login';
import type { LocalStore } from '../session/local-store.schema';
import { sessionMachine } from '../session/session.machine';
import { selectSession } from '../session/session.select';
import { memoryStorage, notificationItem } from '../session/session.test-support';
import type { SessionUser } from '../session/session.types';
import type { TermsOutput } from '../terms/terms.machine';
import { type AppEmitted, appMachine, type ClientConfig } from './app.machine';
import {
  selectApp,
  selectKioskIdleActor,
  selectLoginActor,
  selectMinistryDown,
  selectNavigationActor,
  selectSessionActor,
} from './app.select';

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const androidSamsung =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';

const credentials = { passserial: 'AB', passnum: '1000002', pin: '42309929990022' };
const user: SessionUser = { id: '2', termsofuse: 1, fullname: 'Rahimova' };

interface Options {
  store?: Partial<LocalStore>;
  /** Where the page was opened. */
  at?: string;
  userAgent?: string;
  auth?: () => Promise<AuthAnswer>;
  me?: () => Promise<SessionUser>;
  clientConfig?: () => Promise<ClientConfig>;
  notifications?: NotificationItem[];
  terms?: TermsOutput;
  /** A simulated clock for the app's delays (the kiosk's inactivity); real time otherwise. */
  clock?: SimulatedClock;
}

const never = <T>() => new Promise<T>(() => {});

/**
 * The app with every effect faked as ui/ would provide it: an in-memory localStore, the ministry's
 * answers, the GraphQL client's error reports, and a router that performs the emitted navigation
 * by reporting the new location back, as the UI's router does.
 */
function start(options: Options = {}) {
  const { storage, stored } = memoryStorage(options.store);
  const calls = { me: 0, auth: 0, notifications: 0 };
  /** The page's input events as the kiosk idle watch hears them, while it listens. */
  let touchScreen: (() => void) | null = null;
  let reportError: ((report: ErrorReport) => void) | null = null;
  /** What the gateway's ministry status subscription answers, while it runs. */
  let ministryStatus: ((status: 'UP' | 'DOWN') => void) | null = null;
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          storage,
          logout: fromPromise(async () => true),
          notifications: fromPromise(async () => {
            calls.notifications += 1;
            return options.notifications ?? [];
          }),
          terms: fromPromise(async () => options.terms ?? never<TermsOutput>()) as never,
        },
      }),
      login: loginMachine.provide({
        actors: {
          precheck: fromPromise(async () => true),
          faceCheck: fromPromise(
            async (): Promise<FaceCheckOutput> => ({ outcome: 'succeeded', jwt: 'jwt', bestshot: 'best' }),
          ) as never,
          authenticate: fromPromise(async () => {
            calls.auth += 1;
            return options.auth
              ? options.auth()
              : { resultCode: 1, message: null, token: `tok-${calls.auth}`, user };
          }),
        },
      }),
      kioskIdle: kioskIdleMachine.provide({
        actors: {
          activity: fromCallback<KioskIdleEvent>(({ sendBack }) => {
            touchScreen = () => sendBack({ type: 'idle.activity' });
            return () => {
              touchScreen = null;
            };
          }),
        },
      }),
      me: fromPromise(async () => {
        calls.me += 1;
        return options.me ? options.me() : { ...user, fullname: 'Rahimova Malika' };
      }),
      clientConfig: fromPromise(async () =>
        options.clientConfig ? options.clientConfig() : never<ClientConfig>(),
      ),
      errorReports: fromCallback<AnyEventObject>(({ sendBack }) => {
        reportError = (report) => sendBack({ type: 'error.reported', report });
      }),
      ministryStatus: fromCallback<AnyEventObject>(({ sendBack }) => {
        ministryStatus = (status) => sendBack({ type: status === 'DOWN' ? 'ministry.down' : 'ministry.up' });
        return () => {
          ministryStatus = null;
        };
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      location: options.at ?? '/',
      navigation: { userAgent: options.userAgent ?? desktopChrome, host: 'notary.uz', handoffDone: false },
      store: stored(),
      faceCheck: defaultFaceCheckConfig,
    },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const emitted: AppEmitted[] = [];
  /** The address bar: each entry is how it got there. */
  const history: string[] = [];
  const visit = (to: string) => {
    const [path = '/', search] = to.split('?');
    actor.send({ type: 'location.changed', path, search: search ? `?${search}` : '' });
  };
  actor.on('*', (event) => {
    emitted.push(event);
    if (event.type === 'app.navigationRequested') {
      history.push(`${event.replace ? 'replace' : 'push'} ${event.to}`);
      visit(event.to);
    }
  });
  actor.start();
  const app = () => actor;
  const snapshot = actor.getSnapshot();
  const navigation = selectNavigationActor(snapshot);
  const session = selectSessionActor(snapshot);
  const login = selectLoginActor(snapshot);
  return {
    actor,
    emitted,
    history,
    calls,
    visit,
    stored,
    navigation: () => selectNavigation(navigation.getSnapshot()),
    session: () => selectSession(session.getSnapshot()),
    sessionRef: session,
    login,
    /** The kiosk idle watch's projection and intents, or null when it does not run. */
    idle: () => {
      const ref = selectKioskIdleActor(app().getSnapshot());
      return ref
        ? { ...selectKioskIdle(ref.getSnapshot()), ...kioskIdleIntents((event) => ref.send(event)) }
        : null;
    },
    touchScreen: () => touchScreen?.(),
    ministryStatus: (status: 'UP' | 'DOWN') => {
      if (!ministryStatus) throw new Error('the ministry status actor is not running');
      ministryStatus(status);
    },
    report: (report: ErrorReport) => {
      if (!reportError) throw new Error('the error reports actor is not running');
      reportError(report);
    },
    /** Logs in through the login child and waits for the success dialog. */
    logIn: async () => {
      login.send({ type: 'login.submitted', credentials });
      await waitFor(login, (s) => selectLogin(s).successOpen);
    },
  };
}

const toastKeys = (emitted: AppEmitted[]) =>
  emitted.flatMap((event) => (event.type === 'app.errorShown' ? [event.toast.key] : []));

describe('app machine', () => {
  it('browser: login, session, expiry and login again, routed between the children', async () => {
    const app = start();
    app.visit('/equeue');
    // A guarded page while anonymous: the home page with the login dialog, the page kept as target.
    expect(app.history).toEqual(['replace /']);
    expect(app.navigation()).toMatchObject({ routeId: 'main', loginDialogOpen: true });
    expect(app.stored().redirectUrl).toBe('/equeue');
    expect(app.calls.me).toBe(0);

    await app.logIn();
    // login.authenticated: the session holds the token, the prompt steps aside, the user is refreshed.
    expect(app.session()).toMatchObject({ loggedIn: true });
    expect(app.stored().token).toBe('tok-1');
    expect(app.navigation().loginDialogOpen).toBe(false);
    expect(app.emitted).toContainEqual({ type: 'app.loggedIn' });
    await waitFor(app.actor, (s) => s.matches({ user: { authenticated: 'known' } }));
    expect(app.calls.me).toBe(1);
    expect(app.stored().user).toMatchObject({ fullname: 'Rahimova Malika' });

    // login.completed (the success dialog closed): the session routes to the stored target.
    app.login.send({ type: 'login.successClosed' });
    expect(app.history).toEqual(['replace /', 'push /equeue']);
    expect(app.navigation()).toMatchObject({ routeId: 'equeue', loginDialogOpen: false });
    expect(app.stored().redirectUrl).toBeNull();

    // The GraphQL client reports TOKEN_EXPIRED: the session ends, the page becomes the target,
    // and in the browser the login dialog opens over it.
    app.report({ code: 'TOKEN_EXPIRED', operation: 'query', message: 'Access Denied' });
    expect(app.session().loggedIn).toBe(false);
    expect(app.stored()).toMatchObject({ token: null, user: null, redirectUrl: '/equeue' });
    expect(app.navigation().loginDialogOpen).toBe(true);
    expect(toastKeys(app.emitted)).toEqual(['TOKEN_EXPIRED']);
    expect(app.history).toEqual(['replace /', 'push /equeue']);
    expect(app.actor.getSnapshot().matches({ user: 'anonymous' })).toBe(true);

    // Login again: a new token, the user refreshed again, back to the page that expired.
    await app.logIn();
    expect(app.stored().token).toBe('tok-2');
    await waitFor(app.actor, (s) => s.matches({ user: { authenticated: 'known' } }));
    expect(app.calls.me).toBe(2);
    app.login.send({ type: 'login.successClosed' });
    expect(app.history.at(-1)).toBe('push /equeue');
    expect(app.navigation()).toMatchObject({ routeId: 'equeue', loginDialogOpen: false });
  });

  it('browser: the success dialog closing on a query with pin and passport opens the act form', async () => {
    const app = start();
    app.visit('/?pin=1&passserial=AB&passnum=1');
    selectNavigationActor(app.actor.getSnapshot()).send({ type: 'login.requested' });
    await app.logIn();
    app.login.send({ type: 'login.successClosed' });
    expect(app.history).toEqual(['push /enotarial_act/-1?pin=1&passserial=AB&passnum=1']);
  });

  it('kiosk: kiosk main at once, then the redirect and the notifications; expiry goes to kiosk auth', async () => {
    const app = start({ notifications: [notificationItem] });
    app.visit('/kiosk/equeue');
    expect(app.history).toEqual(['replace /kiosk/auth']);
    expect(selectApp(app.actor.getSnapshot())).toMatchObject({ mode: 'kiosk', kiosk: true });
    expect(app.stored()).toMatchObject({ mode: 'kiosk', redirectUrl: '/kiosk/equeue' });

    await app.logIn();
    expect(app.history).toEqual(['replace /kiosk/auth', 'push /kiosk/main']);
    app.login.send({ type: 'login.successClosed' });
    expect(app.history.at(-1)).toBe('push /kiosk/equeue');
    await waitFor(app.sessionRef, (s) => selectSession(s).notificationListOpen);
    expect(app.session().notifications).toEqual([notificationItem]);

    app.report({ code: 'TOKEN_EXPIRED', operation: 'mutation', message: null });
    expect(app.history.at(-1)).toBe('replace /kiosk/auth');
    expect(app.stored()).toMatchObject({ token: null, redirectUrl: '/kiosk/equeue' });
    // No login dialog on a kiosk: kiosk auth is the login page.
    expect(app.navigation().loginDialogOpen).toBe(false);

    await app.logIn();
    expect(app.history.at(-1)).toBe('push /kiosk/main');
    app.login.send({ type: 'login.successClosed' });
    expect(app.history.at(-1)).toBe('push /kiosk/equeue');
  });

  it('shows the ministry down while the gateway says so, on any page and logged in or not', () => {
    const app = start();
    expect(selectMinistryDown(app.actor.getSnapshot())).toBe(false);
    app.ministryStatus('DOWN');
    expect(selectMinistryDown(app.actor.getSnapshot())).toBe(true);
    app.visit('/na_details');
    app.ministryStatus('DOWN');
    expect(selectMinistryDown(app.actor.getSnapshot())).toBe(true);
    app.ministryStatus('UP');
    expect(selectMinistryDown(app.actor.getSnapshot())).toBe(false);
    app.actor.stop();
  });

  it('a 418 goes back to the list of the mode the user is in, kiosk or browser', () => {
    const kiosk = start({ store: { token: 't', user } });
    kiosk.visit('/kiosk/my_notarial_act/12');
    kiosk.report({ code: 'UUID_NOT_FOUND', operation: 'query', uuid: 'u-1', message: null });
    kiosk.visit('/kiosk/my_notarial_act/12');
    kiosk.report({ code: 'PIN_NOT_FOUND_IN_UUID', operation: 'download', message: null });
    expect(kiosk.history).toEqual(['replace /kiosk/my_notarial_act', 'replace /kiosk/my_notarial_act']);
    expect(toastKeys(kiosk.emitted)).toEqual(['UUID_NOT_FOUND', 'DOWNLOAD_ACCESS_DENIED']);

    // The stored mode says kiosk, but the page shown is a browser page: the page decides.
    const browser = start({ store: { token: 't', user, mode: 'kiosk' } });
    browser.visit('/my_notarial_act/12');
    browser.report({ code: 'PIN_NOT_FOUND_IN_UUID', operation: 'query', message: null });
    expect(browser.history).toEqual(['replace /my_notarial_act']);
    // Already on the list: the toast, but no second visit of the same page.
    browser.report({ code: 'UUID_NOT_FOUND', operation: 'query', message: null });
    expect(browser.history).toEqual(['replace /my_notarial_act']);
    expect(toastKeys(browser.emitted)).toEqual(['PIN_NOT_FOUND_IN_UUID', 'UUID_NOT_FOUND_UNKNOWN']);
    expect(browser.session().loggedIn).toBe(true);
  });

  it('hands every other failure to the policy: toasts and 403/404 pages, the session kept', () => {
    const app = start({ store: { token: 't', user } });
    app.visit('/my_notarial_act');
    app.report({ code: 'BAD_REQUEST', operation: 'mutation', message: 'Noto‘g‘ri' });
    expect(app.emitted).toContainEqual({
      type: 'app.errorShown',
      toast: { key: 'BAD_REQUEST', values: {}, detail: 'Noto‘g‘ri', durationMs: 20_000 },
    });
    app.report({ code: 'FORBIDDEN', operation: 'query', message: null });
    expect(app.history).toEqual(['replace /403']);
    app.visit('/kiosk/main');
    app.report({ code: 'NOT_FOUND', operation: 'query', message: null });
    expect(app.history.at(-1)).toBe('replace /kiosk/404');
    expect(app.session().loggedIn).toBe(true);
  });

  it('refreshes the stored user from Query.me on a page load with a token, not without one', async () => {
    const anonymous = start();
    anonymous.visit('/');
    expect(anonymous.calls.me).toBe(0);

    const app = start({ store: { token: 't', user } });
    app.visit('/equeue');
    // The guard opens a guarded page for a stored token.
    expect(app.navigation().routeId).toBe('equeue');
    await waitFor(app.actor, (s) => s.matches({ user: { authenticated: 'known' } }));
    expect(app.calls.me).toBe(1);
    expect(app.stored().user).toMatchObject({ fullname: 'Rahimova Malika' });
  });

  it('keeps the stored user when Query.me fails; the failure is the error policy’s', async () => {
    const app = start({ store: { token: 't', user }, me: () => Promise.reject(new Error('TOKEN_EXPIRED')) });
    app.visit('/equeue');
    await waitFor(app.actor, (s) => s.matches({ user: { authenticated: 'known' } }));
    expect(app.stored().user).toEqual(user);
    expect(app.session().loggedIn).toBe(true);
  });

  it('logout leaves for the home page and the next login refreshes the user again', async () => {
    const app = start({ store: { token: 't', user } });
    app.visit('/my_notarial_act');
    await waitFor(app.actor, (s) => s.matches({ user: { authenticated: 'known' } }));
    app.sessionRef.send({ type: 'session.logoutRequested' });
    await waitFor(app.actor, (s) => s.matches({ user: 'anonymous' }));
    expect(app.history).toEqual(['push /']);
    expect(app.stored().token).toBeNull();
    selectNavigationActor(app.actor.getSnapshot()).send({ type: 'login.requested' });
    await app.logIn();
    await waitFor(app.actor, (s) => s.matches({ user: { authenticated: 'known' } }));
    expect(app.calls.me).toBe(2);
  });

  it('hands Query.clientConfig to the login’s face check and to the views', async () => {
    const config: ClientConfig = {
      faceCheckLimitMs: 12_000,
      faceCheckStartDelayMs: 1_000,
      frameIntervalMs: 250,
      kioskIdleMs: 60_000,
      kioskIdleCountdownMs: 10_000,
      instructionalVideoUrl: '/video.mp4',
    };
    const app = start({ clientConfig: async () => config });
    await waitFor(app.actor, (s) => s.matches({ clientConfig: 'loaded' }));
    expect(selectApp(app.actor.getSnapshot())).toMatchObject({ instructionalVideoUrl: '/video.mp4' });
    expect(app.login.getSnapshot().context.config).toEqual({
      faceCheckLimitMs: 12_000,
      faceCheckStartDelayMs: 1_000,
      frameIntervalMs: 250,
    });
  });

  it('keeps the default face check limits when Query.clientConfig fails', async () => {
    const app = start({ clientConfig: () => Promise.reject(new Error('down')) });
    await waitFor(app.actor, (s) => s.matches({ clientConfig: 'unavailable' }));
    expect(selectApp(app.actor.getSnapshot()).clientConfig).toBeNull();
    expect(app.login.getSnapshot().context.config).toEqual(defaultFaceCheckConfig);
  });

  it('shows the page of its address from the start, before the browser reports the address', () => {
    const app = start({ at: '/na_details?from=1' });
    expect(app.navigation()).toMatchObject({ screen: 'catalogue', routeId: 'naDetails' });
    const guarded = start({ at: '/my_notarial_act' });
    expect(guarded.navigation()).toMatchObject({ screen: 'home', loginDialogOpen: true });
    expect(guarded.history).toEqual(['replace /']);
  });

  it('asks ui/ to scroll to the top on each page and to hand an Android browser off to Chrome once', () => {
    const app = start({ userAgent: androidSamsung, at: '/notary' });
    // The browser reports the page it opened once it has rendered it: the same page, guarded once.
    app.visit('/notary');
    app.visit('/statistics');
    const handoffs = app.emitted.filter((event) => event.type === 'app.handoffRequested');
    expect(handoffs).toEqual([
      {
        type: 'app.handoffRequested',
        url: 'intent://notary.uz/notary#Intent;scheme=https;package=com.android.chrome;end',
      },
    ]);
    expect(app.emitted.filter((event) => event.type === 'app.scrollRequested')).toHaveLength(2);
  });

  it('takes the mode from the page shown, from the first frame on, whatever the store says', () => {
    const app = start({ store: { mode: 'browser' }, at: '/kiosk/main' });
    expect(selectApp(app.actor.getSnapshot()).mode).toBe('kiosk');
    app.visit('/kiosk/main');
    expect(app.stored().mode).toBe('kiosk');
    app.visit('/notary');
    expect(selectApp(app.actor.getSnapshot())).toMatchObject({ mode: 'browser', kiosk: false });
    expect(app.stored().mode).toBe('browser');
    app.visit('/kiosk/auth');
    expect(selectApp(app.actor.getSnapshot()).mode).toBe('kiosk');
    expect(app.stored().mode).toBe('kiosk');
    expect(selectApp(start({ store: { mode: 'kiosk' }, at: '/notary' }).actor.getSnapshot()).mode).toBe(
      'browser',
    );
  });

  it('routes the offer’s answer after login to the page the session chooses', async () => {
    const app = start({
      store: { redirectUrl: '/equeue' },
      auth: async () => ({ resultCode: 1, message: null, token: 'tok', user: { ...user, termsofuse: 0 } }),
      terms: { outcome: 'accepted', navigateTo: '/equeue', redirectConsumed: true },
    });
    app.visit('/');
    selectNavigationActor(app.actor.getSnapshot()).send({ type: 'login.requested' });
    await app.logIn();
    app.login.send({ type: 'login.successClosed' });
    await waitFor(app.sessionRef, (s) => s.matches({ authenticated: 'ready' }));
    expect(app.history).toEqual(['push /equeue']);
    expect(app.stored()).toMatchObject({ redirectUrl: null, user: { termsofuse: 1 } });
  });

  it('watches a kiosk’s inactivity only while a person is logged in on a kiosk page', async () => {
    const browser = start({ store: { token: 't', user } });
    browser.visit('/my_notarial_act');
    expect(browser.session().loggedIn).toBe(true);
    expect(browser.idle()).toBeNull();

    const kiosk = start({ notifications: [] });
    kiosk.visit('/kiosk/main');
    expect(kiosk.idle()).toBeNull();
    await kiosk.logIn();
    expect(kiosk.idle()).toMatchObject({ warning: false });
    // The person left for a browser page of the portal (the same machine, no longer a kiosk's page).
    kiosk.visit('/notary');
    expect(kiosk.idle()).toBeNull();
    kiosk.visit('/kiosk/main');
    expect(kiosk.idle()).toMatchObject({ warning: false });
    kiosk.sessionRef.send({ type: 'session.logoutRequested' });
    await waitFor(kiosk.actor, (s) => s.matches({ user: 'anonymous' }));
    expect(kiosk.idle()).toBeNull();
  });

  it('kiosk: a person who walks away is warned, then logged out and the kiosk wiped', async () => {
    const clock = new SimulatedClock();
    const app = start({ store: { token: 't', user, mode: 'kiosk' }, at: '/kiosk/my_notarial_act', clock });
    expect(app.idle()).toMatchObject({ warning: false });
    clock.increment(119_000);
    app.touchScreen();
    clock.increment(119_000);
    expect(app.idle()).toMatchObject({ warning: false });
    clock.increment(1_000);
    expect(app.idle()).toMatchObject({ warning: true, secondsLeft: 30 });
    for (let second = 0; second < 29; second += 1) clock.increment(1_000);
    expect(app.idle()).toMatchObject({ warning: true, secondsLeft: 1 });
    expect(app.emitted).not.toContainEqual({ type: 'app.wipeRequested' });
    clock.increment(1_000);
    await waitFor(app.actor, (s) => s.matches({ user: 'anonymous' }));
    expect(app.idle()).toBeNull();
    expect(app.stored()).toMatchObject({ token: null, user: null, redirectUrl: null, mode: 'kiosk' });
    expect(app.emitted.filter((event) => event.type === 'app.wipeRequested')).toHaveLength(1);
    // The wipe loads /kiosk/auth itself: no navigation inside the page that is being left.
    expect(app.history).toEqual([]);
  });

  it('kiosk: "I am still here" keeps the session; "Log out now" ends it with the wipe', async () => {
    const clock = new SimulatedClock();
    const app = start({
      store: { token: 't', user, mode: 'kiosk' },
      at: '/kiosk/main',
      clock,
      clientConfig: async () => ({
        ...defaultFaceCheckConfig,
        kioskIdleMs: 60_000,
        kioskIdleCountdownMs: 10_000,
        instructionalVideoUrl: null,
      }),
    });
    // The watch that started with the page keeps the defaults; the next one reads the configuration.
    await waitFor(app.actor, (s) => s.matches({ clientConfig: 'loaded' }));
    clock.increment(120_000);
    expect(app.idle()).toMatchObject({ warning: true, secondsLeft: 30 });
    app.idle()?.confirm();
    expect(app.idle()).toMatchObject({ warning: false });
    expect(app.session().loggedIn).toBe(true);
    app.sessionRef.send({ type: 'session.logoutRequested' });
    await waitFor(app.actor, (s) => s.matches({ user: 'anonymous' }));
    app.visit('/kiosk/auth');
    await app.logIn();
    clock.increment(60_000);
    expect(app.idle()).toMatchObject({ warning: true, secondsLeft: 10 });
    app.idle()?.logOut();
    await waitFor(app.actor, (s) => s.matches({ user: 'anonymous' }));
    expect(app.emitted.filter((event) => event.type === 'app.wipeRequested')).toHaveLength(2);
    expect(app.idle()).toBeNull();
  });

  it('browser: logout navigates home and wipes nothing', async () => {
    const app = start({ store: { token: 't', user } });
    app.visit('/equeue');
    app.sessionRef.send({ type: 'session.logoutRequested' });
    await waitFor(app.actor, (s) => s.matches({ user: 'anonymous' }));
    expect(app.history.at(-1)).toBe('push /');
    expect(app.emitted).not.toContainEqual({ type: 'app.wipeRequested' });
  });
});
