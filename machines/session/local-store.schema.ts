import { locales } from '../text/locales';

/**
 * localStorage["localStore"] (docs/contracts.md). Each field falls back on its own, so one bad
 * value (an old build, a hand edit) never throws away the token or the chosen locale.
 *
 * It is read before the first render, so it is checked by hand, not with zod: zod's core would be
 * 15 KB gzip of the first page's scripts (decision 029).
 */
export { locales } from '../text/locales';
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'oz';

export interface LocalStore {
  /** A path of the portal (it starts with "/"), never another site. */
  redirectUrl: string | null;
  mode: 'browser' | 'kiosk';
  locale: Locale;
  token: string | null;
  user: Record<string, unknown> | null;
}

const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readFields({ redirectUrl, mode, locale, token, user }: Record<string, unknown>): LocalStore {
  return {
    redirectUrl: filled(redirectUrl) && redirectUrl.startsWith('/') ? redirectUrl : null,
    mode: mode === 'kiosk' ? 'kiosk' : 'browser',
    locale: isLocale(locale) ? locale : defaultLocale,
    token: filled(token) ? token : null,
    user: isObject(user) ? user : null,
  };
}

export const defaultLocalStore: LocalStore = {
  redirectUrl: null,
  mode: 'browser',
  locale: defaultLocale,
  token: null,
  user: null,
};

/** Parses the stored JSON text; anything unreadable yields the defaults. */
export function parseLocalStore(raw: string | null | undefined): LocalStore {
  if (!raw) return { ...defaultLocalStore };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...defaultLocalStore };
  }
  return isObject(value) ? readFields(value) : { ...defaultLocalStore };
}
