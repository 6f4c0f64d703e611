import { type LocalStore, parseLocalStore } from '../../machines/session/local-store.schema';

/**
 * The one reader and writer of localStorage["localStore"] (docs/contracts.md). The session's storage
 * actor subscribes, so a token refreshed by the GraphQL client or changed in another tab reaches the
 * session at once.
 */
export const localStoreKey = 'localStore';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: LocalStore = parseLocalStore(null);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private modes, kiosk lockdown); the portal still works for the tab.
    return null;
  }
}

let memoryRaw: string | null = null;

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(localStoreKey) : memoryRaw;
}

export function readLocalStore(): LocalStore {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseLocalStore(raw);
  }
  return cached;
}

/**
 * The chosen language in a cookie too, so that the gateway preloads the first page's translations in
 * it (gateway/http/page-preload.ts, decision 029). A preference, not personal data.
 */
export function rememberLocale(locale: LocalStore['locale']): void {
  const cookie = `locale=${locale}`;
  if (!document.cookie.split('; ').includes(cookie))
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is missing in older Firefox and Safari
    document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

export function writeLocalStore(patch: Partial<LocalStore>): LocalStore {
  const next = { ...readLocalStore(), ...patch };
  if (patch.locale) rememberLocale(patch.locale);
  const raw = JSON.stringify(next);
  const store = storage();
  if (store) {
    try {
      store.setItem(localStoreKey, raw);
    } catch {
      memoryRaw = raw;
    }
  } else {
    memoryRaw = raw;
  }
  for (const listener of listeners) listener();
  return next;
}

export function subscribeLocalStore(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === localStoreKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
