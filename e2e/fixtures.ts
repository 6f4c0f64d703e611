import { test as base, expect, type Page } from '@playwright/test';

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

interface Fixtures {
  /** The locale each test starts in; pinned so text assertions never depend on the machine. */
  appLocale: Locale;
  /** A session token to start with (a stand-in until login exists); null is logged out. */
  token: string | null;
}

export const test = base.extend<Fixtures>({
  appLocale: ['oz', { option: true }],
  token: [null, { option: true }],
  page: async ({ page, appLocale, token }, use) => {
    // Seeds the store only when it is absent, so a reload keeps what the app itself saved.
    await page.addInitScript(
      ({ locale: seedLocale, token: seedToken }) => {
        if (window.localStorage.getItem('localStore') !== null) return;
        window.localStorage.setItem(
          'localStore',
          JSON.stringify({
            redirectUrl: null,
            mode: 'browser',
            locale: seedLocale,
            token: seedToken,
            user: null,
          }),
        );
      },
      { locale: appLocale, token },
    );
    await use(page);
  },
});

export { expect };
