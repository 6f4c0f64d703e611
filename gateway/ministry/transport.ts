import http from 'node:http';
import https from 'node:https';
import type { Turns } from '../http/turns.js';

/**
 * The gateway's connections to the ministry for its JSON calls: node:http with a keep-alive agent per
 * protocol, shared by every request. fetch (undici) cost the gateway about 0.3 ms of CPU per call
 * more (its WHATWG streams, Request and Response objects, and an AbortSignal.timeout with an
 * AbortSignal.any per call), a fifth of all it spent on a page's read (decision 031). Streams
 * (Server-Sent Events) and file downloads keep fetch: they are few and long.
 */
export interface MinistryTransport {
  send(url: URL, request: TransportRequest): Promise<TransportResponse>;
  /** Closes the idle connections (gateway shutdown). */
  close(): void;
}

export interface TransportRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | undefined;
  /** The whole call, from sending to the last byte of the answer. */
  timeoutMs: number;
  /** The client's going away: the call is dropped. */
  signal?: AbortSignal | undefined;
}

export interface TransportResponse {
  status: number;
  /** Lower-case names; a repeated header joined as node:http joins it. */
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Why a call got no answer: its own timeout, its client leaving, or the network (code as node gives it). */
export class TransportError extends Error {
  constructor(
    readonly reason: 'timeout' | 'abandoned' | 'network',
    readonly code: string,
  ) {
    super(`ministry call ${reason} (${code})`);
    this.name = 'TransportError';
  }
}

/**
 * Connections stay open between calls and are reused; at most `maxSockets` per ministry at once, the
 * calls beyond wait for one in order. The ministry queues what it cannot start at once anyway
 * (ministry/admission.ts), so more connections would add sockets to poll and nothing else.
 */
export function createMinistryTransport(options: {
  maxSockets: number;
  /** An answer goes on to its request's GraphQL work at its turn of the event loop (decision 128). */
  turns?: Turns | undefined;
}): MinistryTransport {
  const { turns } = options;
  const agentOptions = {
    keepAlive: true,
    maxSockets: options.maxSockets,
    scheduling: 'fifo' as const,
    // An idle connection is closed after 4 s (as fetch's undici does), before a server's usual 5 s
    // keep-alive ends it: a call never goes out on a connection the server is closing.
    timeout: 4_000,
  };
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

  return {
    send(url, { method, headers, body, timeoutMs, signal }) {
      return new Promise((resolve, reject) => {
        let failure: TransportError | undefined;
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          outcome();
        };
        // The first cause wins: destroying the request then reports it as the request's error.
        const fail = (error: TransportError) => {
          failure ??= error;
          request.destroy(failure);
        };
        const broken = (error: NodeJS.ErrnoException) =>
          settle(() => reject(failure ?? new TransportError('network', error.code ?? error.name)));
        const secure = url.protocol === 'https:';
        const request = (secure ? https : http).request(url, {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          agent: secure ? agents.https : agents.http,
        });
        const timer = setTimeout(() => fail(new TransportError('timeout', 'TIMEOUT')), timeoutMs);
        const onAbort = () => fail(new TransportError('abandoned', 'ABORT_ERR'));
        if (signal?.aborted) onAbort();
        else signal?.addEventListener('abort', onAbort, { once: true });
        request.on('error', broken);
        request.on('response', (response) => {
          response.setEncoding('utf8');
          let text = '';
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          // A connection that breaks in the middle of the answer.
          response.on('error', broken);
          response.on('end', () =>
            settle(() => {
              const answer = { status: response.statusCode ?? 0, headers: response.headers, text };
              if (turns) void turns.take('continue').then(() => resolve(answer));
              else resolve(answer);
            }),
          );
        });
        request.end(body);
      });
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
