import { Box, type BoxProps } from '@chakra-ui/react';
import { type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';

/**
 * Whether an element has come near the viewport, once: an IntersectionObserver kept from the
 * element's mount until it first comes within `margin` of the viewport, read with
 * useSyncExternalStore. A measurement of the page, not a mode (as ShownSize of the face check,
 * decision 093); it never goes back, so what it let load stays shown. Where the browser has no
 * IntersectionObserver, everything is near.
 */
export class NearViewport {
  private reached = false;
  private readonly listeners = new Set<() => void>();
  private observer: IntersectionObserver | null = null;

  constructor(private readonly margin: string) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly current = () => this.reached;

  /** The element's ref: observed from its mount until it is first near. */
  readonly observe = (element: Element | null) => {
    this.observer?.disconnect();
    this.observer = null;
    if (!element || this.reached) return;
    if (typeof IntersectionObserver === 'undefined') {
      this.reach();
      return;
    }
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.reach();
      },
      { rootMargin: this.margin },
    );
    this.observer.observe(element);
  };

  private reach() {
    this.reached = true;
    this.observer?.disconnect();
    this.observer = null;
    for (const listener of this.listeners) listener();
  }
}

/**
 * A box that renders `children` (typically a `lazy` component: a chart) once it comes near the
 * viewport, so their module and their drawing cost nothing while the page loads out of sight
 * (decision 103). The box keeps its size before and after (give it the height the children take),
 * so nothing moves when they arrive.
 */
export function WhenNear({
  children,
  fallback = null,
  margin = '200px',
  ...box
}: BoxProps & { children: ReactNode; fallback?: ReactNode; margin?: string }) {
  const [meter] = useState(() => new NearViewport(margin));
  const near = useSyncExternalStore(meter.subscribe, meter.current, meter.current);
  return (
    <Box ref={meter.observe} {...box}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </Box>
  );
}
