import { print } from 'graphql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MinistryStatusSubscription } from '../../ui/app/app.documents.js';
import { NotaryChoiceRegionsQuery as RegionsQuery } from '../../ui/features/acts/notary-choice.documents.js';
import { gatewayForSuite, type Reply, scriptedMinistryForSuite, wsClient } from './harness.js';
import { recordedBody, replay, selectedRegions } from './recorded.js';

describe('graphql-ws on the gateway port', () => {
  let health: Reply = replay('health');
  const ministry = scriptedMinistryForSuite((request) =>
    request.url === '/api/health' ? health : replay('regions'),
  );
  // A short probe interval so a change shows up soon; the test waits for it, not for time.
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url, statusIntervalMs: 50 }));
  let url: string;
  beforeAll(async () => {
    url = await gateway().listen(0, '127.0.0.1');
  });

  const connect = (connectionParams: Record<string, unknown> = {}) => wsClient(url, connectionParams);

  it('ministryStatus sends the status at once and then each change', async () => {
    const client = connect();
    try {
      const statuses = client.iterate({ query: print(MinistryStatusSubscription) });
      const first = await statuses.next();
      expect(first.value?.data?.ministryStatus).toMatchObject({
        status: 'UP',
        checkedAt: expect.any(String),
      });

      health = { status: 503 };
      const second = await statuses.next();
      expect(second.value?.data?.ministryStatus).toMatchObject({ status: 'DOWN' });

      health = replay('health');
      const third = await statuses.next();
      expect(third.value?.data?.ministryStatus).toMatchObject({ status: 'UP' });

      // A change the banner does not show (the ministry moved to another database) is a change too.
      health = replay('health', { body: { ...recordedBody<object>('health'), database: 'postgresql' } });
      const fourth = await statuses.next();
      expect(fourth.value?.data?.ministryStatus).toMatchObject({ status: 'UP' });

      await statuses.return?.();
      // Probing stops once nobody listens.
      await vi.waitFor(() => expect(gateway().ministryStatus.subscribers).toBe(0));
    } finally {
      await client.dispose();
    }
  });

  it('a late subscriber gets the current status first, without waiting for a change', async () => {
    const a = connect();
    const b = connect();
    try {
      const first = a.iterate({ query: print(MinistryStatusSubscription) });
      expect((await first.next()).value?.data?.ministryStatus).toMatchObject({ status: 'UP' });
      const second = b.iterate({ query: print(MinistryStatusSubscription) });
      expect((await second.next()).value?.data?.ministryStatus).toMatchObject({ status: 'UP' });
      expect(gateway().ministryStatus.subscribers).toBe(2);
      await first.return?.();
      await second.return?.();
      await vi.waitFor(() => expect(gateway().ministryStatus.subscribers).toBe(0));
    } finally {
      await a.dispose();
      await b.dispose();
    }
  });

  it('operations over the socket carry the token and locale of connectionParams', async () => {
    const client = connect({ token: 'ws-token', locale: 'ru' });
    try {
      const before = ministry().seen.length;
      const results = client.iterate({ query: print(RegionsQuery) });
      const { value } = await results.next();
      expect(value).toEqual({ data: { regions: selectedRegions } });
      const call = ministry()
        .seen.slice(before)
        .find((r) => r.url === '/api/regions');
      expect(call?.headers.authorization).toBe('Bearer ws-token');
      expect(call?.headers['accept-language']).toBe('ru');
    } finally {
      await client.dispose();
    }
  });

  it('answers a malformed or invalid operation with errors and keeps the socket open', async () => {
    const client = connect();
    try {
      await expect(client.iterate({ query: 'subscription { ministryStatus {' }).next()).rejects.toEqual([
        expect.objectContaining({ message: expect.stringContaining('Syntax Error') }),
      ]);
      // graphql-js's own refusal, in the socket's language (oz by default), graphql-js's text as the detail.
      await expect(client.iterate({ query: 'subscription { noSuchField }' }).next()).rejects.toEqual([
        expect.objectContaining({
          message: 'So‘rov noto‘g‘ri tuzilgan.',
          extensions: expect.objectContaining({
            code: 'BAD_REQUEST',
            detail: expect.stringContaining('noSuchField'),
          }),
        }),
      ]);
      const statuses = client.iterate({ query: print(MinistryStatusSubscription) });
      expect((await statuses.next()).value?.data?.ministryStatus).toMatchObject({ status: 'UP' });
      await statuses.return?.();
    } finally {
      await client.dispose();
    }
  });

  it('serves HTTP GraphQL on the same port, with the refreshed token header', async () => {
    ministry().script((request) =>
      request.url === '/api/health'
        ? health
        : replay('regions', { headers: { 'x-refreshed-token': 'over-http' } }),
    );
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ query: print(RegionsQuery) }),
    });
    expect(await response.json()).toEqual({ data: { regions: selectedRegions } });
    expect(response.headers.get('x-refreshed-token')).toBe('over-http');
  });
});
