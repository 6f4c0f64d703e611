import type { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Locale } from '../i18n.js';
import type { MinistryClient } from '../ministry/client.js';
import { gatewayError, ministryError } from '../ministry/errors.js';
import { revocationOf, type StreamRevocation, sseEvents } from '../ministry/sse.js';
import { type VideoRoomEventUpdate, videoRoomEventSchema } from '../ministry/video-schemas.js';

// Subscription.videoRoom (decision 047): the ministry's room stream, GET
// /api/notarial_act/{uuid}/video/room?attendanceId= (Server-Sent Events), relayed event by event.
// Subscribing is entering the room and the subscription ending is the browser going away: ending it
// aborts the ministry stream, which the ministry takes as a lost connection (participantPaused)
// unless leaveVideo came first. So, unlike actChanged, the relay never reconnects by itself: a new
// stream would be the person entering again, which is the browser's decision (its room machine
// retries). A stream that drops without the room having ended ends the subscription with an error.
//
// One exception, the ministry's own (decision 071): when it ends the stream because the person's access
// changed (`event: revoked`, reason `access`), the relay enters again at once, so the ministry's check
// decides whether the person is still one of the room's (the room then sends `joined` anew, which the
// browser's machine takes as the room's current state); a refusal ends the subscription with it. When
// the session ended, the subscription ends with the catalogue's 403 Access Denied (TOKEN_EXPIRED).

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
    for (;;) {
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
      let revoked: StreamRevocation | null = null;
      try {
        for await (const message of sseEvents(response.body!, policy.idleTimeoutMs, signal)) {
          revoked = revocationOf(message);
          if (revoked) break;
          let json: unknown;
          try {
            json = JSON.parse(message.data);
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
      if (signal.aborted) break;
      if (revoked === 'access') {
        log.info({ reason: revoked }, 'room stream re-authorizing');
        continue;
      }
      if (revoked === 'session') {
        log.info({ reason: revoked }, 'room stream revoked');
        await push({ failure: ministryError({ status: 403, ministryCode: 'access_denied' }, locale) });
      } else if (!over) {
        // Dropped (ministry restart, silence): the browser's room machine decides whether to enter again.
        await push({ failure: gatewayError('INTEGRATION_ERROR', locale) });
      }
      break;
    }
    stop();
  });
}
