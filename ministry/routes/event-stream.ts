import type { FastifyInstance, FastifyReply } from 'fastify';

/** One server-sent event stream, open until either side ends it. */
export interface EventStream {
  /** Writes raw event-stream text (`data: ...\n\n`) while the stream is open. */
  write(text: string): void;
  /** Ends the stream; the second and later calls do nothing. */
  end(): void;
  /** Runs `handler` once when the stream ends, whoever ends it (at once if it has ended already). */
  onEnd(handler: () => void): void;
}

/**
 * The server-sent event streams of one route plugin (the act watch, the video room): each on a hijacked
 * reply with a heartbeat comment every `heartbeatMs` so proxies keep it open, ended when the caller
 * goes away or when the ministry closes (a stream never ends on its own, and server.close() would
 * otherwise wait for it forever). `first` is written before anything else (e.g. the `retry:` field).
 */
export function eventStreams(app: FastifyInstance, heartbeatMs: number) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  return (reply: FastifyReply, first?: string): EventStream => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    if (first) res.write(first);
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': heartbeat\n\n');
    }, heartbeatMs);
    const handlers: (() => void)[] = [];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      open.delete(end);
      if (!res.writableEnded) res.end();
      for (const handler of handlers.splice(0)) handler();
    };
    open.add(end);
    res.on('close', end);
    // A caller gone before 'close' was listened to.
    if (res.destroyed) end();
    return {
      write(text) {
        if (!res.writableEnded) res.write(text);
      },
      end,
      onEnd(handler) {
        if (ended) handler();
        else handlers.push(handler);
      },
    };
  };
}
