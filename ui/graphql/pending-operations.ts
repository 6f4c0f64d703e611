import { useSyncExternalStore } from 'react';

/** Keys of queries and mutations on the wire; the progress bar shows while any is waiting. */
const pending = new Set<number>();
const listeners = new Set<() => void>();

let notifying = false;

// urql starts a query while a component renders; telling React about it in that same call would
// update the Shell during another component's render. Listeners hear it once, just after.
function notify() {
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    for (const listener of listeners) listener();
  });
}

export const pendingOperations = {
  started(key: number) {
    if (pending.has(key)) return;
    pending.add(key);
    notify();
  },
  finished(key: number) {
    if (pending.delete(key)) notify();
  },
  count: () => pending.size,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useHasPendingOperations(): boolean {
  return useSyncExternalStore(
    pendingOperations.subscribe,
    () => pendingOperations.count() > 0,
    () => false,
  );
}
