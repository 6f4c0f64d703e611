/**
 * The gateway's work in turns of the event loop: one piece per turn (decision 128).
 *
 * Why: libuv accepts one new connection per turn of the event loop (libuv/libuv#3696). A busy gateway
 * used to run in one turn every request whose bytes had arrived and every ministry answer that had
 * come back: at 200 connections a turn did a hundred GraphQL executions, 130 to 150 ms, so the
 * connections that opened together were accepted one every 140 ms and the last of them waited 5 to
 * 8 s in the kernel's queue before its first request was even read (`npm run bench:load`, the start
 * burst). Taking a turn before starting a request, once its body is read, and before going on with a
 * ministry answer, a turn holds one piece of work, under a millisecond; between two pieces the loop
 * polls its sockets, so a new connection is accepted within a piece's time. A request under way goes
 * on before a new one starts, each kind in arrival order: what has begun ends first, and a burst of
 * new requests cannot hold back the answers of those already at the ministry. The ministry does the
 * same for its own requests (ministry/admission.ts).
 */
export interface Turns {
  /**
   * Resolves at the caller's turn, a later turn of the event loop: `continue` (a request under way)
   * before any `start` (a new request), each in the order asked.
   */
  take(kind: 'start' | 'continue'): Promise<void>;
  /** Callers waiting for their turn now. */
  waiting(): number;
}

/** A first-in first-out queue whose taking is not a shift of the whole array. */
function fifo() {
  let items: (() => void)[] = [];
  let head = 0;
  return {
    push: (item: () => void) => items.push(item),
    shift(): (() => void) | undefined {
      if (head === items.length) return undefined;
      const item = items[head]!;
      head += 1;
      if (head === items.length) {
        items = [];
        head = 0;
      } else if (head > 1024 && head * 2 > items.length) {
        // Under steady load the queue may never empty: the places taken are dropped now and then.
        items = items.slice(head);
        head = 0;
      }
      return item;
    },
    size: () => items.length - head,
  };
}

export function createTurns(): Turns {
  const queues = { continue: fifo(), start: fifo() };
  let scheduled = false;

  function schedule() {
    if (scheduled || queues.continue.size() + queues.start.size() === 0) return;
    scheduled = true;
    setImmediate(turn);
  }

  // An immediate scheduled inside this callback runs at the next turn, after the loop has polled.
  function turn() {
    scheduled = false;
    (queues.continue.shift() ?? queues.start.shift())?.();
    schedule();
  }

  return {
    take(kind) {
      return new Promise<void>((resolve) => {
        queues[kind].push(resolve);
        schedule();
      });
    },
    waiting: () => queues.continue.size() + queues.start.size(),
  };
}
