import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type NavigationEmitted, type NavigationEvent, navigationMachine } from './navigation.machine';
import { selectNavigation } from './navigation.select';

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const androidSamsung =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';

function start(input: Partial<{ userAgent: string; host: string; handoffDone: boolean }> = {}) {
  const actor = createActor(navigationMachine, {
    input: { userAgent: desktopChrome, host: 'notary.uz', handoffDone: false, ...input },
  });
  const emitted: NavigationEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const go = (path: string, authenticated = false, search = '') => {
    emitted.length = 0;
    actor.send({ type: 'navigation.requested', path, search, authenticated });
    return actor.getSnapshot();
  };
  return { actor, emitted, go };
}

const replaceOf = (emitted: NavigationEmitted[]) =>
  emitted.find((event) => event.type === 'navigation.replaceRequested');
const storedOf = (emitted: NavigationEmitted[]) =>
  emitted.find((event) => event.type === 'navigation.redirectTargetStored');
const scrolled = (emitted: NavigationEmitted[]) =>
  emitted.some((event) => event.type === 'navigation.scrollRequested');

describe('navigation machine', () => {
  it('starts idle with no route', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(selectNavigation(snapshot).mode).toBeNull();
  });

  it('shows the home page in browser mode without storing a redirect target', () => {
    const { go, emitted } = start();
    const snapshot = go('/');
    expect(snapshot.matches({ browser: 'page' })).toBe(true);
    const view = selectNavigation(snapshot);
    expect(view).toMatchObject({ mode: 'browser', routeId: 'main', screen: 'home', breadcrumbs: [] });
    expect(storedOf(emitted)).toBeUndefined();
    expect(scrolled(emitted)).toBe(true);
    expect(emitted).toContainEqual({ type: 'navigation.modeEntered', mode: 'browser' });
  });

  it('stores any non-main page as redirect target for an anonymous browser user', () => {
    const { go, emitted } = start();
    const snapshot = go('/na_details/7', false, '?q=1');
    expect(selectNavigation(snapshot)).toMatchObject({
      screen: 'catalogue',
      routeId: 'naDetail',
      params: { id: '7' },
      redirectTarget: '/na_details/7?q=1',
    });
    expect(storedOf(emitted)).toEqual({
      type: 'navigation.redirectTargetStored',
      redirectUrl: '/na_details/7?q=1',
    });
    expect(scrolled(emitted)).toBe(true);
  });

  it('does not store error pages or anything for an authenticated user', () => {
    const anonymous = start();
    anonymous.go('/404');
    expect(storedOf(anonymous.emitted)).toBeUndefined();
    const signedIn = start();
    const snapshot = signedIn.go('/notary', true);
    expect(storedOf(signedIn.emitted)).toBeUndefined();
    expect(selectNavigation(snapshot).routeId).toBe('notaries');
  });

  it('opens the login dialog over home for a guarded browser route while anonymous', () => {
    const { go, emitted, actor } = start();
    let snapshot = go('/my_notarial_act/12/auto/3');
    expect(snapshot.matches({ browser: 'loginPrompt' })).toBe(true);
    expect(storedOf(emitted)?.redirectUrl).toBe('/my_notarial_act/12/auto/3');
    expect(replaceOf(emitted)).toEqual({ type: 'navigation.replaceRequested', to: '/' });
    expect(selectNavigation(snapshot)).toMatchObject({
      loginDialogOpen: true,
      screen: 'home',
      canDismissLogin: true,
    });

    // The replace to "/" the machine asked for keeps the dialog open.
    snapshot = go('/');
    expect(snapshot.matches({ browser: 'loginPrompt' })).toBe(true);
    expect(storedOf(emitted)).toBeUndefined();

    actor.send({ type: 'login.dismissed' });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches({ browser: 'page' })).toBe(true);
    expect(selectNavigation(snapshot).loginDialogOpen).toBe(false);
  });

  it('leaves the login prompt when the user goes to another page', () => {
    const { go } = start();
    go('/equeue');
    const snapshot = go('/notary');
    expect(snapshot.matches({ browser: 'page' })).toBe(true);
    expect(selectNavigation(snapshot).routeId).toBe('notaries');
  });

  it('lets an authenticated user through guarded routes with breadcrumbs', () => {
    const { go } = start();
    const view = selectNavigation(go('/my_notarial_act/12/member/5', true));
    expect(view.screen).toBe('actMember');
    expect(view.breadcrumbs.map((crumb) => [crumb.routeId, crumb.href, crumb.current])).toEqual([
      ['main', '/', false],
      ['myActs', '/my_notarial_act', false],
      ['myAct', '/my_notarial_act/12', false],
      ['myActMember', '/my_notarial_act/12/member/5', true],
    ]);
  });

  it('sends unknown browser paths to /404 and unknown kiosk paths to /kiosk/404', () => {
    const browser = start();
    let snapshot = browser.go('/no/such/path');
    expect(snapshot.matches({ browser: 'redirecting' })).toBe(true);
    expect(selectNavigation(snapshot)).toMatchObject({ busy: true, screen: null });
    expect(replaceOf(browser.emitted)?.to).toBe('/404');

    const kiosk = start();
    snapshot = kiosk.go('/kiosk/no/such');
    expect(snapshot.matches({ kiosk: 'redirecting' })).toBe(true);
    expect(replaceOf(kiosk.emitted)?.to).toBe('/kiosk/404');
  });

  it('replaces the old /enotarial-act form, keeping the query', () => {
    const { go, emitted } = start();
    const snapshot = go('/enotarial-act/x', true, '?a=1');
    expect(snapshot.matches('redirecting')).toBe(true);
    expect(replaceOf(emitted)?.to).toBe('/enotarial_act/x?a=1');
    expect(storedOf(emitted)).toBeUndefined();
  });

  it('sends an anonymous kiosk user to /kiosk/auth and keeps the wanted path', () => {
    const { go, emitted } = start();
    const snapshot = go('/kiosk/search_ban');
    expect(snapshot.matches({ kiosk: 'redirecting' })).toBe(true);
    expect(storedOf(emitted)?.redirectUrl).toBe('/kiosk/search_ban');
    expect(replaceOf(emitted)?.to).toBe('/kiosk/auth');
    expect(emitted).toContainEqual({ type: 'navigation.modeEntered', mode: 'kiosk' });
  });

  it('shows open kiosk pages to anonymous users and guarded ones after login', () => {
    const { go, emitted } = start();
    let snapshot = go('/kiosk/auth');
    expect(snapshot.matches({ kiosk: 'page' })).toBe(true);
    expect(storedOf(emitted)).toBeUndefined();
    expect(scrolled(emitted)).toBe(true);
    snapshot = go('/kiosk/main', true);
    expect(selectNavigation(snapshot)).toMatchObject({ mode: 'kiosk', screen: 'kioskMain', breadcrumbs: [] });
  });

  it('sends /kiosk to the kiosk main page', () => {
    const { go, emitted } = start();
    go('/kiosk', true);
    expect(replaceOf(emitted)?.to).toBe('/kiosk/main');
  });

  it('switches mode by path in both directions', () => {
    const { go } = start();
    expect(selectNavigation(go('/kiosk/404')).mode).toBe('kiosk');
    expect(selectNavigation(go('/statistics')).mode).toBe('browser');
    expect(selectNavigation(go('/kiosk/403')).mode).toBe('kiosk');
  });

  it('hands an Android browser off to Chrome once, on the first navigation only', () => {
    const { go, emitted, actor } = start({ userAgent: androidSamsung, host: 'notary.uz:8443' });
    go('/notary', false, '?x=1');
    expect(emitted).toContainEqual({
      type: 'navigation.handoffRequested',
      url: 'intent://notary.uz:8443/notary?x=1#Intent;scheme=https;package=com.android.chrome;end',
    });
    expect(actor.getSnapshot().context.handoffDone).toBe(true);
    go('/statistics');
    expect(emitted.some((event) => event.type === 'navigation.handoffRequested')).toBe(false);
  });

  it('does not hand off when the session already did, or on desktop', () => {
    const again = start({ userAgent: androidSamsung, handoffDone: true });
    again.go('/');
    expect(again.emitted.some((event) => event.type === 'navigation.handoffRequested')).toBe(false);
    const desktop = start();
    desktop.go('/');
    expect(desktop.emitted.some((event) => event.type === 'navigation.handoffRequested')).toBe(false);
  });

  it('ignores login.dismissed when no dialog is open', () => {
    const { go, actor } = start();
    go('/');
    expect(actor.getSnapshot().can({ type: 'login.dismissed' })).toBe(false);
  });

  it('opens the login dialog on request from a browser page, not from a kiosk page', () => {
    const { go, actor } = start();
    go('/notary');
    actor.send({ type: 'login.requested' });
    const view = selectNavigation(actor.getSnapshot());
    expect(view).toMatchObject({ loginDialogOpen: true, routeId: 'notaries', canRequestLogin: false });
    actor.send({ type: 'login.dismissed' });
    expect(selectNavigation(actor.getSnapshot()).canRequestLogin).toBe(true);
    go('/kiosk/auth');
    expect(selectNavigation(actor.getSnapshot()).canRequestLogin).toBe(false);
    actor.send({ type: 'login.requested' });
    expect(actor.getSnapshot().matches({ kiosk: 'page' })).toBe(true);
  });
});

describe('navigation machine paths (xstate/graph)', () => {
  const events: NavigationEvent[] = [
    { type: 'navigation.requested', path: '/', search: '', authenticated: false },
    { type: 'navigation.requested', path: '/notary', search: '', authenticated: false },
    { type: 'navigation.requested', path: '/equeue', search: '', authenticated: false },
    { type: 'navigation.requested', path: '/no/such', search: '', authenticated: false },
    { type: 'navigation.requested', path: '/enotarial-act/x', search: '', authenticated: true },
    { type: 'navigation.requested', path: '/kiosk/main', search: '', authenticated: false },
    { type: 'navigation.requested', path: '/kiosk/main', search: '', authenticated: true },
    { type: 'navigation.requested', path: '/kiosk/nothing', search: '', authenticated: true },
    { type: 'login.requested' },
    { type: 'login.dismissed' },
  ];
  const model = createTestModel(navigationMachine, {
    events,
    serializeState: (snapshot) => JSON.stringify((snapshot as SnapshotFrom<typeof navigationMachine>).value),
  });
  const expected = [
    '"idle"',
    '"redirecting"',
    '{"browser":"page"}',
    '{"browser":"redirecting"}',
    '{"browser":"loginPrompt"}',
    '{"kiosk":"page"}',
    '{"kiosk":"redirecting"}',
  ];

  it('reaches every state by a shortest path', () => {
    const reached = new Set(
      model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => JSON.stringify(path.state.value)),
    );
    expect([...reached].sort()).toEqual([...expected].sort());
  });

  it('replays each shortest path on a real actor and lands in the same state', () => {
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
      const actor = createActor(navigationMachine, {
        input: { userAgent: desktopChrome, host: 'notary.uz', handoffDone: false },
      }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});
