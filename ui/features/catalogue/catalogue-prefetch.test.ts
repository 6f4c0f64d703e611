// @vitest-environment happy-dom
import { Client, cacheExchange, fetchExchange } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { catalogueEntry } from './catalogue.actors';
import { prefetchCatalogueEntry } from './catalogue-entry-page';

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

describe('an entry’s read sent before the page renders', () => {
  it('is shared by the page’s own read made while it is under way: one request', async () => {
    const { client, requests, release } = clientAnswering({ catalogueEntry: entry });
    prefetchCatalogueEntry(client, 7);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toContain('CatalogueEntry');
    // The page's read (its query machine's load), made while the first is under way.
    const read = catalogueEntry(client, { id: 7 });
    release();
    await expect(read).resolves.toMatchObject({ id: 7 });
    expect(requests).toHaveLength(1);
  });
});
