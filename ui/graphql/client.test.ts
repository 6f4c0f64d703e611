// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readLocalStore, writeLocalStore } from '../storage/local-store';
import { createGraphqlClient, tokenRefreshingFetch } from './client';

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
});
