import { test as base, expect, type Page } from '@playwright/test';
import { userRecordFields } from '../tests/support/user-record';

export type Locale = 'oz' | 'uz' | 'ru';

export interface StoredState {
  redirectUrl: string | null;
  mode: 'browser' | 'kiosk';
  locale: Locale;
  token: string | null;
  user: Record<string, unknown> | null;
}

/** Reads localStorage["localStore"] as the app wrote it (docs/contracts.md). */
export async function readLocalStore(page: Page): Promise<StoredState | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('localStore');
    return raw ? (JSON.parse(raw) as StoredState) : null;
  });
}

/**
 * Seeds localStorage["localStore"] before the app runs, only when it is absent, so a reload keeps
 * what the app itself saved.
 */
export async function seedLocalStore(page: Page, state: StoredState) {
  await page.addInitScript((seed) => {
    // Init scripts also run in about:blank and error pages, where localStorage is refused.
    if (!window.location.protocol.startsWith('http')) return;
    if (window.localStorage.getItem('localStore') !== null) return;
    window.localStorage.setItem('localStore', JSON.stringify(seed));
  }, state);
}

/**
 * Errors a page must not show, collected for the end of the test: anything thrown, React's complaints
 * (a render loop may leave the page looking fine under a dialog), and every Content-Security-Policy
 * violation (decision 025: the policy must never stand in the app's way). Chromium logs blocked styles
 * and scripts on the console, but not an eval the page catches, so the page's own violation events
 * are logged too.
 */
export async function collectPageErrors(page: Page): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /React|re-render|Cannot update a component|Content Security Policy/.test(message.text())
    )
      errors.push(message.text());
  });
  return errors;
}

const standInUser = { id: 'e2e', fullname: 'E2E Foydalanuvchi', termsofuse: 1, roles: [] };

const operationOf = (request: import('@playwright/test').Request) =>
  request.method() === 'GET'
    ? (new URL(request.url()).searchParams.get('operationName') ?? '')
    : String(request.postDataJSON()?.operationName ?? '');

/** The stand-in user as Query.me answers it: every field of the User type, null but the stand-in's. */
const meAnswer = {
  __typename: 'User',
  ...Object.fromEntries(userRecordFields.map((field) => [field, null])),
  ...standInUser,
};

/** Answers Query.me for the stand-in session; every other call goes on (route.fallback). */
async function answerSessionQueries(page: Page) {
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      if (operationOf(route.request()) !== 'Me') return route.fallback();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: { me: meAnswer } }),
      });
    },
  );
}

interface Fixtures {
  /** The locale each test starts in; pinned so text assertions never depend on the machine. */
  appLocale: Locale;
  /**
   * A stand-in session for specs that are not about login: a token the gateway does not know,
   * a user who accepted the offer, and the session's own Query.me answered here. Specs about
   * sessions log in for real (login-*.spec.ts). null is logged out.
   */
  token: string | null;
}

export const test = base.extend<Fixtures>({
  appLocale: ['oz', { option: true }],
  token: [null, { option: true }],
  page: async ({ page, appLocale, token }, use) => {
    if (token) await answerSessionQueries(page);
    await seedLocalStore(page, {
      redirectUrl: null,
      mode: 'browser',
      locale: appLocale,
      token,
      user: token ? standInUser : null,
    });
    const appErrors = await collectPageErrors(page);
    await use(page);
    expect(appErrors, 'errors thrown in the page').toEqual([]);
  },
});

export { expect };
