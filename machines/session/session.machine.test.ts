import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { TermsOutput } from '../terms/terms.machine';
import { pathEventsOf } from '../testing/graph-events';
import { browserDestination, type NotificationItem, notificationHref } from './after-login';
import { defaultLocalStore, type LocalStore } from './local-store.schema';
import { type SessionEmitted, sessionMachine } from './session.machine';
import { selectSession, sessionOfferIntents } from './session.select';
import { memoryStorage, notificationItem } from './session.test-support';

const user = { id: '2', termsofuse: 0, fullname: 'Rahimova' };
const accepted = { ...user, termsofuse: 1 };

interface Options {
  store?: Partial<LocalStore>;
  terms?: TermsOutput;
  notifications?: NotificationItem[] | 'error';
  logout?: 'error';
}

function start(options: Options = {}) {
  const { storage, stored } = memoryStorage(options.store);
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      storage,
      logout: fromPromise(async () => {
        calls.push('logout');
        if (options.logout) throw new Error('ministry down');
        return true;
      }),
      notifications: fromPromise(async () => {
        calls.push('notifications');
        if (options.notifications === 'error') throw new Error('500');
        return options.notifications ?? [];
      }),
      terms: fromPromise(async () => options.terms ?? new Promise<TermsOutput>(() => {})) as never,
    },
  });
  const actor = createActor(machine, { input: { store: stored() } });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, calls, stored };
}

const navigations = (emitted: SessionEmitted[]) =>
  emitted.filter((event) => event.type === 'session.navigationRequested').map((event) => event.to);

describe('session machine', () => {
  it('starts anonymous without a token', () => {
    const { actor } = start();
    expect(selectSession(actor.getSnapshot())).toMatchObject({ loggedIn: false, termsDialog: false });
  });

  it('runs the app-start terms check for a stored user who has not accepted', () => {
    const { actor } = start({ store: { token: 't', user } });
    expect(actor.getSnapshot().matches({ authenticated: 'termsPending' })).toBe(true);
    expect(selectSession(actor.getSnapshot())).toMatchObject({ loggedIn: true, termsDialog: true });
    const done = start({ store: { token: 't', user: accepted } });
    expect(done.actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
  });

  it('stores token and user at login and, in the browser, routes only after the success dialog', () => {
    const { actor, stored, emitted } = start({ store: { redirectUrl: '/equeue' } });
    actor.send({ type: 'session.loggedIn', token: 'tok', user: accepted });
    expect(stored()).toMatchObject({ token: 'tok', user: accepted });
    expect(navigations(emitted)).toEqual([]);
    actor.send({ type: 'session.welcomed', search: '', currentPath: '/' });
    expect(navigations(emitted)).toEqual(['/equeue']);
    expect(stored().redirectUrl).toBeNull();
    expect(actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
  });

  it('opens the offer after login when termsofuse is not 1, then applies the accepted answer', async () => {
    const { actor, stored, emitted } = start({
      store: { redirectUrl: '/equeue' },
      terms: { outcome: 'accepted', navigateTo: '/equeue', redirectConsumed: true },
    });
    actor.send({ type: 'session.loggedIn', token: 'tok', user });
    actor.send({ type: 'session.welcomed', search: '', currentPath: '/' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(stored()).toMatchObject({ user: { ...user, termsofuse: 1 }, redirectUrl: null, token: 'tok' });
    expect(navigations(emitted)).toEqual(['/equeue']);
  });

  it('clears token and user when the offer is refused or the token turned out invalid', async () => {
    for (const terms of [
      { outcome: 'refused', navigateTo: '/' },
      { outcome: 'sessionEnded' },
    ] as TermsOutput[]) {
      const { actor, stored, emitted } = start({ store: { token: 't', user }, terms });
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(stored()).toMatchObject({ token: null, user: null });
      expect(navigations(emitted)).toEqual(terms.outcome === 'refused' ? ['/'] : []);
    }
  });

  it('kiosk: declining the offer (or a token that ended) wipes the kiosk instead of navigating', async () => {
    for (const terms of [
      { outcome: 'refused', navigateTo: '/kiosk/auth' },
      { outcome: 'sessionEnded' },
    ] as TermsOutput[]) {
      const kiosk = start({ store: { token: 't', user, mode: 'kiosk' }, terms });
      await waitFor(kiosk.actor, (s) => s.matches('anonymous'));
      expect(kiosk.stored()).toMatchObject({ token: null, user: null });
      expect(kiosk.emitted).toEqual([{ type: 'session.wipeRequested' }]);
    }
  });

  it('kiosk: opens kiosk main at once, then follows the redirect and shows a non-empty notification list', async () => {
    const { actor, emitted, stored, calls } = start({
      store: { mode: 'kiosk', redirectUrl: '/kiosk/search_ban' },
      notifications: [notificationItem],
    });
    actor.send({ type: 'session.loggedIn', token: 'tok', user: accepted });
    expect(navigations(emitted)).toEqual(['/kiosk/main']);
    actor.send({ type: 'session.welcomed', search: '', currentPath: '/kiosk/main' });
    await waitFor(actor, (s) => s.hasTag('notificationList'));
    expect(navigations(emitted)).toEqual(['/kiosk/main', '/kiosk/search_ban']);
    expect(stored().redirectUrl).toBeNull();
    expect(calls).toEqual(['notifications']);
    expect(selectSession(actor.getSnapshot()).notifications).toEqual([notificationItem]);
    actor.send({ type: 'session.notificationsClosed' });
    expect(actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
  });

  it('kiosk: no dialog for an empty list or a failed fetch; the offer comes first when not accepted', async () => {
    const empty = start({ store: { mode: 'kiosk' }, notifications: [] });
    empty.actor.send({ type: 'session.loggedIn', token: 'tok', user: accepted });
    empty.actor.send({ type: 'session.welcomed', search: '', currentPath: '/kiosk/main' });
    await waitFor(empty.actor, (s) => s.matches({ authenticated: 'ready' }));

    const failing = start({ store: { mode: 'kiosk' }, notifications: 'error' });
    failing.actor.send({ type: 'session.loggedIn', token: 'tok', user: accepted });
    failing.actor.send({ type: 'session.welcomed', search: '', currentPath: '/kiosk/main' });
    await waitFor(failing.actor, (s) => s.matches({ authenticated: 'ready' }));

    const offer = start({
      store: { mode: 'kiosk' },
      notifications: [notificationItem],
      terms: { outcome: 'accepted', navigateTo: null, redirectConsumed: false },
    });
    offer.actor.send({ type: 'session.loggedIn', token: 'tok', user });
    offer.actor.send({ type: 'session.welcomed', search: '', currentPath: '/kiosk/main' });
    await waitFor(offer.actor, (s) => s.hasTag('notificationList'));
    expect(offer.stored().user).toMatchObject({ termsofuse: 1 });
  });

  it('TOKEN_EXPIRED resets token and user, keeps the current path and reopens login in the browser', () => {
    const { actor, stored, emitted } = start({ store: { token: 't', user: accepted } });
    actor.send({ type: 'session.expired', currentPath: '/my_notarial_act?tab=2' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(stored()).toMatchObject({ token: null, user: null, redirectUrl: '/my_notarial_act?tab=2' });
    expect(emitted).toContainEqual({ type: 'session.loginRequested' });

    const kiosk = start({ store: { token: 't', user: accepted, mode: 'kiosk' } });
    kiosk.actor.send({ type: 'session.expired', currentPath: '/kiosk/main' });
    expect(kiosk.emitted).not.toContainEqual({ type: 'session.loginRequested' });
  });

  it('logout calls the ministry and leaves nothing of the session, even when the call fails', async () => {
    for (const logout of [undefined, 'error'] as const) {
      const { actor, stored, emitted, calls } = start({
        store: { token: 't', user: accepted, redirectUrl: '/equeue' },
        ...(logout ? { logout } : {}),
      });
      actor.send({ type: 'session.logoutRequested' });
      expect(selectSession(actor.getSnapshot()).busy).toBe(true);
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(calls).toEqual(['logout']);
      expect(stored()).toMatchObject({ token: null, user: null, redirectUrl: null });
      expect(navigations(emitted)).toEqual(['/']);
    }
  });

  it('kiosk: logout asks ui/ to wipe the kiosk instead of navigating, even when the call fails', async () => {
    for (const logout of [undefined, 'error'] as const) {
      const kiosk = start({
        store: { token: 't', user: accepted, mode: 'kiosk', redirectUrl: '/kiosk/equeue' },
        ...(logout ? { logout } : {}),
      });
      kiosk.actor.send({ type: 'session.logoutRequested' });
      await waitFor(kiosk.actor, (s) => s.matches('anonymous'));
      expect(kiosk.calls).toEqual(['logout']);
      expect(kiosk.emitted).toEqual([{ type: 'session.wipeRequested' }]);
      expect(kiosk.stored()).toMatchObject({ token: null, user: null, redirectUrl: null, mode: 'kiosk' });
    }
  });

  it('opens the public offer from the footer for a visitor, closes it, and a login leaves it', () => {
    const { actor } = start({ store: { token: null, user: null } });
    expect(selectSession(actor.getSnapshot()).publicOffer).toBe(false);
    const offer = sessionOfferIntents(actor.send);
    offer.openTerms('/notary');
    expect(actor.getSnapshot().matches({ anonymous: 'readingOffer' })).toBe(true);
    expect(selectSession(actor.getSnapshot()).publicOffer).toBe(true);
    offer.closeOffer();
    expect(actor.getSnapshot().matches({ anonymous: 'browsing' })).toBe(true);
    offer.openTerms('/notary');
    actor.send({ type: 'session.loggedIn', token: 't', user: accepted });
    expect(selectSession(actor.getSnapshot()).publicOffer).toBe(false);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('opens the offer from the footer for a logged-in user and returns when it is closed', async () => {
    const { actor } = start({ store: { token: 't', user: accepted }, terms: { outcome: 'closed' } });
    actor.send({ type: 'session.termsOpened', currentPath: '/notary' });
    expect(actor.getSnapshot().context.currentPath).toBe('/notary');
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
  });

  it('persists mode, locale, redirect and a refreshed user; follows outside changes', () => {
    const { actor, stored } = start({ store: { token: 't', user: accepted } });
    actor.send({ type: 'session.modeEntered', mode: 'kiosk' });
    actor.send({ type: 'session.localeChanged', locale: 'ru' });
    actor.send({ type: 'session.redirectStored', redirectUrl: '/notary' });
    actor.send({ type: 'session.userRefreshed', user: { ...accepted, fullname: 'R' } });
    expect(stored()).toMatchObject({
      mode: 'kiosk',
      locale: 'ru',
      redirectUrl: '/notary',
      user: { fullname: 'R' },
    });
    actor.send({ type: 'session.storeSynced', store: { ...stored(), token: 't2' } });
    expect(actor.getSnapshot().context.token).toBe('t2');
    actor.send({ type: 'session.storeSynced', store: { ...stored(), token: null, user: null } });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    actor.send({ type: 'session.storeSynced', store: { ...stored(), locale: 'uz' } });
    expect(actor.getSnapshot().context.locale).toBe('uz');
  });
});

describe('after login', () => {
  it('follows section 4: act form with pin and passport in the query, else redirect, else my acts', () => {
    expect(browserDestination('?pin=1&passserial=AB&passnum=1', '/equeue')).toEqual({
      to: '/enotarial_act/-1?pin=1&passserial=AB&passnum=1',
      redirectConsumed: false,
    });
    expect(browserDestination('?pin=1&passserial=AB', '/equeue')).toEqual({
      to: '/equeue',
      redirectConsumed: true,
    });
    expect(browserDestination('', null)).toEqual({ to: '/my_notarial_act', redirectConsumed: false });
  });

  it('links notifications by registration system, with the kiosk prefix; a video conference on its tab', () => {
    expect(notificationHref(notificationItem, 'browser')).toBe('/my_notarial_act/77?tab=video');
    expect(notificationHref(notificationItem, 'kiosk')).toBe('/kiosk/my_notarial_act/77?tab=video');
    const visit = { ...notificationItem, regtypeid: 1 };
    expect(notificationHref(visit, 'browser')).toBe('/my_notarial_act/77');
    expect(notificationHref({ ...visit, regsystemid: 3, rid: null, uuid: 'u-1' }, 'kiosk')).toBe(
      '/kiosk/enotarial_act/u-1',
    );
    const act = { ...notificationItem, regtypeid: 1, regsystemid: 3, rid: null, uuid: 'u-1' };
    expect(notificationHref(act, 'browser')).toBe('/enotarial_act/u-1');
    expect(notificationHref({ ...act, regsystemid: 4 }, 'kiosk')).toBe('/kiosk/enotarial_act/u-1');
    expect(notificationHref({ ...act, regsystemid: 1 }, 'browser')).toBeNull();
  });
});

describe('session machine paths (xstate/graph)', () => {
  const never = () => new Promise<never>(() => {});
  const quiet = sessionMachine.provide({
    actors: {
      storage: fromCallback(() => () => {}),
      logout: fromPromise<boolean>(never),
      notifications: fromPromise<NotificationItem[]>(never),
      terms: fromPromise(never) as never,
    },
  });
  const variants: Record<string, Record<string, unknown>[]> = {
    'session.loggedIn': [
      { token: 't', user: accepted },
      { token: 't', user },
    ],
    'session.welcomed': [{ search: '', currentPath: '/' }],
    'session.expired': [{ currentPath: '/x' }],
    'session.termsOpened': [{ currentPath: '/x' }],
    'session.storeSynced': [{ store: { ...defaultLocalStore, token: null } }],
    'session.modeEntered': [{ mode: 'kiosk' }, { mode: 'browser' }],
    'session.localeChanged': [{ locale: 'ru' }],
    'session.redirectStored': [{ redirectUrl: '/x' }],
    'session.userRefreshed': [{ user: accepted }],
    'xstate.done.actor.terms': [
      { output: { outcome: 'accepted', navigateTo: null, redirectConsumed: false } },
      { output: { outcome: 'closed' } },
      { output: { outcome: 'refused', navigateTo: '/' } },
    ],
    'xstate.done.actor.notifications': [{ output: [notificationItem] }, { output: [] }],
  };
  const events = pathEventsOf(sessionMachine).flatMap((event) =>
    (variants[event.type] ?? [{}]).map((extra) => ({ ...event, ...extra })),
  );
  const paths = getShortestPaths(quiet, {
    events: events as never,
    input: { store: defaultLocalStore },
    serializeState: (snapshot) => {
      const s = snapshot as SnapshotFrom<typeof sessionMachine>;
      return JSON.stringify([s.value, s.context.mode, s.context.user?.termsofuse ?? null]);
    },
  });

  it('reaches every state and a real actor follows each path', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      '{"anonymous":"browsing"}',
      '{"anonymous":"readingOffer"}',
      '"loggingOut"',
      '{"authenticated":"welcoming"}',
      '{"authenticated":"termsPending"}',
      '{"authenticated":"reviewingTerms"}',
      '{"authenticated":"notifying"}',
      '{"authenticated":"notificationsShown"}',
      '{"authenticated":"ready"}',
    ])
      expect(reached).toContain(state);
    for (const path of paths) {
      const actor = createActor(quiet, { input: { store: defaultLocalStore } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});
