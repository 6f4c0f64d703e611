import { defaultLocalStore, type LocalStore } from '../../machines/session/local-store.schema';
import { localStoreKey, rememberLocale } from './local-store';

/**
 * The IndexedDB database of the kiosk's enrolment (ui/features/kiosks/kiosk-credential.ts, decision
 * 070): the one thing of a kiosk's browser that outlives the people who use it.
 */
export const kioskCredentialDatabase = 'notary-kiosk';

/** What a kiosk's local store is after a wipe: the defaults, on a kiosk. */
export const wipedKioskStore: LocalStore = { ...defaultLocalStore, mode: 'kiosk' };

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked by a connection this page holds: the deletion goes ahead once the page is gone.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Every IndexedDB database but the kiosk's enrolment, and every cache of the origin. */
async function forgetDatabasesAndCaches(): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases().catch(() => []);
    for (const { name } of databases)
      if (name && name !== kioskCredentialDatabase) work.push(deleteDatabase(name));
  }
  if (typeof caches !== 'undefined')
    work.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  await Promise.allSettled(work);
}

/**
 * A kiosk's session ended (decision 074): the browser keeps nothing of the person who used it. The
 * local store is written back to a kiosk's defaults (the locale too, and its cookie), every other key
 * of localStorage and sessionStorage goes, and so does every IndexedDB database and cache but the
 * kiosk's enrolment. Then /kiosk/auth is loaded as a new document in place of the page: nothing held
 * in memory (the GraphQL cache, forms, machines) survives, and the page left is not in the history.
 */
export async function wipeKiosk(): Promise<void> {
  try {
    window.sessionStorage.clear();
    window.localStorage.clear();
    // Written as it is, without telling the page's listeners: the page is about to go.
    window.localStorage.setItem(localStoreKey, JSON.stringify(wipedKioskStore));
  } catch {
    // Storage refused (a locked-down kiosk browser): the local store lived in this page's memory only.
  }
  rememberLocale(wipedKioskStore.locale);
  await forgetDatabasesAndCaches();
  window.location.replace('/kiosk/auth');
}
