// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readTraceparent } from '../../machines/fields/traceparent';
import { readLocalStore, writeLocalStore } from '../storage/local-store';
import { createGraphqlClient, renewingSubscription, tokenRefreshingFetch, withToken } from './client';

function answer(body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('GraphQL client', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('keeps the refreshed token only for a request that carried one', async () => {
    writeLocalStore({ token: 'old' });
    const refreshing = tokenRefreshingFetch(async () => answer({ data: {} }, { 'X-Refreshed-Token': 'new' }));
    await refreshing('/graphql', { headers: { Authorization: 'Bearer old' } });
    expect(readLocalStore().token).toBe('new');

    writeLocalStore({ token: 'kept' });
    await refreshing('/graphql', { headers: {} });
    expect(readLocalStore().token).toBe('kept');
  });

  it('sends the bearer token and the locale, and reports extensions.code', async () => {
    writeLocalStore({ token: 'tok' });
    const seen: Headers[] = [];
    const reports: unknown[] = [];
    const client = createGraphqlClient({
      locale: () => 'ru',
      subscriptions: false,
      onError: (report) => reports.push(report),
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers));
        return answer(
          { data: null, errors: [{ message: 'gone', extensions: { code: 'UUID_NOT_FOUND', uuid: 'u-7' } }] },
          { 'X-Refreshed-Token': 'tok2' },
        );
      },
    });
    const result = await client.query('query Health { health { gateway } }', {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions?.code).toBe('UUID_NOT_FOUND');
    expect(seen[0]?.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.get('accept-language')).toBe('ru');
    expect(reports).toEqual([{ code: 'UUID_NOT_FOUND', message: 'gone', uuid: 'u-7', operation: 'query' }]);
    expect(readLocalStore().token).toBe('tok2');
  });

  it('starts a trace of its own for each request (decision 119)', async () => {
    const seen: Headers[] = [];
    const client = createGraphqlClient({
      locale: () => 'oz',
      subscriptions: false,
      onError: () => undefined,
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers));
        return answer({ data: { health: { gateway: true } } });
      },
    });
    await client
      .query('query Health { health { gateway } }', {}, { requestPolicy: 'network-only' })
      .toPromise();
    await client
      .query('query Health { health { gateway } }', {}, { requestPolicy: 'network-only' })
      .toPromise();
    const [first, second] = seen.map((headers) => readTraceparent(headers.get('traceparent') ?? ''));
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(second?.traceId).not.toBe(first?.traceId);
  });

  describe('subscriptions over the socket (decision 071)', () => {
    type Result = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };
    const expired: Result = {
      errors: [{ message: 'Access Denied', extensions: { code: 'TOKEN_EXPIRED' } }],
    };
    type Payload = { query: string; extensions?: Record<string, unknown> };
    type Sink = { next(result: Result): void; error(error: unknown): void; complete(): void };
    /** A fake socket: each subscription's payload and sink, in order. */
    function socket() {
      const opened: { payload: Payload; sink: Sink }[] = [];
      return {
        opened,
        subscribe: (payload: Payload, sink: Sink) => {
          opened.push({ payload, sink });
          return () => undefined;
        },
      };
    }
    function sinkOf() {
      const seen: unknown[] = [];
      return {
        seen,
        sink: {
          next: (result: Result) => seen.push(result),
          error: (error: unknown) => seen.push({ error }),
          complete: () => seen.push('complete'),
        },
      };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('sends the client’s current token with each subscription, not the socket’s', () => {
      expect(withToken({ query: 'q', extensions: { persisted: 1 } }, 'tok-2')).toEqual({
        query: 'q',
        extensions: { persisted: 1, authorization: 'Bearer tok-2' },
      });
      expect(withToken({ query: 'q' }, null)).toEqual({ query: 'q', extensions: {} });
    });

    it('an ended session: the subscription’s error reaches the screen, after the session is confirmed ended', async () => {
      const ws = socket();
      const { seen, sink } = sinkOf();
      let asked = 0;
      renewingSubscription({
        subscribe: ws.subscribe,
        payload: () => withToken({ query: 'subscription' }, 'dead'),
        confirm: async () => {
          asked += 1;
          return false;
        },
        sink,
      });
      ws.opened[0]!.sink.next({ data: { actChanged: { version: 1 } } });
      ws.opened[0]!.sink.next(expired);
      ws.opened[0]!.sink.complete();
      await settle();
      expect(asked).toBe(1);
      expect(ws.opened).toHaveLength(1);
      expect(seen).toEqual([{ data: { actChanged: { version: 1 } } }, expired, 'complete']);
    });

    it('a live session whose subscription’s own token expired: subscribed again with the current token, once in a row', async () => {
      const ws = socket();
      const { seen, sink } = sinkOf();
      let token = 'old';
      renewingSubscription({
        subscribe: ws.subscribe,
        payload: () => withToken({ query: 'subscription' }, token),
        confirm: async () => true,
        sink,
      });
      token = 'renewed';
      ws.opened[0]!.sink.next(expired);
      ws.opened[0]!.sink.complete();
      await settle();
      expect(ws.opened.map((o) => o.payload.extensions?.authorization)).toEqual([
        'Bearer old',
        'Bearer renewed',
      ]);
      ws.opened[1]!.sink.next({ data: { actChanged: { version: 2 } } });
      expect(seen).toEqual([{ data: { actChanged: { version: 2 } } }]);
      // Expired again at once after a result: renewed again; twice in a row without one: passed on.
      ws.opened[1]!.sink.next(expired);
      ws.opened[1]!.sink.complete();
      await settle();
      ws.opened[2]!.sink.next(expired);
      ws.opened[2]!.sink.complete();
      await settle();
      expect(ws.opened).toHaveLength(3);
      expect(seen.slice(1)).toEqual([expired, 'complete']);
    });
  });
});
