import type { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Locale } from '../i18n.js';
import { type ActDetail, actDetailSchema } from '../ministry/acts-schemas.js';
import type { MinistryClient } from '../ministry/client.js';
import { ministryError } from '../ministry/errors.js';
import { revocationOf, type StreamRevocation, sseEvents } from '../ministry/sse.js';

// Subscription.actChanged (docs/decisions/012-acts-gateway.md): the ministry's SSE stream
// GET /api/notarial_act/{uuid}/watch announces versions; on each newer one the gateway reads the
// act's detail with the subscriber's own token and language and pushes it. Nothing is kept in this
// process beyond the open subscription, so any gateway instance can serve any subscriber, and the
// stream is opened per subscriber because access and the view both depend on who is watching.
//
// The ministry ends the stream on purpose when the subscriber's session ends or their access changes
// (`event: revoked`, decision 071). A session that ended ends the subscription with the catalogue's
// 403 Access Denied (TOKEN_EXPIRED), with no reconnection; an access change is re-authorized at once:
// the stream is opened again, and the ministry's check decides whether the watch goes on.

export interface ActWatchPolicy {
  /** The stream's headers must arrive within this. */
  connectTimeoutMs: number;
  /** Silence (no event, no heartbeat) longer than this counts as a dead stream: reconnect. */
  idleTimeoutMs: number;
  /** First reconnect delay; grows by `growth` per failure in a row, up to `maxDelayMs`. */
  minDelayMs: number;
  maxDelayMs: number;
  growth: number;
  /** A stream that stayed up this long resets the delay. */
  healthyAfterMs: number;
}

/** The ministry beats every 15 s; three missed beats is a dead stream. */
export const defaultActWatchPolicy: ActWatchPolicy = {
  connectTimeoutMs: 10_000,
  idleTimeoutMs: 45_000,
  minDelayMs: 1_000,
  maxDelayMs: 10_000,
  growth: 1.5,
  healthyAfterMs: 5_000,
};

/** What a subscription yields: the act, or the error that ends it (thrown by the field's resolve). */
export type ActWatchUpdate = { act: ActDetail } | { failure: GraphQLError };

// Failures worth another attempt: the ministry is slow, down or restarting. Anything else (418, an
// expired session, a refusal) will not change by retrying and ends the subscription.
const transient = new Set([
  'MINISTRY_TIMEOUT',
  'INTEGRATION_ERROR',
  'MINISTRY_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  'TOO_MANY_ATTEMPTS',
]);

const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

const isTransient = (error: unknown) =>
  !isGraphQLError(error) || transient.has(String(error.extensions.code));

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The `{version}` events of one SSE response, in order, and last the ministry's revocation if it
 * ended the stream on purpose. Ends when the stream ends, when `signal` aborts, or after
 * `idleTimeoutMs` without a byte (heartbeats count).
 */
export async function* streamVersions(
  body: ReadableStream<Uint8Array>,
  idleTimeoutMs: number,
  signal: AbortSignal,
): AsyncGenerator<number | { revoked: StreamRevocation }> {
  for await (const message of sseEvents(body, idleTimeoutMs, signal)) {
    const revoked = revocationOf(message);
    if (revoked) {
      yield { revoked };
      return;
    }
    // Its data is `{ "version": n }`; anything else is not ours to read, and an unreadable event is
    // skipped: the next one carries the newest version anyway.
    try {
      const parsed: unknown = JSON.parse(message.data);
      const version = (parsed as { version?: unknown } | null)?.version;
      if (typeof version === 'number' && Number.isSafeInteger(version)) yield version;
    } catch {}
  }
}

export interface WatchActOptions {
  ministry: MinistryClient;
  uuid: string;
  policy: ActWatchPolicy;
  logger: Logger;
  /** The subscriber's language, for the error that ends the watch when the session ended. */
  locale: Locale;
}

/**
 * The act's detail now and after every change, until the consumer returns (the subscription ends)
 * or a failure that retrying cannot cure, which is yielded last as `{ failure }`.
 */
export function watchAct({
  ministry,
  uuid,
  policy,
  logger,
  locale,
}: WatchActOptions): AsyncIterable<ActWatchUpdate> {
  return new Repeater<ActWatchUpdate>(async (push, stop) => {
    const ended = new AbortController();
    void stop.then(() => ended.abort());
    const { signal } = ended;
    // The uuid is not personal, but it is not needed in the logs either: one line per outcome.
    const log = logger.child({ component: 'act-watch' });

    let announced = 0; // newest version the stream named
    let pushed = 0; // version of the last detail handed to the subscriber
    let pumping = false;
    let delay = policy.minDelayMs;

    const finish = async (failure: GraphQLError) => {
      await push({ failure });
      stop();
    };

    // One detail read at a time; versions named while it runs are folded into the next read.
    const pump = async () => {
      if (pumping) return;
      pumping = true;
      let retryDelay = policy.minDelayMs;
      try {
        while (!signal.aborted && announced > pushed) {
          let act: ActDetail;
          try {
            act = await ministry.getJson(`notarial_act/${encodeURIComponent(uuid)}`, actDetailSchema, {
              uuid,
            });
          } catch (error) {
            if (signal.aborted) return;
            if (!isTransient(error)) return void (await finish(error as GraphQLError));
            log.warn({ code: isGraphQLError(error) ? error.extensions.code : 'unknown' }, 'act read failed');
            await pause(retryDelay, signal);
            retryDelay = Math.min(policy.maxDelayMs, retryDelay * policy.growth);
            continue;
          }
          if (act.version > pushed) {
            pushed = act.version;
            announced = Math.max(announced, act.version);
            await push({ act });
          }
          // A detail older than the announcement (a replica behind) is read again.
          else if (announced > pushed) await pause(retryDelay, signal);
        }
      } finally {
        pumping = false;
      }
    };

    while (!signal.aborted) {
      let response: Response;
      try {
        response = await ministry.openStream(`notarial_act/${encodeURIComponent(uuid)}/watch`, {
          signal,
          connectTimeoutMs: policy.connectTimeoutMs,
          uuid,
        });
      } catch (error) {
        if (signal.aborted) break;
        if (!isTransient(error)) {
          await finish(error as GraphQLError);
          break;
        }
        log.warn(
          { code: isGraphQLError(error) ? error.extensions.code : 'unknown', delay },
          'act watch retry',
        );
        await pause(delay, signal);
        delay = Math.min(policy.maxDelayMs, delay * policy.growth);
        continue;
      }
      const openedAt = performance.now();
      let revoked: StreamRevocation | null = null;
      try {
        // openStream only resolves with a body.
        for await (const update of streamVersions(response.body!, policy.idleTimeoutMs, signal)) {
          if (typeof update !== 'number') {
            revoked = update.revoked;
            break;
          }
          if (update > announced) announced = update;
          void pump();
        }
      } catch (error) {
        log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'act watch stream dropped');
      }
      if (signal.aborted) break;
      if (revoked === 'session') {
        // The session is over (logout, revocation, expiry): what any call of it now answers.
        log.info({ reason: revoked }, 'act watch revoked');
        await finish(ministryError({ status: 403, ministryCode: 'access_denied' }, locale));
        break;
      }
      if (revoked === 'access') {
        // Re-authorized at once: the ministry's check of the new stream decides.
        log.info({ reason: revoked }, 'act watch re-authorizing');
        continue;
      }
      // The stream ended (ministry restart, proxy, silence): reconnect; the first event of the new
      // stream names the current version, so a change missed in between is read then.
      if (performance.now() - openedAt >= policy.healthyAfterMs) delay = policy.minDelayMs;
      log.info({ delay }, 'act watch reconnecting');
      await pause(delay, signal);
      delay = Math.min(policy.maxDelayMs, delay * policy.growth);
    }
    await stop;
  });
}
