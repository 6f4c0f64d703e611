// Server-Sent Events from the ministry (text/event-stream): the act watch (decision 012) and the
// video room (decision 047) read their streams with this one parser. Either may end with `event:
// revoked` (decision 071).

/** One event of a stream: its `event:` name (`message` when it has none) and its `data:` payload. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The events of one SSE response, in order. Ends when the stream ends, when `signal` aborts, or after
 * `idleTimeoutMs` without a byte (heartbeats count).
 */
export async function* sseEvents(
  body: ReadableStream<Uint8Array>,
  idleTimeoutMs: number,
  signal: AbortSignal,
): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let idle: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => void reader.cancel().catch(() => undefined);
  const arm = () => {
    clearTimeout(idle);
    idle = setTimeout(cancel, idleTimeoutMs);
  };
  signal.addEventListener('abort', cancel, { once: true });
  let buffer = '';
  let data: string[] = [];
  let event = 'message';
  try {
    arm();
    while (!signal.aborted) {
      const { done, value } = await reader.read();
      if (done) return;
      arm();
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r\n|\r|\n/);
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        newline = buffer.search(/\r\n|\r|\n/);
        if (line === '') {
          // End of an event; comments (heartbeats), `id:` and `retry:` need no action.
          const payload = data.join('\n');
          const name = event;
          data = [];
          event = 'message';
          if (payload) yield { event: name, data: payload };
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        } else if (line.startsWith('event:')) {
          event = line.slice(line.startsWith('event: ') ? 7 : 6);
        }
      }
    }
  } catch (error) {
    if (!signal.aborted && !(error instanceof Error && error.name === 'AbortError')) throw error;
  } finally {
    clearTimeout(idle);
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}

/** Why the ministry ended a stream on purpose (decision 071): the session ended, or the access changed. */
export type StreamRevocation = 'session' | 'access';

/** The reason of a `revoked` event, or null for any other event. */
export function revocationOf(message: SseEvent): StreamRevocation | null {
  if (message.event !== 'revoked') return null;
  try {
    const reason = (JSON.parse(message.data) as { reason?: unknown } | null)?.reason;
    // A reason this gateway does not know is still an end: the safest reading is the session's.
    return reason === 'access' ? 'access' : 'session';
  } catch {
    return 'session';
  }
}

/** The `data:` payloads of one SSE response, whatever their events' names, in order (see `sseEvents`). */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  idleTimeoutMs: number,
  signal: AbortSignal,
): AsyncGenerator<string> {
  for await (const message of sseEvents(body, idleTimeoutMs, signal)) yield message.data;
}
