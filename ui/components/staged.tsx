import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';

/** A part's place in the queue: released once, then rendered for good. */
class Place {
  released = false;
  private listener: (() => void) | null = null;

  readonly subscribe = (listener: () => void) => {
    // A released place never changes again: nothing to tell.
    if (this.released) return () => {};
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  };

  readonly isReleased = () => this.released;

  release() {
    this.released = true;
    this.listener?.();
  }
}

/**
 * The parts of a page rendered in stages, in tasks of their own. Preact renders a tree in one task
 * (it has no concurrent rendering to slice it, decision 101); on a slow phone a page of Chakra
 * components is a task of several hundred milliseconds, during which the page takes no input. A part
 * wrapped in `Staged` takes a place here when it mounts and renders once its place is released: a
 * place a task, or a few small ones while the task is within its budget, in the document's order (a
 * part mounted by a released part comes before the parts after it), so the page builds from the top
 * and nothing above a part moves when it arrives. Late parts (the footer, the closed dialogs) come
 * after every other (decision 105).
 *
 * A measurement of the browser's time, not a mode of a flow (as NearViewport, decision 103): a
 * place, once released, stays released.
 */
export class StageQueue {
  private readonly waiting: Place[] = [];
  private readonly late: Place[] = [];
  /** Where the parts mounted by the part being released go: right after it, in their order. */
  private insertAt: number | null = null;
  private posted = false;

  constructor(
    /** Runs its callback in a later task (a MessageChannel in the browser). */
    private readonly post: (run: () => void) => void,
    private readonly options: {
      /**
       * A task renders parts until it has run this long (React's scheduler yields every 5 ms): on a
       * fast computer several small parts share a task, on a slow phone each part has its own.
       */
      budgetMs?: number;
      now?: () => number;
      /** Runs its callback after the render the release asked for (a microtask after Preact's). */
      afterRender?: (run: () => void) => void;
    } = {},
  ) {}

  /** A place for a part mounting now. */
  take(late = false): Place {
    const place = new Place();
    if (late) this.late.push(place);
    else if (this.insertAt === null) this.waiting.push(place);
    else this.waiting.splice(this.insertAt++, 0, place);
    this.schedule();
    return place;
  }

  /** How many places wait. */
  get pending(): number {
    return this.waiting.length + this.late.length;
  }

  private schedule() {
    if (this.posted || this.pending === 0) return;
    this.posted = true;
    this.post(this.run);
  }

  /** A task: releases the next place, and the one after it while the task is within its budget. */
  private readonly run = () => {
    const {
      budgetMs = 5,
      now = () => performance.now(),
      afterRender = (then: () => void) => queueMicrotask(then),
    } = this.options;
    const started = now();
    const step = () => {
      const place = this.waiting.shift() ?? this.late.shift();
      // The part renders in a microtask of this task (Preact's), before the one queued after it here.
      this.insertAt = 0;
      place?.release();
      afterRender(() => {
        this.insertAt = null;
        if (place && this.pending > 0 && now() - started < budgetMs) step();
        else {
          this.posted = false;
          this.schedule();
        }
      });
    };
    step();
  };
}

const StageContext = createContext<StageQueue | null>(null);

/** The page's queue (main.tsx); without one, as in the views' tests, every part renders at once. */
export const StageProvider = StageContext.Provider;

const rendered = new Place();
rendered.released = true;

/**
 * Renders `children` once its place in the page's queue is released, `fallback` before. Place it
 * where a part starts below what the first task shows (a section under the page's heading, the
 * items of a list, the footer), never around a heading or a field the page moves focus to.
 */
export function Staged({
  children,
  fallback = null,
  late = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** After every part that is not late: the footer, the dialogs. */
  late?: boolean;
}) {
  const queue = useContext(StageContext);
  const [place] = useState(() => queue?.take(late) ?? rendered);
  const released = useSyncExternalStore(place.subscribe, place.isReleased);
  return released ? children : fallback;
}
