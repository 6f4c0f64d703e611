import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import WebSocket from 'ws';
import { fromCallback } from 'xstate';
import type {
  LivenessConnectionInput,
  LivenessSocketCommand,
  LivenessSocketEvent,
} from '../../machines/liveness-socket/liveness-socket.machine.js';
import { decodeFrames, encodeFrame, HEARTBEAT } from './lpproto.js';

export const LPPROTO = 'lpproto';

export interface ConnectionOptions {
  /** LIVENESS_URL, e.g. ws://127.0.0.1:8081/liveness. */
  url: string;
  /** X-Forwarded-For for the face-ID server, so it too sees the client rather than the gateway. */
  forwardedFor?: string | undefined;
  /** Frames are dropped while more than this many bytes wait to go out: a slow link must not pile up. */
  maxBufferedBytes: number;
  logger: Logger;
}

/**
 * The liveness-socket machine's `connection` actor: one lpproto WebSocket per invocation. Stopping
 * the actor (the machine leaving its `link` state, for whatever reason) closes the socket, so no
 * exit path leaves one open.
 */
export function lpprotoConnection(options: ConnectionOptions) {
  const { logger } = options;
  return fromCallback<LivenessSocketCommand, LivenessConnectionInput>(({ sendBack, receive, input }) => {
    let stopped = false;
    // A socket being torn down still emits close and error; the machine has moved on by then.
    const report = (event: LivenessSocketEvent) => {
      if (!stopped) sendBack(event);
    };
    // The face-ID server takes a session id once: a reconnect is a new lpproto session under a fresh
    // id, while the subscription keeps the client's id as its handle.
    const sessionId = input.attempt === 1 ? input.sessionId : randomUUID();
    const socket = new WebSocket(options.url, LPPROTO, {
      headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
      perMessageDeflate: false,
    });

    socket.on('open', () => report({ type: 'socket.opened', sessionId }));
    socket.on('message', (data, isBinary) => {
      const frames = isBinary ? null : decodeFrames(data.toString());
      if (frames === null) {
        // The content is never logged: a server answer may echo what it was sent.
        logger.warn({ attempt: input.attempt }, 'liveness: unreadable frame from the face-ID server');
        return;
      }
      if (frames.length === 0) report({ type: 'socket.heartbeatReceived' });
      for (const frame of frames) report({ type: 'socket.frameReceived', frame });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!stopped)
        logger.warn({ attempt: input.attempt, reason: error.code ?? error.name }, 'liveness: socket error');
    });
    socket.on('close', (code) => report({ type: 'socket.closed', code }));

    receive((command) => {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (command.type === 'socket.sendHeartbeat') {
        socket.send(HEARTBEAT);
        return;
      }
      if (command.frame.command === 'IMAGE' && socket.bufferedAmount > options.maxBufferedBytes) {
        logger.debug({ buffered: socket.bufferedAmount }, 'liveness: frame dropped, link is behind');
        return;
      }
      socket.send(encodeFrame(command.frame));
    });

    return () => {
      stopped = true;
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
    };
  });
}
