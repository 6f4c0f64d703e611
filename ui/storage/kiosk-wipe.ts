import { defaultLocalStore } from '../../machines/session/local-store.schema';
import { localStoreKey, rememberLocale } from './local-store';

/**
 * The IndexedDB database of the kiosk's enrolment (ui/features/kiosks/kiosk-credential.ts, decision
 * 070): the one thing of a kiosk's browser that outlives the people who use it. The portal keeps
 * nothing else in IndexedDB or CacheStorage (tests/tooling/kiosk-wipe.test.ts), so a wipe leaves
 * IndexedDB alone.
 */
export const kioskCredentialDatabase = 'notary-kiosk';

/**
 * A kiosk's session ended (decision 074): the browser keeps nothing of the person who used it. Every
 * key of localStorage and sessionStorage goes; the local store is written back as a kiosk's defaults
 * (the default locale too, and its cookie). Then /kiosk/auth is loaded as a new document in place of
 * the page: nothing held in memory (the GraphQL cache, forms, machines) survives, and the page left
 * is not in the history. Written as it is, without telling the page's listeners: the page is going.
 */
export function wipeKiosk(): void {
  try {
    sessionStorage.clear();
    localStorage.clear();
    localStorage.setItem(localStoreKey, JSON.stringify({ ...defaultLocalStore, mode: 'kiosk' }));
  } catch {
    // Storage refused (a locked-down kiosk browser): the local store lived in this page's memory only.
  }
  rememberLocale(defaultLocalStore.locale);
  location.replace('/kiosk/auth');
}
