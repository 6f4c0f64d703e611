import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (typically a `lazy` component) only once `open` has been true, so its module,
 * and what it imports (Chakra's dialog, focus trap, menu), loads when it is first needed instead of
 * with the first page (decision 029). Once opened it stays mounted, so it can animate out.
 */
export function Deferred({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
