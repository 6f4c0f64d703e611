import { lazy, useSyncExternalStore } from 'react';
import { Deferred } from './deferred';
import { enqueueToast, onToastRequested, type ToastOptions, toastRequested } from './toast-queue';

// Chakra's toasts (their state machine, portal and dismissal) load with the first toast, not with
// the first page (decision 029).
const ToasterRegion = lazy(() => import('./toaster-region').then((m) => ({ default: m.ToasterRegion })));

export const toaster = {
  create(options: ToastOptions): void {
    enqueueToast(options);
  },
};

export function Toaster() {
  const open = useSyncExternalStore(onToastRequested, toastRequested, () => false);
  return (
    <Deferred open={open}>
      <ToasterRegion />
    </Deferred>
  );
}
