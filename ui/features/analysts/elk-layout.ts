import type { ElkNode } from 'elkjs/lib/elk-api';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';

/**
 * elkjs's layout in its own Web Worker, spoken to directly (elk-api.js's protocol: `register`, then
 * `layout` messages with an id, answered `{ id, data }` or `{ id, error }`). Not `elkjs`'s bundled
 * entry: that is CommonJS, and bundling it puts the bundler's `require` shim into the app's entry
 * chunk, which every first page loads (decision 062). The layout also leaves the main thread.
 */

type Answer = { id: number; data?: ElkNode; error?: unknown };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (node: ElkNode) => void; reject: (error: unknown) => void }>();

function post(message: Record<string, unknown>): Promise<ElkNode> {
  if (!worker) {
    worker = new Worker(workerUrl);
    worker.onmessage = (event: MessageEvent<Answer>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      pending.delete(event.data.id);
      if (event.data.error) waiting.reject(event.data.error);
      else waiting.resolve(event.data.data as ElkNode);
    };
    worker.onerror = (event) => {
      for (const waiting of pending.values()) waiting.reject(event);
      pending.clear();
    };
    void post({ cmd: 'register', algorithms: ['layered'] }).catch(() => undefined);
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ ...message, id });
  });
}

/** The graph laid out: positions and sizes of its nodes, the sections of its edges. */
export function elkLayout(graph: ElkNode): Promise<ElkNode> {
  return post({ cmd: 'layout', graph, layoutOptions: {}, options: {} });
}
