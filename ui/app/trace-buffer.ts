import type { InspectionEvent } from 'xstate';

/**
 * Browser traces' only first-load part (decision 061): the app actor's inspection events are kept
 * (at most 1,000, with their instants) until the session first becomes logged in; then, when the
 * browser is idle, `start` loads the tracer (ui/app/browser-tracer.ts), which asks whether this
 * session is traced and takes the events over, or drops them and ends the buffer.
 */
export interface TraceBuffer {
  inspect: (event: InspectionEvent) => void;
  /**
   * The inspection of a page's own actor system (an act form, the equeue, the video room), under
   * `scope`: its events go to the tracer once it runs, none are kept before.
   */
  page: (scope: string) => (event: InspectionEvent) => void;
  /** The events kept so far, [event, instant, event, instant...]; later ones go to `sink` (null: nowhere). */
  take: (sink: TraceSink | null) => unknown[];
}

type TraceSink = (event: InspectionEvent, at: number, scope?: string) => void;

export function traceBuffer(start: () => void): TraceBuffer {
  let kept: unknown[] | null = [];
  let sink: TraceSink | null = null;
  let asked = false;
  return {
    inspect(event) {
      if (sink) return sink(event, Date.now());
      if (!kept) return;
      if (kept.length < 2000) kept.push(event, Date.now());
      if (
        !asked &&
        event.rootId === event.actorRef.sessionId &&
        (event as { snapshot?: { context?: { loggedIn?: boolean } } }).snapshot?.context?.loggedIn
      ) {
        asked = true;
        (window.requestIdleCallback ?? setTimeout)(start);
      }
    },
    page: (scope) => (event) => sink?.(event, Date.now(), scope),
    take(next) {
      const events = kept ?? [];
      kept = null;
      sink = next;
      return events;
    },
  };
}
