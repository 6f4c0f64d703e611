import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type FormattedExecutionResult, print } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import pino from 'pino';
import { WebSocket } from 'ws';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/app.js';
import { createGatewayLogger } from '../../gateway/logger.js';
import { testLogDestination, testLogLevel } from '../support/log-files.js';
import { forSuite } from '../support/suite.js';

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

/**
 * A gateway writing the production logger's lines to the run's log file, unless the test reads them.
 * Every suite asks from 127.0.0.1, a fuzzer hundreds of times a minute, so the request budget is a
 * million requests unless the test sets its own (tests/gateway/request-budget.test.ts does).
 */
export function startGateway(options: GatewayOptions): Gateway {
  const logger = createGatewayLogger({ level: testLogLevel }, testLogDestination('gateway'));
  return createGateway({
    logger,
    ...options,
    requestBudget: { requests: 1_000_000, sessionRequests: 1_000_000, ...options.requestBudget },
    // Every document compiled from its first run: the suites check the compiled path, which production
    // takes for its documents (decision 130); tests/gateway/jit.test.ts checks the wait before it.
    compileAfter: options.compileAfter ?? 0,
  });
}

/** The scripted ministry of the enclosing suite (`forSuite` of tests/support/suite.ts). */
export function scriptedMinistryForSuite(initial?: Script): () => ScriptedMinistry {
  return forSuite(
    'the scripted ministry',
    () => startScriptedMinistry(initial),
    (ministry) => ministry.close(),
  );
}

/**
 * The gateway of the enclosing suite (`forSuite`); `options` are read when it starts, so they may
 * name the suite's ministry: `gatewayForSuite(() => ({ ministryUrl: ministry().url }))`.
 */
export function gatewayForSuite(options: () => GatewayOptions): () => Gateway {
  return forSuite(
    'the gateway',
    () => startGateway(options()),
    (gateway) => gateway.close(),
  );
}

export interface Sent<TResult> {
  response: Response;
  result: FormattedExecutionResult<TResult>;
}

/** POSTs a GraphQL request to yoga in process, as the UI's urql client would. */
async function post<TResult>(
  gateway: Gateway,
  body: { query: string; variables: unknown },
  headers: Record<string, string> = {},
): Promise<Sent<TResult>> {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify(body),
  });
  const result = (await response.json()) as FormattedExecutionResult<TResult>;
  return { response, result };
}

/** Sends a typed document through yoga in process, as the UI's urql client would. */
export function send<TResult, TVariables>(
  gateway: Gateway,
  document: TypedDocumentNode<TResult, TVariables>,
  options: { variables?: TVariables; headers?: Record<string, string> } = {},
): Promise<Sent<TResult>> {
  return post(gateway, { query: print(document), variables: options.variables ?? {} }, options.headers);
}

/**
 * Sends an operation no client of ours sends as a typed document (Query.health, read by operators and
 * the bench; Query.smsOutbox, the sandbox's): its text as written in the one test that covers it.
 */
export function sendText(
  gateway: Gateway,
  query: string,
  options: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<Sent<Record<string, unknown>>> {
  return post(gateway, { query, variables: options.variables ?? {} }, options.headers);
}

/**
 * A graphql-ws client of the gateway listening at `url` (its http address), lazy and without retries
 * so that a test sees each failure.
 */
export function wsClient(url: string, connectionParams?: Record<string, unknown>): Client {
  return createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}
