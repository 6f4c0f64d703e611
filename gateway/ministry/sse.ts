// Server-Sent Events from the ministry (text/event-stream): the act watch (decision 012) and the
// video room (decision 047) read their streams with this one parser.

/**
 * The `data:` payloads of one SSE response, in order. Ends when the stream ends, when `signal`
 * aborts, or after `idleTimeoutMs` without a byte (heartbeats count).
 */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  idleTimeoutMs: number,
  signal: AbortSignal,
): AsyncGenerator<string> {
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
          // End of an event; comments (heartbeats), `event:`, `id:` and `retry:` need no action.
          const payload = data.join('\n');
          data = [];
          if (payload) yield payload;
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
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
