import { type ReactNode, Suspense, useRef } from 'react';

/**
 * Renders `children` (typically a `lazy` component) only once `open` has been true, so its module,
 * and what it imports (Chakra's dialog, focus trap, menu), loads when it is first needed instead of
 * with the first page (decision 029). Once opened it stays mounted, so it can animate out.
 * Whether it has been opened is not a mode of the dialog (the dialog's open state is its machine's):
 * it only remembers that the module was needed once, a latch that changes only with a render for a new
 * `open` and never goes back, so a ref holds it (issue 29).
 */
export function Deferred({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(open);
  if (open) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}
