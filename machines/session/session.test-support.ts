import { fromCallback } from 'xstate';
import type { NotificationItem } from './after-login';
import { defaultLocalStore, type LocalStore } from './local-store.schema';
import type { StorageCommand } from './session.machine';

/** Shared fixtures of the session and app tests. */

/** One ministry notification: a power of attorney with a visit booked. */
export const notificationItem: NotificationItem = {
  regtypeid: 2,
  regsystemid: 2,
  rid: '77',
  uuid: null,
  na: 'Ishonchnoma',
  visitdate: '01.12.2026',
  visittime: '10:30',
};

/**
 * The storage actor as ui/ provides it, writing into an in-memory localStore that starts as
 * `initial` over the defaults; `stored()` reads it back.
 */
export function memoryStorage(initial: Partial<LocalStore> = {}) {
  let stored: LocalStore = { ...defaultLocalStore, ...initial };
  return {
    storage: fromCallback<StorageCommand>(({ receive }) => {
      receive((command) => {
        stored = { ...stored, ...command.patch };
      });
    }),
    stored: () => stored,
  };
}
