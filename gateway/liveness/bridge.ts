import { Repeater } from 'graphql-yoga';
import type { Logger } from 'pino';
import { type Actor, createActor } from 'xstate';
import {
  type LivenessImageType,
  type LivenessSocketPolicy,
  livenessSocketMachine,
  UNAVAILABLE,
} from '../../machines/liveness-socket/liveness-socket.machine.js';
import { selectLivenessSocket } from '../../machines/liveness-socket/liveness-socket.select.js';
import type { LivenessUpdate } from '../generated/schema-types.js';
import { lpprotoConnection } from './connection.js';
import { connectedUpdate, errorUpdate, reconnectingUpdate, statsUpdate, successUpdate } from './updates.js';

export const DEFAULT_LIVENESS_URL = 'ws://127.0.0.1:8081/liveness';
/** errorCode when a second subscription asks for a session this gateway already holds. */
export const SESSION_IN_USE = 'session_in_use';

export interface LivenessBridgeOptions {
  url: string;
  logger: Logger;
  /** Math.random unless a test fixes it (the reconnect policy's minimum delay). */
  random?: () => number;
  /** The specification's policy unless a test shortens it. */
  policy?: Partial<LivenessSocketPolicy>;
  /** See ConnectionOptions.maxBufferedBytes. */
  maxBufferedBytes?: number;
}

export interface OpenRequest {
  sessionId: string;
  /** The graphql-ws connection the subscription came on: frames are taken from it alone. */
  owner: object;
  forwardedFor?: string | undefined;
}

export interface FrameRequest {
  sessionId: string;
  owner: object | undefined;
  contentType: LivenessImageType;
  image: string;
}

export interface LivenessBridge {
  /** Updates of one liveness session until SUCCESS, ERROR or the consumer's return(). */
  open(request: OpenRequest): AsyncIterable<LivenessUpdate>;
  /** true when the frame went to the session's socket; false when there is no such session here. */
  send(request: FrameRequest): boolean;
  /** Open sessions on this gateway (each holds at most one face-ID socket). */
  readonly sessions: number;
  /** Ends every session with ERROR `unavailable` (the gateway is shutting down). */
  close(): void;
}

interface Session {
  owner: object;
  actor: Actor<typeof livenessSocketMachine>;
  shutdown(): void;
}

const DEFAULT_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export function createLivenessBridge(options: LivenessBridgeOptions): LivenessBridge {
  const { logger } = options;
  const sessions = new Map<string, Session>();

  function open({ sessionId, owner, forwardedFor }: OpenRequest): AsyncIterable<LivenessUpdate> {
    return new Repeater<LivenessUpdate>(async (push, stop) => {
      const relay = (update: LivenessUpdate) => {
        // push settles when the consumer takes the value; nothing here needs to wait for that.
        push(update).catch(() => undefined);
      };
      if (sessions.has(sessionId)) {
        relay(errorUpdate(SESSION_IN_USE));
        stop();
        return;
      }

      const machine = livenessSocketMachine.provide({
        actors: {
          connection: lpprotoConnection({
            url: options.url,
            forwardedFor,
            maxBufferedBytes: options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
            logger,
          }),
        },
      });
      const actor = createActor(machine, {
        input: { sessionId, random: options.random ?? Math.random, policy: options.policy },
      });
      const session: Session = {
        owner,
        actor,
        shutdown() {
          relay(errorUpdate(UNAVAILABLE));
          stop();
        },
      };
      sessions.set(sessionId, session);
      const started = performance.now();

      actor.on('liveness.connected', ({ frame }) => relay(connectedUpdate(frame)));
      actor.on('liveness.statsReceived', ({ frame }) => {
        const update = statsUpdate(frame);
        if (update) relay(update);
        else logger.warn('liveness: STATS body does not match the contract');
      });
      actor.on('liveness.succeeded', ({ jwt }) => relay(successUpdate(jwt)));
      actor.on('liveness.failed', ({ code }) => relay(errorUpdate(code)));
      actor.on('liveness.reconnectScheduled', ({ attempt, delayMs }) => {
        logger.info({ attempt, delayMs }, 'liveness: reconnecting to the face-ID server');
        relay(reconnectingUpdate());
      });
      // The machine's final states end the subscription; values pushed before stop still go out.
      const subscription = actor.subscribe({
        complete: () => stop(),
        error: (error) => {
          logger.error(
            { err: error instanceof Error ? { name: error.name, message: error.message } : {} },
            'liveness: session failed',
          );
          relay(errorUpdate(UNAVAILABLE));
          stop();
        },
      });
      actor.start();

      try {
        await stop;
      } finally {
        subscription.unsubscribe();
        const snapshot = actor.getSnapshot();
        // The client left (or the gateway is closing): stopping the machine closes the socket.
        if (snapshot.status === 'active') actor.send({ type: 'liveness.stopRequested' });
        actor.stop();
        if (sessions.get(sessionId) === session) sessions.delete(sessionId);
        const output = snapshot.status === 'done' ? snapshot.output : undefined;
        logger.info(
          {
            outcome: output?.outcome ?? 'client_gone',
            errorCode: output?.errorCode ?? undefined,
            attempts: snapshot.context.attempts,
            ms: Math.round(performance.now() - started),
          },
          'liveness: session ended',
        );
      }
    });
  }

  function send({ sessionId, owner, contentType, image }: FrameRequest): boolean {
    const session = sessions.get(sessionId);
    // Another connection's session is answered as if it did not exist.
    if (!session || owner === undefined || session.owner !== owner) return false;
    if (!selectLivenessSocket(session.actor.getSnapshot()).canSendImage) return false;
    session.actor.send({ type: 'liveness.imageSubmitted', contentType, image });
    return true;
  }

  return {
    open,
    send,
    get sessions() {
      return sessions.size;
    },
    close() {
      for (const session of [...sessions.values()]) session.shutdown();
    },
  };
}
