import type { RoomServerEvent } from '../../machines/video-room/video-room.machine';
import type { TestMinistry } from '../support/ministry';
import { type Json, userIdOf } from './acts-support';
import { nextEvent } from './streams-support';

// The live room's event stream as a test reads it: GET .../video/room?attendanceId= (Server-Sent
// Events), every `data:` line parsed, waited for by a predicate.

export interface RoomStreamClient {
  status: number;
  /** The JSON body of a refusal (non-200). */
  body: Json;
  events: RoomServerEvent[];
  /** The first event from index `from` (default: the stream's start) matching `match`, waiting up to `timeoutMs`. */
  next(
    match: (event: RoomServerEvent) => boolean,
    what: string,
    from?: number,
    timeoutMs?: number,
  ): Promise<RoomServerEvent>;
  /** Resolves when the ministry ended the stream. */
  ended: Promise<void>;
  /** Closes the stream from this side (a browser gone without leaving). */
  close(): void;
}

export async function openRoomStream(
  ministry: TestMinistry,
  userid: string,
  uuid: string,
  attendanceId: number | string,
  language = 'oz',
): Promise<RoomStreamClient> {
  const { token } = await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid));
  const controller = new AbortController();
  const response = await fetch(
    `${ministry.url}/api/notarial_act/${uuid}/video/room?attendanceId=${encodeURIComponent(attendanceId)}`,
    {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language, accept: 'text/event-stream' },
      signal: controller.signal,
    },
  );
  const events: RoomServerEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('event-stream')) {
    return {
      status: response.status,
      body: await response.json(),
      events,
      next: () => Promise.reject(new Error('the stream was refused')),
      ended: Promise.resolve(),
      close() {},
    };
  }
  const ended = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data) as RoomServerEvent);
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Aborted from this side.
    } finally {
      for (const wake of [...waiters]) wake();
    }
  })();
  let over = false;
  void ended.then(() => {
    over = true;
  });
  return {
    status: 200,
    body: null,
    events,
    ended,
    close: () => controller.abort(),
    next: (match, what, from = 0, timeoutMs = 20_000) =>
      nextEvent({ events, waiters, isOver: () => over }, match, what, from, timeoutMs),
  };
}

/** Matches the event of `type` (and, when given, about `participantId`). */
export const eventOf =
  (type: RoomServerEvent['type'], participantId?: string, extra: (event: Json) => boolean = () => true) =>
  (event: RoomServerEvent) =>
    event.type === type &&
    (participantId === undefined ||
      (event as Json).participantId === participantId ||
      (event as Json).participant?.participantId === participantId) &&
    extra(event);
