import { createContext, useContext } from 'react';
import type { KioskIdentity } from '../../../machines/kiosk/kiosk-identity';
import { kioskCredentialDatabase } from '../../storage/kiosk-wipe';

/**
 * The kiosk's device credential (decision 070): its identity as the ministry answered the enrolment
 * and the private key of the pair made on the device, non-extractable, so it can sign but never be
 * read, copied or sent. It lives in the browser's IndexedDB (a CryptoKey is stored as it is, by
 * structured clone), apart from the local store of sessions that a logout or the kiosk's inactivity
 * wipes (ui/storage/kiosk-wipe.ts keeps this database alone): the kiosk stays enrolled across the
 * people who use it.
 */
export interface KioskCredential {
  identity: KioskIdentity;
  privateKey: CryptoKey;
}

export interface KioskCredentialStore {
  load(): Promise<KioskCredential | null>;
  /** Replaces whatever the device held (a re-enrolment brings a new key). */
  save(credential: KioskCredential): Promise<void>;
}

const database = kioskCredentialDatabase;
const store = 'credential';
const key = 'device';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('this browser keeps no IndexedDB'));
      return;
    }
    const request = indexedDB.open(database, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(store, mode);
      const request = work(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

const isCredential = (value: unknown): value is KioskCredential =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KioskCredential).identity?.kioskId === 'number' &&
  typeof CryptoKey !== 'undefined' &&
  (value as KioskCredential).privateKey instanceof CryptoKey;

export const indexedDbCredentialStore: KioskCredentialStore = {
  async load() {
    const value = await run<unknown>('readonly', (objects) => objects.get(key));
    return isCredential(value) ? value : null;
  },
  async save(credential) {
    await run('readwrite', (objects) => objects.put(credential, key));
  },
};

/** The device's store: IndexedDB in the browser; the UI's tests give one of their own. */
export const KioskCredentialContext = createContext<KioskCredentialStore>(indexedDbCredentialStore);

export const useKioskCredentialStore = () => useContext(KioskCredentialContext);
