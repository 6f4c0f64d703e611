// @vitest-environment happy-dom
import { Client, cacheExchange, fetchExchange } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { prefetch } from './catalogue';

/**
 * A client over a fake /graphql that answers every read with `data`, counting the requests; the
 * answers are held until `release`, as the app's client holds them until its first render.
 */
function clientAnswering(data: unknown) {
  const requests: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    requests.push(String(input));
    await released;
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  const client = new Client({
    url: 'http://portal.test/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetch,
    requestPolicy: 'cache-and-network',
  });
  return { client, requests, release };
}

const entry = { __typename: 'CatalogueEntry', id: 7, key: 'translation' };

describe('the catalogue screen’s first read', () => {
  it('sends the read of the entry a page opened at /na_details/{id} shows', async () => {
    const { client, requests } = clientAnswering({ catalogueEntry: entry });
    prefetch(client, '/na_details/7');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const url = new URL(requests[0]!);
    expect(url.searchParams.get('operationName')).toBe('CatalogueEntry');
    expect(JSON.parse(url.searchParams.get('variables') ?? '{}')).toEqual({ id: 7 });
  });

  it('sends nothing for the list, the calculator or an address that names no entry', async () => {
    const { client, requests } = clientAnswering({});
    for (const path of ['/na_details', '/na_details/calc/7', '/na_details/0', '/na_details/x'])
      prefetch(client, path);
    // An entry's address after them: once its read has gone out, theirs would have gone before it.
    prefetch(client, '/na_details/7');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(new URL(requests[0]!).searchParams.get('variables') ?? '{}')).toEqual({ id: 7 });
  });
});
