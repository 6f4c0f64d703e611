import { stringifyDocument, type TypedDocumentNode } from 'urql';
import type { InspectionEvent } from 'xstate';
import { type BrowserTraceBatch, traceLimits } from '../../machines/browser-trace/browser-trace.schema';
import { createRecorder, type LiveInspectionEvent } from '../../machines/browser-trace/recorder';
import { BrowserTracingQuery, UploadBrowserTraceMutation } from '../graphql/browser-traces.documents';
import { readLocalStore } from '../storage/local-store';
import type { TraceBuffer } from './trace-buffer';

/**
 * The browser tracer (issue 14, decision 061), loaded only once the session is logged in: asks the
 * gateway whether this session is traced; if so, records the app actor's inspection events with the
 * pure recorder (machines/browser-trace/recorder.ts: redacted, no images, capped) and uploads its
 * batches. All of its work runs when the browser is idle: the inspect callback only queues the event.
 * Its requests go around the app's GraphQL client, so they never show the progress bar or reach the
 * error policy; a failed upload is dropped, and after three in a row the tracer stops for good.
 */

export interface TracerOptions {
  /** A batch waits at most this long for more events before it goes out anyway. */
  flushAfterMs?: number;
  batchEvents?: number;
}

const maxFailures = 3;

type Idle = (callback: (deadline?: IdleDeadline) => void) => void;
const whenIdle: Idle = (callback) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(callback, { timeout: 2_000 })
    : setTimeout(callback, 50);

/**
 * What one batch sent as the page goes away may hold: Chromium carries a `keepalive` request past the
 * page only up to 64 KB of body, and the events travel as escaped JSON text inside the request's JSON.
 */
const lastBatchBytes = 40_000;

/** One GraphQL operation over fetch, with the session's token; null on any failure. */
async function call<TData, TVars>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  keepalive = false,
): Promise<TData | null> {
  const { token } = readLocalStore();
  if (!token) return null;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: stringifyDocument(document), variables }),
      // Only the last batch, small enough: Chromium refuses a keepalive body over 64 KB.
      keepalive,
    });
    if (!response.ok) return null;
    const result = (await response.json()) as { data?: TData | null; errors?: unknown[] };
    return result.errors?.length ? null : (result.data ?? null);
  } catch {
    return null;
  }
}

/** Whether the session is traced; then the buffer's events and every later one are recorded. */
export async function startBrowserTracing(buffer: TraceBuffer, options: TracerOptions = {}): Promise<void> {
  const flushAfterMs = options.flushAfterMs ?? 5_000;
  const batchEvents = options.batchEvents ?? traceLimits.batchEvents;
  const answer = await call(BrowserTracingQuery, {});
  if (!answer?.browserTracing.traced) {
    buffer.take(null);
    return;
  }
  const recorder = createRecorder({ traceId: crypto.randomUUID(), batchEvents });
  const queue: unknown[] = [];
  let scheduled = false;
  let sending = false;
  let failures = 0;
  let stopped = false;
  let lastSent = Date.now();

  const upload = (batch: BrowserTraceBatch, keepalive = false) =>
    call(
      UploadBrowserTraceMutation,
      {
        batch: {
          traceId: batch.traceId,
          seq: batch.seq,
          capped: batch.capped,
          events: JSON.stringify(batch.events),
        },
      },
      keepalive,
    );

  const send = (batch: BrowserTraceBatch) => {
    sending = true;
    lastSent = Date.now();
    void upload(batch).then((sent) => {
      sending = false;
      failures = sent ? 0 : failures + 1;
      if (failures >= maxFailures) stop();
      else schedule();
    });
  };

  const work = (deadline?: IdleDeadline) => {
    scheduled = false;
    if (stopped) return;
    // Converting and redacting is the costly part: only while the browser has time to spare.
    while (queue.length > 0 && (!deadline || deadline.timeRemaining() > 2 || deadline.didTimeout)) {
      const [event, at, scope] = queue.splice(0, 3) as [LiveInspectionEvent, number, string | null];
      recorder.record(event, at, scope ?? undefined);
      if (deadline?.didTimeout) break;
    }
    const due = recorder.pending >= batchEvents || Date.now() - lastSent >= flushAfterMs;
    if (!sending && recorder.pending > 0 && (due || recorder.capped)) {
      const batch = recorder.takeBatch();
      if (batch) send(batch);
    }
    if (recorder.capped && recorder.pending === 0 && queue.length === 0) return stop();
    // An upload under way calls again when it ends; a batch not yet due waits for its time.
    if (queue.length > 0) schedule();
    else if (recorder.pending > 0 && !sending) setTimeout(schedule, flushAfterMs);
  };

  function schedule() {
    if (scheduled || stopped) return;
    scheduled = true;
    whenIdle(work);
  }

  function stop() {
    stopped = true;
    queue.length = 0;
    buffer.take(null);
    removeEventListener('pagehide', leaving);
  }

  /**
   * The page goes away (a reload, another site, the tab closed): what waits is recorded now and its
   * oldest part goes out in one last small batch that outlives the page; the rest is lost.
   */
  function leaving() {
    if (stopped) return;
    while (queue.length > 0) {
      const [event, at, scope] = queue.splice(0, 3) as [LiveInspectionEvent, number, string | null];
      recorder.record(event, at, scope ?? undefined);
    }
    const batch = recorder.takeBatch(lastBatchBytes);
    if (batch) void upload(batch, true);
  }
  addEventListener('pagehide', leaving);

  // [event, instant, scope] triples: the app actor's events have no scope, a page actor's have its own.
  const kept = buffer.take((event: InspectionEvent, at: number, scope?: string) => {
    if (stopped || recorder.capped) return;
    queue.push(event, at, scope ?? null);
    schedule();
  });
  for (let index = 0; index < kept.length; index += 2) queue.push(kept[index], kept[index + 1], null);
  schedule();
}
