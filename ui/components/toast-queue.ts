import type { CreateToasterReturn } from '@chakra-ui/react';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type Show = (options: ToastOptions) => void;

// Toasts created before Chakra's toaster has loaded wait here in order (./toaster.tsx).
let queued: ToastOptions[] = [];
let show: Show | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast now if the region is mounted, or queues it and asks for the region. */
export function enqueueToast(options: ToastOptions): void {
  if (show) {
    show(options);
    return;
  }
  queued.push(options);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Whether a toast has been asked for: the region loads from then on. */
export const toastRequested = () => requested;

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the region: shows what waited, then takes every later toast directly. */
export function takeQueuedToasts(next: Show): () => void {
  show = next;
  const waiting = queued;
  queued = [];
  for (const options of waiting) next(options);
  return () => {
    if (show === next) show = null;
  };
}
