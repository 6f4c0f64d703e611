// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import errors from '../../locales/oz/errors.json';
import { defaultFaceCheckConfig } from '../../machines/face-check/face-check.config';
import { defaultKioskIdleLimits } from '../../machines/kiosk-idle/kiosk-idle.machine';
import { defaultLocalStore, type LocalStore } from '../../machines/session/local-store.schema';
import { AppActor, startAppActor } from '../app-actor/app-actor';
import { toaster } from '../components/toaster';
import { createErrorReports } from '../errors/error-reaction';
import { useNavigationView } from '../features/navigation';
import { createGraphqlClient } from '../graphql/client';
import { readLocalStore, writeLocalStore } from '../storage/local-store';
import { setUpComponentTests } from '../testing/render';
import { appLogic, createApp } from './app-logic';
import { useBrowserEffects } from './browser-effects';

// Registered first so that it runs after the DOM's cleanup (after-hooks run in reverse order).
afterEach(() => vi.restoreAllMocks());
setUpComponentTests({ errors });
beforeEach(() => window.localStorage.clear());

const user = { id: 'u-2', fullname: 'Rahimova', termsofuse: 1 };

/** The gateway: Query.me answers as given, Query.clientConfig with the defaults, anything else fails as given. */
function gateway(me: unknown, other: unknown = { data: null }) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    // urql sends short queries as GET (the operation in the URL) and others as POST.
    const operation = init?.body
      ? (JSON.parse(String(init.body)) as { operationName?: string }).operationName
      : new URL(String(input), 'http://localhost').searchParams.get('operationName');
    const answer =
      operation === 'Me'
        ? me
        : operation === 'ClientConfig'
          ? {
              data: {
                clientConfig: {
                  ...defaultFaceCheckConfig,
                  ...defaultKioskIdleLimits,
                  instructionalVideoUrl: null,
                },
              },
            }
          : other;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

function Browser({ children }: { children?: ReactNode }) {
  useBrowserEffects();
  return <>{children}</>;
}

/** The composition of ui/app without the shell: the real client, error reports, app logic and browser effects. */
function start(
  store: Partial<LocalStore>,
  path: string,
  fetch: typeof globalThis.fetch,
  children?: ReactNode,
) {
  writeLocalStore({ ...defaultLocalStore, ...store });
  const reports = createErrorReports();
  const client = createGraphqlClient({
    locale: () => 'oz',
    onError: reports.report,
    fetch,
    subscriptions: false,
  });
  const location = memoryLocation({ path, record: true });
  const toasts = vi.spyOn(toaster, 'create');
  const actor = startAppActor(appLogic(client, reports), {
    location: path,
    navigation: { userAgent: 'test', host: 'localhost', handoffDone: true },
    store: readLocalStore(),
    faceCheck: defaultFaceCheckConfig,
  });
  // StrictMode as in main.tsx: React runs the browser effects twice, which must lose nothing.
  render(
    <StrictMode>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppActor.Provider actor={actor}>
          <Browser>{children}</Browser>
        </AppActor.Provider>
      </Router>
    </StrictMode>,
  );
  return { client, location, toasts };
}

describe('the app actor in the browser', () => {
  it('kiosk: TOKEN_EXPIRED from Query.me ends the stored session, toasts 3 s and goes to kiosk auth', async () => {
    const expired = {
      data: null,
      errors: [{ message: 'Access Denied', extensions: { code: 'TOKEN_EXPIRED' } }],
    };
    const { location, toasts } = start(
      { token: 't', user, mode: 'kiosk' },
      '/kiosk/equeue',
      gateway(expired),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/kiosk/auth'));
    expect(readLocalStore()).toMatchObject({ token: null, user: null, redirectUrl: '/kiosk/equeue' });
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ title: errors.TOKEN_EXPIRED, duration: 3_000, type: 'error' }),
    );
  });

  it('names the act and leaves for my acts on UUID_NOT_FOUND, keeping the session and the refreshed user', async () => {
    const me = { data: { me: { __typename: 'User', ...user, fullname: 'Rahimova Malika' } } };
    const gone = {
      data: null,
      errors: [{ message: 'gone', extensions: { code: 'UUID_NOT_FOUND', uuid: 'a-1' } }],
    };
    const { client, location, toasts } = start({ token: 't', user }, '/enotarial_act/a-1', gateway(me, gone));
    await waitFor(() => expect(readLocalStore().user).toMatchObject({ fullname: 'Rahimova Malika' }));
    await act(() => client.query('query Health { health { gateway } }', {}).toPromise());
    await waitFor(() => expect(location.history.at(-1)).toBe('/my_notarial_act'));
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ title: errors.UUID_NOT_FOUND.replace('{{uuid}}', 'a-1'), duration: 20_000 }),
    );
    expect(readLocalStore().token).toBe('t');
  });
});

describe('the app actor started before the first render (main.tsx)', () => {
  function startEarly(path: string) {
    const screens: (string | null)[] = [];
    function Probe() {
      screens.push(useNavigationView().screen);
      return null;
    }
    const { location } = start({}, path, gateway({ data: { me: null } }), <Probe />);
    return { location, screens };
  }

  it("renders the page's screen in its very first render", () => {
    const { screens } = startEarly('/');
    expect(screens[0]).toBe('home');
    expect(new Set(screens)).toEqual(new Set(['home']));
  });

  it('performs what it emitted before the browser effects listened: an unknown page is replaced by /404', async () => {
    const { location } = startEarly('/no/such/page');
    await waitFor(() => expect(location.history.at(-1)).toBe('/404'));
  });
});

describe("the page's composition root", () => {
  it('sends the start-up queries at once and hands their answers over only once the first render is on screen', async () => {
    const calls = vi.spyOn(globalThis, 'fetch').mockImplementation(gateway({ data: { me: null } }));
    const { actor, rendered } = createApp(() => 'oz');
    actor.start();
    await waitFor(() => expect(calls).toHaveBeenCalled());
    // Answered at once, but held: a render in progress would otherwise read a changed app state. An
    // answer not held reaches the actor within a few milliseconds.
    await expect(
      waitFor(() => expect(actor.getSnapshot().context.clientConfig).not.toBeNull(), { timeout: 300 }),
    ).rejects.toThrow();
    rendered();
    await waitFor(() =>
      expect(actor.getSnapshot().context.clientConfig).toEqual({
        ...defaultFaceCheckConfig,
        ...defaultKioskIdleLimits,
        instructionalVideoUrl: null,
      }),
    );
    actor.stop();
  });
});

describe('error reports', () => {
  it('keeps a report made before the app actor listens and hands it on when it does', () => {
    const reports = createErrorReports();
    reports.report({ code: 'FORBIDDEN', operation: 'query' });
    const heard: unknown[] = [];
    const stop = reports.subscribe((report) => heard.push(report));
    reports.report({ code: 'NOT_FOUND', operation: 'query' });
    stop();
    reports.report({ code: 'CONFLICT', operation: 'mutation' });
    expect(heard).toEqual([
      { code: 'FORBIDDEN', operation: 'query' },
      { code: 'NOT_FOUND', operation: 'query' },
    ]);
  });
});
