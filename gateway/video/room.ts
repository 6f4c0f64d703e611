import type { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Locale } from '../i18n.js';
import type { MinistryClient } from '../ministry/client.js';
import { gatewayError } from '../ministry/errors.js';
import { type VideoRoomEventUpdate, videoRoomEventSchema } from '../ministry/video-schemas.js';

// Subscription.videoRoom (decision 047): the ministry's room stream, GET
// /api/notarial_act/{uuid}/video/room?attendanceId= (Server-Sent Events), relayed event by event.
// Subscribing is entering the room and the subscription ending is the browser going away: ending it
// aborts the ministry stream, which the ministry takes as a lost connection (participantPaused)
// unless leaveVideo came first. So, unlike actChanged, the relay never reconnects by itself: a new
// stream would be the person entering again, which is the browser's decision (its room machine
// retries). A stream that drops without the room having ended ends the subscription with an error.

export interface VideoRoomRelayPolicy {
  /** The stream's headers must arrive within this. */
  connectTimeoutMs: number;
  /** Silence (no event, no heartbeat) longer than this is a dead stream. */
  idleTimeoutMs: number;
}

/** The ministry beats every 15 s; three missed beats is a dead stream. */
export const defaultVideoRoomRelayPolicy: VideoRoomRelayPolicy = {
  connectTimeoutMs: 10_000,
  idleTimeoutMs: 45_000,
};

export type VideoRoomUpdate = { event: VideoRoomEventUpdate } | { failure: GraphQLError };

/** Events after which the ministry ends the stream on purpose: the room is over for this person. */
const finalTypes = new Set(['refused', 'registered', 'ended']);

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

export interface RelayVideoRoomOptions {
  ministry: MinistryClient;
  uuid: string;
  attendanceId: string;
  policy: VideoRoomRelayPolicy;
  logger: Logger;
  locale: Locale;
}

/** The room's events for this participant until the room ends for them or the subscriber leaves. */
export function relayVideoRoom({
  ministry,
  uuid,
  attendanceId,
  policy,
  logger,
  locale,
}: RelayVideoRoomOptions): AsyncIterable<VideoRoomUpdate> {
  return new Repeater<VideoRoomUpdate>(async (push, stop) => {
    const ended = new AbortController();
    void stop.then(() => ended.abort());
    const { signal } = ended;
    const log = logger.child({ component: 'video-room' });
    let response: Response;
    try {
      response = await ministry.openStream(`notarial_act/${encodeURIComponent(uuid)}/video/room`, {
        signal,
        connectTimeoutMs: policy.connectTimeoutMs,
        uuid,
        query: { attendanceId },
      });
    } catch (error) {
      if (!signal.aborted) await push({ failure: error as GraphQLError });
      stop();
      return;
    }
    let over = false;
    try {
      for await (const payload of sseData(response.body!, policy.idleTimeoutMs, signal)) {
        let json: unknown;
        try {
          json = JSON.parse(payload);
        } catch {
          json = undefined;
        }
        const parsed = videoRoomEventSchema.safeParse(json);
        if (!parsed.success) {
          // The event names no person; its shape is what was wrong, never its values.
          log.warn(
            { issues: parsed.error.issues.map((i) => i.path.join('.')).join(', ') },
            'room event unreadable',
          );
          continue;
        }
        await push({ event: parsed.data });
        if (finalTypes.has(parsed.data.type)) over = true;
      }
    } catch (error) {
      log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'room stream dropped');
    }
    if (!signal.aborted && !over) {
      // Dropped (ministry restart, silence): the browser's room machine decides whether to enter again.
      await push({ failure: gatewayError('INTEGRATION_ERROR', locale) });
    }
    stop();
  });
}
