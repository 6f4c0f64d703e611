import http from 'node:http';
import type { TestMinistry } from '../support/ministry';
import type { Json } from './acts-support';
import { userIdOf } from './acts-support';

// The ministry's event streams (the act watch, the video room) as the revocation tests read them
// (decision 071): opened with a chosen session's token, every event kept with its name, the moment the
// ministry ended the stream measured.

export interface SseEvent {
  event: string;
  data: Json;
}

export interface SseClient {
  status: number;
  /** The JSON body of a refusal (non-200). */
  body: Json;
  events: SseEvent[];
  /** Resolves with performance.now() when the ministry ended the stream. */
  ended: Promise<number>;
  /** Whether the stream has ended (by either side). */
  isOpen(): boolean;
  /** Resolves with the first event matching `match` (rejects after `timeoutMs` or at the end). */
  next(match: (event: SseEvent) => boolean, what: string, timeoutMs?: number): Promise<SseEvent>;
  /** Closes the stream from this side. */
  close(): void;
}

/** A new session of the portal user `userid`: its token. */
export async function sessionOf(ministry: TestMinistry, userid: string): Promise<string> {
  return (await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid))).token;
}

/**
 * The first of a stream's `events` from index `from` matching `match`, as it arrives: `waiters` are
 * woken on every event and at the end; rejects once the stream is over without it, or after
 * `timeoutMs`. `what` names it in the error.
 */
export function nextEvent<E>(
  stream: { events: E[]; waiters: Set<() => void>; isOver: () => boolean },
  match: (event: E) => boolean,
  what: string,
  from: number,
  timeoutMs: number,
): Promise<E> {
  const { events, waiters } = stream;
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      waiters.delete(check);
    };
    const check = () => {
      const found = events.slice(from).find(match);
      if (found) {
        finish();
        resolve(found);
      } else if (stream.isOver()) {
        finish();
        reject(new Error(`the stream ended before ${what}: ${JSON.stringify(events)}`));
      }
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`));
    }, timeoutMs);
    waiters.add(check);
    check();
  });
}

/**
 * GET `path` (under /api) of `ministry` as an event stream with `token`. node:http with its own socket,
 * destroyed on close: fetch's pool would keep the socket and hold up the ministry's close.
 */
export async function openSse(ministry: TestMinistry, path: string, token: string): Promise<SseClient> {
  const request = http.get(`${ministry.url}/api${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'accept-language': 'oz' },
    agent: false,
  });
  request.on('error', () => undefined);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  response.setEncoding('utf8');
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of response) text += chunk;
    return {
      status: response.statusCode ?? 0,
      body: JSON.parse(text),
      events,
      ended: Promise.resolve(performance.now()),
      isOpen: () => false,
      next: () => Promise.reject(new Error('the stream was refused')),
      close() {},
    };
  }
  let open = true;
  const ended = new Promise<number>((resolve) => {
    const done = () => {
      if (!open) return;
      open = false;
      resolve(performance.now());
      for (const wake of [...waiters]) wake();
    };
    response.on('end', done);
    response.on('close', done);
    response.on('error', done);
  });
  let buffer = '';
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = block.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
      if (data.length === 0) continue;
      const name = block.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      events.push({ event: name, data: JSON.parse(data.join('\n')) });
    }
    for (const wake of [...waiters]) wake();
  });
  return {
    status: 200,
    body: null,
    events,
    ended,
    isOpen: () => open,
    next: (match, what, timeoutMs = 20_000) =>
      nextEvent({ events, waiters, isOver: () => !open }, match, what, 0, timeoutMs),
    close() {
      request.destroy();
    },
  };
}

/**
 * Waits for the ministry to end `stream`, at most `ms` after `since` (performance.now()); answers the
 * reason of its `revoked` event (null without one) and how long after `since` it ended.
 */
export async function endOf(
  stream: SseClient,
  since: number,
  ms = 2_000,
): Promise<{ reason: string | null; afterMs: number }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the stream was still open ${ms} ms later: ${JSON.stringify(stream.events)}`)),
      Math.max(0, since + ms - performance.now()),
    );
  });
  try {
    const at = await Promise.race([stream.ended, late]);
    const revoked = stream.events.find((e) => e.event === 'revoked');
    return { reason: revoked ? (revoked.data as { reason: string }).reason : null, afterMs: at - since };
  } finally {
    clearTimeout(timer);
  }
}
