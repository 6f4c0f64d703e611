import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type FormattedExecutionResult, print } from 'graphql';
import pino from 'pino';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/app.js';
import { createGatewayLogger } from '../../gateway/logger.js';
import { testLogDestination, testLogLevel } from '../support/log-files.js';

/** A request as the scripted ministry saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export type Script = (
  request: SeenRequest,
  res: ServerResponse,
) => Reply | undefined | Promise<Reply | undefined>;

/**
 * A real HTTP server that answers what the test scripts: the error cases of the catalogue are
 * awkward to provoke on the sandbox ministry (a 500, a hang), so these tests speak to this one.
 * A script may also write to `res` itself (streaming) and return undefined.
 */
export async function startScriptedMinistry(initial: Script = () => ({ status: 404 })) {
  const seen: SeenRequest[] = [];
  let script = initial;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    seen.push(request);
    const reply = await script(request, res);
    if (!reply) return;
    res.writeHead(reply.status, reply.headers ?? {});
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    script(next: Script) {
      script = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ScriptedMinistry = Awaited<ReturnType<typeof startScriptedMinistry>>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

export const text = (status: number, body: string, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  body,
});

/** A URL where nothing listens: the port of a server that has just closed. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Log lines the gateway wrote, to check that no personal data reaches them. */
export function captureLogs() {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

/** A gateway writing the production logger's lines to the run's log file, unless the test reads them. */
export function startGateway(options: GatewayOptions): Gateway {
  const logger = createGatewayLogger({ level: testLogLevel }, testLogDestination('gateway'));
  return createGateway({ logger, ...options });
}

export interface Sent<TResult> {
  response: Response;
  result: FormattedExecutionResult<TResult>;
}

/** Sends a typed document through yoga in process, as the UI's urql client would. */
export async function send<TResult, TVariables>(
  gateway: Gateway,
  document: TypedDocumentNode<TResult, TVariables>,
  options: { variables?: TVariables; headers?: Record<string, string> } = {},
): Promise<Sent<TResult>> {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...options.headers,
    },
    body: JSON.stringify({ query: print(document), variables: options.variables ?? {} }),
  });
  const result = (await response.json()) as FormattedExecutionResult<TResult>;
  return { response, result };
}

/**
 * Sends an operation no client of ours sends as a typed document (Query.health, read by operators and
 * the bench; Query.smsOutbox, the sandbox's): its text as written in the one test that covers it.
 */
export async function sendText(
  gateway: Gateway,
  query: string,
  options: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<Sent<Record<string, unknown>>> {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...options.headers,
    },
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  const result = (await response.json()) as FormattedExecutionResult<Record<string, unknown>>;
  return { response, result };
}
